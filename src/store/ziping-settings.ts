/**
 * 子平 preferences (SPEC §3 "Ziping", storage key zipingSettings): which parts of the analysis the bazi page shows
 * and whether the reasoning starts open. The analysis itself follows the rules documented in src/divination/ziping.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted, reloadsFrom } from './persist'

export interface ZipingSettings {
  /** 日主旺衰 with 得令/得地/得势 and the score */
  showStrength: boolean
  /** 五行 scores bar */
  showElements: boolean
  showGeJu: boolean
  showYongShen: boolean
  /** 调候 note (winter wants 火, summer wants 水) */
  showTiaoHou: boolean
  /** reasoning lines open without a tap */
  expandReasoning: boolean
}
export type ZipingFlag = keyof ZipingSettings

export const DEFAULT_ZIPING_SETTINGS: ZipingSettings = {
  showStrength: true,
  showElements: true,
  showGeJu: true,
  showYongShen: true,
  showTiaoHou: true,
  expandReasoning: false,
}

const storedSchema = z.object(
  Object.fromEntries(Object.entries(DEFAULT_ZIPING_SETTINGS).map(([k, v]) => [k, z.boolean().catch(v).default(v)])) as Record<
    ZipingFlag,
    z.ZodDefault<z.ZodCatch<z.ZodBoolean>>
  >,
)

export const zipingSettingsStore = persisted({ key: 'zipingSettings', schema: () => storedSchema, defaults: () => ({ ...DEFAULT_ZIPING_SETTINGS }) })

export interface ZipingSettingsStore extends ZipingSettings {
  flagToggled(flag: ZipingFlag, on: boolean): void
  resetToDefaults(): void
  hydrate(): void
}

const pick = (s: ZipingSettings): ZipingSettings =>
  Object.fromEntries(Object.keys(DEFAULT_ZIPING_SETTINGS).map((k) => [k, s[k as ZipingFlag]])) as unknown as ZipingSettings

export const useZipingSettings = create<ZipingSettingsStore>()((set, get) => ({
  ...zipingSettingsStore.load(),
  flagToggled(flag, on) {
    const next = { ...pick(get()), [flag]: on }
    zipingSettingsStore.save(next)
    set({ [flag]: on })
  },
  resetToDefaults() {
    zipingSettingsStore.clear()
    set({ ...DEFAULT_ZIPING_SETTINGS })
  },
  hydrate() {
    set(zipingSettingsStore.load())
  },
}))

reloadsFrom([zipingSettingsStore.key], () => useZipingSettings.getState().hydrate())
