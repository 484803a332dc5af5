// Time-zone transition tables for the zones the gazetteer uses.
// Offsets and transition instants: moment-timezone's packed IANA data (compiled from the tz source with zic).
// Daylight-saving flag: @phensley/timezone (also compiled with zic; carries the TZif isdst bit). Where the two
// releases disagree on the offset (changes newer than the phensley release), the flag is taken from the
// phensley record with the same abbreviation and offset, else 0.
// IANA's "vanguard" negative DST (Europe/Dublin winter, Namibia 1994-2017, Morocco) is turned into the
// "rearguard" form: the lower offset is standard time and the higher one summer time.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
export const END_SEC = Date.UTC(2038, 0, 1) / 1000

export function tzSources() {
  const moment = require('moment-timezone')
  const { TZ } = require('@phensley/timezone')
  return { moment, TZ }
}

/** Transitions of one zone: [{ atSec (UTC start, -Infinity for the first), offSec (east +), dst, abbr }]. */
export function zoneTable(id, { moment, TZ }) {
  const z = moment.tz.zone(id)
  if (!z) throw new Error(`unknown zone ${id}`)
  const meta = new Map()
  const canon = TZ.resolveId(id)
  const periods = []
  for (let i = 0; i < z.untils.length; i++) {
    const atMs = i === 0 ? -Infinity : z.untils[i - 1]
    const offSec = Math.round(-z.offsets[i] * 60)
    const probe = i === 0 ? z.untils[0] - 1000 : Number.isFinite(z.untils[i]) ? Math.floor((atMs + z.untils[i]) / 2) : atMs + 3600e3
    const info = canon ? TZ.fromUTC(canon, probe) : undefined
    let dst = 0
    if (info && Math.round(info.offset / 1000) === offSec) dst = info.dst
    else {
      const key = `${z.abbrs[i]}|${offSec}`
      if (!meta.size && canon)
        for (let t = -4e12; t < 2.2e12; t += 86400e3 * 30) {
          const r = TZ.fromUTC(canon, t)
          meta.set(`${r.abbr}|${Math.round(r.offset / 1000)}`, r.dst)
        }
      dst = meta.get(key) ?? 0
    }
    periods.push({ atSec: atMs / 1000, offSec, dst, abbr: z.abbrs[i] })
  }
  rearguard(periods)
  // Merge consecutive periods that are identical for our purpose; stop at 2038 (the lookup repeats the
  // Gregorian 28-year cycle beyond the table, which holds for weekday-based rules until 2099).
  const out = []
  for (const p of periods) {
    if (p.atSec >= END_SEC) break
    const last = out[out.length - 1]
    if (last && last.offSec === p.offSec && last.dst === p.dst) continue
    out.push(p)
  }
  return out
}

/** Negative DST (a dst period below its standard neighbours) becomes standard; the neighbours above it become summer time. */
function rearguard(periods) {
  const negative = new Set()
  for (let i = 0; i < periods.length; i++) {
    if (!periods[i].dst) continue
    const prev = findStd(periods, i, -1)
    const next = findStd(periods, i, 1)
    const around = [prev, next].filter((p) => p !== undefined)
    if (around.length && around.every((p) => p.offSec > periods[i].offSec)) negative.add(i)
  }
  // A standard period between two negative ones is the summer half (Dublin's IST from 1971 on); a standard
  // period with a negative neighbour on one side only stays standard (Namibia 1990-94 and after 2017).
  for (let j = 1; j < periods.length - 1; j++) {
    if (!negative.has(j) && negative.has(j - 1) && negative.has(j + 1)) periods[j].dst = 1
  }
  for (const i of negative) periods[i].dst = 0
}
function findStd(periods, i, step) {
  for (let j = i + step; j >= 0 && j < periods.length; j += step) if (!periods[j].dst) return periods[j]
  return undefined
}
