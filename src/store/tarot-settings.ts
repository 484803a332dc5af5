/**
 * Tarot preferences (SPEC §3 "Tarot and Lenormand": showReverse true, cardType, passQuestion, useDirector,
 * showRemarkInput, showPlayMode), storage key tarotSettings; the schema and defaults are the engine's.
 * Also the device's own id (storage key clientId), which seeds the daily card when nobody is logged in.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { defaultTarotSettings, tarotSettingsSchema, type TarotSettings } from '@/divination/tarot'
import { persisted } from './persist'

/** Card back designs offered (cardType). */
export const CARD_BACKS = [0, 1, 2] as const

/** Each field falls back to its own default when the stored one is broken. */
const storedSchema = z.object(
  Object.fromEntries(
    Object.entries(tarotSettingsSchema.shape).map(([k, schema]) => [k, (schema as z.ZodType).catch(defaultTarotSettings[k as keyof TarotSettings])]),
  ) as unknown as { [K in keyof TarotSettings]: z.ZodType<TarotSettings[K]> },
)

export const tarotSettingsStore = persisted({ key: 'tarotSettings', schema: storedSchema, defaults: () => ({ ...defaultTarotSettings }) })

export interface TarotSettingsStore {
  settings: TarotSettings
  changed(patch: Partial<TarotSettings>): void
  hydrate(): void
}

export const useTarotSettings = create<TarotSettingsStore>()((set, get) => ({
  settings: tarotSettingsStore.load(),
  changed(patch) {
    const settings = tarotSettingsSchema.parse({ ...get().settings, ...patch })
    tarotSettingsStore.save(settings)
    set({ settings })
  },
  hydrate() {
    set({ settings: tarotSettingsStore.load() })
  },
}))

const clientIdStore = persisted({ key: 'clientId', schema: z.string().min(8), defaults: () => '' })

/** This device's id, made once (random, 16 hex digits) and kept. */
export function clientId(random: () => number = Math.random): string {
  const stored = clientIdStore.load()
  if (stored) return stored
  const id = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('')
  clientIdStore.save(id)
  return id
}
