/** A seeded pseudo-random generator returning floats in [0, 1). Engines take one of these, never Math.random. */
export type Rng = () => number

/** mulberry32 (Tommy Ettinger, public domain): small, fast, good enough for casting coins and shuffling cards. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n)
}
