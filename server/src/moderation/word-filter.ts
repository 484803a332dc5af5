// The word filter (docs/wellness.md): text is normalized — NFKC (full-width letters and digits become half
// width), lower case, traditional characters folded to simplified (TRAD_TO_SIMP), and every space, punctuation
// mark, symbol, emoji and invisible character dropped, so 傻 。逼, ＶＸ and 傻★逼 all read as the word — then
// searched for the list's words and the contact patterns. One verdict: reject beats hold beats pass.
import { CONTACT_PATTERNS, TRAD_TO_SIMP, WORD_CATEGORIES, WORD_LIST, type WordCategory } from './words'

export type FilterResult = { verdict: 'pass' } | { verdict: 'reject' | 'hold'; category: WordCategory }

const DROPPED = /[\p{P}\p{S}\p{Z}\p{C}\s]/gu
const FOLD: Readonly<Record<string, string>> = TRAD_TO_SIMP

export function normalizeForFilter(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(DROPPED, '')
  let out = ''
  for (const ch of folded) out += FOLD[ch] ?? ch
  return out
}

const ENTRIES = (Object.keys(WORD_LIST) as WordCategory[]).flatMap((category) => WORD_LIST[category].map((word) => ({ word, category })))

/** The first category the text falls into, reject categories first. */
export function filterText(text: string): FilterResult {
  const norm = normalizeForFilter(text)
  let held: WordCategory | null = null
  for (const { word, category } of ENTRIES) {
    if (!norm.includes(word)) continue
    if (WORD_CATEGORIES[category] === 'reject') return { verdict: 'reject', category }
    held ??= category
  }
  if (CONTACT_PATTERNS.some((p) => p.test(norm))) return { verdict: 'reject', category: 'contact' }
  return held ? { verdict: 'hold', category: held } : { verdict: 'pass' }
}
