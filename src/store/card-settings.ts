/**
 * Tarot and Lenormand preferences (SPEC §3 "Tarot and Lenormand": showReverse tarot true / lenormand false,
 * cardType, passQuestion, useDirector, deckId, showRemarkInput, showPlayMode), storage keys tarotSettings and
 * lenormandSettings; schemas and defaults are the engines'. Also the device's own id (storage key clientId),
 * which seeds the daily card when nobody is logged in.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { defaultTarotSettings, tarotSettingsSchema, type TarotSettings } from '@/divination/tarot'
import { defaultLenormandSettings, lenormandSettingsSchema, type LenormandSettings } from '@/divination/lenormand'
import { fieldsWithDefaults, persisted } from './persist'

/** Card back designs offered (cardType). */
export const CARD_BACKS = [0, 1, 2] as const

export interface CardSettingsStore<T> {
  settings: T
  changed(patch: Partial<T>): void
  hydrate(): void
}

/** A settings store whose stored fields each fall back to their own default when broken. */
function cardSettingsStore<T extends Record<string, unknown>>(key: string, schema: z.ZodObject, defaults: T) {
  const store = persisted({ key, schema: fieldsWithDefaults(schema, defaults), defaults: () => ({ ...defaults }) })
  const load = () => store.load()
  return create<CardSettingsStore<T>>()((set, get) => ({
    settings: load(),
    changed(patch) {
      const settings = schema.parse({ ...get().settings, ...patch }) as T
      store.save(settings)
      set({ settings })
    },
    hydrate() {
      set({ settings: load() })
    },
  }))
}

export const useTarotSettings = cardSettingsStore<TarotSettings>('tarotSettings', tarotSettingsSchema, defaultTarotSettings)
export const useLenormandSettings = cardSettingsStore<LenormandSettings>('lenormandSettings', lenormandSettingsSchema, defaultLenormandSettings)

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
