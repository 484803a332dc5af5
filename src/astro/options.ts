/**
 * Input parsing shared by the chart types: time (SPEC zone convention), place, and the calculation options that
 * come from the request or, when absent, from the chart type's selected preset and the basic-calc settings.
 */
import { inputError } from '@/core/errors'
import { jdUTOf, type TimeInput } from '@/core/time'
import { SID_MODES } from './ephemeris/constants'
import { houseLetterOfIndex, parseHouseSystem, type HouseLetter } from './houses'
import { validatePlace, type ChartPlace, type CastOptions } from './chart'
import { defaultBasicCalcs, type BasicCalcs } from './settings/groups'
import { defaultChartSetting, selectedPreset, type ChartPreset, type ChartType } from './settings/presets'

export type RawInput = Record<string, unknown>

/** Time of a raw input: {jdUT} or {date, time, birthZone, summer}; seconds are dropped when birthWithSecond is false. */
export function timeOf(input: RawInput, birthWithSecond = true): number {
  if (input.jdUT !== undefined) return jdUTOf({ jdUT: input.jdUT as number })
  if (input.date === undefined) inputError('bad_time_input', '需要 jdUT，或 date + time + birthZone')
  let time = String(input.time ?? '12:00')
  if (!birthWithSecond) time = time.replace(/^(\D*\d{1,2}:\d{1,2}):\d{1,2}/, '$1')
  return jdUTOf({ date: String(input.date), time, birthZone: (input.birthZone as number) ?? -8, summer: Number(input.summer ?? 0) } as TimeInput)
}

export function placeOf(input: RawInput): ChartPlace {
  return validatePlace(input.lat, input.lng)
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

function boolish(v: unknown, name: string): boolean | undefined {
  if (v === undefined || v === null) return undefined
  if (typeof v === 'boolean') return v
  if (v === 'true' || v === 1) return true
  if (v === 'false' || v === 0) return false
  return inputError('bad_option', `${name} 应为 true/false：${String(v)}`)
}

const DEFAULT_BASIC: BasicCalcs = Object.freeze(defaultBasicCalcs())
const defaultPresets = new Map<ChartType, ChartPreset>()
/** The selected default preset of a chart type (built once, frozen: read only). */
function defaultPresetOf(type: ChartType): ChartPreset {
  let p = defaultPresets.get(type)
  if (!p) {
    p = deepFreeze(selectedPreset(defaultChartSetting(type)))
    defaultPresets.set(type, p)
  }
  return p
}
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v)
    Object.freeze(x)
  }
  return x
}

export interface ResolvedOptions {
  preset: ChartPreset
  basic: BasicCalcs
  houseSystem: HouseLetter
  nodeTrue: boolean
  lilithTrue: boolean
  sidMode: number | null
}

/** Request fields win over the preset: houseSystem, nodeType 'true'|'mean', lilithType, zodiac 'tropical'|'sidereal', sidMode. */
export function resolveOptions(input: RawInput, type: ChartType): ResolvedOptions {
  const preset = (input.preset as ChartPreset | undefined) ?? defaultPresetOf(type)
  const basic: BasicCalcs = input.basicCalcs ? { ...defaultBasicCalcs(), ...(input.basicCalcs as Partial<BasicCalcs>) } : DEFAULT_BASIC
  const houseSystem = input.houseSystem !== undefined ? parseHouseSystem(input.houseSystem) : houseLetterOfIndex(preset.houseTypeIndex)
  const nodeType = input.nodeType
  if (nodeType !== undefined && nodeType !== 'true' && nodeType !== 'mean')
    inputError('bad_node_type', `nodeType 应为 "true" 或 "mean"：${String(nodeType)}`)
  const lilithType = input.lilithType
  if (lilithType !== undefined && lilithType !== 'true' && lilithType !== 'mean')
    inputError('bad_lilith_type', `lilithType 应为 "true" 或 "mean"：${String(lilithType)}`)
  const nodeTrue = nodeType !== undefined ? nodeType === 'true' : (boolish(input.nodeTrue, 'nodeTrue') ?? basic.nodeTrue)
  const lilithTrue = lilithType !== undefined ? lilithType === 'true' : (boolish(input.lilithTrue, 'lilithTrue') ?? basic.lilithTrue)
  const zodiac = input.zodiac
  if (zodiac !== undefined && zodiac !== 'tropical' && zodiac !== 'sidereal')
    inputError('bad_zodiac', `zodiac 应为 "tropical" 或 "sidereal"：${String(zodiac)}`)
  const sidereal = zodiac !== undefined ? zodiac === 'sidereal' : preset.useAyanamsa || preset.zodiacTypeIndex === 1
  const requestedSidMode = input.sidMode !== undefined ? sidModeOf(input.sidMode) : undefined
  const sidMode = !sidereal ? null : (requestedSidMode ?? (SID_MODES[preset.sidModeIndex] ?? SID_MODES[0]).sidMode)
  return { preset, basic, houseSystem, nodeTrue, lilithTrue, sidMode }
}

export function castOptionsOf(jdUT: number, place: ChartPlace, r: ResolvedOptions): CastOptions {
  return { jdUT, place, houseSystem: r.houseSystem, nodeTrue: r.nodeTrue, lilithTrue: r.lilithTrue, sidMode: r.sidMode }
}
