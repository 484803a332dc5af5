/**
 * Column layout of the generated gazetteer modules (src/geo/data/china.ts, world.ts; built by
 * scripts/build-places.mjs). Text columns are '|'-separated, one cell per entry; number columns are
 * ','-separated base-36 integers; coordinates are in 1e-4 degrees.
 */
export interface ChinaColumns {
  count: number
  /** IANA zone ids; the `zone` column holds one decimal digit per entry indexing this list. */
  zones: string
  /** Stable ids: "cn:<GB/T 2260 code>" or "tw:<county>[:<district>]". */
  id: string
  /** Simplified Chinese name. */
  name: string
  /** Traditional form when it differs. */
  trad: string
  /** Pinyin syllables joined by "'". */
  py: string
  /** English name where the source has one (Taiwan). */
  en: string
  /** One character per entry: p province, c prefecture-level, x county-level, d district (HK, Macau, Taiwan). */
  kind: string
  /** Index of the parent entry, -1 for none. */
  parent: string
  lat: string
  lng: string
  zone: string
  /** Indexes of entries whose point is the parent's (no point of their own in the sources). */
  approx: string
}

export interface WorldColumns {
  count: number
  zones: string
  /** "CC:中文名:English name" per country, indexed by the two-digit base-36 `country` column. */
  countries: string
  /** GeoNames ids. */
  id: string
  /** ASCII name from GeoNames. */
  name: string
  /** Chinese name (simplified) where GeoNames has one. */
  zh: string
  trad: string
  py: string
  country: string
  lat: string
  lng: string
  /** Two base-36 digits per entry indexing `zones`. */
  zone: string
  pop: string
}

export const cells = (s: string): string[] => s.split('|')
export const ints = (s: string): number[] => (s ? s.split(',').map((x) => parseInt(x, 36)) : [])
export const fixed = (s: string, width: number): number[] => {
  const out: number[] = []
  for (let i = 0; i < s.length; i += width) out.push(parseInt(s.slice(i, i + width), 36))
  return out
}
