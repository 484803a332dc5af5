// Fuzzed request bodies shared by the fuzz and probe suites.
import fc from 'fast-check'

/** A valid body with one leaf replaced by `junk`, or (one time in two, or when it has no leaf) a new `key` holding it. */
export const mutatedBody = (valid: object, junk: fc.Arbitrary<unknown>, key: fc.Arbitrary<string>) =>
  fc.tuple(junk, fc.nat(), fc.boolean(), key).map(([junkValue, pick, add, newKey]) => {
    const copy = JSON.parse(JSON.stringify(valid))
    const paths: (string | number)[][] = []
    const walk = (v: unknown, p: (string | number)[]) => {
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...p, Array.isArray(v) ? Number(k) : k])
      else paths.push(p)
    }
    walk(copy, [])
    if (add || !paths.length) return { ...copy, [newKey]: junkValue }
    const p = paths[pick % paths.length]
    let o = copy
    for (const k of p.slice(0, -1)) o = o[k]
    o[p[p.length - 1]] = junkValue
    return copy
  })
