/**
 * Astro engine entry point. Pages load an Ephemeris once (src/platform/ephemeris: loadEphemeris()) and call
 * computeChart(eph, kind, input, settings) with the typed CalcSettings of the store (settings/calc.ts); without
 * settings the request's own fields are parsed once (the engine CLI). Every result is plain JSON with stable ids
 * ('Sun', 'Asc', aspect 1–10).
 */
import { inputError } from '@/core/errors'
import type { Ephemeris } from './ephemeris/adapter'
import type { RawInput } from './options'
import { natalChart } from './charts/natal'
import { progressionChart, solarArcChart, transitChart, type DirectedResult, type TransitResult } from './charts/dynamic'
import { returnChart, type ReturnResult } from './charts/returns'
import {
  compositeChart,
  davisonChart,
  marksChart,
  synastryChart,
  type MarksResult,
  type PairChartResult,
  type SynastryResult,
} from './charts/compare'
import { harmonicChart, type HarmonicResult } from './charts/harmonic'
import type { Chart } from './charts/common'
import { CHART_TYPES, type ChartType } from './settings/presets'
import { calcSettingsFromRequest, type CalcSettings } from './settings/calc'

export type ChartResult = Chart | TransitResult | DirectedResult | ReturnResult | SynastryResult | PairChartResult | MarksResult | HarmonicResult

export interface ChartResults {
  natal: Chart
  transit: TransitResult
  progression: DirectedResult
  solarArc: DirectedResult
  solarReturn: ReturnResult
  lunarReturn: ReturnResult
  synastry: SynastryResult
  composite: PairChartResult
  davison: PairChartResult
  marks: MarksResult
  harmonic: HarmonicResult
}

export function computeChart<K extends ChartType>(eph: Ephemeris, kind: K, input: RawInput, settings?: CalcSettings): ChartResults[K]
export function computeChart(eph: Ephemeris, kind: ChartType, input: RawInput, settings?: CalcSettings): ChartResult {
  if (!(CHART_TYPES as readonly string[]).includes(kind))
    return inputError('bad_chart_type', `未知的星盘类型：${String(kind)}（可用：${CHART_TYPES.join(', ')}）`)
  const s = settings ?? calcSettingsFromRequest(input, kind)
  switch (kind) {
    case 'natal':
      return natalChart(eph, input, s)
    case 'transit':
      return transitChart(eph, input, s)
    case 'progression':
      return progressionChart(eph, input, s)
    case 'solarArc':
      return solarArcChart(eph, input, s)
    case 'solarReturn':
    case 'lunarReturn':
      return returnChart(eph, kind, input, s)
    case 'synastry':
      return synastryChart(eph, input, s)
    case 'composite':
      return compositeChart(eph, input, s)
    case 'davison':
      return davisonChart(eph, input, s)
    case 'marks':
      return marksChart(eph, input, s)
    case 'harmonic':
      return harmonicChart(eph, input, s)
  }
}

export type { Chart } from './charts/common'
export type { ChartBody, ChartHouses, ChartWarning, ChartCore, ChartPlace } from './chart'
export type { Aspect } from './aspects'
export type { Ephemeris, EphemerisMode } from './ephemeris/adapter'
export type { TransitResult, DirectedResult } from './charts/dynamic'
export type { ReturnResult } from './charts/returns'
export type { SynastryResult, PairChartResult, MarksResult } from './charts/compare'
export { houseOverlay, interAspectGrid } from './charts/overlay'
export type { HouseOverlay, InterAspectGrid, OverlayBody, OverlayDirection } from './charts/overlay'
export type { HarmonicResult } from './charts/harmonic'
export { ASPECTS, findAspects, allowedOrb } from './aspects'
export { BODY_IDS, PLANET_IDS, POINT_IDS } from './bodies'
export { HOUSE_SYSTEMS, houseOf, parseHouseSystem } from './houses'
export { SID_MODES } from './ephemeris/constants'
export { SIGN_IDS, signOf, degInSign, formatSignPos } from './zodiac'
export * from './settings/presets'
export * from './settings/groups'
export { calcSettingsFromStore, calcSettingsFromRequest } from './settings/calc'
export type { CalcSettings, CastSettings, CompositeHouses, SolarArcAsc, ProgressionHouses, ReturnPlace, StoredCalcSources } from './settings/calc'
