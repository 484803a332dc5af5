/**
 * Profections (Valens, Anthology IV.11; Ptolemy, Tetrabiblos IV.10): the point (the Ascendant by default)
 * advances one whole sign per year from birth; the domicile lord of that sign is the lord of the year. Monthly
 * profections advance one sign per twelfth of the year. Continuous profection turns every point 30° per year
 * at an even rate (flatlib's reading).
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { normDeg } from '../zodiac'
import { domicileLordOf } from './dignities'
import type { ClassicalPlanet } from './tables'

export interface Profection {
  /** Completed years. */
  age: number
  /** Profected sign 1–12. */
  sign: number
  /** Whole-sign house of the profected sign counted from the Ascendant's sign. */
  house: number
  lord: ClassicalPlanet
  months: Array<{ sign: number; lord: ClassicalPlanet; startJdUT: number }>
}

/**
 * Annual profection at completed `age` from the sign of `fromLonDeg`. The year runs from `yearStartJdUT` to
 * `yearEndJdUT` (the caller's birthdays: solar returns or civil anniversaries); months are its twelfths.
 */
export function annualProfection(age: number, fromLonDeg: number, ascLonDeg: number, yearStartJdUT: number, yearEndJdUT: number): Profection {
  const fromSign = Math.floor(normDeg(fromLonDeg) / 30) + 1
  const ascSign = Math.floor(normDeg(ascLonDeg) / 30) + 1
  const sign = ((fromSign - 1 + age) % 12) + 1
  const monthDays = (yearEndJdUT - yearStartJdUT) / 12
  return {
    age,
    sign,
    house: ((sign - ascSign + 12) % 12) + 1,
    lord: domicileLordOf(sign),
    months: Array.from({ length: 12 }, (_, k) => {
      const s = ((sign - 1 + k) % 12) + 1
      return { sign: s, lord: domicileLordOf(s), startJdUT: yearStartJdUT + k * monthDays }
    }),
  }
}

/**
 * Continuous profection: the arc every point has turned at an instant — 30° per completed year plus 30° times
 * the fraction of the current year (between the birthdays `yearStartJdUT` and `yearEndJdUT`) that has passed.
 */
export function continuousProfectionArcDeg(age: number, atJdUT: number, yearStartJdUT: number, yearEndJdUT: number): number {
  return 30 * (age + (atJdUT - yearStartJdUT) / (yearEndJdUT - yearStartJdUT))
}

/** The solar return (the Sun back on its natal longitude) nearest after `approxJdUT` − 3 days; null if not found. */
export function solarReturnAfter(eph: Ephemeris, natalSunLonDeg: number, approxJdUT: number): number | null {
  const jd = eph.solcrossUt(natalSunLonDeg, approxJdUT - 3)
  return jd >= approxJdUT - 3 ? jd : null
}

/** The birthday that opens year `age` (0: birth itself) and the next, as solar returns. */
export function profectionYear(
  eph: Ephemeris,
  birthJdUT: number,
  natalSunLonDeg: number,
  age: number,
): { startJdUT: number; endJdUT: number } | null {
  const start = age === 0 ? birthJdUT : solarReturnAfter(eph, natalSunLonDeg, birthJdUT + age * 365.2422)
  const end = solarReturnAfter(eph, natalSunLonDeg, birthJdUT + (age + 1) * 365.2422)
  return start === null || end === null ? null : { startJdUT: start, endJdUT: end }
}
