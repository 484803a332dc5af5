/** Circumambulation through the bounds: rules of the ascensional times (Ptolemy, Almagest II.7–8) and the settings. */
import { boundsOf, circumambulation, CLASSICAL_PLANETS, equatorial, partnersIn, TERMS, type CircumambulationOptions } from '@/astro/classical'
import { declinationDeg, normDeg, rightAscensionDeg } from '@/astro/zodiac'

const EPS = 23.4393
const rad = Math.PI / 180
/** Oblique ascension under latitude φ: RA − asin(tan δ · tan φ) (Almagest II.8; Morinus' "OA"). */
const oa = (lon: number, lat: number) =>
  rightAscensionDeg(lon, 0, EPS) - Math.asin(Math.tan(declinationDeg(lon, 0, EPS) * rad) * Math.tan(lat * rad)) / rad
/** The RAMC that puts `lon` on the Ascendant: OA(Asc) = RAMC + 90°. */
const ramcFor = (ascLon: number, lat: number) => normDeg(oa(ascLon, lat) - 90)
const opts: CircumambulationOptions = {
  key: 'ptolemy',
  terms: 'egyptian',
  aspectAnglesDeg: [0],
  ageRange: [0, 120],
  promissors: CLASSICAL_PLANETS,
  hasTerm: true,
  circleNum: 0,
}
const run = (ascLon: number, lat: number, o: Partial<CircumambulationOptions> = {}, planets: Record<string, number> = {}) =>
  circumambulation({ lonDeg: ascLon, eq: equatorial(ascLon, 0, EPS) }, planets, ramcFor(ascLon, lat), lat, EPS, { ...opts, ...o })
/** The arc at which the bound starting at `lon` reaches the Ascendant. */
const arcTo = (d: ReturnType<typeof run>, lon: number) => d.find((x) => x.startLonDeg === lon)!.arcDeg

describe('bounds', () => {
  it('each scheme has 60 bounds, end to end from 0° Aries to 360°', () => {
    for (const scheme of Object.keys(TERMS) as (keyof typeof TERMS)[]) {
      const b = boundsOf(scheme)
      expect(b).toHaveLength(60)
      b.forEach((x, i) => expect(x.startDeg).toBe(i === 0 ? 0 : b[i - 1].endDeg))
      expect(b[59].endDeg).toBe(360)
    }
  })
})

describe('ascensional times (Almagest II.7–8)', () => {
  it('for the Ascendant the arc is the difference of oblique ascensions under the birth latitude', () => {
    const d = run(15, 40)
    for (const x of d.slice(1)) expect(x.arcDeg).toBeCloseTo(normDeg(oa(x.startLonDeg, 40) - oa(15, 40)), 6)
  })
  it('at the equator (sphaera recta) Aries rises in its right ascension, 27.91°', () => {
    expect(arcTo(run(0, 0), 30)).toBeCloseTo(Math.atan(Math.cos(EPS * rad) * Math.tan(30 * rad)) / rad, 6)
    expect(arcTo(run(0, 0), 30)).toBeCloseTo(27.91, 2)
  })
  it('in the north Aries rises faster than Libra, and the two together take twice the right ascension of 30°', () => {
    const aries = arcTo(run(0, 40), 30)
    const libra = arcTo(run(180, 40), 210)
    expect(aries).toBeLessThan(libra)
    expect(aries + libra).toBeCloseTo(2 * rightAscensionDeg(30, 0, EPS), 6)
  })
  it('signs equally far from the tropic rise in equal times: Pisces as Aries, Aquarius as Taurus', () => {
    expect(arcTo(run(330, 40), 0)).toBeCloseTo(arcTo(run(0, 40), 30), 6)
    expect(arcTo(run(300, 40), 330)).toBeCloseTo(arcTo(run(30, 40), 60), 6)
  })
})

describe('distributions and their settings', () => {
  it('the first distributor is the lord of the bound holding the Ascendant, from birth', () => {
    // 15° Aries lies in the Egyptian bound of Mercury (12°–20°).
    const d = run(15, 40)
    expect(d[0]).toMatchObject({ lord: 'Mercury', startLonDeg: 12, fromYears: 0 })
    expect(d[1]).toMatchObject({ lord: 'Mars', startLonDeg: 20 })
    d.slice(1).forEach((x, i) => expect(x.fromYears).toBeCloseTo(d[i].toYears, 9))
  })
  it('the Ptolemaic terms give other lords than the Egyptian', () => {
    const lords = (terms: 'egyptian' | 'ptolemaic') => run(15, 40, { terms }).map((x) => x.lord)
    expect(lords('ptolemaic')).not.toEqual(lords('egyptian'))
  })
  it('the Naibod key stretches the same arcs into more years than Ptolemy’s 1° a year', () => {
    const p = run(15, 40)[3]
    const n = run(15, 40, { key: 'naibod' })[3]
    expect(n.arcDeg).toBeCloseTo(p.arcDeg, 9)
    expect(n.fromYears).toBeCloseTo(p.arcDeg / 0.98564733, 9)
  })
  it('the age range keeps only the distributions that overlap it', () => {
    const d = run(15, 40, { ageRange: [30, 60] })
    expect(d[0].fromYears).toBeLessThanOrEqual(30)
    expect(d.every((x) => x.toYears > 30 && x.fromYears <= 60)).toBe(true)
    expect(d[d.length - 1].toYears).toBe(60)
  })
  it('a planet is a partner of the bound its body or a chosen ray falls in', () => {
    // Jupiter at 100° casts its square to 10° and 190°.
    expect(partnersIn({ Jupiter: 100 }, 6, 12, [0])).toEqual([])
    expect(partnersIn({ Jupiter: 100 }, 6, 12, [0, 90])).toEqual([{ body: 'Jupiter', aspectDeg: 90 }])
    expect(partnersIn({ Jupiter: 100 }, 96, 102, [0])).toEqual([{ body: 'Jupiter', aspectDeg: 0 }])
    const withSquares = run(15, 40, { aspectAnglesDeg: [0, 90] }, { Jupiter: 100 })
    expect(withSquares.some((x) => x.partners.length > 0)).toBe(true)
  })
})

describe('promissors, hasTerm and circleNum (SPEC §3 circumambulation)', () => {
  const planets = { Jupiter: 100, Saturn: 80, Venus: 40 }
  it('promissors: only the chosen planets are partners (Ptolemy III.10: the bodies and rays met)', () => {
    const all = run(15, 40, {}, planets).flatMap((d) => d.partners.map((p) => p.body))
    const onlyJupiter = run(15, 40, { promissors: ['Jupiter'] }, planets).flatMap((d) => d.partners.map((p) => p.body))
    expect(new Set(all)).toEqual(new Set(['Jupiter', 'Saturn', 'Venus']))
    expect(new Set(onlyJupiter)).toEqual(new Set(['Jupiter']))
  })
  it('hasTerm: with the bounds the distributors are bound lords; without, each period starts at a promissor met', () => {
    const bounds = run(15, 40, {}, planets)
    expect(bounds.every((d) => d.aspectDeg === null)).toBe(true)
    const meets = run(15, 40, { hasTerm: false }, planets)
    // Jupiter's body at 100° was the last met before birth (the Ascendant at 15°); then Venus, Saturn, Jupiter again.
    expect(meets.map((d) => [d.lord, d.aspectDeg, d.startLonDeg])).toEqual([
      ['Jupiter', 0, 100],
      ['Venus', 0, 40],
      ['Saturn', 0, 80],
      ['Jupiter', 0, 100],
    ])
    expect(meets[0].fromYears).toBe(0)
    expect(meets[1].arcDeg).toBeCloseTo(normDeg(oa(40, 40) - oa(15, 40)), 6)
    expect(meets.every((d) => d.partners.length === 0)).toBe(true)
  })
  it('hasTerm off: the chosen rays are met too (a square of Jupiter at 100° falls on 10° and 190°)', () => {
    const meets = run(15, 40, { hasTerm: false, aspectAnglesDeg: [0, 90], promissors: ['Jupiter'] }, planets)
    expect(meets[0]).toMatchObject({ lord: 'Jupiter', aspectDeg: 90, startLonDeg: 10, fromYears: 0 })
    expect(meets[1]).toMatchObject({ lord: 'Jupiter', aspectDeg: 0, startLonDeg: 100 })
  })
  it('circleNum: lists that many periods from the start of the age range; 0 lists them all', () => {
    const all = run(15, 40)
    expect(all.length).toBeGreaterThan(5)
    expect(run(15, 40, { circleNum: 5 })).toEqual(all.slice(0, 5))
    expect(run(15, 40, { circleNum: 3, ageRange: [30, 120] })).toEqual(run(15, 40, { ageRange: [30, 120] }).slice(0, 3))
  })
})
