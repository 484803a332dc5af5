/**
 * 七政四余 preferences (SPEC §3 "Zheng Yu: calculation types"), storage key zhengyuSettings; schema and defaults are
 * the engine's (src/divination/zhengyu/settings.ts), a broken field falls back to its default.
 */
import { defaultZhengyuSettings, zhengyuSettingsSchema, type ZhengyuSettings } from '@/divination/zhengyu'
import { settingsStore } from './settings-store'

export const useZhengyuSettings = settingsStore<ZhengyuSettings>('zhengyuSettings', zhengyuSettingsSchema, defaultZhengyuSettings)
