/**
 * Library entries of the tarot and Lenormand cards: the same meanings the readings use (src/divination/tarot and
 * lenormand), arranged as an article; each card links to its neighbours in its sequence (major arcana, a suit, the
 * Lenormand numbering).
 */
import { LENORMAND_CARDS, LENORMAND_MEANINGS } from '@/divination/lenormand'
import { TAROT_CARDS, TAROT_MEANINGS } from '@/divination/tarot'
import type { LibraryText } from './texts-signs'
import { lenormandEntryId, tarotEntryId } from './ids'

export interface CardEntrySource {
  key: string
  name: string
  text: LibraryText
  neighbours: string[]
}

export function tarotEntrySources(): CardEntrySource[] {
  const meaningOf = new Map(TAROT_MEANINGS.map((m) => [m.id, m]))
  return TAROT_CARDS.map((card) => {
    const m = meaningOf.get(card.id)!
    const sameRun = TAROT_CARDS.filter((c) => c.arcana === card.arcana && c.suit === card.suit)
    const i = sameRun.indexOf(card)
    const neighbours = [sameRun[i - 1], sameRun[i + 1]].filter((c) => c !== undefined).map((c) => tarotEntryId(c.id))
    return {
      key: String(card.id),
      name: card.zh,
      text: {
        keywords: [...m.keywordsUp, ...m.keywordsRev],
        paragraphs: [`正位：${m.up}`, `逆位：${m.rev}`, `感情：${m.love}`, `工作与学业：${m.work}`, `建议：${m.advice}`],
      },
      neighbours,
    }
  })
}

export function lenormandEntrySources(): CardEntrySource[] {
  const meaningOf = new Map(LENORMAND_MEANINGS.map((m) => [m.n, m]))
  return LENORMAND_CARDS.map((card) => {
    const m = meaningOf.get(card.n)!
    const neighbours = [card.n - 1, card.n + 1].filter((n) => n >= 1 && n <= LENORMAND_CARDS.length).map(lenormandEntryId)
    return {
      key: String(card.n),
      name: card.zh,
      text: { keywords: m.keywords, paragraphs: [m.meaning, `与其他牌相连时，它代表${m.subject}；跟在别的牌后面，则说那件事${m.predicate}。`] },
      neighbours,
    }
  })
}
