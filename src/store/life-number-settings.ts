/** Life-number preferences (SPEC §3 "Life number": talentNumberType; and whether 11, 22, 33 stay), storage key lifeNumberSettings. */
import { defaultLifeNumberSettings, lifeNumberSettingsSchema, type LifeNumberSettings } from '@/divination/numerology'
import { settingsStore } from './settings-store'

export const useLifeNumberSettings = settingsStore<LifeNumberSettings>('lifeNumberSettings', lifeNumberSettingsSchema, defaultLifeNumberSettings)
