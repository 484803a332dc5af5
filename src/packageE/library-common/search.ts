/**
 * Full-text search over the knowledge library with MiniSearch. MiniSearch splits on spaces, which leaves a
 * Chinese paragraph as one token, so CJK runs are cut into characters and character pairs (indexed) and pairs
 * only (queries, a lone character stays itself). Each language gets its own index over its own script; a query
 * is converted into the reader's script first, so 恋爱 finds 戀愛 in zh-Hant.
 */
import MiniSearch from 'minisearch'
import { localizeText } from '@/i18n/convert'
import type { Language } from '@/i18n'
import { LIBRARY_ENTRIES, type LibraryEntry } from './entries'

/** CJK ideographs (with extension A and compatibility forms) and kana: the scripts written without spaces. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu
const SEPARATORS = /[\s\p{P}\p{S}]+/u

function cjkTokens(run: string, unigrams: boolean): string[] {
  const chars = [...run]
  if (chars.length === 1) return chars
  const out: string[] = unigrams ? [...chars] : []
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  return out
}

function tokens(text: string, unigrams: boolean): string[] {
  const out: string[] = []
  for (const m of text.matchAll(CJK_RUN)) out.push(...cjkTokens(m[0], unigrams))
  for (const word of text.replace(CJK_RUN, ' ').split(SEPARATORS)) if (word) out.push(word.toLowerCase())
  return out
}

/** Tokens stored in the index: every character and every pair of a CJK run; other words whole, lower case. */
export const indexTokens = (text: string) => tokens(text, true)
/** Tokens of a query: CJK pairs (a single character alone), other words whole. */
export const queryTokens = (text: string) => tokens(text, false)

interface LibraryDoc {
  id: string
  title: string
  keywords: string
  body: string
}

export type TitleOf = (entry: LibraryEntry) => string

export interface LibrarySearch {
  language: Language
  search(query: string, limit?: number): LibraryEntry[]
}

/** An index over the entries in one language; titleOf gives each entry's title in that language. */
export function buildLibrarySearch(language: Language, titleOf: TitleOf, entries: readonly LibraryEntry[] = LIBRARY_ENTRIES): LibrarySearch {
  const l = (s: string) => localizeText(s, language)
  const index = new MiniSearch<LibraryDoc>({
    fields: ['title', 'keywords', 'body'],
    tokenize: indexTokens,
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTokens, processTerm: (term) => term, boost: { title: 4, keywords: 2 }, combineWith: 'OR' },
  })
  index.addAll(
    entries.map((e) => ({
      id: e.id,
      title: l(titleOf(e)),
      keywords: l(e.text.keywords.join(' ')),
      body: l([...e.text.paragraphs, e.diceText ?? ''].join('\n')),
    })),
  )
  const byId = new Map(entries.map((e) => [e.id, e]))
  return {
    language,
    search(query, limit = 20) {
      const q = l(query.trim())
      if (!q) return []
      return index
        .search(q)
        .slice(0, limit)
        .map((r) => byId.get(String(r.id)))
        .filter((e): e is LibraryEntry => e !== undefined)
    },
  }
}
