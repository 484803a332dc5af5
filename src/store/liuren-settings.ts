/** 大六壬 preferences: the 贵人 table and the 23:00 day change (the engine's school choices). Storage key liurenSettings. */
import { create } from 'zustand'
import { z } from 'zod'
import { DEFAULT_LIUREN_SETTINGS, type LiurenSettings } from '@/divination/liuren'
import { persisted } from './persist'

const d = DEFAULT_LIUREN_SETTINGS
const storedSchema = z.object({
  guiRenRule: z.enum(['jiaWuGeng', 'gengXin']).catch(d.guiRenRule).default(d.guiRenRule),
  dayNight: z.literal('hourBranch').catch(d.dayNight).default(d.dayNight),
  nextDayZiShi: z.boolean().catch(d.nextDayZiShi).default(d.nextDayZiShi),
})

export const liurenSettingsStore = persisted({ key: 'liurenSettings', schema: storedSchema, defaults: () => ({ ...DEFAULT_LIUREN_SETTINGS }) })

export interface LiurenSettingsStore {
  settings: LiurenSettings
  changed(patch: Partial<LiurenSettings>): void
  hydrate(): void
}

export const useLiurenSettings = create<LiurenSettingsStore>()((set, get) => ({
  settings: liurenSettingsStore.load(),
  changed(patch) {
    const settings = storedSchema.parse({ ...get().settings, ...patch })
    liurenSettingsStore.save(settings)
    set({ settings })
  },
  hydrate() {
    set({ settings: liurenSettingsStore.load() })
  },
}))
