import { describe, expect, it } from 'vitest'
import { CHART_TYPES, calcSettingsFromStore, defaultChartSettings, defaultSettingsGroups } from '@/astro'
import { CALC_ROWS, calcRowsOf } from '@/packageA/chart-common/calc-rows'

describe('calculation rows of the chart-setting page', () => {
  it.each(CALC_ROWS.map((r) => [r.field, r] as const))('%s: every offered value gives the engine different settings', (_, row) => {
    for (const type of CHART_TYPES.filter((t) => calcRowsOf(t).includes(row))) {
      const seen = row.values.map((v) => {
        const groups = defaultSettingsGroups() as unknown as Record<string, Record<string, unknown>>
        groups[row.group] = { ...groups[row.group], [row.field]: v }
        return JSON.stringify(
          calcSettingsFromStore(type, {
            chartSettings: defaultChartSettings(),
            basicCalcs: groups.basicCalcs,
            returnChart: groups.returnChart,
            midPoint: groups.midPoint,
          }),
        )
      })
      expect(new Set(seen).size).toBe(row.values.length)
    }
  })

  it('the first value of each row is the stored default (SPEC §3 nodeTrue false, toHouseMcType 1 …)', () => {
    const groups = defaultSettingsGroups() as unknown as Record<string, Record<string, unknown>>
    for (const row of CALC_ROWS) expect([row.field, groups[row.group][row.field]]).toEqual([row.field, row.values[0]])
  })

  it('rows follow the chart type: composite houses only for composites, return place only for returns', () => {
    expect(calcRowsOf('composite').map((r) => r.field)).toContain('compositeHouseType')
    expect(calcRowsOf('natal').map((r) => r.field)).toEqual(['nodeTrue', 'lilithTrue'])
    expect(calcRowsOf('lunarReturn').map((r) => r.field)).toEqual(['nodeTrue', 'lilithTrue', 'returnChartIn', 'lunarReturnSidereal'])
  })
})
