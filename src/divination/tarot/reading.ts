/**
 * A tarot reading in words: each card in its position (upright or reversed, the position's theme choosing the
 * text), then what the spread says as a whole. The whole-spread rules are the usual reading practice: many major
 * arcana mean a larger life matter, a dominant suit names the element at work, many reversals mean blocked energy,
 * several court cards point at people, and the last card (or the director) gives the advice.
 */
import { TAROT_MEANINGS } from './meanings'
import { SUIT_NAMES_ZH, TAROT_CARDS, type TarotSuit } from './tables'
import { TAROT_SPREADS } from './spreads'
import type { DrawnTarotCard, TarotReading } from './chart'

/** Which text a position reads: the card's general meaning, its love text, or its advice. */
export type PositionTheme = 'general' | 'love' | 'advice'

export interface CardInterpretation {
  position: string
  positionZh: string
  id: number
  nameZh: string
  reversed: boolean
  keywords: readonly string[]
  theme: PositionTheme
  text: string
}

export interface TarotInterpretation {
  cards: CardInterpretation[]
  director: CardInterpretation | null
  /** Whole-spread remarks, in reading order. */
  summary: string[]
}

/** The relationship spread reads love texts; advice and single-card positions read the advice. */
export function positionTheme(spread: string, position: string): PositionTheme {
  if (spread === 'relationship') return 'love'
  if (position === 'advice' || position === 'card' || position === 'director') return 'advice'
  return 'general'
}

const SUIT_ELEMENT: Record<TarotSuit, string> = {
  wands: '火元素旺，关键在行动、热情与主动出击',
  cups: '水元素旺，关键在感受、关系与内心的真实需要',
  swords: '风元素旺，关键在想法、沟通与果断的判断',
  pentacles: '土元素旺，关键在现实条件、金钱、身体与踏实的积累',
}

export function interpretCard(spread: string, card: DrawnTarotCard, positionZh: string): CardInterpretation {
  const meaning = TAROT_MEANINGS[card.id]
  const theme = positionTheme(spread, card.position)
  const base = card.reversed ? meaning.rev : meaning.up
  const text = theme === 'love' && !card.reversed ? meaning.love : theme === 'advice' ? `${base}${meaning.advice}` : base
  return {
    position: card.position,
    positionZh,
    id: card.id,
    nameZh: TAROT_CARDS[card.id].zh,
    reversed: card.reversed,
    keywords: card.reversed ? meaning.keywordsRev : meaning.keywordsUp,
    theme,
    text,
  }
}

/** Remarks on the spread as a whole (see the file comment for the rules). */
export function spreadSummary(cards: readonly DrawnTarotCard[], director: DrawnTarotCard | null): string[] {
  const n = cards.length
  const out: string[] = []
  const deck = cards.map((c) => TAROT_CARDS[c.id])
  const majors = deck.filter((c) => c.arcana === 'major').length
  if (n >= 3 && majors * 2 >= n) out.push(`大阿尔卡那占 ${majors}/${n}：这件事牵动人生较深的课题，不只是一时的起伏。`)
  else if (n >= 3 && majors === 0) out.push('全是小阿尔卡那：问题多落在日常层面，靠具体的行动就能调整。')
  const bySuit = new Map<TarotSuit, number>()
  for (const c of deck) if (c.suit) bySuit.set(c.suit, (bySuit.get(c.suit) ?? 0) + 1)
  const ranked = [...bySuit].sort((a, b) => b[1] - a[1])
  if (n >= 3 && ranked.length > 0 && ranked[0][1] >= 2 && (ranked.length === 1 || ranked[0][1] > ranked[1][1])) {
    out.push(`${SUIT_NAMES_ZH[ranked[0][0]]}牌最多（${ranked[0][1]} 张）：${SUIT_ELEMENT[ranked[0][0]]}。`)
  }
  const reversed = cards.filter((c) => c.reversed).length
  if (n >= 3 && reversed * 2 > n) out.push(`逆位 ${reversed}/${n}：能量多有阻滞或向内收，先处理卡住的地方，再谈推进。`)
  const courts = deck.filter((c) => (c.rank ?? 0) >= 11).length
  if (n >= 3 && courts >= 2) out.push(`宫廷牌 ${courts} 张：身边的人在这件事里分量很重，留意他们的态度。`)
  const last = cards[n - 1]
  if (n >= 2) out.push(`最后一张「${TAROT_CARDS[last.id].zh}」的建议：${TAROT_MEANINGS[last.id].advice}`)
  if (director) out.push(`指引牌「${TAROT_CARDS[director.id].zh}」${director.reversed ? '（逆位）' : ''}：${TAROT_MEANINGS[director.id].advice}`)
  return out
}

export function interpretTarot(reading: Pick<TarotReading, 'spread' | 'cards' | 'director'>): TarotInterpretation {
  const positions = TAROT_SPREADS[reading.spread].positions as readonly { id: string; zh: string }[]
  const zhOf = (id: string) => positions.find((p) => p.id === id)?.zh ?? id
  return {
    cards: reading.cards.map((c) => interpretCard(reading.spread, c, zhOf(c.position))),
    director: reading.director ? interpretCard(reading.spread, reading.director, '指引牌') : null,
    summary: spreadSummary(reading.cards, reading.director),
  }
}
