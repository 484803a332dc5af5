/** Layout of the generated time-zone module (src/geo/data/tz.ts, built by scripts/build-places.mjs). */
export interface TzColumns {
  /** IANA tz release the tables come from (e.g. "2026f"). */
  version: string
  /** "Zone/Id:<base-36 table index>" joined by '|'. Zones with identical tables share one. */
  zones: string
  /**
   * One table per distinct zone history: "types;sequence;starts". types: base-36 list of (offsetSeconds·2 + dst);
   * sequence: one base-36 digit per period (index into types); starts: base-36 UTC seconds at which each period
   * after the first begins, each as the difference from the previous start (the first period is open-ended).
   */
  tables: string[]
}

export interface ZoneTable {
  /** UTC second at which period i begins (starts[0] = -Infinity). */
  starts: number[]
  /** UTC offset of period i in seconds, east positive. */
  offsets: number[]
  /** 1 when period i is daylight-saving (summer) time. */
  dst: number[]
  /** Daylight-saving amount of period i in seconds (offset minus the nearest standard period's offset). */
  save: number[]
}

export function decodeZoneTable(text: string): ZoneTable {
  const [typesText, seq, startsText] = text.split(';')
  const types = typesText.split(',').map((x) => parseInt(x, 36))
  const starts = [-Infinity]
  let t = 0
  if (startsText) {
    for (const d of startsText.split(',')) {
      t += parseInt(d, 36)
      starts.push(t)
    }
  }
  const offsets: number[] = []
  const dst: number[] = []
  for (const ch of seq) {
    const code = types[parseInt(ch, 36)]
    const flag = ((code % 2) + 2) % 2
    dst.push(flag)
    offsets.push((code - flag) / 2)
  }
  const save = offsets.map((off, i) => {
    if (!dst[i]) return 0
    for (let j = i - 1; j >= 0; j--) if (!dst[j]) return off - offsets[j]
    for (let j = i + 1; j < offsets.length; j++) if (!dst[j]) return off - offsets[j]
    return 3600
  })
  return { starts, offsets, dst, save }
}
