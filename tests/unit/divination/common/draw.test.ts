import fc from 'fast-check'
import { cutDeck, dailySeed, hashSeed, questionSeed, rngFromSeed, shuffledIndices } from '@/divination/common/draw'

describe('seed hashing is FNV-1a 32-bit', () => {
  // Test vectors from the FNV reference (Landon Curt Noll, isthe.com/chongo/tech/comp/fnv): ASCII bytes = UTF-16 units.
  it('"" → 0x811c9dc5 (the offset basis)', () => expect(hashSeed('')).toBe(0x811c9dc5))
  it('"a" → 0xe40c292c', () => expect(hashSeed('a')).toBe(0xe40c292c))
  it('"foobar" → 0xbf9cf968', () => expect(hashSeed('foobar')).toBe(0xbf9cf968))
})

describe('seeds from the caller', () => {
  it('the daily card seed is the same for a user on one local date and differs the next day', () => {
    expect(dailySeed('u1', '2026-11-24')).toBe(dailySeed('u1', '2026-11-24'))
    expect(dailySeed('u1', '2026-11-24')).not.toBe(dailySeed('u1', '2026-11-25'))
    expect(dailySeed('u1', '2026-11-24')).not.toBe(dailySeed('u2', '2026-11-24'))
  })
  it('a question asked at another instant gets another seed', () => {
    expect(questionSeed('工作', 1_700_000_000_000)).not.toBe(questionSeed('工作', 1_700_000_000_001))
    expect(questionSeed(' 工作 ', 5)).toBe(questionSeed('工作', 5))
  })
})

describe('shuffle and cut', () => {
  it('a shuffle is a permutation of 0…n−1', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (seed, n) => {
        const order = shuffledIndices(rngFromSeed(seed), n)
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i))
      }),
    )
  })
  it('every card comes to the top about equally often (7800 seeds, 78 cards: 100 expected each)', () => {
    const top = new Array<number>(78).fill(0)
    for (let s = 0; s < 7800; s++) top[shuffledIndices(rngFromSeed(`s${s}`), 78)[0]]++
    expect(Math.min(...top)).toBeGreaterThan(55)
    expect(Math.max(...top)).toBeLessThan(150)
  })
  it('cutting at k puts the card at k on top and keeps the circular order', () => {
    expect(cutDeck([0, 1, 2, 3, 4], 2)).toEqual([2, 3, 4, 0, 1])
    expect(cutDeck([0, 1, 2, 3, 4], 0)).toEqual([0, 1, 2, 3, 4])
    expect(cutDeck([0, 1, 2, 3, 4], 7)).toEqual([2, 3, 4, 0, 1])
  })
})
