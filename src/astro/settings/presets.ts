/**
 * Chart settings (SPEC §3 "Chart setting", §4 "Chart settings", §9): per chart type {type, list of 3 presets}.
 * Pure functions; the store persists them under chartSettingKey(type) and the version under 'paramsVersion'.
 */
import type { BodyId } from '../bodies'
import { BODY_IDS } from '../bodies'

export const PARAMS_VERSION = 19

export const CHART_TYPES = [
  'natal',
  'transit',
  'progression',
  'solarArc',
  'solarReturn',
  'lunarReturn',
  'synastry',
  'composite',
  'davison',
  'harmonic',
  'marks',
] as const
export type ChartType = (typeof CHART_TYPES)[number]

/** Natal-like types use aspect family 1; dynamic (time-moved) and compare types use family 2 (SPEC §4, §9). */
export const NATAL_LIKE_TYPES: readonly ChartType[] = ['natal', 'solarReturn', 'lunarReturn', 'composite', 'davison', 'harmonic', 'marks']
export type SettingsFamily = 'natalLike' | 'dynamic'
export function familyOf(type: ChartType): SettingsFamily {
  return NATAL_LIKE_TYPES.includes(type) ? 'natalLike' : 'dynamic'
}

export const chartSettingKey = (type: ChartType) => `chartSetting-${type}`

export interface AspectSetting {
  id: number
  hidden: boolean
  orb: number
  maxOrb: number
}
export interface PlanetSetting {
  id: BodyId
  hidden: boolean
}
export type PresetName = '现代' | '古典' | '特殊'
export interface ChartPreset {
  name: PresetName
  planets: PlanetSetting[]
  aspects: AspectSetting[]
  /** 0: each aspect's own orb; 1: light orbs (mean of the two bodies' orbsLight, capped by the aspect's maxOrb). */
  orbsType: 0 | 1
  orbsLight: Record<string, number>
  /** 0 tropical, 1 sidereal (same as useAyanamsa). */
  zodiacTypeIndex: number
  houseTypeIndex: number
  useAyanamsa: boolean
  /** Index into SID_MODES (0 = Lahiri). */
  sidModeIndex: number
  hasArabic: boolean
}
export interface ChartSetting {
  /** Selected preset index. */
  type: number
  list: ChartPreset[]
}

/** SPEC §9 aspect orbs. Family 1: 1 → 7; 2–5 → 6; 6–10 → 3 (hidden); maxOrb 12. Family 2: 1 → 2; 2–10 → 1; maxOrb 8 (5 for 6–10). */
export function defaultAspects(family: SettingsFamily): AspectSetting[] {
  const out: AspectSetting[] = []
  for (let id = 1; id <= 10; id++) {
    const minor = id >= 6
    if (family === 'natalLike') out.push({ id, hidden: minor, orb: id === 1 ? 7 : minor ? 3 : 6, maxOrb: 12 })
    else out.push({ id, hidden: minor, orb: id === 1 ? 2 : 1, maxOrb: minor ? 5 : 8 })
  }
  return out
}

/** SPEC §9 light orbs (orbs of the bodies, Lilly's moieties ×2); 'Other' covers every body not named. */
export const DEFAULT_ORBS_LIGHT = {
  Sun: 15,
  Moon: 12,
  Mercury: 7,
  Venus: 7,
  Mars: 8,
  Jupiter: 9,
  Saturn: 9,
  Uranus: 5,
  Neptune: 5,
  Pluto: 5,
  NorthNode: 5,
  Asc: 5,
  Mc: 5,
  Other: 5,
} as const

/** SPEC §9 default shown bodies; every other body starts hidden. */
const SHOWN_CLASSICAL: readonly BodyId[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Asc', 'Mc', 'NorthNode', 'Fortune']
/** Our reading for the other presets: 现代 adds the modern planets, 特殊 also Chiron and Lilith. */
const SHOWN_BY_PRESET: Record<PresetName, readonly BodyId[]> = {
  古典: SHOWN_CLASSICAL,
  现代: [...SHOWN_CLASSICAL, 'Uranus', 'Neptune', 'Pluto'],
  特殊: [...SHOWN_CLASSICAL, 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Lilith'],
}
/** SPEC §9 preset house types: 现代 0 (Placidus), 古典 4 (Porphyry), 特殊 2 (Regiomontanus). */
const HOUSE_INDEX: Record<PresetName, number> = { 现代: 0, 古典: 4, 特殊: 2 }
export const PRESET_NAMES: readonly PresetName[] = ['现代', '古典', '特殊']

export function defaultPreset(name: PresetName, family: SettingsFamily): ChartPreset {
  const shown = SHOWN_BY_PRESET[name]
  return {
    name,
    planets: BODY_IDS.map((id) => ({ id, hidden: !shown.includes(id) })),
    aspects: defaultAspects(family),
    orbsType: 0,
    orbsLight: { ...DEFAULT_ORBS_LIGHT },
    zodiacTypeIndex: 0,
    houseTypeIndex: HOUSE_INDEX[name],
    useAyanamsa: false,
    sidModeIndex: 0,
    hasArabic: true,
  }
}

export function defaultChartSetting(type: ChartType): ChartSetting {
  const family = familyOf(type)
  return { type: 0, list: PRESET_NAMES.map((n) => defaultPreset(n, family)) }
}

export function defaultChartSettings(): Record<ChartType, ChartSetting> {
  return Object.fromEntries(CHART_TYPES.map((t) => [t, defaultChartSetting(t)])) as Record<ChartType, ChartSetting>
}

/** SPEC §4: a saved paramsVersion that is missing, older than 19, or ≤ 1 resets every chart setting. */
export function needsChartSettingsReset(savedVersion: unknown): boolean {
  const v = typeof savedVersion === 'string' && savedVersion.trim() !== '' ? Number(savedVersion) : savedVersion
  return typeof v !== 'number' || !Number.isFinite(v) || v <= 1 || v < PARAMS_VERSION
}

function isPreset(x: unknown): x is ChartPreset {
  const p = x as ChartPreset
  return !!p && typeof p === 'object' && Array.isArray(p.planets) && Array.isArray(p.aspects) && typeof p.houseTypeIndex === 'number'
}
function isChartSetting(x: unknown): x is ChartSetting {
  const s = x as ChartSetting
  return !!s && typeof s === 'object' && Number.isInteger(s.type) && Array.isArray(s.list) && s.list.length > 0 && s.list.every(isPreset)
}

/**
 * Start-up load: given the stored version and the stored value of each `chartSetting-{type}` key, returns the
 * settings to use, the version to save and whether everything was reset. A stored value that does not parse
 * falls back to that type's defaults (SPEC §8: failed reads fall back to defaults).
 */
export function loadChartSettings(
  savedVersion: unknown,
  saved: Partial<Record<ChartType, unknown>>,
): { settings: Record<ChartType, ChartSetting>; version: number; reset: boolean } {
  if (needsChartSettingsReset(savedVersion)) return { settings: defaultChartSettings(), version: PARAMS_VERSION, reset: true }
  const settings = defaultChartSettings()
  for (const t of CHART_TYPES) {
    const s = saved[t]
    if (isChartSetting(s)) settings[t] = { type: s.type >= 0 && s.type < s.list.length ? s.type : 0, list: s.list }
  }
  return { settings, version: PARAMS_VERSION, reset: false }
}

/** SPEC §4: cycling advances the preset index modulo the number of presets. */
export function cyclePreset(setting: ChartSetting): ChartSetting {
  return { ...setting, type: (setting.type + 1) % setting.list.length }
}

export function selectedPreset(setting: ChartSetting): ChartPreset {
  return setting.list[setting.type] ?? setting.list[0]
}
