/**
 * Tarot and Lenormand preferences (SPEC §3 "Tarot and Lenormand": showReverse tarot true / lenormand false,
 * cardType, passQuestion, useDirector, deckId, showRemarkInput, showPlayMode), storage keys tarotSettings and
 * lenormandSettings; schemas and defaults are the engines'. Also the device's own id (storage key clientId),
 * which seeds the daily card when nobody is logged in.
 */
import { z } from 'zod'
import { defaultTarotSettings, tarotSettingsSchema, type TarotSettings } from '@/divination/tarot'
import { defaultLenormandSettings, lenormandSettingsSchema, type LenormandSettings } from '@/divination/lenormand'
import { persisted } from './persist'
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

const clientIdStore = persisted({ key: 'clientId', schema: z.string().min(8), defaults: () => '' })

/** This device's id, made once (random, 16 hex digits) and kept. */
export function clientId(random: () => number = Math.random): string {
  const stored = clientIdStore.load()
  if (stored) return stored
  const id = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('')
  clientIdStore.save(id)
  return id
}
