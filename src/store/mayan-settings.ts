/** Mayan preferences (SPEC §3 "Mayan"): the 29 February rule, showKinNum, showPlus and showWallSpell; storage key mayanSettings. */
import { defaultMayanSettings, mayanSettingsSchema, type MayanSettings } from '@/divination/mayan'
import { settingsStore } from './settings-store'

export const useMayanSettings = settingsStore<MayanSettings>('mayanSettings', mayanSettingsSchema, defaultMayanSettings)
