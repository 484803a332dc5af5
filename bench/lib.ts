/** Shared bench helpers: a timing loop with warm-up, order statistics and the one-line median/p95 report. */

export interface Stats {
  median: number
  p95: number
  min: number
  max: number
  n: number
}

/** Order statistics of samples (nearest rank below: index ⌊p·n⌋, capped at the last). */
export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]
  return { median: q(0.5), p95: q(0.95), min: s[0], max: s[s.length - 1], n: s.length }
}

/** Milliseconds per call of `fn(i)` for i = 0…runs−1, after `warmup` untimed calls (library caches, JIT). */
export function timeRuns(fn: (i: number) => unknown, runs: number, warmup: number): number[] {
  for (let i = 0; i < warmup; i++) fn(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn(i)
    times.push(performance.now() - t0)
  }
  return times
}

/** Times `fn` and prints `name  median … p95 …  (runs runs)` in ms (3 decimals) or µs (1 decimal, padded). */
export function bench(name: string, fn: (i: number) => unknown, opts: { runs: number; warmup: number; unit?: 'ms' | 'µs' }): Stats {
  const s = stats(timeRuns(fn, opts.runs, opts.warmup))
  const fmt = opts.unit === 'µs' ? (ms: number) => `${(ms * 1000).toFixed(1).padStart(7)} µs` : (ms: number) => `${ms.toFixed(3)} ms`
  console.log(`${name.padEnd(44)} median ${fmt(s.median)}   p95 ${fmt(s.p95)}   (${opts.runs} runs)`)
  return s
}
