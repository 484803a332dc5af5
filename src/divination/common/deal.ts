/**
 * Dealing a seeded deck into a spread, shared by tarot and lenormand.
 *
 * One seed fixes the whole deck: it is shuffled (Fisher–Yates), cut, and each slot gets one uniform number for its
 * reversal, whatever the settings, so turning reversals on or off never changes which cards come out. The spread takes
 * the top cards in position order; the director card is the bottom card; clarifier ("plus") cards come from the top
 * of what is left, in the order asked, so asking for them never changes the spread.
 */
import { inputError } from '@/core/errors'
import { chance, cutDeck, rngFromSeed, shuffledIndices } from './draw'

export interface DealtCard {
  position: string
  /** 0-based index into the deck table. */
  index: number
  reversed: boolean
}

export interface PlusRequest {
  /** A position id of the spread. */
  position: string
  /** Cards to add there (default 1). */
  count?: number
}

export interface DealInput {
  seed: string
  deckSize: number
  positions: readonly string[]
  showReverse: boolean
  /** 0…1, used when showReverse. */
  reverseRate: number
  useDirector: boolean
  /** Cut point (0 = no cut). */
  cutIndex?: number
  plus?: readonly PlusRequest[]
}

export interface Deal {
  cards: DealtCard[]
  director: DealtCard | null
  plus: { position: string; cards: DealtCard[] }[]
}

export function dealSpread(input: DealInput): Deal {
  if (typeof input.seed !== 'string' || input.seed.length === 0) inputError('missing_seed', 'seed 应为非空字符串')
  const cutIndex = input.cutIndex ?? 0
  if (!Number.isInteger(cutIndex) || cutIndex < 0) inputError('bad_cut', `cutIndex 应为非负整数：${String(input.cutIndex)}`)
  const rng = rngFromSeed(input.seed)
  const deck = cutDeck(shuffledIndices(rng, input.deckSize), cutIndex)
  const flips = deck.map(() => chance(rng, input.reverseRate))
  const slot = (k: number, position: string): DealtCard => ({ position, index: deck[k], reversed: input.showReverse && flips[k] })

  const plusCount = (input.plus ?? []).reduce((n, r) => n + plusCountOf(r), 0)
  const needed = input.positions.length + plusCount + (input.useDirector ? 1 : 0)
  if (needed > input.deckSize) inputError('deck_exhausted', `牌不够：需要 ${needed} 张，整副只有 ${input.deckSize} 张`)

  const cards = input.positions.map((position, k) => slot(k, position))
  const director = input.useDirector ? slot(input.deckSize - 1, 'director') : null
  let next = input.positions.length
  const plus = (input.plus ?? []).map((r) => {
    if (!input.positions.includes(r.position)) inputError('bad_position', `牌阵中没有这个位置：${r.position}`)
    const cardsHere = Array.from({ length: plusCountOf(r) }, () => slot(next++, r.position))
    return { position: r.position, cards: cardsHere }
  })
  return { cards, director, plus }
}

/**
 * The clarifier requests that replay a saved reading's clarifiers plus one more card at `position`: dealing them
 * again keeps the earlier cards (spread, director, clarifiers) as they were.
 */
export function requestsWithClarifier(plus: readonly { position: string; cards: readonly unknown[] }[], position: string): PlusRequest[] {
  return [...plus.map((p) => ({ position: p.position, count: p.cards.length })), { position, count: 1 }]
}

function plusCountOf(r: PlusRequest): number {
  if (typeof r !== 'object' || r === null) inputError('bad_plus', '补牌应为 {position, count}')
  const n = r.count ?? 1
  if (!Number.isInteger(n) || n < 1) inputError('bad_plus', `补牌张数应为正整数：${String(r.count)}`)
  return n
}

/** What a reading asks of the deal besides its deck and positions (the drawing page's seed, cut and clarifiers). */
export interface ReadingDealInput {
  seed: string
  cutIndex?: number
  plus?: readonly PlusRequest[]
}

/** The settings fields a deal reads (tarot and lenormand share them, see card-settings.ts). */
export type DealSettings = Pick<DealInput, 'showReverse' | 'reverseRate' | 'useDirector'>

/** Deals a spread and turns every dealt card (spread, director, clarifiers) into the reading's own card shape. */
export function dealReading<C>(
  input: ReadingDealInput,
  deckSize: number,
  positions: readonly string[],
  settings: DealSettings,
  asCard: (c: DealtCard) => C,
): { cards: C[]; director: C | null; plus: { position: string; cards: C[] }[] } {
  const deal = dealSpread({
    seed: input.seed,
    deckSize,
    positions,
    showReverse: settings.showReverse,
    reverseRate: settings.reverseRate,
    useDirector: settings.useDirector,
    cutIndex: input.cutIndex,
    plus: input.plus,
  })
  return {
    cards: deal.cards.map(asCard),
    director: deal.director && asCard(deal.director),
    plus: deal.plus.map((p) => ({ position: p.position, cards: p.cards.map(asCard) })),
  }
}
