/** The scorer: keyed item scores, raw sums per scale, a 0–100 percentage of the scale's range, and its band. */
import { inputError } from '@/core/errors'
import type { Keying, PsychAnswers, PsychBand, PsychResult, PsychTest, ScaleScore } from './types'

export const LIKERT_MIN = 1
export const LIKERT_MAX = 5

export function isLikert(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= LIKERT_MIN && x <= LIKERT_MAX
}

/** Score of one answer: as given when keyed '+', reversed (6 − x) when keyed '-'. */
export function itemScore(keyed: Keying, answer: number): number {
  if (!isLikert(answer)) inputError('bad_answer', `答案应为 ${LIKERT_MIN}–${LIKERT_MAX} 的整数`)
  return keyed === '+' ? answer : LIKERT_MIN + LIKERT_MAX - answer
}

/** Index of the first unanswered item, or -1 when every item has an answer. */
export function firstUnanswered(test: PsychTest, answers: PsychAnswers): number {
  return test.items.findIndex((_, i) => !isLikert(answers[i]))
}

export function countAnswered(test: PsychTest, answers: PsychAnswers): number {
  return test.items.filter((_, i) => isLikert(answers[i])).length
}

/** Index of the band a percentage falls in. */
export function bandIndex(bands: readonly PsychBand[], pct: number): number {
  let hit = 0
  bands.forEach((b, i) => {
    if (pct >= b.minPct) hit = i
  })
  return hit
}

/** Scores a complete answer sheet; an unanswered item or a value outside 1–5 is an input error. */
export function scoreTest(test: PsychTest, answers: PsychAnswers): PsychResult {
  if (answers.length !== test.items.length) inputError('answer_count', `应有 ${test.items.length} 个答案，实际 ${answers.length} 个`)
  const missing = firstUnanswered(test, answers)
  if (missing >= 0) inputError('unanswered', `第 ${test.items[missing].n} 题尚未作答`)
  const scales: ScaleScore[] = test.scales.map((scale) => {
    const items = test.items.map((item, i) => ({ item, answer: answers[i] as number })).filter(({ item }) => item.scale === scale.id)
    const raw = items.reduce((sum, { item, answer }) => sum + itemScore(item.keyed, answer), 0)
    const min = items.length * LIKERT_MIN
    const max = items.length * LIKERT_MAX
    const pct = max > min ? Math.round(((raw - min) / (max - min)) * 100) : 0
    return { scale: scale.id, raw, min, max, items: items.length, pct, band: bandIndex(scale.bands, pct) }
  })
  return { testId: test.id, scales }
}
