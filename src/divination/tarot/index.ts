/** Tarot: the 78-card Rider–Waite deck, spreads as data, and the seeded draw. */
export { TAROT_CARDS, TAROT_CARD_COUNT, SUITS, SUIT_NAMES_ZH, type TarotCard, type TarotSuit, type Arcana } from './tables'
export { TAROT_SPREADS, TAROT_SPREAD_IDS, type TarotSpread, type TarotSpreadId, type SpreadPosition } from './spreads'
export { tarotSettingsSchema, defaultTarotSettings, parseTarotSettings, type TarotSettings } from './settings'
export { drawTarot, drawDailyCard, withClarifier, type TarotDrawInput, type TarotReading, type DrawnTarotCard } from './chart'
export { questionSeed, dailySeed } from '@/divination/common/draw'
export type { PlusRequest } from '@/divination/common/deal'
export { TAROT_MEANINGS, type TarotMeaning } from './meanings'
export {
  interpretTarot,
  interpretCard,
  spreadSummary,
  positionTheme,
  type TarotInterpretation,
  type CardInterpretation,
  type PositionTheme,
} from './reading'
