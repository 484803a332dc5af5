/** Birth analysis over the saved births: each birth's natal chart under the page's own calculation settings. */
import { computeChart, type CalcSettings, type Ephemeris } from '@/astro'
import { SID_MODES } from '@/astro/ephemeris/constants'
import { houseLetterOfIndex } from '@/astro/houses'
import { PLANET_IDS } from '@/astro/bodies'
import { analyseChart, type AnalysisCondition, type ConditionResult } from '@/astro/tools/birth-analysis'
import { isSample, type LocalBirth } from '@/births/model'
import type { BirthPageCalc } from '@/store/birth-analysis'
import { personInput } from '../chart-common/input'

/** Bodies a condition can name (sign and aspect also take the angles). */
export const ANALYSIS_BODIES = [...PLANET_IDS, 'NorthNode', 'Chiron'] as const
export const ANALYSIS_ANGLES = ['Asc', 'Mc'] as const
export const RETRO_BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'] as const
/** Major aspects (src/astro/aspects.ts ids): conjunction, opposition, trine, square, sextile. */
export const ANALYSIS_ASPECTS = [1, 2, 3, 4, 5] as const
export const ANALYSIS_ORBS_DEG = [1, 3, 5, 8] as const

/** The natal settings with birthPageCalc on top: its zodiac (sidereal keeps the preset's ayanamsa, else Lahiri) and house system. */
export function analysisCalcSettings(base: CalcSettings, calc: BirthPageCalc): CalcSettings {
  const sidMode = calc.calcType === 1 ? (base.natal.sidMode ?? SID_MODES[0].sidMode) : null
  const natal = { ...base.natal, houseSystem: houseLetterOfIndex(calc.houseType), sidMode }
  return { ...base, chart: natal, natal }
}

export interface BirthMatch {
  birth: LocalBirth
  matched: boolean
  results: ConditionResult[]
  error?: string
}

/** Every birth in scope analysed (scope 1 leaves the samples out); matches first, each group in list order. */
export function analyseBirths(
  eph: Ephemeris,
  births: readonly LocalBirth[],
  conditions: readonly AnalysisCondition[],
  options: { match: 'all' | 'any'; scope: number; settings: CalcSettings },
): BirthMatch[] {
  const rows = births
    .filter((b) => !b.isDel && (options.scope !== 1 || !isSample(b)))
    .map((birth): BirthMatch => {
      try {
        const chart = computeChart(eph, 'natal', personInput(birth), options.settings)
        return { birth, ...analyseChart(chart, conditions, options.match) }
      } catch (e) {
        return { birth, matched: false, results: [], error: e instanceof Error ? e.message : String(e) }
      }
    })
  return [...rows.filter((r) => r.matched), ...rows.filter((r) => !r.matched)]
}
