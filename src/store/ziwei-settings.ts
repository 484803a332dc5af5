import { create } from 'zustand'
import { z } from 'zod'
import { EngineInputError } from '@/core/errors'
import {
  DEFAULT_ZIWEI_SETTINGS,
  SIHUA_TONGXING,
  SIHUA_ZHONGZHOU,
  STAR_NAMES,
  normalizeZiweiSettings,
  type SiHuaTable,
  type ZiweiSettings,
} from '@/divination/ziwei'
import { persisted, reloadsFrom } from './persist'

/** The ten stems in order; keys of the custom 四化 table. */
export const ZWDS_STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const
export type ZwdsStem = (typeof ZWDS_STEMS)[number]
/** One stem's row: star names in the order 禄 权 科 忌. */
export type SiHuaRow = [string, string, string, string]

/** Board display switches (SPEC §3 ZWDS show flags). */
export interface ZwdsShowFlags {
  /** 六吉六煞, 禄存, 天马 and the other 乙级 stars. */
  minorStars: boolean
  /** 丙丁级 stars (杂曜). */
  adjectiveStars: boolean
  /** 庙旺利陷 superscripts. */
  brightness: boolean
  /** Birth-year 四化 badges. */
  siHua: boolean
  /** 长生十二神, 博士十二神, 将前/岁前 stars. */
  gods: boolean
  /** 大限 ages under each palace. */
  decadalAges: boolean
  /** 小限 ages in the palace details. */
  xiaoXian: boolean
  /** Moving stars of the time layer (流禄, 流羊 …). */
  flowStars: boolean
}

export const DEFAULT_ZWDS_SHOW: ZwdsShowFlags = {
  minorStars: true,
  adjectiveStars: true,
  brightness: true,
  siHua: true,
  gods: true,
  decadalAges: true,
  xiaoXian: true,
  flowStars: true,
}

/** Stored shape: every convention of the engine plus a full ten-row custom table and the show flags. */
export interface ZwdsSettingsState {
  yearBoundary: ZiweiSettings['yearBoundary']
  leapMonth: ZiweiSettings['leapMonth']
  lateZi: ZiweiSettings['lateZi']
  mingZhuRule: ZiweiSettings['mingZhuRule']
  siHuaTable: ZiweiSettings['siHuaTable']
  starSet: ZiweiSettings['starSet']
  /** Custom 四化 rows for all ten stems (used when siHuaTable is custom). */
  siHuaCustom: Record<ZwdsStem, SiHuaRow>
  show: ZwdsShowFlags
}

export function tableRows(table: SiHuaTable): Record<ZwdsStem, SiHuaRow> {
  return Object.fromEntries(ZWDS_STEMS.map((s, i) => [s, table[i].map((id) => STAR_NAMES[id]) as SiHuaRow])) as Record<ZwdsStem, SiHuaRow>
}

export function defaultZwdsSettings(): ZwdsSettingsState {
  const d = DEFAULT_ZIWEI_SETTINGS
  return {
    yearBoundary: d.yearBoundary,
    leapMonth: d.leapMonth,
    lateZi: d.lateZi,
    mingZhuRule: d.mingZhuRule,
    siHuaTable: d.siHuaTable,
    starSet: d.starSet,
    siHuaCustom: tableRows(SIHUA_TONGXING),
    show: { ...DEFAULT_ZWDS_SHOW },
  }
}

/** The engine settings for a stored state. */
export function engineSettingsOf(s: Pick<ZwdsSettingsState, keyof ZiweiSettings>): ZiweiSettings {
  return normalizeZiweiSettings({
    yearBoundary: s.yearBoundary,
    leapMonth: s.leapMonth,
    lateZi: s.lateZi,
    mingZhuRule: s.mingZhuRule,
    siHuaTable: s.siHuaTable,
    starSet: s.starSet,
    ...(s.siHuaTable === 'custom' ? { siHuaCustom: s.siHuaCustom } : {}),
  })
}

/** Validates a custom table with the engine's rules; returns the engine's message when it is rejected. */
export function customTableError(custom: Record<string, readonly string[]>): string | null {
  try {
    normalizeZiweiSettings({ siHuaTable: 'custom', siHuaCustom: custom })
    return null
  } catch (e) {
    if (e instanceof EngineInputError) return e.message
    throw e
  }
}

const rowSchema = z.tuple([z.string(), z.string(), z.string(), z.string()])
const showSchema = z.object(
  Object.fromEntries(Object.entries(DEFAULT_ZWDS_SHOW).map(([k, v]) => [k, z.boolean().catch(v)])) as Record<
    keyof ZwdsShowFlags,
    z.ZodCatch<z.ZodBoolean>
  >,
)

/**
 * Stored value merged over the defaults field by field (SPEC §3: kept locally and merged over defaults).
 * A convention with an unknown value, or a custom table the engine rejects, falls back to its default.
 */
const storedSchema = z.record(z.string(), z.unknown()).transform((raw): ZwdsSettingsState => {
  const d = defaultZwdsSettings()
  const out: ZwdsSettingsState = {
    ...d,
    show: {
      ...d.show,
      ...showSchema
        .partial()
        .catch({})
        .parse(raw.show ?? {}),
    },
  }
  for (const key of ['yearBoundary', 'leapMonth', 'lateZi', 'mingZhuRule', 'siHuaTable', 'starSet'] as const) {
    if (raw[key] === undefined) continue
    try {
      normalizeZiweiSettings({ [key]: raw[key], ...(key === 'siHuaTable' ? { siHuaCustom: {} } : {}) })
      ;(out as unknown as Record<string, unknown>)[key] = raw[key]
    } catch (e) {
      // Unknown stored value: keep the default.
      console.warn(`ziwei setting ${key} reset to default`, e)
    }
  }
  const custom = z.record(z.string(), rowSchema).safeParse(raw.siHuaCustom)
  if (custom.success && customTableError(custom.data) === null) {
    for (const stem of ZWDS_STEMS) if (custom.data[stem]) out.siHuaCustom[stem] = custom.data[stem] as SiHuaRow
  }
  return out
})

export const zwdsSettingsStore = persisted({ key: 'zwdsSettings', schema: () => storedSchema, defaults: defaultZwdsSettings })

export type ZwdsConventionKey = Exclude<keyof ZiweiSettings, 'siHuaCustom'>

export interface ZwdsSettingsStore extends ZwdsSettingsState {
  conventionChosen<K extends ZwdsConventionKey>(key: K, value: ZiweiSettings[K]): void
  /** Replaces one stem's custom row; returns the engine's message and keeps the stored table when the row is invalid. */
  customRowEdited(stem: ZwdsStem, row: SiHuaRow): string | null
  /** Copies the 通行 or 中州 table into the custom table (a starting point for editing). */
  customTableCopiedFrom(table: 'tongxing' | 'zhongzhou'): void
  showFlagToggled(flag: keyof ZwdsShowFlags, on: boolean): void
  resetToDefaults(): void
  hydrate(): void
}

function stateOf(s: ZwdsSettingsState): ZwdsSettingsState {
  const { yearBoundary, leapMonth, lateZi, mingZhuRule, siHuaTable, starSet, siHuaCustom, show } = s
  return { yearBoundary, leapMonth, lateZi, mingZhuRule, siHuaTable, starSet, siHuaCustom, show }
}

export const useZwdsSettings = create<ZwdsSettingsStore>()((set, get) => {
  const save = (patch: Partial<ZwdsSettingsState>) => {
    const next = { ...stateOf(get()), ...patch }
    zwdsSettingsStore.save(next)
    set(patch)
  }
  return {
    ...zwdsSettingsStore.load(),
    conventionChosen(key, value) {
      normalizeZiweiSettings({ [key]: value, ...(key === 'siHuaTable' ? { siHuaCustom: {} } : {}) })
      save({ [key]: value } as Partial<ZwdsSettingsState>)
    },
    customRowEdited(stem, row) {
      const custom = { ...get().siHuaCustom, [stem]: row }
      const error = customTableError(custom)
      if (error === null) save({ siHuaCustom: custom })
      return error
    },
    customTableCopiedFrom(table) {
      save({ siHuaCustom: tableRows(table === 'zhongzhou' ? SIHUA_ZHONGZHOU : SIHUA_TONGXING) })
    },
    showFlagToggled(flag, on) {
      save({ show: { ...get().show, [flag]: on } })
    },
    resetToDefaults() {
      zwdsSettingsStore.clear()
      set(defaultZwdsSettings())
    },
    hydrate() {
      set(zwdsSettingsStore.load())
    },
  }
})

reloadsFrom([zwdsSettingsStore.key], () => useZwdsSettings.getState().hydrate())
