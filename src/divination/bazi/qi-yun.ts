/**
 * 起运 (童限): when the first 大运 starts.
 * Direction: 阳男阴女顺排，阴男阳女逆排 (by the year pillar's stem). The span runs from the birth to the next 节
 * (forward) or from the previous 节 to the birth (backward); it is converted to a 起运 age by one of four methods:
 * - 'shichen' 时辰折算: 三天为一年，一天为四个月，一时辰为十天 (《三命通会·论大运》 "三日为一岁"); whole days by
 *   calendar date plus the difference of 时辰 (23:00 counts as the last 时辰 of its day). Matches lunar-javascript
 *   getYun(gender, 1).
 * - 'minute' 分钟折算: 4320 分 = 1 年，360 分 = 1 月，12 分 = 1 日，余分 × 2 = 时 (clock minutes, seconds dropped).
 *   Matches lunar-javascript getYun(gender, 2).
 * - 'second' 秒级: 259200 秒 = 1 年，21600 秒 = 1 月，720 秒 = 1 日，30 秒 = 1 时，余秒 × 2 = 分. Matches tyme4ts
 *   DefaultChildLimitProvider.
 * - 'yuanheng' 元亨利贞: whole minutes, 4320 分 = 1 年，360 分 = 1 月，12 分 = 1 日, hours dropped (the 元亨利贞
 *   排盘 program's rule, as implemented by tyme4ts China95ChildLimitProvider).
 * Birth and 节 are both read as civil time of the birthplace's standard zone (UTC+8 for the golden cases); the
 * 交运 date adds the span to the birth's clock time. lunar-javascript's
 * methods clamp the day when a month is shorter; the tyme4ts methods carry the excess days into the next month.
 */
import { civilFromJulianDay, daysInMonth, formatDate, formatTime, julianDay, type CivilDate, type CivilTime } from '@/core/time'
import { hourBranch } from '../common/ganzhi'
import { civilToSecond, termAfter, termAtOrBefore, type TermInstant } from '../calendar/terms'

export type QiYunMethod = 'shichen' | 'minute' | 'second' | 'yuanheng'
export const QI_YUN_METHODS: readonly QiYunMethod[] = ['shichen', 'minute', 'second', 'yuanheng']
export const QI_YUN_METHOD_NAMES: Record<QiYunMethod, string> = {
  shichen: '时辰折算（三天一年，一时辰十天）',
  minute: '分钟折算（4320 分一年，余分乘二为时）',
  second: '秒级折算（259200 秒一年）',
  yuanheng: '元亨利贞（按分钟取整到日）',
}
export type AgeType = 'xu' | 'zhou'

type Civil = CivilDate & CivilTime

export interface QiYun {
  method: QiYunMethod
  methodName: string
  forward: boolean
  /** the 节 the span runs to (forward) or from (backward) */
  term: { name: string; time: string }
  /** span between birth and that 节, seconds */
  spanSeconds: number
  years: number
  months: number
  days: number
  hours: number
  minutes: number
  /** exact 交运 moment, clock time of the birthplace, "yyyy-MM-dd HH:mm:ss" */
  startsAt: string
  startYear: number
  /** 虚岁 at the start of the first 大运 (出生当年为 1 岁, by calendar year) */
  startAgeXu: number
  /** 周岁 (completed years) on the 交运 date */
  startAgeZhou: number
  rule: string
}

const civilOf = (jd: number): Civil => civilToSecond(jd)
const jdn = (d: CivilDate) => Math.floor(julianDay(d) + 0.5)
const text = (c: Civil) => `${formatDate(c)} ${formatTime(c, true)}`
const shichenOrdinal = (hour: number) => (hour === 23 ? 11 : hourBranch(hour))

function fromJdn(n: number, t: CivilTime): Civil {
  const d = civilFromJulianDay(n)
  return { year: d.year, month: d.month, day: d.day, ...t }
}

/** lunar-javascript Solar arithmetic: nextYear (29 Feb → 28), nextMonth (day clamped), next(days), nextHour. */
function addClamped(b: Civil, y: number, m: number, d: number, h: number): Civil {
  let year = b.year + y
  let day = b.day
  if (b.month === 2 && day > 28) day = Math.min(day, daysInMonth(year, 2))
  const mIndex = year * 12 + (b.month - 1) + m
  year = Math.floor(mIndex / 12)
  const month = (mIndex % 12) + 1
  day = Math.min(day, daysInMonth(year, month))
  if (year === 1582 && month === 10 && day > 4 && day < 15) day += 10
  const base = jdn({ year, month, day }) + d
  const hours = b.hour + h
  return fromJdn(base + Math.floor(hours / 24), { hour: ((hours % 24) + 24) % 24, minute: b.minute, second: b.second })
}

/** tyme4ts arithmetic: add, carry s → min → h → days, move year/month, carry excess days month by month. */
function addCarried(b: Civil, y: number, m: number, d: number, h: number, mi: number): Civil {
  let s = b.second
  let minute = b.minute + mi + Math.floor(s / 60)
  s %= 60
  let hour = b.hour + h + Math.floor(minute / 60)
  minute %= 60
  let day = b.day + d + Math.floor(hour / 24)
  hour %= 24
  let mIndex = (b.year + y) * 12 + (b.month - 1) + m
  for (;;) {
    const dc = daysInMonth(Math.floor(mIndex / 12), (mIndex % 12) + 1)
    if (day <= dc) break
    day -= dc
    mIndex++
  }
  return { year: Math.floor(mIndex / 12), month: (mIndex % 12) + 1, day, hour, minute, second: s }
}

export function qiYun(birthJdUT: number, zoneOffsetHours: number, forward: boolean, method: QiYunMethod): QiYun {
  const term: TermInstant = forward ? termAfter(birthJdUT, true) : termAtOrBefore(birthJdUT, true)
  const birth = civilOf(birthJdUT + zoneOffsetHours / 24)
  const termCivil = civilOf(term.jdUT + zoneOffsetHours / 24)
  const [start, end] = forward ? [birth, termCivil] : [termCivil, birth]
  const dayDiff = jdn(end) - jdn(start)
  const spanSeconds = dayDiff * 86400 + (end.hour * 3600 + end.minute * 60 + end.second) - (start.hour * 3600 + start.minute * 60 + start.second)
  let years = 0,
    months = 0,
    days = 0,
    hours = 0,
    minutes = 0
  let at: Civil
  let rule: string
  if (method === 'shichen') {
    let hourDiff = shichenOrdinal(end.hour) - shichenOrdinal(start.hour)
    let dd = dayDiff
    if (hourDiff < 0) {
      hourDiff += 12
      dd--
    }
    const monthDiff = Math.floor((hourDiff * 10) / 30)
    const totalMonths = dd * 4 + monthDiff
    days = hourDiff * 10 - monthDiff * 30
    years = Math.floor(totalMonths / 12)
    months = totalMonths - years * 12
    at = addClamped(birth, years, months, days, 0)
    rule = `相距 ${dd} 天 ${hourDiff} 个时辰：三天折一年，一天折四个月，一时辰折十天`
  } else if (method === 'minute') {
    let mins = dayDiff * 1440 + (end.hour * 60 + end.minute) - (start.hour * 60 + start.minute)
    const total = mins
    years = Math.floor(mins / 4320)
    mins -= years * 4320
    months = Math.floor(mins / 360)
    mins -= months * 360
    days = Math.floor(mins / 12)
    mins -= days * 12
    hours = mins * 2
    at = addClamped(birth, years, months, days, hours)
    rule = `相距 ${total} 分钟：4320 分折一年，360 分折一月，12 分折一日，余分乘二为时`
  } else if (method === 'second') {
    let s = spanSeconds
    years = Math.floor(s / 259200)
    s %= 259200
    months = Math.floor(s / 21600)
    s %= 21600
    days = Math.floor(s / 720)
    s %= 720
    hours = Math.floor(s / 30)
    s %= 30
    minutes = s * 2
    at = addCarried(birth, years, months, days, hours, minutes)
    rule = `相距 ${spanSeconds} 秒：259200 秒折一年，21600 秒折一月，720 秒折一日，30 秒折一时，余秒乘二为分`
  } else {
    let mins = Math.floor(spanSeconds / 60)
    years = Math.floor(mins / 4320)
    mins %= 4320
    months = Math.floor(mins / 360)
    mins %= 360
    days = Math.floor(mins / 12)
    at = addCarried(birth, years, months, days, 0, 0)
    rule = `相距 ${Math.floor(spanSeconds / 60)} 分钟（取整）：4320 分折一年，360 分折一月，12 分折一日，不计时`
  }
  const beforeBirthday =
    at.month * 1e8 + at.day * 1e6 + at.hour * 1e4 + at.minute * 100 + at.second <
    birth.month * 1e8 + birth.day * 1e6 + birth.hour * 1e4 + birth.minute * 100 + birth.second
  return {
    method,
    methodName: QI_YUN_METHOD_NAMES[method],
    forward,
    term: { name: term.name, time: term.timeUtc8 },
    spanSeconds,
    years,
    months,
    days,
    hours,
    minutes,
    startsAt: text(at),
    startYear: at.year,
    startAgeXu: at.year - birth.year + 1,
    startAgeZhou: at.year - birth.year - (beforeBirthday ? 1 : 0),
    rule: `${forward ? '顺排：出生至下一节' : '逆排：上一节至出生'}${term.name}（${term.timeUtc8} 北京时间）；${rule}`,
  }
}
