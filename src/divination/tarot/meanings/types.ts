/** Our own Chinese meanings of a tarot card (written for this app; not taken from any book or site). */
export interface TarotMeaning {
  /** 0–77, the id in TAROT_CARDS. */
  id: number
  /** Three or four short keywords, upright. */
  keywordsUp: readonly string[]
  /** Three or four short keywords, reversed. */
  keywordsRev: readonly string[]
  /** Upright: two or three sentences, 50–90 characters. */
  up: string
  /** Reversed: two or three sentences, 50–90 characters. */
  rev: string
  /** Upright, for love and relationships: one sentence, 20–40 characters. */
  love: string
  /** Upright, for work and study: one sentence, 20–40 characters. */
  work: string
  /** Advice the card gives: one sentence, 15–35 characters. */
  advice: string
}
