/**
 * 奇门 preferences (SPEC §3 "Qimen (showHouseNum, showHouseGua)" plus the engine's school choices: 家, 转盘/飞盘,
 * 拆补/置闰, 中五寄宫, 八神 names). Storage key qimenSettings; a broken field falls back to its default. The 23:00 day
 * change is not kept here: it is the bazi setting nextDayZiShi (SPEC §3 Bazi), one choice for both systems.
 */
import { z } from 'zod'
import { DEFAULT_QIMEN_SETTINGS, type QimenSettings } from '@/divination/qimen'
import { settingsStore } from './settings-store'

export interface QimenPageSettings extends Omit<QimenSettings, 'nextDayZiShi'> {
  /** Palace numbers (1–9) on the board. */
  showHouseNum: boolean
  /** Palace trigrams (坎坤震…) on the board. */
  showHouseGua: boolean
}

const { nextDayZiShi: _engineDefault, ...schoolDefaults } = DEFAULT_QIMEN_SETTINGS
export const DEFAULT_QIMEN_PAGE_SETTINGS: QimenPageSettings = { ...schoolDefaults, showHouseNum: true, showHouseGua: true }

const d = DEFAULT_QIMEN_PAGE_SETTINGS
const storedSchema = z.object({
  jia: z.enum(['hour', 'day', 'month', 'year']).catch(d.jia).default(d.jia),
  pan: z.enum(['zhuan', 'fei']).catch(d.pan).default(d.pan),
  juMethod: z.enum(['chaibu', 'zhirun']).catch(d.juMethod).default(d.juMethod),
  centerHost: z.enum(['kun', 'genKun']).catch(d.centerHost).default(d.centerHost),
  godNames: z.enum(['modern', 'old']).catch(d.godNames).default(d.godNames),
  showHouseNum: z.boolean().catch(d.showHouseNum).default(d.showHouseNum),
  showHouseGua: z.boolean().catch(d.showHouseGua).default(d.showHouseGua),
})

export const useQimenSettings = settingsStore<QimenPageSettings>('qimenSettings', storedSchema, DEFAULT_QIMEN_PAGE_SETTINGS)

/** The engine's settings: the page's school choices plus the shared 23:00 day change (the bazi setting). */
export function engineQimenSettings(s: QimenPageSettings, nextDayZiShi: boolean): QimenSettings {
  return { jia: s.jia, pan: s.pan, juMethod: s.juMethod, nextDayZiShi, centerHost: s.centerHost, godNames: s.godNames }
}
