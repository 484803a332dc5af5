import { describe, expect, it } from 'vitest'
import type { Chart } from '@/astro'
import { signIndexOf, tightestAspects, wheelSummary } from '@/components/chart-wheel/summary'
import { tFor } from '@/i18n'

const t = tFor('zh-Hans') as unknown as (k: string, v?: Record<string, string | number>) => string

// Tropical signs are 30° each from 0° Aries: 84.5° is Gemini, 359° Pisces, exactly 120° the first degree of Leo.
const chart = {
  bodies: { Sun: { lonDeg: 84.5 }, Moon: { lonDeg: 359 } },
  houses: { ascDeg: 120 },
  aspects: [
    { p1: 'Sun', p2: 'Mars', aspect: 4, orb: 5, angleDeg: 90, applying: true },
    { p1: 'Moon', p2: 'Venus', aspect: 1, orb: 0.3, angleDeg: 0, applying: false },
    { p1: 'Sun', p2: 'Saturn', aspect: 2, orb: 2, angleDeg: 180, applying: true },
    { p1: 'Mars', p2: 'Jupiter', aspect: 3, orb: 7.5, angleDeg: 120, applying: true },
  ],
} as unknown as Chart

describe('wheel text alternative', () => {
  it('sign boundaries: 0° Aries, 29.99° still Aries, 30° Taurus, −1° Pisces, 360° Aries', () => {
    expect([0, 29.99, 30, -1, 360].map(signIndexOf)).toEqual([0, 0, 1, 11, 0])
  })

  it('tightest aspects come first, at most the count asked', () => {
    expect(tightestAspects(chart.aspects, 3).map((a) => a.orb)).toEqual([0.3, 2, 5])
  })

  it('speaks the big three and the three tightest aspects in Chinese', () => {
    const s = wheelSummary(chart, t)
    expect(s).toContain('太阳双子座')
    expect(s).toContain('月亮双鱼座')
    expect(s).toContain('上升狮子座')
    expect(s).toContain('月亮合相金星（容许度0.3°）')
    expect(s.indexOf('合相')).toBeLessThan(s.indexOf('对分相'))
    expect(s).not.toContain('木星')
  })

  it('leaves out the Ascendant when the birth time is unknown', () => {
    expect(wheelSummary(chart, t, { hasAsc: false })).not.toContain('上升')
  })
})
