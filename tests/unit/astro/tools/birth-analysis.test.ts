/** Birth analysis: a birth built to satisfy a condition is found; one known fact per condition kind. */
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { analyseChart, conditionProblem, evaluateCondition } from '@/astro/tools/birth-analysis'
import { createRng } from '@/core/random'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})
// John Lennon (Kerykeion): Sun 16° Libra, Moon 3° Aquarius, Asc Aries, Placidus.
const lennon = () => computeChart(eph, 'natal', { jdUT: 2429912.2291666665, lat: 53.4084, lng: -2.9916, houseSystem: 'P' })

describe('birth analysis', () => {
  it('Lennon: Sun in Libra, Moon in Aquarius, Sun trine Moon within 13° (107° apart), not Sun in Aries', () => {
    const r = analyseChart(lennon(), [
      { kind: 'inSign', body: 'Sun', sign: 7 },
      { kind: 'inSign', body: 'Moon', sign: 11 },
      { kind: 'aspect', a: 'Sun', b: 'Moon', aspect: 3, orbDeg: 13 },
    ])
    expect(r.matched).toBe(true)
    expect(r.results[2].factor!.orbDeg).toBeCloseTo(120 - (303.546626 - 196.267894), 4)
    expect(evaluateCondition(lennon(), { kind: 'inSign', body: 'Sun', sign: 1 }).met).toBe(false)
    expect(
      analyseChart(
        lennon(),
        [
          { kind: 'inSign', body: 'Sun', sign: 1 },
          { kind: 'inSign', body: 'Sun', sign: 7 },
        ],
        'any',
      ).matched,
    ).toBe(true)
  })

  it('a condition taken from a random chart is met by that chart (house, sign, retrograde flag)', () => {
    const rng = createRng(3)
    for (let i = 0; i < 20; i++) {
      const c = computeChart(eph, 'natal', { jdUT: 2433282.5 + rng() * 25000, lat: -50 + rng() * 110, lng: -180 + rng() * 360 })
      const body = (['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const)[i % 7]
      const b = c.bodies[body]!
      expect(
        analyseChart(c, [
          { kind: 'inHouse', body, house: b.house },
          { kind: 'inSign', body, sign: b.sign },
        ]).matched,
      ).toBe(true)
      expect(evaluateCondition(c, { kind: 'retrograde', body }).met).toBe(b.speedDegPerDay < 0)
      expect(evaluateCondition(c, { kind: 'inHouse', body, house: (b.house % 12) + 1 }).met).toBe(false)
    }
  })

  it('malformed conditions are named and never match; an empty list matches nothing', () => {
    expect(conditionProblem({ kind: 'aspect', a: 'Sun', b: 'Sun', aspect: 1, orbDeg: 3 })).toMatch(/两个不同/)
    expect(conditionProblem({ kind: 'inHouse', body: 'Sun', house: 0 })).toMatch(/1–12/)
    expect(evaluateCondition(lennon(), { kind: 'aspect', a: 'Sun', b: 'Moon', aspect: 42, orbDeg: 3 }).met).toBe(false)
    expect(analyseChart(lennon(), []).matched).toBe(false)
  })
})
