/** Words for a condition and for the factor a chart answered with (through i18n). */
import type { AnalysisCondition, ConditionResult } from '@/astro/tools/birth-analysis'

type T = (key: string, options?: Record<string, unknown>) => string

export const bodyName = (t: T, id: string) => t(`chart.body.${id}`)
export const signName = (t: T, sign: number) => t(`chart.sign.${sign - 1}`)
export const aspectName = (t: T, id: number) => t(`chart.aspect.${id - 1}`)

export function conditionText(t: T, c: AnalysisCondition): string {
  switch (c.kind) {
    case 'inSign':
      return t('birthAnalysis.cond.inSign', { body: bodyName(t, c.body), sign: signName(t, c.sign) })
    case 'inHouse':
      return t('birthAnalysis.cond.inHouse', { body: bodyName(t, c.body), n: c.house })
    case 'aspect':
      return t('birthAnalysis.cond.aspect', { a: bodyName(t, c.a), b: bodyName(t, c.b), aspect: aspectName(t, c.aspect), orb: c.orbDeg })
    case 'retrograde':
      return t('birthAnalysis.cond.retrograde', { body: bodyName(t, c.body) })
  }
}

/** What the chart has for one condition: "太阳在双鱼座", "第 10 宫", "容许度 1.2°". */
export function factorText(t: T, r: ConditionResult): string {
  const f = r.factor
  if (!f) return t('birthAnalysis.factor.none')
  if (f.sign !== undefined) return t('birthAnalysis.factor.sign', { sign: signName(t, f.sign) })
  if (f.house !== undefined) return t('birthAnalysis.factor.house', { n: f.house })
  if (f.orbDeg !== undefined) return t('birthAnalysis.factor.orb', { orb: f.orbDeg.toFixed(1) })
  if (f.speedDegPerDay !== undefined) return t('birthAnalysis.factor.speed', { speed: f.speedDegPerDay.toFixed(3) })
  return t('birthAnalysis.factor.none')
}
