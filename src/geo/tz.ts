import { inputError } from '@/core/errors'
import { julianDay, parseDate, parseTime, type CivilDate, type CivilTime } from '@/core/time'
import { decodeZoneTable, type TzColumns, type ZoneTable } from './tz-table'

/**
 * Historical UTC offsets from IANA tz tables shipped with the app (no Intl, no device data).
 *
 * Local civil time → offset. A local time can fall
 * - in a gap (clocks jumped forward, the time never existed): we use the offset in force before the jump,
 *   so 02:30 on a spring-forward night reads as 03:30 of the new time (ECMAScript Temporal "compatible");
 * - in an overlap (clocks went back, the time happened twice): we use the earlier instant, i.e. the
 *   offset in force before the change (also Temporal "compatible"; daylight time still on).
 * `ambiguity` reports which case applied so the editor can ask. Before the zone's first transition the
 * offset is IANA's local mean time (LMT, e.g. Asia/Shanghai +8:05:43 until 1901). After 2037 the table
 * repeats the Gregorian 28-year cycle (valid for weekday-based rules through 2099).
 */

export interface TimeZoneDb {
  version: string
  has(timeZone: string): boolean
  table(timeZone: string): ZoneTable
}

export type Ambiguity = 'none' | 'gap' | 'overlap'

export interface ZoneOffset {
  timeZone: string
  /** UTC offset of the civil time, seconds east of Greenwich (may be fractional-minute for LMT). */
  utcOffsetSeconds: number
  utcOffsetHours: number
  /** Daylight saving (summer) time was in force. */
  dst: boolean
  /** Amount of daylight saving in hours (1 usually; 0.5 Hong Kong 1941; 2 British double summer time). */
  dstHours: number
  ambiguity: Ambiguity
  /** UTC instant of the civil time, seconds since 1970-01-01T00:00Z. */
  utcSeconds: number
}

/** SPEC §3 fields: birthZone negative east in hours (may be fractional for LMT), summer 0/1. */
export interface BirthZoneFields extends ZoneOffset {
  birthZone: number
  summer: 0 | 1
}

export function createTimeZoneDb(data: TzColumns): TimeZoneDb {
  const index = new Map<string, number>()
  for (const z of data.zones.split('|')) {
    const [id, t] = z.split(':')
    index.set(id, parseInt(t, 36))
  }
  const cache = new Map<number, ZoneTable>()
  return {
    version: data.version,
    has: (tz) => index.has(tz),
    table(tz) {
      const i = index.get(tz)
      if (i === undefined) inputError('unknown_zone', `未知时区：${tz}`)
      let t = cache.get(i)
      if (!t) {
        t = decodeZoneTable(data.tables[i])
        cache.set(i, t)
      }
      return t
    },
  }
}

const END_YEAR = 2037
const END_SEC = Date.UTC(END_YEAR + 1, 0, 1) / 1000
const CYCLE_START = Date.UTC(END_YEAR, 0, 1) / 1000

function localSecondsOf(d: CivilDate, t: CivilTime): number {
  const days = Math.round(julianDay(d) - 2440587.5)
  return days * 86400 + t.hour * 3600 + t.minute * 60 + t.second
}

/** Offset in force at a UTC instant (seconds since the epoch). */
export function offsetAtUtc(table: ZoneTable, utcSeconds: number): number {
  return table.offsets[periodAt(table, utcSeconds)]
}

function periodAt(table: ZoneTable, utc: number): number {
  let lo = 0
  let hi = table.starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (table.starts[mid] <= utc) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Resolve a civil date/time in a zone to its UTC offset and daylight-saving flag. */
export function zoneOffsetAt(db: TimeZoneDb, timeZone: string, date: CivilDate | string, time: CivilTime | string): ZoneOffset {
  const d = typeof date === 'string' ? parseDate(date) : date
  const t = typeof time === 'string' ? parseTime(time) : time
  const table = db.table(timeZone)
  let year = d.year
  let shiftSec = 0
  const last = table.starts[table.starts.length - 1]
  if (year > END_YEAR && last >= CYCLE_START && last < END_SEC) {
    const cycles = Math.ceil((year - END_YEAR) / 28)
    year -= 28 * cycles
    shiftSec = localSecondsOf(d, t) - localSecondsOf({ ...d, year }, t)
  }
  const local = localSecondsOf({ ...d, year }, t)
  // Candidate periods: those whose span can contain local - offset (offsets are within ±18 h).
  const first = periodAt(table, local - 18 * 3600)
  const valid: number[] = []
  let beforeGap = -1
  for (let i = first; i < table.starts.length && table.starts[i] <= local + 18 * 3600; i++) {
    const utc = local - table.offsets[i]
    const end = i + 1 < table.starts.length ? table.starts[i + 1] : Infinity
    if (utc >= table.starts[i] && utc < end) valid.push(i)
    else if (utc >= end && i + 1 < table.starts.length && local - table.offsets[i + 1] < table.starts[i + 1]) beforeGap = i
  }
  let period: number
  let ambiguity: Ambiguity = 'none'
  if (valid.length === 1) period = valid[0]
  else if (valid.length > 1) {
    period = valid[0]
    ambiguity = 'overlap'
  } else {
    period = beforeGap >= 0 ? beforeGap : periodAt(table, local - table.offsets[first])
    ambiguity = 'gap'
  }
  const off = table.offsets[period]
  return {
    timeZone,
    utcOffsetSeconds: off,
    utcOffsetHours: off / 3600,
    dst: table.dst[period] === 1,
    dstHours: table.save[period] / 3600,
    ambiguity,
    utcSeconds: local - off + shiftSec,
  }
}

/**
 * The SPEC's birthZone and summer for a civil birth time in a zone. summer is 1 whenever IANA marks
 * daylight saving; birthZone is then the offset less one hour, so that -birthZone + summer is always the
 * true UTC offset (for the rare non-one-hour savings the standard part absorbs the difference).
 */
export function birthZoneFields(db: TimeZoneDb, timeZone: string, date: CivilDate | string, time: CivilTime | string): BirthZoneFields {
  const z = zoneOffsetAt(db, timeZone, date, time)
  const summer: 0 | 1 = z.dst ? 1 : 0
  const birthZone = Math.round(-(z.utcOffsetHours - summer) * 1e6) / 1e6 + 0
  return { ...z, birthZone, summer }
}
