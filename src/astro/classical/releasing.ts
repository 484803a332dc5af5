/**
 * Zodiacal releasing (Valens, Anthology IV.4–11): from the sign of a lot (Fortune or Spirit) each sign rules for
 * its lord's minor years, in 360-day years. Level 2 runs in months of 30 days, level 3 in 2.5-day units, level 4
 * in 5-hour units (each level 1/12 of its parent). After twelve sub-periods within one parent the next one jumps
 * to the sign opposite the parent: the loosing of the bond. Signs angular from Fortune (1st, 4th, 7th, 10th) are
 * peak periods, the 10th the strongest.
 */

/** Minor years of each sign's domicile lord (Valens IV.4); Capricorn 27, Aquarius 30. Aries first. */
export const RELEASING_SIGN_YEARS = [15, 8, 20, 25, 19, 20, 8, 15, 12, 27, 30, 12] as const

/** Days per unit at each level: 360-day year, 30-day month, 2.5 days, 5 hours. */
const LEVEL_UNIT_DAYS = [360, 30, 2.5, 5 / 24] as const

export interface ReleasingPeriod {
  level: 1 | 2 | 3 | 4
  /** 1–12 from Aries */
  sign: number
  startJdUT: number
  endJdUT: number
  /** This period begins after the twelfth sub-period: the sign opposite the parent. */
  loosing: boolean
  /** Cut short by the end of its parent. */
  truncated: boolean
  /** 1, 4, 7 or 10 when angular from the Lot of Fortune (10 = peak), else null. */
  angleFromFortune: 1 | 4 | 7 | 10 | null
  sub?: ReleasingPeriod[]
}

const nextSign = (s: number) => (s % 12) + 1
const oppositeSign = (s: number) => ((s + 5) % 12) + 1

function angleFrom(fortuneSign: number, sign: number): 1 | 4 | 7 | 10 | null {
  const house = ((sign - fortuneSign + 12) % 12) + 1
  return house === 1 || house === 4 || house === 7 || house === 10 ? house : null
}

function release(
  level: number,
  firstSign: number,
  startJdUT: number,
  endJdUT: number,
  fortuneSign: number,
  maxLevel: number,
  loosingAllowed: boolean,
): ReleasingPeriod[] {
  const out: ReleasingPeriod[] = []
  let sign = firstSign
  let t = startJdUT
  for (let n = 0; t < endJdUT - 1e-9; n++) {
    const loosing = loosingAllowed && n === 12
    if (loosing) sign = oppositeSign(firstSign)
    const fullEnd = t + RELEASING_SIGN_YEARS[sign - 1] * LEVEL_UNIT_DAYS[level - 1]
    // Level 1 lists whole periods until the span ends; sub-periods end with their parent.
    const end = level === 1 ? fullEnd : Math.min(fullEnd, endJdUT)
    const p: ReleasingPeriod = {
      level: level as ReleasingPeriod['level'],
      sign,
      startJdUT: t,
      endJdUT: end,
      loosing,
      truncated: end < fullEnd - 1e-9,
      angleFromFortune: angleFrom(fortuneSign, sign),
    }
    if (level < maxLevel) p.sub = release(level + 1, sign, t, end, fortuneSign, maxLevel, true)
    out.push(p)
    t = end
    sign = nextSign(sign)
  }
  return out
}

/**
 * Periods from birth over `spanYears` (360-day years) down to `levels` (1–4). Level-1 periods never loosen
 * within a life (the twelve signs sum to 211 years).
 */
export function zodiacalReleasing(
  birthJdUT: number,
  lotSign: number,
  fortuneSign: number,
  opts: { levels?: number; spanYears?: number } = {},
): ReleasingPeriod[] {
  const levels = Math.min(4, Math.max(1, Math.round(opts.levels ?? 2)))
  const span = (opts.spanYears ?? 100) * 360
  return release(1, lotSign, birthJdUT, birthJdUT + span, fortuneSign, levels, false)
}
