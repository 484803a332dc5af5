/**
 * Chart factors a report section selects, each with the rule that picked it: signs of points, planets in a house,
 * a house's cusp and ruler (traditional rulers), aspects (Ptolemaic only) and, between two charts, inter-aspects,
 * house overlays and the elements of two signs.
 */
import type { Aspect } from '../aspects'
import type { BodyId, PlanetId } from '../bodies'
import { PLANET_IDS } from '../bodies'
import type { Chart } from '../charts/common'
import type { SynastryResult } from '../charts/compare'
import { ELEMENT_OF_SIGN, SIGN_RULERS, type ClassicalPlanet } from '../classical/tables'
import { LUCK_ASPECTS, type AspectFamily } from '../luck/tables'
import { signOf } from '../zodiac'

export type ReportFactor =
  | { kind: 'sign'; body: BodyId; sign: number }
  | { kind: 'house'; body: PlanetId; house: number }
  | { kind: 'cusp'; house: number; sign: number }
  | { kind: 'ruler'; house: number; ruler: ClassicalPlanet; rulerHouse: number; rulerSign: number }
  | { kind: 'empty'; house: number }
  | { kind: 'aspect'; p1: string; p2: string; aspect: number; orbDeg: number }
  | { kind: 'inter'; a: string; b: string; aspect: number; orbDeg: number }
  /** `body` of person `from` ('a' or 'b') in the other person's house. */
  | { kind: 'overlay'; from: 'a' | 'b'; body: PlanetId; house: number }
  | { kind: 'elements'; body: 'Sun' | 'Moon'; signA: number; signB: number }

/** Points whose aspects reports read: the ten planets and the two angles. */
const ASPECT_POINTS = new Set<string>([...PLANET_IDS, 'Asc', 'Mc'])

export function familyOf(aspect: number): AspectFamily | null {
  return LUCK_ASPECTS.find((a) => a.id === aspect)?.family ?? null
}

export function signFactor(chart: Chart, body: BodyId): ReportFactor | null {
  if (body === 'Asc') return { kind: 'sign', body, sign: signOf(chart.houses.ascDeg) }
  if (body === 'Mc') return { kind: 'sign', body, sign: signOf(chart.houses.mcDeg) }
  const b = chart.bodies[body]
  return b ? { kind: 'sign', body, sign: b.sign } : null
}

export function cuspSign(chart: Chart, house: number): number {
  return signOf(chart.houses.cusps[house - 1]!)
}

export function cuspFactor(chart: Chart, house: number): ReportFactor {
  return { kind: 'cusp', house, sign: cuspSign(chart, house) }
}

/** The traditional ruler of the sign on the cusp, and where it sits. */
export function rulerOf(chart: Chart, house: number): Extract<ReportFactor, { kind: 'ruler' }> | null {
  const ruler = SIGN_RULERS[cuspSign(chart, house) - 1]
  const b = chart.bodies[ruler]
  return b ? { kind: 'ruler', house, ruler, rulerHouse: b.house, rulerSign: b.sign } : null
}

/** The ten planets in a house, in PLANET_IDS order. */
export function planetsIn(chart: Chart, house: number): PlanetId[] {
  return PLANET_IDS.filter((id) => chart.bodies[id]?.house === house)
}

export function houseFactor(chart: Chart, body: PlanetId): ReportFactor | null {
  const b = chart.bodies[body]
  return b ? { kind: 'house', body, house: b.house } : null
}

const major = (a: Aspect) => familyOf(a.aspect) !== null && ASPECT_POINTS.has(a.p1) && ASPECT_POINTS.has(a.p2)

/** Ptolemaic aspects touching any of `points` (all when null), tightest first, at most `max`. */
export function aspectsTo(chart: Chart, points: readonly string[] | null, max: number): ReportFactor[] {
  const wanted = points && new Set(points)
  return chart.aspects
    .filter((a) => major(a) && (!wanted || wanted.has(a.p1) || wanted.has(a.p2)))
    .sort((x, y) => x.orb - y.orb)
    .slice(0, max)
    .map((a) => ({ kind: 'aspect', p1: a.p1, p2: a.p2, aspect: a.aspect, orbDeg: a.orb }))
}

/** Ptolemaic inter-aspects (a's point to b's point), tightest first. */
export function interAspects(s: SynastryResult, max: number): ReportFactor[] {
  return s.aspects
    .filter(major)
    .sort((x, y) => x.orb - y.orb)
    .slice(0, max)
    .map((a) => ({ kind: 'inter', a: a.p1, b: a.p2, aspect: a.aspect, orbDeg: a.orb }))
}

/** Where one person's personal planets fall in the other's houses. */
export function overlays(s: SynastryResult, from: 'a' | 'b', bodies: readonly PlanetId[]): ReportFactor[] {
  const houses = from === 'a' ? s.aInBHouses : s.bInAHouses
  return bodies.flatMap((body) => (houses[body] ? [{ kind: 'overlay' as const, from, body, house: houses[body] }] : []))
}

export function elementsFactor(s: SynastryResult, body: 'Sun' | 'Moon'): ReportFactor | null {
  const a = s.a.bodies[body]
  const b = s.b.bodies[body]
  return a && b ? { kind: 'elements', body, signA: a.sign, signB: b.sign } : null
}

export type ElementMatch = 'same' | 'compatible' | 'unlike'

export function elementMatch(signA: number, signB: number): ElementMatch {
  const ea = ELEMENT_OF_SIGN[signA - 1]
  const eb = ELEMENT_OF_SIGN[signB - 1]
  if (ea === eb) return 'same'
  const pair = new Set([ea, eb])
  return (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water')) ? 'compatible' : 'unlike'
}
