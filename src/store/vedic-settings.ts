/**
 * Vedic preferences (SPEC §3 "Vedic": dasaType, ayanamsa 1, nodeTrue true, karakaType, dasaStartingPoint Moon),
 * storage key vedicSettings; schema and defaults are the engine's, a broken field falls back to its default.
 */
import { defaultVedicSettings, vedicSettingsSchema, type VedicSettings } from '@/astro/vedic'
import { settingsStore } from './settings-store'

/** Ayanamsas offered on the settings page (Swiss Ephemeris SE_SIDM_* numbers). */
export const AYANAMSA_CHOICES = [
  { sidMode: 1, key: 'lahiri' },
  { sidMode: 3, key: 'raman' },
  { sidMode: 5, key: 'krishnamurti' },
  { sidMode: 0, key: 'faganBradley' },
  { sidMode: 27, key: 'trueChitra' },
  { sidMode: 7, key: 'yukteshwar' },
] as const

export const useVedicSettings = settingsStore<VedicSettings>('vedicSettings', vedicSettingsSchema, defaultVedicSettings)
