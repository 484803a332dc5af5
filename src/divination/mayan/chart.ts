/**
 * Dreamspell kin of a Gregorian date: the count of days from the anchor, 29 February not counted, reduced mod 260;
 * then seal, tone, wavespell, castle, the oracle (guide, analog, antipode, occult) and the 13-Moon date.
 */
import { inputError } from '@/core/errors'
import { formatDate, type CivilDate } from '@/core/time'
import type { LeapDayRule } from './settings'
import { ANCHOR, CASTLES, GUIDE_SEAL_OFFSET_BY_TONE, MOON_DAYS, SEALS, TONES, YEAR_START } from './tables'

export interface Kin {
  kin: number
  /** 1–20 (20 = Yellow Sun). */
  seal: number
  sealId: (typeof SEALS)[number]['id']
  color: (typeof SEALS)[number]['color']
  /** 1–13. */
  tone: number
  toneId: (typeof TONES)[number]
}

export interface MayanDay extends Kin {
  date: string
  /** The date was 29 February and took the kin of 28 February or 1 March. */
  leapDay: boolean
  /** 1–20: the wavespell that holds the kin, and the seal that opens it. */
  wavespell: number
  wavespellSeal: number
  /** 1–5: red, white, blue, yellow, green (52 kin each). */
  castle: number
  castleId: (typeof CASTLES)[number]
  guideKin: number
  analogKin: number
  antipodeKin: number
  occultKin: number
  /** 13-Moon calendar: year bearer (kin of the 26 July that opens the year), moon 1–13 and day 1–28, or Day Out of Time. */
  moonYear: { startYear: number; yearBearerKin: number; moon: number | null; day: number | null; dayOutOfTime: boolean }
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Kin (1–260) with the given seal (1–20) and tone (1–13): kin − 1 ≡ seal − 1 (mod 20) and ≡ tone − 1 (mod 13). */
export function kinOf(seal: number, tone: number): number {
  // 40 ≡ 1 (mod 13), 40 ≡ 0 (mod 20); −39 ≡ 0 (mod 13), −39 ≡ 1 (mod 20).
  return mod(40 * (tone - 1) - 39 * (seal - 1), 260) + 1
}

export function describeKin(kin: number): Kin {
  if (!Number.isInteger(kin) || kin < 1 || kin > 260) inputError('bad_kin', `kin 应为 1–260 的整数：${kin}`)
  const seal = ((kin - 1) % 20) + 1
  const tone = ((kin - 1) % 13) + 1
  return { kin, seal, sealId: SEALS[seal - 1].id, color: SEALS[seal - 1].color, tone, toneId: TONES[tone - 1] }
}

/** Guide: same tone, seal moved by the tone's offset (same colour family). */
export function guideKinOf(kin: number): number {
  const { seal, tone } = describeKin(kin)
  return kinOf(mod(seal + GUIDE_SEAL_OFFSET_BY_TONE[tone - 1] - 1, 20) + 1, tone)
}

/** Analog: same tone, the seal whose code adds up to 19 with this one (Sun counted as 0). */
export function analogKinOf(kin: number): number {
  const { seal, tone } = describeKin(kin)
  return kinOf(mod(19 - seal, 20) || 20, tone)
}

/** Antipode: same tone, seal + 10, i.e. kin + 130. */
export function antipodeKinOf(kin: number): number {
  return mod(kin + 130 - 1, 260) + 1
}

/** Occult (hidden): kin′ = 261 − kin (seals add to 21, tones to 14). */
export function occultKinOf(kin: number): number {
  return 261 - kin
}

/** Days from 1970-01-01 of a proleptic Gregorian date (H. Hinnant, "chrono-compatible low-level date algorithms"). */
function gregorianDayNumber(d: CivilDate): number {
  const y = d.month <= 2 ? d.year - 1 : d.year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (d.month + (d.month > 2 ? -3 : 9)) + 2) / 5) + d.day - 1
  return era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719468
}

/** Gregorian leap days (29 February) in years 1..year. */
function leapYearsThrough(year: number): number {
  return Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400)
}

/** Day number that skips every 29 February; a 29 February counts as 28 February or 1 March. */
function countedDayNumber(d: CivilDate, leapDay: LeapDayRule): number {
  const isFeb29 = d.month === 2 && d.day === 29
  const date = isFeb29 ? (leapDay === 'asFeb28' ? { ...d, day: 28 } : { ...d, month: 3, day: 1 }) : d
  const leapDaysBefore = leapYearsThrough(date.year - 1) + (date.month > 2 ? leapYearsThrough(date.year) - leapYearsThrough(date.year - 1) : 0)
  return gregorianDayNumber(date) - leapDaysBefore
}

function checkGregorian(d: CivilDate): void {
  if (d.year < 1583 && !(d.year === 1582 && (d.month > 10 || (d.month === 10 && d.day >= 15))))
    inputError('out_of_range', `玛雅历（Dreamspell）按格里历计算，日期应不早于 1582-10-15：${formatDate(d)}`)
  if (d.year > 9999) inputError('out_of_range', `年份应不晚于 9999：${d.year}`)
}

/** Kin of a Gregorian date (1582-10-15 … 9999-12-31). */
export function kinOfDate(d: CivilDate, leapDay: LeapDayRule = 'asFeb28'): number {
  checkGregorian(d)
  const days = countedDayNumber(d, leapDay) - countedDayNumber(ANCHOR, leapDay)
  return mod(ANCHOR.kin - 1 + days, 260) + 1
}

function moonYearOf(d: CivilDate, leapDay: LeapDayRule): MayanDay['moonYear'] {
  const beforeStart = d.month < YEAR_START.month || (d.month === YEAR_START.month && d.day < YEAR_START.day)
  const startYear = beforeStart ? d.year - 1 : d.year
  const start = { year: startYear, ...YEAR_START }
  const index = countedDayNumber(d, leapDay) - countedDayNumber(start, leapDay)
  const dayOutOfTime = index >= 13 * MOON_DAYS
  const yearBearerKin = mod(kinOfDate(d, leapDay) - 1 - index, 260) + 1
  return {
    startYear,
    yearBearerKin,
    moon: dayOutOfTime ? null : Math.floor(index / MOON_DAYS) + 1,
    day: dayOutOfTime ? null : (index % MOON_DAYS) + 1,
    dayOutOfTime,
  }
}

export function mayanDay(d: CivilDate, leapDay: LeapDayRule = 'asFeb28'): MayanDay {
  const kin = kinOfDate(d, leapDay)
  const wavespell = Math.floor((kin - 1) / 13) + 1
  const castle = Math.floor((kin - 1) / 52) + 1
  return {
    date: formatDate(d),
    leapDay: d.month === 2 && d.day === 29,
    ...describeKin(kin),
    wavespell,
    wavespellSeal: describeKin((wavespell - 1) * 13 + 1).seal,
    castle,
    castleId: CASTLES[castle - 1],
    guideKin: guideKinOf(kin),
    analogKin: analogKinOf(kin),
    antipodeKin: antipodeKinOf(kin),
    occultKin: occultKinOf(kin),
    moonYear: moonYearOf(d, leapDay),
  }
}
