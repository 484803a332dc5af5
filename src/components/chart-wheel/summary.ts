/** The wheel's text alternative: big three (Sun, Moon, Ascendant signs) and the tightest aspects, as one sentence. */
import type { Aspect, Chart } from '@/astro'

type Translate = (key: string, vars?: Record<string, string | number>) => string

/** Sign index 0–11 (Aries = 0) of an ecliptic longitude. */
export function signIndexOf(lonDeg: number): number {
  return Math.floor((((lonDeg % 360) + 360) % 360) / 30)
}

/** The `count` aspects with the smallest orb, tightest first. */
export function tightestAspects<A extends Pick<Aspect, 'orb'>>(aspects: readonly A[], count: number): A[] {
  return [...aspects].sort((a, b) => a.orb - b.orb).slice(0, count)
}

/** One spoken sentence for the wheel (role="img" label). `hasTime` false leaves out the Ascendant. */
export function wheelSummary(chart: Chart, t: Translate, options: { aspectCount?: number; hasAsc?: boolean } = {}): string {
  const sign = (lon: number | undefined) => (lon === undefined ? '—' : t(`chart.sign.${signIndexOf(lon)}`))
  const body = (id: string) => t(`chart.body.${id}`)
  const tight = tightestAspects(chart.aspects, options.aspectCount ?? 3)
  const aspects = tight.length
    ? t('a11y.wheelAspects', {
        list: tight
          .map((a) =>
            t('a11y.wheelAspect', { p1: body(a.p1), aspect: t(`chart.aspect.${a.aspect - 1}`), p2: body(a.p2), orb: `${a.orb.toFixed(1)}°` }),
          )
          .join('；'),
      })
    : t('a11y.wheelNoAspects')
  return (
    t('a11y.wheelSummary', {
      sun: sign(chart.bodies.Sun?.lonDeg),
      moon: sign(chart.bodies.Moon?.lonDeg),
      asc: options.hasAsc === false ? '' : t('a11y.wheelAsc', { sign: sign(chart.houses.ascDeg) }),
      aspects,
    }) + t('a11y.wheelTableHint')
  )
}
