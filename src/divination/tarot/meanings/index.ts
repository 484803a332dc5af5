/** Our own Chinese meanings of all 78 cards, indexed by card id. */
import { MAJOR_WANDS_MEANINGS } from './major-wands'
import { MINOR_MEANINGS } from './minor'
import type { TarotMeaning } from './types'

export type { TarotMeaning } from './types'

export const TAROT_MEANINGS: readonly TarotMeaning[] = [...MAJOR_WANDS_MEANINGS, ...MINOR_MEANINGS]
