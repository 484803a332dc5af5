/** Psychological tests: Likert items keyed to scales, a pure scorer, and the tests we offer (data). */
import { IPIP_BIG_FIVE } from './tests/ipip-big-five'
import { SOCIAL_ENERGY } from './tests/social-energy'
import { STRESS_CHECK } from './tests/stress-check'
import type { PsychResult, PsychTest, ScaleScore } from './types'

export type { Keying, PsychAnswers, PsychBand, PsychItem, PsychResult, PsychScale, PsychTest, ScaleScore } from './types'
export { bandIndex, countAnswered, firstUnanswered, isLikert, itemScore, LIKERT_MAX, LIKERT_MIN, scoreTest } from './score'
export { IPIP_BIG_FIVE, SOCIAL_ENERGY, STRESS_CHECK }

/** The tests in the order the index lists them. */
export const PSYCH_TESTS: readonly PsychTest[] = [IPIP_BIG_FIVE, STRESS_CHECK, SOCIAL_ENERGY]

export function psychTestById(id: string | undefined): PsychTest | undefined {
  return id ? PSYCH_TESTS.find((t) => t.id === id) : undefined
}

/** The scale definition and band of one score, for display. */
export function describeScore(test: PsychTest, score: ScaleScore) {
  const scale = test.scales.find((s) => s.id === score.scale)
  if (!scale) return undefined
  return { scale, band: scale.bands[Math.min(score.band, scale.bands.length - 1)] }
}

/** One line for a history list: each scale's short name and percentage, or the band title of a one-scale test. */
export function resultSummary(test: PsychTest, result: PsychResult): string {
  if (result.scales.length === 1) {
    const d = describeScore(test, result.scales[0])
    return d ? `${d.scale.name} ${result.scales[0].pct}% · ${d.band.title}` : ''
  }
  return result.scales.map((s) => `${describeScore(test, s)?.scale.short ?? s.scale} ${s.pct}`).join(' · ')
}
