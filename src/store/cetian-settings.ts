/**
 * 策天 preferences (SPEC §3 "Cetian"), storage key cetianSettings: the engine's readings (src/divination/cetian/
 * settings.ts) plus the board's show toggles; a broken field falls back to its default.
 */
import { z } from 'zod'
import { cetianSettingsSchema, type CetianSettings } from '@/divination/cetian'
import { settingsStore } from './settings-store'

export const cetianPageSettingsSchema = cetianSettingsSchema.extend({
  /** 庙旺乐 marks beside the stars. */
  showMiaoWang: z.boolean().default(true),
  /** Each star's element (五行). */
  showElement: z.boolean().default(false),
  /** Each star's 阴阳. */
  showYinYang: z.boolean().default(false),
  /** 大限 ages at the foot of each palace. */
  showDaxianAges: z.boolean().default(true),
})

export type CetianPageSettings = z.infer<typeof cetianPageSettingsSchema>
export const defaultCetianPageSettings: CetianPageSettings = cetianPageSettingsSchema.parse({})

export const useCetianSettings = settingsStore<CetianPageSettings>('cetianSettings', cetianPageSettingsSchema, defaultCetianPageSettings)

/** The engine's part of the stored settings. */
export function engineCetianSettings(s: CetianPageSettings): CetianSettings {
  const { miaoWangType, calcType, starCalcType, showXianStar, lateZi } = s
  return { miaoWangType, calcType, starCalcType, showXianStar, lateZi }
}
