import { inputError } from './errors'

/**
 * Civil date/time helpers shared by every engine. Pure arithmetic, no Date, no time zone database.
 * Calendar: proleptic Julian before 1582-10-15, Gregorian from then on (the 1582 reform);
 * 1582-10-05 .. 1582-10-14 do not exist.
 */

export interface CivilDate {
  year: number
  month: number
  day: number
}
export interface CivilTime {
  hour: number
  minute: number
  second: number
}

/** SPEC time input: birthZone is negative east of Greenwich (-8 = UTC+8); summer 1 = clock includes one DST hour. */
export interface ZonedTimeInput {
  date: string
  time: string
  birthZone: number
  summer?: number
}
export type TimeInput = { jdUT: number } | ZonedTimeInput

export function isLeapYear(year: number): boolean {
  if (year < 1582) return year % 4 === 0
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
}

/** True for the ten days removed by the Gregorian reform. */
export function isInGregorianGap(d: CivilDate): boolean {
  return d.year === 1582 && d.month === 10 && d.day >= 5 && d.day <= 14
}

/** "yyyy-MM-dd" (slashes accepted and normalised), validated. */
export function parseDate(text: string): CivilDate {
  const m = /^\s*(-?\d{1,5})[-/](\d{1,2})[-/](\d{1,2})\s*$/.exec(String(text))
  if (!m) inputError('bad_date', `日期格式应为 yyyy-MM-dd：${text}`)
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  validateDate(d)
  return d
}

export function validateDate(d: CivilDate): void {
  if (!Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) inputError('bad_date', '日期必须是整数')
  if (d.month < 1 || d.month > 12) inputError('bad_date', `月份应在 1–12 之间：${d.month}`)
  if (d.day < 1 || d.day > daysInMonth(d.year, d.month)) inputError('bad_date', `${d.year}-${d.month} 没有第 ${d.day} 日`)
  if (isInGregorianGap(d)) inputError('gregorian_gap', `1582-10-05 至 1582-10-14 不存在（格里历改历）：${formatDate(d)}`)
}

/** "HH:mm" or "HH:mm:ss"; 上午/下午 (and AM/PM) prefixes or suffixes are handled. */
export function parseTime(text: string): CivilTime {
  let s = String(text).trim()
  let meridiem: 'am' | 'pm' | null = null
  const mer = /(上午|下午|中午|凌晨|早上|晚上|AM|PM|am|pm)/.exec(s)
  if (mer) {
    const w = mer[1]
    meridiem = /下午|晚上|PM|pm/.test(w) ? 'pm' : /中午/.test(w) ? null : 'am'
    if (w === '中午') meridiem = 'pm'
    s = s.replace(mer[1], '').trim()
  }
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(s)
  if (!m) inputError('bad_time', `时间格式应为 HH:mm：${text}`)
  let hour = Number(m[1])
  const minute = Number(m[2])
  const second = m[3] === undefined ? 0 : Number(m[3])
  if (meridiem) {
    if (hour < 1 || hour > 12) inputError('bad_time', `12 小时制的钟点应在 1–12 之间：${text}`)
    if (meridiem === 'pm' && hour < 12) hour += 12
    if (meridiem === 'am' && hour === 12) hour = 0
  }
  const t = { hour, minute, second }
  validateTime(t)
  return t
}

export function validateTime(t: CivilTime): void {
  if (!(t.hour >= 0 && t.hour <= 23 && Number.isInteger(t.hour))) inputError('bad_time', `小时应在 0–23 之间：${t.hour}`)
  if (!(t.minute >= 0 && t.minute <= 59 && Number.isInteger(t.minute))) inputError('bad_time', `分钟应在 0–59 之间：${t.minute}`)
  if (!(t.second >= 0 && t.second < 60)) inputError('bad_time', `秒应在 0–59 之间：${t.second}`)
}

const pad = (n: number, w = 2) => String(Math.trunc(n)).padStart(w, '0')
export function formatDate(d: CivilDate): string {
  return `${d.year < 0 ? '-' : ''}${pad(Math.abs(d.year), 4)}-${pad(d.month)}-${pad(d.day)}`
}
export function formatTime(t: CivilTime, withSeconds = false): string {
  return withSeconds ? `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}` : `${pad(t.hour)}:${pad(t.minute)}`
}

/** Julian day number (at the given hour) of a civil date, Julian calendar before 1582-10-15 (Meeus, Astronomical Algorithms ch. 7). */
export function julianDay(d: CivilDate, hourOfDay = 0): number {
  let y = d.year
  let m = d.month
  if (m <= 2) {
    y -= 1
    m += 12
  }
  const gregorian = d.year > 1582 || (d.year === 1582 && (d.month > 10 || (d.month === 10 && d.day >= 15)))
  let b = 0
  if (gregorian) {
    const a = Math.floor(y / 100)
    b = 2 - a + Math.floor(a / 4)
  }
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + d.day + b - 1524.5 + hourOfDay / 24
}

/** Civil date and time (same calendar rule) of a julian day (Meeus ch. 7). Seconds are rounded to 1e-6 s. */
export function civilFromJulianDay(jd: number): CivilDate & CivilTime {
  const z = Math.floor(jd + 0.5)
  const f = jd + 0.5 - z
  let a = z
  if (z >= 2299161) {
    const alpha = Math.floor((z - 1867216.25) / 36524.25)
    a = z + 1 + alpha - Math.floor(alpha / 4)
  }
  const b = a + 1524
  const c = Math.floor((b - 122.1) / 365.25)
  const dd = Math.floor(365.25 * c)
  const e = Math.floor((b - dd) / 30.6001)
  let day = b - dd - Math.floor(30.6001 * e)
  const month = e < 14 ? e - 1 : e - 13
  const year = month > 2 ? c - 4716 : c - 4715
  let secs = Math.round(f * 86400 * 1e6) / 1e6
  if (secs >= 86400) {
    // Rounding carried into the next day: recompute from the next midnight.
    const next = civilFromJulianDay(z + 0.5)
    return { ...next, hour: 0, minute: 0, second: 0 }
  }
  const hour = Math.floor(secs / 3600)
  secs -= hour * 3600
  const minute = Math.floor(secs / 60)
  const second = secs - minute * 60
  day = Math.floor(day)
  return { year, month, day, hour, minute, second }
}

/** UTC offset in hours (east positive) of a SPEC birthZone (negative east) plus the summer flag. */
export function utcOffsetHoursOf(birthZone: number, summer = 0): number {
  return -birthZone + (summer ? 1 : 0)
}

export function validateBirthZone(birthZone: unknown): number {
  const z = Number(birthZone)
  if (!Number.isFinite(z) || z < -14 || z > 12) inputError('bad_zone', `时区应在 -14（东 14 区）到 12（西 12 区）之间：${String(birthZone)}`)
  return z
}

/** Julian day of the Unix epoch (1970-01-01T00:00Z). */
const JD_UNIX_EPOCH = 2440587.5

/** Julian day (UT) of a JavaScript instant (epoch ms). */
export function jdUTOfEpochMs(ms: number): number {
  return ms / 86400000 + JD_UNIX_EPOCH
}

/** JavaScript instant (epoch ms) of a Julian day (UT). */
export function epochMsOfJdUT(jdUT: number): number {
  return (jdUT - JD_UNIX_EPOCH) * 86400000
}

/** Julian day UT of a zoned civil time input, or the jdUT it carries. */
export function jdUTOf(input: TimeInput): number {
  if ('jdUT' in input && input.jdUT !== undefined) {
    const jd = Number(input.jdUT)
    if (!Number.isFinite(jd)) inputError('bad_jd', `jdUT 不是数字：${String(input.jdUT)}`)
    return jd
  }
  const z = input as ZonedTimeInput
  if (typeof z.date !== 'string' || typeof z.time !== 'string') inputError('bad_time_input', '需要 jdUT，或 date + time + birthZone')
  const d = parseDate(z.date)
  const t = parseTime(z.time)
  const zone = validateBirthZone(z.birthZone ?? -8)
  const localHours = t.hour + t.minute / 60 + t.second / 3600
  return julianDay(d, localHours - utcOffsetHoursOf(zone, z.summer ?? 0))
}
