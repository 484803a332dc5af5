/**
 * Bazi preferences (SPEC §3 "Bazi", storage key baziSettings): the engine's BaziSettings, merged field by field
 * over the defaults. A field the engine refuses falls back to its default; unparseable text gives the defaults.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { DEFAULT_BAZI_SETTINGS, resolveBaziSettings, type BaziSettings } from '@/divination/bazi'
import { persisted } from './persist'

export type BaziShowFlag = keyof BaziSettings['show']
export type BaziFieldKey = Exclude<keyof BaziSettings, 'show'>

export function defaultBaziSettings(): BaziSettings {
  return { ...DEFAULT_BAZI_SETTINGS, show: { ...DEFAULT_BAZI_SETTINGS.show } }
}

/** Each stored field is checked by the engine on its own, so one bad field does not lose the others. */
export function mergeBaziSettings(raw: Record<string, unknown>): BaziSettings {
  const out = defaultBaziSettings()
  for (const key of Object.keys(DEFAULT_BAZI_SETTINGS) as (keyof BaziSettings)[]) {
    if (key === 'show' || raw[key] === undefined) continue
    try {
      ;(out as unknown as Record<string, unknown>)[key] = resolveBaziSettings({ [key]: raw[key] })[key]
    } catch (e) {
      // Refused by the engine: keep the default.
      console.warn(`bazi setting ${key} reset to default`, e)
    }
  }
  if (raw.show && typeof raw.show === 'object') {
    for (const [flag, v] of Object.entries(raw.show as Record<string, unknown>)) {
      if (flag in out.show && typeof v === 'boolean') out.show[flag as BaziShowFlag] = v
    }
  }
  return out
}

const storedSchema = z.record(z.string(), z.unknown()).transform(mergeBaziSettings)

export const baziSettingsStore = persisted({ key: 'baziSettings', schema: () => storedSchema, defaults: defaultBaziSettings })

export interface BaziSettingsStore extends BaziSettings {
  /** Throws the engine's EngineInputError for a value it refuses; nothing is written then. */
  settingChosen<K extends BaziFieldKey>(key: K, value: BaziSettings[K]): void
  showFlagToggled(flag: BaziShowFlag, on: boolean): void
  resetToDefaults(): void
  hydrate(): void
}

export function baziSettingsOf(s: BaziSettings): BaziSettings {
  const out = {} as Record<string, unknown>
  for (const key of Object.keys(DEFAULT_BAZI_SETTINGS)) out[key] = (s as unknown as Record<string, unknown>)[key]
  return out as unknown as BaziSettings
}

export const useBaziSettings = create<BaziSettingsStore>()((set, get) => {
  const save = (patch: Partial<BaziSettings>) => {
    const next = { ...baziSettingsOf(get()), ...patch }
    baziSettingsStore.save(next)
    set(patch)
  }
  return {
    ...baziSettingsStore.load(),
    settingChosen(key, value) {
      const checked = resolveBaziSettings({ [key]: value })[key]
      save({ [key]: checked } as Partial<BaziSettings>)
    },
    showFlagToggled(flag, on) {
      save({ show: { ...get().show, [flag]: on } })
    },
    resetToDefaults() {
      baziSettingsStore.clear()
      set(defaultBaziSettings())
    },
    hydrate() {
      set(baziSettingsStore.load())
    },
  }
})
