import { describe, expect, it } from 'vitest'
import { charaDasha, charaSequence, charaSignYears, computeDasha, currentPeriods, type GrahaId } from '@/astro/vedic'

/** Rashi signs with every graha in Virgo unless given. */
const placed = (over: Partial<Record<GrahaId, number>>): Record<GrahaId, number> => ({
  Sun: 6,
  Moon: 6,
  Mars: 6,
  Mercury: 6,
  Jupiter: 6,
  Venus: 6,
  Saturn: 6,
  Rahu: 6,
  Ketu: 12,
  ...over,
})

describe('chara dasa (K.N. Rao)', () => {
  it('runs zodiacally when the 9th from the lagna is odd-footed, else backwards', () => {
    expect(charaSequence(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) // 9th = Sagittarius, odd-footed
    expect(charaSequence(10)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 11]) // 9th = Virgo, even-footed
    expect(charaSequence(4).slice(0, 3)).toEqual([4, 3, 2]) // 9th = Pisces, even-footed
  })
  it('counts to the lord forwards for odd-footed signs, backwards for even-footed, minus one', () => {
    expect(charaSignYears(1, placed({ Mars: 3 })).years).toBe(2) // Ar → Ge forwards: 3 − 1
    expect(charaSignYears(4, placed({ Moon: 3 })).years).toBe(1) // Cn → Ge backwards: 2 − 1
    expect(charaSignYears(9, placed({ Jupiter: 9 })).years).toBe(12) // lord at home
  })
  it('adds a year for an exalted lord and takes one for a debilitated lord', () => {
    expect(charaSignYears(5, placed({ Sun: 1 })).years).toBe(5) // Le → Ar backwards 5 − 1, exalted + 1
    expect(charaSignYears(5, placed({ Sun: 7 })).years).toBe(9) // Le → Li backwards 11 − 1, debilitated − 1
  })
  it('chooses the stronger co-lord of Scorpio and Aquarius', () => {
    expect(charaSignYears(8, placed({ Mars: 8, Ketu: 8 }))).toEqual({ lord: 'Mars', years: 12 })
    expect(charaSignYears(8, placed({ Mars: 8, Ketu: 3 }))).toEqual({ lord: 'Ketu', years: 7 }) // Sc → Ge forwards 8 − 1
    // Both outside: the one with more grahas beside it (Saturn with the Virgo crowd, Rahu alone in Leo).
    expect(charaSignYears(11, placed({ Rahu: 5 })).lord).toBe('Saturn')
    // Equal company: movable beats fixed (Mars alone in Aries, Ketu alone in Taurus).
    expect(charaSignYears(8, placed({ Mars: 1, Ketu: 2, Rahu: 8 })).lord).toBe('Mars')
  })
  it('second round of 12 minus the first, zero-year signs skipped; antars from the next sign, the dasa sign last', () => {
    const signs = placed({ Saturn: 10, Mercury: 3 }) // no lord both at home and exalted: no 13-year dasa
    const periods = charaDasha({ lagnaSign: 10, signs, birthJdUT: 2450000, yearDays: 365.25, levels: 3 })
    const years = periods.map((p) => Math.round((p.endJdUT - p.startJdUT) / 365.25))
    expect(periods[0].sign).toBe(10)
    expect(years[0]).toBe(12) // Saturn at home in Capricorn
    expect(periods.slice(12).some((p) => p.sign === 10)).toBe(false) // 12 − 12 = 0: no second Capricorn dasa
    expect(years.slice(0, 12).reduce((a, b) => a + b) + years.slice(12).reduce((a, b) => a + b)).toBe(144)
    // Capricorn is even-footed: Sagittarius first, backwards, Capricorn last; each a twelfth.
    expect(periods[0].sub!.map((p) => p.sign)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 11, 10])
    expect(periods[0].sub![0].endJdUT - periods[0].sub![0].startJdUT).toBeCloseTo(365.25, 9)
    // Libra (odd-footed) antar: its pratyantars run forwards from Scorpio.
    const libra = periods[0].sub!.find((p) => p.sign === 7)!
    expect(libra.sub!.map((p) => p.sign)).toEqual([8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7])
    expect(currentPeriods(periods, 2450000 + 1)).toHaveLength(3)
  })
  it('computeDasha needs the lagna and graha signs for chara dasa', () => {
    expect(() => computeDasha({ system: 'chara', startLonDeg: 0, birthJdUT: 2450000, yearDays: 365.25, levels: 1 })).toThrow()
  })
})
