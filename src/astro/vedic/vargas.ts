/**
 * Divisional charts (vargas) by Parashara's rules (BPHS ch. 6, Santhanam's translation). Each rule is a pure
 * function of the sidereal sign (1–12) and the part index (0-based) of a longitude in that sign; the sign's
 * modality (movable/fixed/dual) and parity (odd = Aries, Gemini …) decide where counting starts.
 */
import { normDeg } from '../zodiac'

export const VARGA_NUMBERS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const
export type VargaNumber = (typeof VARGA_NUMBERS)[number]

/** Sign counted `n` signs on from `sign` inclusive (the 1st from Aries is Aries). */
const nth = (sign: number, n: number) => ((sign - 1 + n - 1) % 12) + 1
const isOdd = (sign: number) => sign % 2 === 1
/** 0 movable (Aries, Cancer, Libra, Capricorn), 1 fixed, 2 dual. */
const modality = (sign: number) => (sign - 1) % 3

type Rule = (sign: number, part: number, degInSign: number) => number

/** Counting starts from the sign chosen by modality: movable, fixed, dual. */
const byModality =
  (movable: (s: number) => number, fixed: (s: number) => number, dual: (s: number) => number): Rule =>
  (sign, part) => {
    const start = [movable, fixed, dual][modality(sign)](sign)
    return nth(start, part + 1)
  }

export const VARGA_RULES: Record<VargaNumber, Rule> = {
  /** D1 Rashi: the sign itself. */
  1: (sign) => sign,
  /**
   * D2 Hora (BPHS 6.5): "In an odd sign the first hora is the Sun's, the second the Moon's; in an even sign the
   * reverse." The Sun's hora is Leo, the Moon's Cancer.
   */
  2: (sign, part) => ((isOdd(sign) ? part === 0 : part === 1) ? 5 : 4),
  /** D3 Drekkana (BPHS 6.6): "The first, second and third drekkanas are owned by the sign itself, the 5th and the 9th from it." */
  3: (sign, part) => nth(sign, [1, 5, 9][part]),
  /** D4 Chaturthamsa (BPHS 6.7): "The four quarters are ruled by the sign itself, the 4th, 7th and 10th from it." */
  4: (sign, part) => nth(sign, 1 + 3 * part),
  /** D7 Saptamsa (BPHS 6.8): "In an odd sign counting starts from the sign itself, in an even sign from the 7th." */
  7: (sign, part) => nth(isOdd(sign) ? sign : nth(sign, 7), part + 1),
  /** D9 Navamsa (BPHS 6.9): "For movable signs the navamsas start from the sign itself, for fixed from the 9th, for dual from the 5th." */
  9: byModality(
    (s) => s,
    (s) => nth(s, 9),
    (s) => nth(s, 5),
  ),
  /** D10 Dasamsa (BPHS 6.10): "In an odd sign from the sign itself, in an even sign from the 9th." */
  10: (sign, part) => nth(isOdd(sign) ? sign : nth(sign, 9), part + 1),
  /** D12 Dwadasamsa (BPHS 6.11): "The reckoning begins from the sign itself." */
  12: (sign, part) => nth(sign, part + 1),
  /** D16 Shodasamsa (BPHS 6.12): "For movable signs from Aries, for fixed from Leo, for dual from Sagittarius." */
  16: byModality(
    () => 1,
    () => 5,
    () => 9,
  ),
  /** D20 Vimsamsa (BPHS 6.13): "For movable signs from Aries, for fixed from Sagittarius, for dual from Leo." */
  20: byModality(
    () => 1,
    () => 9,
    () => 5,
  ),
  /** D24 Chaturvimsamsa (BPHS 6.14): "In an odd sign from Leo, in an even sign from Cancer." */
  24: (sign, part) => nth(isOdd(sign) ? 5 : 4, part + 1),
  /** D27 Bhamsa (BPHS 6.15): "For fiery signs from Aries, earthy from Cancer, airy from Libra, watery from Capricorn." */
  27: (sign, part) => nth([1, 4, 7, 10][(sign - 1) % 4], part + 1),
  /**
   * D30 Trimsamsa (BPHS 6.16–17): "In odd signs 5°, 5°, 8°, 7°, 5° go to Mars, Saturn, Jupiter, Mercury, Venus; in even
   * signs the order and the degrees are reversed." The odd lords' signs are Aries, Aquarius, Sagittarius, Gemini,
   * Libra; the even ones Taurus, Virgo, Pisces, Capricorn, Scorpio.
   */
  30: (sign, _part, deg) => {
    if (isOdd(sign)) return deg < 5 ? 1 : deg < 10 ? 11 : deg < 18 ? 9 : deg < 25 ? 3 : 7
    return deg < 5 ? 2 : deg < 12 ? 6 : deg < 20 ? 12 : deg < 25 ? 10 : 8
  },
  /** D40 Khavedamsa (BPHS 6.18): "In an odd sign from Aries, in an even sign from Libra." */
  40: (sign, part) => nth(isOdd(sign) ? 1 : 7, part + 1),
  /** D45 Akshavedamsa (BPHS 6.19): "For movable signs from Aries, for fixed from Leo, for dual from Sagittarius." */
  45: byModality(
    () => 1,
    () => 5,
    () => 9,
  ),
  /** D60 Shashtiamsa (BPHS 6.20–21): "Double the degrees in the sign, divide by 12; the remainder plus one, counted from the sign itself." */
  60: (sign, part) => nth(sign, (part % 12) + 1),
}

/** Sign (1–12) of a sidereal longitude in the varga Dn. */
export function vargaSign(n: VargaNumber, siderealLonDeg: number): number {
  const lon = normDeg(siderealLonDeg)
  const sign = Math.floor(lon / 30) + 1
  const deg = lon - (sign - 1) * 30
  const part = Math.min(n - 1, Math.floor((deg * n) / 30))
  return VARGA_RULES[n](sign, part, deg)
}
