/** Engine results → wheel input: which chart sits inside, which outside, and whose aspects are drawn. */
import type { Aspect, Chart, ChartResult } from '@/astro'
import type { Ring, WheelAspect, WheelChart } from './layout'

export interface WheelSource {
  inner: Chart
  outer: Chart | null
  /** Aspects with the ring of each point. */
  aspects: WheelAspect[]
  /** The raw aspects and which chart p1/p2 belong to, for tables. */
  aspectList: Aspect[]
  p1Ring: Ring
  p2Ring: Ring
}

export function wheelChartOf(chart: Chart): WheelChart {
  const hidden = new Set<string>(chart.hiddenBodies)
  return {
    cusps: chart.houses.cusps,
    ascDeg: chart.houses.ascDeg,
    mcDeg: chart.houses.mcDeg,
    bodies: chart.order
      .filter((id) => !hidden.has(id))
      .map((id) => {
        const b = chart.bodies[id]!
        return { id, lonDeg: b.lonDeg, retrograde: b.retrograde }
      }),
  }
}

function tag(list: Aspect[], p1Ring: Ring, p2Ring: Ring): WheelAspect[] {
  return list.map((a) => ({ a: a.p1, aRing: p1Ring, b: a.p2, bRing: p2Ring, aspect: a.aspect, applying: a.applying }))
}

/**
 * Bi-wheels: transits, progressions and directions outside the natal chart; returns inside with the natal chart
 * outside; synastry with the first person inside. Composite, Davison and harmonic charts are single wheels.
 */
export function wheelSourceOf(r: ChartResult): WheelSource {
  if ('transitInNatalHouses' in r)
    return { inner: r.natal, outer: r.transit, aspects: tag(r.aspects, 'outer', 'inner'), aspectList: r.aspects, p1Ring: 'outer', p2Ring: 'inner' }
  if ('solarArcDeg' in r)
    return { inner: r.natal, outer: r.chart, aspects: tag(r.aspects, 'outer', 'inner'), aspectList: r.aspects, p1Ring: 'outer', p2Ring: 'inner' }
  if ('aspectsToNatal' in r)
    return {
      inner: r.chart,
      outer: r.natal,
      aspects: tag(r.aspectsToNatal, 'inner', 'outer'),
      aspectList: r.aspectsToNatal,
      p1Ring: 'inner',
      p2Ring: 'outer',
    }
  if ('aInBHouses' in r)
    return { inner: r.a, outer: r.b, aspects: tag(r.aspects, 'inner', 'outer'), aspectList: r.aspects, p1Ring: 'inner', p2Ring: 'outer' }
  if ('chart' in r)
    return {
      inner: r.chart,
      outer: null,
      aspects: tag(r.chart.aspects, 'inner', 'inner'),
      aspectList: r.chart.aspects,
      p1Ring: 'inner',
      p2Ring: 'inner',
    }
  return { inner: r, outer: null, aspects: tag(r.aspects, 'inner', 'inner'), aspectList: r.aspects, p1Ring: 'inner', p2Ring: 'inner' }
}
