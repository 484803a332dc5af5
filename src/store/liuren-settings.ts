/** 大六壬 preferences: the 贵人 table and the 23:00 day change (the engine's school choices). Storage key liurenSettings. */
import { z } from 'zod'
import { DEFAULT_LIUREN_SETTINGS, type LiurenSettings } from '@/divination/liuren'
import { settingsStore } from './settings-store'

const d = DEFAULT_LIUREN_SETTINGS
const storedSchema = z.object({
  guiRenRule: z.enum(['jiaWuGeng', 'gengXin']).catch(d.guiRenRule).default(d.guiRenRule),
  dayNight: z.literal('hourBranch').catch(d.dayNight).default(d.dayNight),
  nextDayZiShi: z.boolean().catch(d.nextDayZiShi).default(d.nextDayZiShi),
})

export const useLiurenSettings = settingsStore<LiurenSettings>('liurenSettings', storedSchema, DEFAULT_LIUREN_SETTINGS)
