/** 太乙 preferences: the count (年/月/日/时计) and the 积年 school. Storage key taiyiSettings. */
import { z } from 'zod'
import { DEFAULT_TAIYI_SETTINGS, TAIYI_MODES, TAIYI_SCHOOLS, type TaiyiSettings } from '@/divination/taiyi'
import { settingsStore } from './settings-store'

const d = DEFAULT_TAIYI_SETTINGS
const storedSchema = z.object({
  mode: z.enum(TAIYI_MODES).catch(d.mode).default(d.mode),
  school: z.enum(TAIYI_SCHOOLS).catch(d.school).default(d.school),
})

export const useTaiyiSettings = settingsStore<TaiyiSettings>('taiyiSettings', storedSchema, DEFAULT_TAIYI_SETTINGS)
