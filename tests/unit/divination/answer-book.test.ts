import { describe, expect, it } from 'vitest'
import { EngineInputError } from '@/core/errors'
import { ANSWERS, openAnswerBook, questionSeed } from '@/divination/answer-book'

describe('answer book', () => {
  it('160 distinct answers of 2–16 characters', () => {
    expect(ANSWERS).toHaveLength(160)
    expect(new Set(ANSWERS).size).toBe(160)
    for (const a of ANSWERS) expect([...a].length, a).toBeGreaterThanOrEqual(2)
    for (const a of ANSWERS) expect([...a].length, a).toBeLessThanOrEqual(16)
  })
  it('the same question at the same instant opens the same page; the answer is the page’s', () => {
    const seed = questionSeed('要不要去', 1764200000000)
    expect(openAnswerBook(seed)).toEqual(openAnswerBook(seed))
    const { index, answer } = openAnswerBook(seed)
    expect(ANSWERS[index]).toBe(answer)
  })
  it('over many questions nearly every page comes up', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 4000; i++) seen.add(openAnswerBook(questionSeed('q', i)).index)
    expect(seen.size).toBeGreaterThan(150)
  })
  it('an empty seed is an input error', () => {
    expect(() => openAnswerBook('')).toThrow(EngineInputError)
  })
})
