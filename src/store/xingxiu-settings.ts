/**
 * 二十八宿 preferences (SPEC §3 "Xingxiu"), storage key xingxiuSettings; schema and defaults are the engine's
 * (src/divination/xingxiu/settings.ts), a broken field falls back to its default.
 */
import { defaultXingxiuSettings, xingxiuSettingsSchema, type XingxiuSettings } from '@/divination/xingxiu'
import { settingsStore } from './settings-store'

export const useXingxiuSettings = settingsStore<XingxiuSettings>('xingxiuSettings', xingxiuSettingsSchema, defaultXingxiuSettings)
