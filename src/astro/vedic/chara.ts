/**
 * Chara dasa of Jaimini, K.N. Rao's variant ("Predicting through Jaimini's Chara Dasha", Vani Publications, Delhi;
 * the rules as implemented by PyJHora, naturalstupid/PyJHora src/jhora/horoscope/dhasa/raasi/chara.py, CHARA_TYPE
 * KN_RAO):
 * - The dasas are of the twelve signs from the lagna sign: zodiacal when the 9th sign from the lagna is odd-footed
 *   (Ar Ta Ge Li Sc Sg), else backwards.
 * - A sign's years: count from the sign to its lord's sign, forwards for an odd-footed sign, backwards for an
 *   even-footed one, minus one; a lord in its own sign gives 12; an exalted lord adds a year, a debilitated one
 *   takes one away.
 * - Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu) take the stronger co-lord (P.V.R. Narasimha Rao, "Chara
 *   dasa", vedicastrologer.org/articles/pp_chara_dasa.pdf): both in the sign give 12 years; one in the sign yields
 *   to the other; else the one with more grahas beside it, then the one in a movable (then fixed) sign, then the
 *   one giving more years.
 * - After the first round of 12 signs a second round gives each sign 12 minus its first-round years (same article);
 *   signs left with no years are skipped.
 * - Antar dasas: 12 equal parts, from the sign after the dasa sign, forwards for an odd-footed dasa sign and
 *   backwards for an even-footed one, the dasa sign itself last (K.N. Rao); pratyantar dasas divide an antar
 *   dasa by the same rule.
 */
import type { DashaPeriod } from './dasha'
import { EXALTATION, SIGN_LORDS, type GrahaId } from './tables'

/** Odd-footed (savya) signs; the others are even-footed (K.N. Rao; PyJHora const.even_footed_signs is the complement). */
const ODD_FOOTED_SIGNS: readonly number[] = [1, 2, 3, 7, 8, 9]
/** Co-lords of the two signs with two lords. */
const CO_LORDS: Readonly<Record<number, readonly [GrahaId, GrahaId]>> = { 8: ['Mars', 'Ketu'], 11: ['Saturn', 'Rahu'] }
const MODALITY_RANK = (sign: number) => [3, 2, 1][(sign - 1) % 3] // movable 3, fixed 2, dual 1

const wrap = (sign: number) => ((((sign - 1) % 12) + 12) % 12) + 1
const isOddFooted = (sign: number) => ODD_FOOTED_SIGNS.includes(sign)

/** Inclusive count from `from` to `to`, forwards or backwards (1 when they are the same sign). */
function countSigns(from: number, to: number, forwards: boolean): number {
  return (((forwards ? to - from : from - to) + 12) % 12) + 1
}

/** Years of a sign's dasa from the sign of `lord` (before the co-lord choice). */
function yearsFromLord(sign: number, lord: GrahaId, signs: Record<GrahaId, number>): number {
  const at = signs[lord]
  let years = countSigns(sign, at, isOddFooted(sign)) - 1
  if (years === 0) years = 12
  const ex = EXALTATION[lord].sign
  if (at === ex) years += 1
  else if (at === wrap(ex + 6)) years -= 1
  return years
}

/** The lord whose position sets the sign's years, and the years. */
export function charaSignYears(sign: number, signs: Record<GrahaId, number>): { lord: GrahaId; years: number } {
  const co = CO_LORDS[sign]
  if (!co) return { lord: SIGN_LORDS[sign - 1], years: yearsFromLord(sign, SIGN_LORDS[sign - 1], signs) }
  const [a, b] = co
  if (signs[a] === sign && signs[b] === sign) return { lord: a, years: 12 }
  if (signs[a] === sign) return { lord: b, years: yearsFromLord(sign, b, signs) }
  if (signs[b] === sign) return { lord: a, years: yearsFromLord(sign, a, signs) }
  const company = (g: GrahaId) => Object.entries(signs).filter(([id, s]) => id !== g && s === signs[g]).length
  const keys = (g: GrahaId) => [company(g), MODALITY_RANK(signs[g]), yearsFromLord(sign, g, signs)]
  const [ka, kb] = [keys(a), keys(b)]
  const i = ka.findIndex((x, k) => x !== kb[k])
  const lord = i >= 0 && kb[i] > ka[i] ? b : a
  return { lord, years: yearsFromLord(sign, lord, signs) }
}

/** Signs of the 12 dasas from the lagna sign. */
export function charaSequence(lagnaSign: number): number[] {
  const step = isOddFooted(wrap(lagnaSign + 8)) ? 1 : -1
  return Array.from({ length: 12 }, (_, i) => wrap(lagnaSign + step * i))
}

/** The 12 sub-periods of a sign's period: from the next sign by the sign's footedness, the sign itself last. */
function subPeriods(sign: number, startJdUT: number, lengthDays: number, levels: number, lords: readonly GrahaId[]): DashaPeriod[] {
  const step = isOddFooted(sign) ? 1 : -1
  const d = lengthDays / 12
  return Array.from({ length: 12 }, (_, i) => periodOf(wrap(sign + step * (i + 1)), startJdUT + i * d, d, levels, lords))
}

/** `lords[sign - 1]`: the lord that set each sign's years. */
function periodOf(sign: number, startJdUT: number, lengthDays: number, levels: number, lords: readonly GrahaId[]): DashaPeriod {
  const p: DashaPeriod = { lord: lords[sign - 1], sign, startJdUT, endJdUT: startJdUT + lengthDays }
  if (levels > 1) p.sub = subPeriods(sign, startJdUT, lengthDays, levels - 1, lords)
  return p
}

export interface CharaInput {
  lagnaSign: number
  /** Rashi (D1) sign 1–12 of each graha. */
  signs: Record<GrahaId, number>
  birthJdUT: number
  yearDays: number
  /** 1 maha, 2 antar, 3 pratyantar. */
  levels: number
}

/** Maha dasas from birth: the first round of 12 signs, then the second round of the remaining years. */
export function charaDasha({ lagnaSign, signs, birthJdUT, yearDays, levels }: CharaInput): DashaPeriod[] {
  const bySign = Array.from({ length: 12 }, (_, i) => charaSignYears(i + 1, signs))
  const lords = bySign.map((r) => r.lord)
  const first = charaSequence(lagnaSign).map((sign) => ({ sign, years: bySign[sign - 1].years }))
  const rounds = [...first, ...first.map(({ sign, years }) => ({ sign, years: 12 - years }))].filter((r) => r.years > 0)
  const out: DashaPeriod[] = []
  let t = birthJdUT
  for (const { sign, years } of rounds) {
    out.push(periodOf(sign, t, years * yearDays, levels, lords))
    t += years * yearDays
  }
  return out
}
