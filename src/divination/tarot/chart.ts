/** A tarot reading: the seeded deal of a spread, with reversals, director and clarifier cards per the settings. */
import { inputError } from '@/core/errors'
import { dealReading, requestsWithClarifier, type DealtCard, type PlusRequest } from '@/divination/common/deal'
import { dailySeed } from '@/divination/common/draw'
import { parseTarotSettings, type TarotSettings } from './settings'
import { TAROT_CARD_COUNT } from './tables'
import { TAROT_SPREADS, TAROT_SPREAD_IDS, type TarotSpreadId } from './spreads'

export interface DrawnTarotCard {
  position: string
  /** 0–77, Rider–Waite order (TAROT_CARDS). */
  id: number
  reversed: boolean
}

export interface TarotDrawInput {
  /** Any string; build it with questionSeed / dailySeed. */
  seed: string
  spread?: TarotSpreadId
  settings?: Partial<TarotSettings>
  cutIndex?: number
  plus?: readonly PlusRequest[]
}

export interface TarotReading {
  seed: string
  spread: TarotSpreadId
  cards: DrawnTarotCard[]
  director: DrawnTarotCard | null
  plus: { position: string; cards: DrawnTarotCard[] }[]
}

const asCard = (c: DealtCard): DrawnTarotCard => ({ position: c.position, id: c.index, reversed: c.reversed })

export function drawTarot(input: TarotDrawInput): TarotReading {
  const spreadId = input.spread ?? 'three'
  if (!TAROT_SPREAD_IDS.includes(spreadId)) inputError('bad_spread', `spread 应为 ${TAROT_SPREAD_IDS.join(' / ')} 之一：${String(spreadId)}`)
  const settings = parseTarotSettings(input.settings)
  const positions = TAROT_SPREADS[spreadId].positions.map((p) => p.id)
  return { seed: input.seed, spread: spreadId, ...dealReading(input, TAROT_CARD_COUNT, positions, settings, asCard) }
}

/** The daily card: one card from the user's id and local date (YYYY-MM-DD), the same on every device that day. */
export function drawDailyCard(userId: string, localDate: string, settings?: Partial<TarotSettings>): TarotReading {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate)) inputError('bad_date', `本地日期应为 YYYY-MM-DD：${localDate}`)
  return drawTarot({ seed: dailySeed(userId, localDate), spread: 'single', settings })
}

/**
 * One more clarifier card for a position of a saved reading: the deal is replayed with the clarifiers asked so far
 * plus this one, so the earlier cards (spread, director, clarifiers) stay as they were.
 */
export function withClarifier(base: Omit<TarotDrawInput, 'plus'>, plus: TarotReading['plus'], position: string): TarotReading['plus'] {
  return drawTarot({ ...base, plus: requestsWithClarifier(plus, position) }).plus
}
