/** The "why" line under a report paragraph: the factor its section's rule selected, in words. */
import type { ReportFactor } from '@/astro/reports'

type T = (key: string, vars?: Record<string, unknown>) => string

export function factorLine(t: T, f: ReportFactor, names: { a: string; b: string }): string {
  const body = (id: string) => t(`chart.body.${id}`)
  const sign = (n: number) => t(`chart.sign.${n - 1}`)
  const aspect = (id: number) => t(`chart.aspect.${id - 1}`)
  switch (f.kind) {
    case 'sign':
      return t('report.factor.sign', { body: body(f.body), sign: sign(f.sign) })
    case 'house':
      return t('report.factor.house', { body: body(f.body), house: f.house })
    case 'cusp':
      return t('report.factor.cusp', { house: f.house, sign: sign(f.sign) })
    case 'ruler':
      return t('report.factor.ruler', { house: f.house, ruler: body(f.ruler), rulerHouse: f.rulerHouse, sign: sign(f.rulerSign) })
    case 'empty':
      return t('report.factor.empty', { house: f.house })
    case 'aspect':
      return t('report.factor.aspect', { p1: body(f.p1), p2: body(f.p2), aspect: aspect(f.aspect), orb: f.orbDeg.toFixed(2) })
    case 'inter':
      return t('report.factor.inter', { a: names.a, b: names.b, p1: body(f.a), p2: body(f.b), aspect: aspect(f.aspect), orb: f.orbDeg.toFixed(2) })
    case 'overlay':
      return t('report.factor.overlay', {
        from: f.from === 'a' ? names.a : names.b,
        to: f.from === 'a' ? names.b : names.a,
        body: body(f.body),
        house: f.house,
      })
    case 'elements':
      return t('report.factor.elements', { body: body(f.body), a: names.a, b: names.b, signA: sign(f.signA), signB: sign(f.signB) })
  }
}
