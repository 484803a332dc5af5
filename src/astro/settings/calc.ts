/**
 * CalcSettings: every calculation choice of a chart, parsed once at the boundary (the store for pages, the raw
 * request for the engine CLI) and passed typed into the chart functions, which never re-read loose options.
 * Sources: the chart type's selected preset (houses, zodiac, bodies, aspects) and the SPEC §3 groups basicCalcs,
 * returnChart and midPoint.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'
import { SID_MODES } from '../ephemeris/constants'
import { houseLetterOfIndex, parseHouseSystem, type HouseLetter } from '../houses'
import { defaultBasicCalcs, defaultReturnChart } from './groups'
import { defaultChartSetting, selectedPreset, type ChartPreset, type ChartSetting, type ChartType } from './presets'

/** Cast options of one chart. */
export interface CastSettings {
  preset: ChartPreset
  houseSystem: HouseLetter
  nodeTrue: boolean
  lilithTrue: boolean
  /** SE_SIDM_* for a sidereal chart; null for tropical. */
  sidMode: number | null
}

export type ProgressionHouses = 'solarArcMc' | 'progressedInstant'
export type SolarArcAsc = 'directedMc' | 'arcAdded'
export type CompositeHouses = 'derived' | 'midpoint'
export type ReturnPlace = 'birth' | 'current'

export interface CalcSettings {
  /** The chart type's own chart (transit, progressed, return, composite …). */
  chart: CastSettings
  /** The natal chart(s) a derived chart is built on. */
  natal: CastSettings
  /** basicCalcs.birthWithSecond: seconds of the birth time count. */
  birthWithSecond: boolean
  /** basicCalcs.dayNumPerYear: days of ephemeris per year of life (progressions, solar arc). */
  dayNumPerYear: number
  /** basicCalcs.toHouseMcType: 1 progressed houses from natal MC + solar arc, 0 houses of the progressed instant. */
  progressionHouses: ProgressionHouses
  /** basicCalcs.solarArcAscType: 0 Asc (and cusps) from the directed MC at the birth latitude, 1 arc added to Asc and cusps. */
  solarArcAsc: SolarArcAsc
  /** midPoint.compositeHouseType: 0 houses derived from the midpoint ARMC, 1 Asc, MC and cusps as midpoints. */
  compositeHouses: CompositeHouses
  /** returnChart.returnChartIn: 0 birth place, 1 current place. */
  returnPlace: ReturnPlace
  /** returnChart.solarReturnSidereal / lunarReturnSidereal. */
  returnSidereal: { solarReturn: boolean; lunarReturn: boolean }
}

const flag = (def: boolean) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform(Boolean)
    .catch(def)
const choice = (def: number, max: number) => z.number().int().min(0).max(max).catch(def)
const B = defaultBasicCalcs()

/** basicCalcs as stored (SPEC §3), each field falling back to its default when unreadable. */
export const basicCalcsSchema = z.object({
  nodeTrue: flag(B.nodeTrue),
  lilithTrue: flag(B.lilithTrue),
  dayNumPerYear: z.number().min(300).max(400).catch(B.dayNumPerYear),
  toHouseMcType: choice(B.toHouseMcType, 1),
  solarArcAscType: choice(B.solarArcAscType, 1),
  birthWithSecond: flag(B.birthWithSecond),
})
const R = defaultReturnChart()
export const returnChartSchema = z.object({
  returnChartIn: choice(R.returnChartIn, 1),
  solarReturnSidereal: flag(R.solarReturnSidereal),
  lunarReturnSidereal: flag(R.lunarReturnSidereal),
})
export const midPointSchema = z.object({ compositeHouseType: choice(0, 1) })

export type ParsedBasicCalcs = z.infer<typeof basicCalcsSchema>

function castOf(preset: ChartPreset, basic: { nodeTrue: boolean; lilithTrue: boolean }): CastSettings {
  const sidereal = preset.useAyanamsa || preset.zodiacTypeIndex === 1
  return {
    preset,
    houseSystem: houseLetterOfIndex(houseIndexOrPlacidus(preset.houseTypeIndex)),
    nodeTrue: basic.nodeTrue,
    lilithTrue: basic.lilithTrue,
    sidMode: sidereal ? (SID_MODES[preset.sidModeIndex] ?? SID_MODES[0]).sidMode : null,
  }
}
/** A stored preset with an unknown house index casts Placidus rather than failing. */
function houseIndexOrPlacidus(i: number): number {
  return Number.isInteger(i) && i >= 0 && i < 12 ? i : 0
}

export interface StoredCalcSources {
  chartSettings: Partial<Record<ChartType, ChartSetting>>
  basicCalcs: unknown
  returnChart: unknown
  midPoint: unknown
}

/** The settings of one chart type from what the store keeps (groups parsed here, once). */
export function calcSettingsFromStore(kind: ChartType, s: StoredCalcSources): CalcSettings {
  const basic = basicCalcsSchema.parse({ ...defaultBasicCalcs(), ...asRecord(s.basicCalcs) })
  const rc = returnChartSchema.parse({ ...defaultReturnChart(), ...asRecord(s.returnChart) })
  const mp = midPointSchema.parse({ compositeHouseType: 0, ...asRecord(s.midPoint) })
  const presetOf = (t: ChartType) => selectedPreset(s.chartSettings[t] ?? defaultChartSetting(t))
  return {
    chart: castOf(presetOf(kind), basic),
    natal: castOf(presetOf('natal'), basic),
    birthWithSecond: basic.birthWithSecond,
    dayNumPerYear: basic.dayNumPerYear,
    progressionHouses: basic.toHouseMcType === 1 ? 'solarArcMc' : 'progressedInstant',
    solarArcAsc: basic.solarArcAscType === 1 ? 'arcAdded' : 'directedMc',
    compositeHouses: mp.compositeHouseType === 1 ? 'midpoint' : 'derived',
    returnPlace: rc.returnChartIn === 1 ? 'current' : 'birth',
    returnSidereal: { solarReturn: rc.solarReturnSidereal, lunarReturn: rc.lunarReturnSidereal },
  }
}

function asRecord(x: unknown): Record<string, unknown> {
  return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {}
}

export function sidModeOf(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 46) return value
  const byId = SID_MODES.find((m) => m.id === String(value).toLowerCase())
  if (byId) return byId.sidMode
  return inputError(
    'bad_sid_mode',
    `未知的恒星黄道（ayanamsa）：${String(value)}；可用 ${SID_MODES.map((m) => m.id).join(', ')} 或 Swiss Ephemeris 编号 0–46`,
  )
}

const requestFlag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false']), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 'true' || v === 1)
    .optional()
    .catch(() => inputError('bad_option', `${name} 应为 true/false`))
const requestEnum = <T extends string>(name: string, code: string, values: readonly [T, ...T[]]) =>
  z
    .enum(values)
    .optional()
    .catch((c) => inputError(code, `${name} 应为 ${values.map((v) => `"${v}"`).join(' 或 ')}：${String(c.value)}`))

/** Calculation fields of an engine request (the CLI contract, DESIGN.md §3); request fields win over the preset. */
const requestSchema = z.object({
  houseSystem: z.unknown().optional(),
  nodeType: requestEnum('nodeType', 'bad_node_type', ['true', 'mean']),
  lilithType: requestEnum('lilithType', 'bad_lilith_type', ['true', 'mean']),
  nodeTrue: requestFlag('nodeTrue'),
  lilithTrue: requestFlag('lilithTrue'),
  zodiac: requestEnum('zodiac', 'bad_zodiac', ['tropical', 'sidereal']),
  sidMode: z.unknown().optional(),
  preset: z.custom<ChartPreset>((p) => !!p && typeof p === 'object' && Array.isArray((p as ChartPreset).planets)).optional(),
  basicCalcs: z.record(z.string(), z.unknown()).optional(),
  returnChart: z.record(z.string(), z.unknown()).optional(),
  midPoint: z.record(z.string(), z.unknown()).optional(),
  birthWithSecond: requestFlag('birthWithSecond'),
  sidereal: requestFlag('sidereal'),
  compositeHouses: requestEnum('compositeHouses', 'bad_option', ['derived', 'midpoint']),
  solarArcAsc: requestEnum('solarArcAsc', 'bad_option', ['directedMc', 'arcAdded']),
})

/**
 * Settings of an engine request: the stored-settings shape (preset, basicCalcs, returnChart, midPoint) with the
 * request's own fields on top. Without a preset each chart uses its type's default preset.
 */
export function calcSettingsFromRequest(input: Record<string, unknown>, kind: ChartType): CalcSettings {
  const q = requestSchema.parse(input)
  const chartSettings: Partial<Record<ChartType, ChartSetting>> = q.preset
    ? { [kind]: { type: 0, list: [q.preset] }, natal: { type: 0, list: [q.preset] } }
    : {}
  const base = calcSettingsFromStore(kind, { chartSettings, basicCalcs: q.basicCalcs, returnChart: q.returnChart, midPoint: q.midPoint })
  const nodeTrue = q.nodeType !== undefined ? q.nodeType === 'true' : (q.nodeTrue ?? base.chart.nodeTrue)
  const lilithTrue = q.lilithType !== undefined ? q.lilithType === 'true' : (q.lilithTrue ?? base.chart.lilithTrue)
  const houseSystem = q.houseSystem !== undefined ? parseHouseSystem(q.houseSystem) : undefined
  const sidModeAsked = q.sidMode !== undefined ? sidModeOf(q.sidMode) : undefined
  const cast = (c: CastSettings): CastSettings => {
    const sidereal = q.zodiac !== undefined ? q.zodiac === 'sidereal' : c.sidMode !== null
    const presetSid = c.sidMode ?? (SID_MODES[c.preset.sidModeIndex] ?? SID_MODES[0]).sidMode
    return { ...c, houseSystem: houseSystem ?? c.houseSystem, nodeTrue, lilithTrue, sidMode: sidereal ? (sidModeAsked ?? presetSid) : null }
  }
  const sid = base.returnSidereal
  return {
    ...base,
    chart: cast(base.chart),
    natal: cast(base.natal),
    // The CLI counts seconds unless told not to.
    birthWithSecond: q.birthWithSecond ?? true,
    solarArcAsc: q.solarArcAsc ?? base.solarArcAsc,
    compositeHouses: q.compositeHouses ?? base.compositeHouses,
    returnPlace: input.atPlace !== undefined ? 'current' : base.returnPlace,
    returnSidereal: q.sidereal !== undefined ? { solarReturn: q.sidereal, lunarReturn: q.sidereal } : sid,
  }
}
