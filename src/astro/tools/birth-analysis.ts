/**
 * Birth analysis: chart conditions ("Sun in the 10th house", "Moon square Saturn within 3°", "Venus in Libra",
 * "Mars retrograde") evaluated on a chart, with the factor that satisfied each one, so a page can filter the
 * saved births and show why each matched.
 */
import { ASPECTS } from '../aspects'
import type { Chart } from '../charts/common'
import { separationDeg } from '../zodiac'

export type AnalysisCondition =
  | { kind: 'inSign'; body: string; sign: number }
  | { kind: 'inHouse'; body: string; house: number }
  | { kind: 'aspect'; a: string; b: string; aspect: number; orbDeg: number }
  | { kind: 'retrograde'; body: string }

export interface ConditionResult {
  condition: AnalysisCondition
  met: boolean
  /** What the chart has: the sign, the house, the orb of the aspect or the speed. */
  factor: { sign?: number; house?: number; orbDeg?: number; speedDegPerDay?: number } | null
}

/** Why a condition is unusable, or null (for the editor). */
export function conditionProblem(c: AnalysisCondition): string | null {
  if (c.kind === 'inSign' && !(Number.isInteger(c.sign) && c.sign >= 1 && c.sign <= 12)) return '星座应为 1–12'
  if (c.kind === 'inHouse' && !(Number.isInteger(c.house) && c.house >= 1 && c.house <= 12)) return '宫位应为 1–12'
  if (c.kind === 'aspect') {
    if (!ASPECTS.some((a) => a.id === c.aspect)) return `相位应为 1–${ASPECTS.length}`
    if (!(c.orbDeg >= 0 && c.orbDeg <= 15)) return '容许度应在 0 到 15 度之间'
    if (c.a === c.b) return '相位需要两个不同的星体'
  }
  return null
}

const lonOf = (chart: Chart, id: string): number | undefined =>
  id === 'Asc' ? chart.houses.ascDeg : id === 'Mc' ? chart.houses.mcDeg : chart.bodies[id as keyof Chart['bodies']]?.lonDeg

export function evaluateCondition(chart: Chart, c: AnalysisCondition): ConditionResult {
  if (conditionProblem(c)) return { condition: c, met: false, factor: null }
  if (c.kind === 'aspect') {
    const a = lonOf(chart, c.a)
    const b = lonOf(chart, c.b)
    if (a === undefined || b === undefined) return { condition: c, met: false, factor: null }
    const orbDeg = Math.abs(separationDeg(a, b) - ASPECTS[c.aspect - 1].angleDeg)
    return { condition: c, met: orbDeg <= c.orbDeg, factor: { orbDeg } }
  }
  const body = chart.bodies[c.body as keyof Chart['bodies']]
  const lon = lonOf(chart, c.body)
  if (lon === undefined) return { condition: c, met: false, factor: null }
  if (c.kind === 'inSign') {
    const sign = Math.floor(lon / 30) + 1
    return { condition: c, met: sign === c.sign, factor: { sign } }
  }
  if (c.kind === 'inHouse') {
    const house = body?.house ?? (c.body === 'Asc' ? 1 : c.body === 'Mc' ? 10 : 0)
    return { condition: c, met: house === c.house, factor: { house } }
  }
  return { condition: c, met: !!body && body.speedDegPerDay < 0, factor: body ? { speedDegPerDay: body.speedDegPerDay } : null }
}

/** All conditions (match 'all') or any of them ('any'); the results of each. */
export function analyseChart(
  chart: Chart,
  conditions: readonly AnalysisCondition[],
  match: 'all' | 'any' = 'all',
): { matched: boolean; results: ConditionResult[] } {
  const results = conditions.map((c) => evaluateCondition(chart, c))
  const matched = results.length > 0 && (match === 'all' ? results.every((r) => r.met) : results.some((r) => r.met))
  return { matched, results }
}
