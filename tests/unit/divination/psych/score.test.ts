import { describe, expect, it } from 'vitest'
import { EngineInputError } from '@/core/errors'
import {
  bandIndex,
  firstUnanswered,
  IPIP_BIG_FIVE,
  itemScore,
  PSYCH_TESTS,
  psychTestById,
  resultSummary,
  scoreTest,
  SOCIAL_ENERGY,
  STRESS_CHECK,
  type PsychAnswers,
} from '@/divination/psych'

const scaleOf = (result: ReturnType<typeof scoreTest>, id: string) => result.scales.find((s) => s.scale === id)!

describe('IPIP Big-Five 50 items: the published key (ipip.ori.org)', () => {
  const keyOf = (scale: string) =>
    IPIP_BIG_FIVE.items
      .filter((i) => i.scale === scale)
      .map((i) => `${i.n}${i.keyed}`)
      .join(' ')
  it('has 50 items numbered 1–50, ten per factor, factors cycling E A C ES I', () => {
    expect(IPIP_BIG_FIVE.items.map((i) => i.n)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    const order = ['extraversion', 'agreeableness', 'conscientiousness', 'emotionalStability', 'intellect']
    IPIP_BIG_FIVE.items.forEach((item, i) => expect(item.scale, `item ${item.n}`).toBe(order[i % 5]))
  })
  it('keys each item as IPIP scores it', () => {
    expect(keyOf('extraversion')).toBe('1+ 6- 11+ 16- 21+ 26- 31+ 36- 41+ 46-')
    expect(keyOf('agreeableness')).toBe('2- 7+ 12- 17+ 22- 27+ 32- 37+ 42+ 47+')
    expect(keyOf('conscientiousness')).toBe('3+ 8- 13+ 18- 23+ 28- 33+ 38- 43+ 48+')
    expect(keyOf('emotionalStability')).toBe('4- 9+ 14- 19+ 24- 29- 34- 39- 44- 49-')
    expect(keyOf('intellect')).toBe('5+ 10- 15+ 20- 25+ 30- 35+ 40+ 45+ 50+')
  })
})

describe('scoring a hand-computed answer sheet', () => {
  // Answers to items 1–50, ten per row.
  const SHEET: PsychAnswers = [
    ...[4, 2, 5, 3, 4, 2, 5, 1, 4, 2], //  1–10
    ...[5, 1, 4, 4, 3, 3, 4, 2, 2, 1], // 11–20
    ...[4, 2, 3, 3, 4, 1, 5, 2, 3, 2], // 21–30
    ...[3, 1, 4, 2, 5, 4, 4, 1, 2, 3], // 31–40
    ...[2, 4, 3, 3, 5, 4, 4, 4, 2, 5], // 41–50
  ]
  const r = scoreTest(IPIP_BIG_FIVE, SHEET)

  it('Extraversion 34 of 10–50, 60%', () => {
    // + items 1 11 21 31 41 answered 4 5 4 3 2 → 18
    // − items 6 16 26 36 46 answered 2 3 1 4 4 → 6−x: 4 3 5 2 2 → 16
    // raw 18 + 16 = 34; (34 − 10) / 40 = 60%
    expect(scaleOf(r, 'extraversion')).toMatchObject({ raw: 34, min: 10, max: 50, items: 10, pct: 60 })
  })
  it('Agreeableness 44, 85%', () => {
    // + items 7 17 27 37 42 47 answered 5 4 5 4 4 4 → 26
    // − items 2 12 22 32 answered 2 1 2 1 → 4 5 4 5 → 18
    // raw 44; (44 − 10) / 40 = 85%
    expect(scaleOf(r, 'agreeableness')).toMatchObject({ raw: 44, pct: 85 })
  })
  it('Conscientiousness 41, 78%', () => {
    // + items 3 13 23 33 43 48 answered 5 4 3 4 3 4 → 23
    // − items 8 18 28 38 answered 1 2 2 1 → 5 4 4 5 → 18
    // raw 41; (41 − 10) / 40 = 77.5% → 78
    expect(scaleOf(r, 'conscientiousness')).toMatchObject({ raw: 41, pct: 78 })
  })
  it('Emotional Stability 32, 55%', () => {
    // + items 9 19 answered 4 2 → 6
    // − items 4 14 24 29 34 39 44 49 answered 3 4 3 3 2 2 3 2 → 3 2 3 3 4 4 3 4 → 26
    // raw 32; (32 − 10) / 40 = 55%
    expect(scaleOf(r, 'emotionalStability')).toMatchObject({ raw: 32, pct: 55 })
  })
  it('Intellect / Imagination 42, 80%', () => {
    // + items 5 15 25 35 40 45 50 answered 4 3 4 5 3 5 5 → 29
    // − items 10 20 30 answered 2 1 2 → 4 5 4 → 13
    // raw 42; (42 − 10) / 40 = 80%
    expect(scaleOf(r, 'intellect')).toMatchObject({ raw: 42, pct: 80 })
  })
  it('bands: 60% and 55% are middle (35–64), 85% 78% 80% high (65+)', () => {
    expect(r.scales.map((s) => s.band)).toEqual([1, 2, 2, 1, 2])
    expect(resultSummary(IPIP_BIG_FIVE, r)).toBe('外向 60 · 宜人 85 · 尽责 78 · 稳定 55 · 想象 80')
  })

  it('the e2e pattern: item n answered ((n − 1) mod 5) + 1 gives each factor one answer value', () => {
    // E items all answered 1: 5×1 + 5×(6−1) = 30 → 50%. A answered 2: 6×2 + 4×4 = 28 → 45%.
    // C answered 3: 10×3 = 30 → 50%. ES answered 4: 2×4 + 8×2 = 24 → 35%. I answered 5: 7×5 + 3×1 = 38 → 70%.
    const p = scoreTest(
      IPIP_BIG_FIVE,
      IPIP_BIG_FIVE.items.map((i) => ((i.n - 1) % 5) + 1),
    )
    expect(p.scales.map((s) => [s.raw, s.pct])).toEqual([
      [30, 50],
      [28, 45],
      [30, 50],
      [24, 35],
      [38, 70],
    ])
  })
})

describe('reverse keying', () => {
  it('a − item scores 6 − x, a + item x', () => {
    expect([1, 2, 3, 4, 5].map((x) => itemScore('-', x))).toEqual([5, 4, 3, 2, 1])
    expect([1, 2, 3, 4, 5].map((x) => itemScore('+', x))).toEqual([1, 2, 3, 4, 5])
  })
  it('answering every item 5 gives the + items 5 and the − items 1', () => {
    const r = scoreTest(STRESS_CHECK, Array(12).fill(5))
    // 7 strain items × 5 + 5 resource items × 1 = 40 of 12–60 → 28 / 48 = 58.3% → 58
    expect(scaleOf(r, 'stress')).toMatchObject({ raw: 40, min: 12, max: 60, pct: 58 })
  })
  it('all strain, no resources: the stress check tops out at 100%, the last band', () => {
    const answers = STRESS_CHECK.items.map((i) => (i.keyed === '+' ? 5 : 1))
    const r = scoreTest(STRESS_CHECK, answers)
    expect(scaleOf(r, 'stress')).toMatchObject({ raw: 60, pct: 100, band: 3 })
    expect(resultSummary(STRESS_CHECK, r)).toBe('压力感 100% · 压力很大')
  })
  it('the introversion test: all answers 3 is the middle, leaning inward is the first band', () => {
    expect(scaleOf(scoreTest(SOCIAL_ENERGY, Array(10).fill(3)), 'outward')).toMatchObject({ raw: 30, pct: 50, band: 1 })
    const inward = SOCIAL_ENERGY.items.map((i) => (i.keyed === '+' ? 1 : 5))
    expect(scaleOf(scoreTest(SOCIAL_ENERGY, inward), 'outward')).toMatchObject({ raw: 10, pct: 0, band: 0 })
  })
})

describe('an incomplete or invalid sheet is refused', () => {
  it('names the first unanswered item', () => {
    const answers: (number | null)[] = Array(50).fill(3)
    answers[16] = null
    answers[40] = null
    expect(firstUnanswered(IPIP_BIG_FIVE, answers)).toBe(16)
    expect(() => scoreTest(IPIP_BIG_FIVE, answers)).toThrow('第 17 题尚未作答')
    expect(firstUnanswered(IPIP_BIG_FIVE, Array(50).fill(2))).toBe(-1)
  })
  it('refuses values outside 1–5 and a sheet of the wrong length', () => {
    expect(() => scoreTest(STRESS_CHECK, [...Array(11).fill(3), 6])).toThrow(EngineInputError)
    expect(() => scoreTest(STRESS_CHECK, Array(11).fill(3))).toThrow(EngineInputError)
    expect(() => itemScore('+', 0)).toThrow(EngineInputError)
  })
})

describe('every test is well formed', () => {
  it.each(PSYCH_TESTS.map((t) => ({ id: t.id, t })))('$id: items belong to declared scales, bands ascend from 0, texts present', ({ t }) => {
    const scaleIds = new Set(t.scales.map((s) => s.id))
    expect(scaleIds.size).toBe(t.scales.length)
    t.items.forEach((item, i) => {
      expect(item.n).toBe(i + 1)
      expect(scaleIds.has(item.scale), `${t.id} item ${item.n}`).toBe(true)
      expect(['+', '-']).toContain(item.keyed)
      expect(item.text.length).toBeGreaterThan(3)
    })
    for (const s of t.scales) {
      expect(t.items.some((i) => i.scale === s.id)).toBe(true)
      expect(s.bands[0].minPct).toBe(0)
      for (let i = 1; i < s.bands.length; i++) expect(s.bands[i].minPct).toBeGreaterThan(s.bands[i - 1].minPct)
      for (const b of s.bands) expect(b.title && b.text.length > 20).toBeTruthy()
    }
    expect(t.likert).toHaveLength(5)
    expect(new Set(PSYCH_TESTS.map((x) => x.id)).size).toBe(PSYCH_TESTS.length)
    expect(psychTestById(t.id)).toBe(t)
  })
  it('own tests mix keyings so that agreeing with everything is not the top score', () => {
    for (const t of [STRESS_CHECK, SOCIAL_ENERGY]) {
      expect(t.items.some((i) => i.keyed === '+') && t.items.some((i) => i.keyed === '-')).toBe(true)
    }
  })
  it('bandIndex picks the last band whose minimum is reached', () => {
    const bands = IPIP_BIG_FIVE.scales[0].bands
    expect([0, 34, 35, 64, 65, 100].map((p) => bandIndex(bands, p))).toEqual([0, 0, 1, 1, 2, 2])
  })
})
