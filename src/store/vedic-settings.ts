/**
 * Vedic preferences (SPEC §3 "Vedic": dasaType, ayanamsa 1, nodeTrue true, karakaType, dasaStartingPoint Moon),
 * storage key vedicSettings; schema and defaults are the engine's, a broken field falls back to its default.
 */
import { create } from 'zustand'
import { defaultVedicSettings, vedicSettingsSchema, type VedicSettings } from '@/astro/vedic'
import { fieldsWithDefaults, persisted } from './persist'

/** Ayanamsas offered on the settings page (Swiss Ephemeris SE_SIDM_* numbers). */
export const AYANAMSA_CHOICES = [
  { sidMode: 1, key: 'lahiri' },
  { sidMode: 3, key: 'raman' },
  { sidMode: 5, key: 'krishnamurti' },
  { sidMode: 0, key: 'faganBradley' },
  { sidMode: 27, key: 'trueChitra' },
  { sidMode: 7, key: 'yukteshwar' },
] as const

const storedSchema = fieldsWithDefaults(vedicSettingsSchema, defaultVedicSettings)

export const vedicSettingsStore = persisted({ key: 'vedicSettings', schema: storedSchema, defaults: () => ({ ...defaultVedicSettings }) })

export interface VedicSettingsStore {
  settings: VedicSettings
  changed(patch: Partial<VedicSettings>): void
  hydrate(): void
}

export const useVedicSettings = create<VedicSettingsStore>()((set, get) => ({
  settings: vedicSettingsStore.load(),
  changed(patch) {
    const settings = vedicSettingsSchema.parse({ ...get().settings, ...patch })
    vedicSettingsStore.save(settings)
    set({ settings })
  },
  hydrate() {
    set({ settings: vedicSettingsStore.load() })
  },
}))
