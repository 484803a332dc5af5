// Strings the database cannot store: NUL characters (PostgreSQL text and jsonb refuse them) and lone UTF-16
// surrogates (not encodable as UTF-8). Checked on every input before the schema, keys included.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isStorableString = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s)

/** Path (a.b.0.c) of the first unstorable string or key in a parsed JSON value, or null when all are fine. */
export function badStringPath(value: unknown, skipTopKeys: readonly string[] = [], maxDepth = 64): string | null {
  const walk = (v: unknown, path: string, depth: number): string | null => {
    if (typeof v === 'string') return isStorableString(v) ? null : path
    if (!v || typeof v !== 'object' || depth > maxDepth) return null
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const bad = walk(v[i], path ? `${path}.${i}` : String(i), depth + 1)
        if (bad !== null) return bad
      }
      return null
    }
    for (const [k, x] of Object.entries(v)) {
      if (depth === 0 && skipTopKeys.includes(k)) continue
      const here = path ? `${path}.${k}` : k
      if (!isStorableString(k)) return here.replace(/[^\x20-\x7e\u00a0-\ud7ff]/g, '?')
      const bad = walk(x, here, depth + 1)
      if (bad !== null) return bad
    }
    return null
  }
  return walk(value, '', 0)
}
