/** Which calculation settings the chart-setting page offers for each chart type, and their stored values. */
import type { ChartType } from '@/astro'
import type { SettingsGroupName } from '@/store/settings-groups'

/** One row: a stored group field and its choices (values as stored). */
export interface CalcRow {
  group: SettingsGroupName
  field: string
  /** Chart types the row applies to; every type when absent. */
  types?: readonly ChartType[]
  values: readonly (number | boolean)[]
}

/** Year lengths for progressions: tropical (default), Julian, sidereal year in days. */
const YEAR_DAYS = [365.2422, 365.25, 365.2564] as const

export const CALC_ROWS: readonly CalcRow[] = [
  { group: 'basicCalcs', field: 'nodeTrue', values: [false, true] },
  { group: 'basicCalcs', field: 'lilithTrue', values: [false, true] },
  { group: 'basicCalcs', field: 'dayNumPerYear', types: ['progression', 'solarArc'], values: YEAR_DAYS },
  { group: 'basicCalcs', field: 'toHouseMcType', types: ['progression'], values: [1, 0] },
  { group: 'basicCalcs', field: 'solarArcAscType', types: ['solarArc'], values: [0, 1] },
  { group: 'midPoint', field: 'compositeHouseType', types: ['composite'], values: [0, 1] },
  { group: 'returnChart', field: 'returnChartIn', types: ['solarReturn', 'lunarReturn'], values: [0, 1] },
  { group: 'returnChart', field: 'solarReturnSidereal', types: ['solarReturn'], values: [false, true] },
  { group: 'returnChart', field: 'lunarReturnSidereal', types: ['lunarReturn'], values: [false, true] },
]

export function calcRowsOf(type: ChartType): CalcRow[] {
  return CALC_ROWS.filter((r) => !r.types || r.types.includes(type))
}
