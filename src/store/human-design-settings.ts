/**
 * Human design preferences (SPEC §3 "Human design": flag, ayanamsa 1, nodeTrue, guaType), storage key
 * humanDesignSettings; schema and defaults are the engine's, a broken field falls back to its default.
 */
import { defaultHumanDesignSettings, humanDesignSettingsSchema, type HumanDesignSettings } from '@/astro/human-design'
import { settingsStore } from './settings-store'

export const useHumanDesignSettings = settingsStore<HumanDesignSettings>('humanDesignSettings', humanDesignSettingsSchema, defaultHumanDesignSettings)
