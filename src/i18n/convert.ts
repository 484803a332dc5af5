import { CHAR_PAIRS, GLYPH_PAIRS, PHRASE_PAIRS } from './runtime-dict.generated'
import type { Language } from './index'

/**
 * Small runtime zh-Hans → zh-Hant converter for dynamic text: a whole-text glyph (a lone 历 is the calendar, 曆),
 * else domain phrases and protected terms first (longest match), then characters (丑 stays the branch 丑).
 */
const glyphs = new Map(GLYPH_PAIRS)
let charMap: Map<string, string> | null = null
let phrasesByFirst: Map<string, (readonly [string, string])[]> | null = null

function tables() {
  if (!charMap || !phrasesByFirst) {
    charMap = new Map()
    const cps = [...CHAR_PAIRS]
    for (let i = 0; i + 1 < cps.length; i += 2) charMap.set(cps[i], cps[i + 1])
    phrasesByFirst = new Map()
    for (const pair of PHRASE_PAIRS) {
      const first = [...pair[0]][0]
      const list = phrasesByFirst.get(first) ?? []
      list.push(pair)
      phrasesByFirst.set(first, list)
    }
    for (const list of phrasesByFirst.values()) list.sort((a, b) => b[0].length - a[0].length)
  }
  return { charMap, phrasesByFirst }
}

export function toTraditional(text: string): string {
  if (!text) return text
  const glyph = glyphs.get(text)
  if (glyph) return glyph
  const { charMap: chars, phrasesByFirst: phrases } = tables()
  let out = ''
  let i = 0
  while (i < text.length) {
    const cp = text.codePointAt(i)!
    const ch = String.fromCodePoint(cp)
    const candidates = phrases.get(ch)
    const hit = candidates?.find(([s]) => text.startsWith(s, i))
    if (hit) {
      out += hit[1]
      i += hit[0].length
      continue
    }
    out += chars.get(ch) ?? ch
    i += ch.length
  }
  return out
}

/** Dynamic text in the reader's script. */
export function localizeText(text: string, language: Language): string {
  return language === 'zh-Hant' ? toTraditional(text) : text
}
