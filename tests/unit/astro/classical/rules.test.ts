/** One known fact per rule of src/astro/classical. */
import {
  almutenOfDegree,
  antisciaContacts,
  basisLonDeg,
  essentialDignityOf,
  firdaria,
  runningPeriods,
  signConditionOf,
  zodiacalReleasing,
} from '@/astro/classical'

describe('classical rules', () => {
  it('19° Aries by day: the Sun holds exaltation, triplicity and face (4 + 3 + 1) over Mars’ domicile (5)', () => {
    expect(almutenOfDegree(18.5, true)).toBe('Sun')
  })

  it('the Moon in Taurus is exalted and, by night, lord of the earth triplicity (Dorotheus)', () => {
    const d = essentialDignityOf('Moon', 33, false)
    expect(d).toMatchObject({ exaltation: true, triplicity: true, peregrine: false })
    expect(d.score).toBe(4 + 3)
  })

  it('Saturn in Cancer is in detriment; Uranus has no classical dignity', () => {
    expect(signConditionOf('Saturn', 4)).toBe('detriment')
    expect(signConditionOf('Uranus', 4)).toBeNull()
  })

  it('Basis projects the shorter arc between Fortune and Spirit from the Ascendant', () => {
    expect(basisLonDeg(10, 100, 350)).toBeCloseTo(10 + 110, 9)
    expect(basisLonDeg(10, 350, 100)).toBeCloseTo(10 + 110, 9)
  })

  it('15° Gemini and 15° Cancer are antiscia of each other across the solstice axis', () => {
    expect(antisciaContacts({ Venus: 75, Mars: 105.5 }, 1)).toEqual([
      { body: 'Venus', other: 'Mars', kind: 'antiscion', orbDeg: expect.closeTo(0.5, 9) },
    ])
  })

  it('firdaria: at age 10 of a day birth the Sun’s period is over and Venus rules, with Venus as first sub-lord', () => {
    const periods = firdaria(0, true)
    expect(runningPeriods(periods, 10.5 * 365.2425).map((p) => p.lord)).toEqual(['Venus', 'Venus'])
  })

  it('releasing from Aries: the level-2 sub-periods of Aries start with Aries and never loosen before 12 signs', () => {
    const [aries] = zodiacalReleasing(0, 1, 1, { levels: 2, spanYears: 15 })
    expect(aries.sub![0].sign).toBe(1)
    expect(aries.sub!.every((p) => !p.loosing)).toBe(true) // Aries' 15 years < 211 months
  })
})
