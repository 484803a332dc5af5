/**
 * Seeded card draws shared by tarot, lenormand, dice and geomancy: a string seed becomes a generator
 * (src/core/random.ts), a deck is shuffled with Fisher–Yates, and reversals are drawn at a given rate.
 * Callers build the seed with `questionSeed` or `dailySeed`; engines never read the clock.
 */
import { createRng, randomInt, type Rng } from '@/core/random'

/** FNV-1a, 32 bit, over the UTF-16 code units of `text` (Fowler–Noll–Vo, public domain). */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The generator for a string seed: the same seed gives the same sequence on every device. */
export function rngFromSeed(seed: string): Rng {
  return createRng(hashSeed(seed))
}

/** Seed of a reading asked at an instant (epoch milliseconds, given by the caller): question and time together. */
export function questionSeed(question: string, epochMs: number): string {
  return `q|${question.trim()}|${Math.trunc(epochMs)}`
}

/** Seed of a daily card: the same user on the same local date (YYYY-MM-DD) gets the same card on every device. */
export function dailySeed(userId: string, localDate: string): string {
  return `d|${userId}|${localDate}`
}

/** Fisher–Yates (Durstenfeld) shuffle of 0…n−1: every order equally likely given a uniform generator. */
export function shuffledIndices(rng: Rng, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1)
    const t = order[i]
    order[i] = order[j]
    order[j] = t
  }
  return order
}

/** Cuts a deck: the cards from `cutIndex` on go on top (0 leaves it as it is). */
export function cutDeck<T>(deck: readonly T[], cutIndex: number): T[] {
  const k = ((Math.trunc(cutIndex) % deck.length) + deck.length) % deck.length
  return [...deck.slice(k), ...deck.slice(0, k)]
}

/** True with probability `rate` (0…1). */
export function chance(rng: Rng, rate: number): boolean {
  return rng() < rate
}
