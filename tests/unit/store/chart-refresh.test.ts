import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { calcSettingsFromStore } from '@/astro'
import { chartStateReloaded, useChartSettings } from '@/store/chart-settings'
import { useSettingsGroups } from '@/store/settings-groups'

const calcOfStore = () => {
  const { groups } = useSettingsGroups.getState()
  return calcSettingsFromStore('composite', {
    chartSettings: useChartSettings.getState().settings,
    basicCalcs: groups.basicCalcs,
    returnChart: groups.returnChart,
    midPoint: groups.midPoint,
  })
}

describe('pull-to-refresh on chart pages re-reads what the chart is computed from', () => {
  beforeEach(() => {
    fake.reset()
    chartStateReloaded()
  })

  it('settings written to storage elsewhere (a sync, another page) reach the next computation', () => {
    expect(calcOfStore().chart.nodeTrue).toBe(false)
    expect(calcOfStore().compositeHouses).toBe('derived')
    const stored = JSON.parse(JSON.stringify(useSettingsGroups.getState().groups))
    stored.basicCalcs.nodeTrue = true
    stored.midPoint.compositeHouseType = 1
    fake.storage.set('settingsGroups', stored)
    expect(calcOfStore().chart.nodeTrue).toBe(false) // not yet: the store holds what it read at start
    chartStateReloaded()
    expect(calcOfStore().chart.nodeTrue).toBe(true)
    expect(calcOfStore().compositeHouses).toBe('midpoint')
  })

  it('a preset chosen in storage is read again', () => {
    const natal = useChartSettings.getState().settings.natal
    fake.storage.set('chartSetting-composite', { ...natal, type: 1 })
    chartStateReloaded()
    expect(calcOfStore().chart.houseSystem).toBe('O') // 古典: Porphyry
  })
})
