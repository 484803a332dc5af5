/**
 * Tarot and Lenormand preferences (SPEC §3 "Tarot and Lenormand": showReverse tarot true / lenormand false,
 * cardType, passQuestion, useDirector, deckId, showRemarkInput, showPlayMode), storage keys tarotSettings and
 * lenormandSettings; schemas and defaults are the engines'. The device id is in ./client-id.
 */
import { defaultTarotSettings, tarotSettingsSchema, type TarotSettings } from '@/divination/tarot'
import { defaultLenormandSettings, lenormandSettingsSchema, type LenormandSettings } from '@/divination/lenormand'
import { settingsStore } from './settings-store'

/** Card back designs offered (cardType). */
export const CARD_BACKS = [0, 1, 2] as const
/** Card faces offered (deckId): 1 drawn type, 2 line drawings; the same two for tarot and Lenormand. */
export const CARD_DECKS = [1, 2] as const

export const useTarotSettings = settingsStore<TarotSettings>('tarotSettings', tarotSettingsSchema, defaultTarotSettings)
export const useLenormandSettings = settingsStore<LenormandSettings>('lenormandSettings', lenormandSettingsSchema, defaultLenormandSettings)

/** The card back chosen for a deck's pages. */
export function useCardBack(deck: 'tarot' | 'lenormand'): number {
  const tarot = useTarotSettings((s) => s.settings.cardType)
  const lenormand = useLenormandSettings((s) => s.settings.cardType)
  return deck === 'tarot' ? tarot : lenormand
}
