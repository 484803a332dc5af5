/**
 * Time-zone list of the timezone-edit page (SPEC §3): 25 entries from east 12 through 0 to west 12; the value
 * is negative for east (birthZone convention: -8 = UTC+8). Non-integer zones (India +5:30, Nepal +5:45,
 * local mean time) are entered freely.
 */

export interface ZoneEntry {
  value: number
  /** i18n-free label: 东12区 … 0时区 … 西12区 */
  label: string
}

export const ZONE_LIST: readonly ZoneEntry[] = Array.from({ length: 25 }, (_, i) => {
  const value = i - 12
  return { value, label: value < 0 ? `东${-value}区` : value > 0 ? `西${value}区` : '0时区' }
})

/** Label of any birthZone value, e.g. -8 → "东8区", -5.5 → "东5:30", 0.66574 → "西0:39:57". */
export function zoneLabel(birthZone: number): string {
  if (Number.isInteger(birthZone))
    return ZONE_LIST.find((z) => z.value === birthZone)?.label ?? `${birthZone < 0 ? '东' : '西'}${Math.abs(birthZone)}区`
  const side = birthZone < 0 ? '东' : '西'
  const totalSeconds = Math.round(Math.abs(birthZone) * 3600)
  const h = Math.floor(totalSeconds / 3600)
  const m = Math.floor((totalSeconds % 3600) / 60)
  const s = totalSeconds % 60
  return `${side}${h}:${String(m).padStart(2, '0')}${s ? ':' + String(s).padStart(2, '0') : ''}`
}

/**
 * Free entry: "-5.5", "东8", "东5:30", "西3:30", "UTC+5:45", "+8". East is written as 东 / + (UTC) and
 * stored negative. Returns undefined when unreadable or outside -14 … 12.
 */
export function parseZoneInput(text: string): number | undefined {
  const s = text
    .trim()
    .replace(/\s+/g, '')
    .replace(/区|時區|时区/g, '')
    .replace(/^(UTC|GMT)/i, 'U')
  let sign: number
  let body: string
  if (/^东|^東/.test(s)) [sign, body] = [-1, s.slice(1)]
  else if (/^西/.test(s)) [sign, body] = [1, s.slice(1)]
  else if (/^U[+-]/.test(s)) [sign, body] = [s[1] === '+' ? -1 : 1, s.slice(2)]
  else if (/^U$/.test(s)) [sign, body] = [1, '0']
  else if (/^\+/.test(s)) [sign, body] = [-1, s.slice(1)]
  else [sign, body] = [1, s]
  let hours: number
  const hm = /^(-?\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(body)
  if (hm) {
    const h = Number(hm[1])
    if (Number(hm[2]) > 59 || Number(hm[3] ?? 0) > 59) return undefined
    hours = Math.sign(h || 1) * (Math.abs(h) + Number(hm[2]) / 60 + Number(hm[3] ?? 0) / 3600)
  } else if (/^-?\d+(\.\d+)?$/.test(body)) hours = Number(body)
  else return undefined
  const v = Math.round(sign * hours * 1e6) / 1e6 + 0
  return v >= -14 && v <= 12 ? v : undefined
}
