/** The answer book: hold a question in mind, press, and one of our own answers comes out, seeded like every draw. */
import { inputError } from '@/core/errors'
import { randomInt } from '@/core/random'
import { rngFromSeed } from '@/divination/common/draw'
import { ANSWERS } from './answers'

export { ANSWERS } from './answers'
export { questionSeed } from '@/divination/common/draw'

export interface BookAnswer {
  /** Index into ANSWERS. */
  index: number
  answer: string
}

export function openAnswerBook(seed: string): BookAnswer {
  if (typeof seed !== 'string' || seed.length === 0) inputError('missing_seed', 'seed 应为非空字符串')
  const index = randomInt(rngFromSeed(seed), ANSWERS.length)
  return { index, answer: ANSWERS[index] }
}
