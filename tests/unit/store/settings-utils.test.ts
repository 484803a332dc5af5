/**
 * The chart-parameters page's "reset all" (SPEC §4: all 13 settings groups and every chart type's presets) and
 * the setting-utils export / import round trip, replayed as store actions on the fake storage.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { CHART_TYPES, defaultChartSettings, PARAMS_VERSION } from '@/astro'
import { defaultSettingsGroups } from '@/astro/settings/groups'
import { groupSummaries } from '@/packageA/settings-params/summary'
import { useBaziSettings } from '@/store/bazi-settings'
import { useBirths } from '@/store/births'
import { chartStateReloaded, useChartSettings } from '@/store/chart-settings'
import { backupImported, backupOf, checkBackup } from '@/store/local-backup'
import { allChartSettingsReset } from '@/store/settings-reset'
import { useSettingsGroups } from '@/store/settings-groups'

function changeEverything() {
  useSettingsGroups.getState().groupChanged('basicCalcs', { nodeTrue: true })
  useSettingsGroups.getState().groupChanged('term', { termType: 1 })
  useSettingsGroups.getState().groupChanged('interfaceSetting', { hideBirthInfo: true })
  useChartSettings.getState().presetSelected('natal', 1)
  useChartSettings.getState().presetCycled('synastry')
}

describe('reset all chart settings (settings/params)', () => {
  beforeEach(() => {
    fake.reset()
    chartStateReloaded()
  })

  it('change → reset → every group and every chart type is back to its defaults, in the store and in storage', () => {
    changeEverything()
    expect(useSettingsGroups.getState().groups.basicCalcs.nodeTrue).toBe(true)
    expect(useChartSettings.getState().settings.natal.type).toBe(1)
    allChartSettingsReset()
    expect(useSettingsGroups.getState().groups).toEqual(defaultSettingsGroups())
    expect(useChartSettings.getState().settings).toEqual(defaultChartSettings())
    expect(fake.storage.get('settingsGroups')).toEqual(defaultSettingsGroups())
    for (const t of CHART_TYPES) expect(fake.storage.get(`chartSetting-${t}`)).toEqual(defaultChartSettings()[t])
    expect(fake.storage.get('paramsVersion')).toBe(PARAMS_VERSION)
    expect(useSettingsGroups.getState().lastChange?.source).toBe('reset')
  })

  it('the group summaries show a change and its undoing', () => {
    const basic = () => groupSummaries(useSettingsGroups.getState().groups).find((g) => g.group === 'basicCalcs')!
    expect(groupSummaries(defaultSettingsGroups())).toHaveLength(13)
    expect(basic().changed).toBe(0)
    expect(basic().choices[0]).toEqual({ nameKey: 'chartCalc.nodeTrue.name', optionKey: 'chartCalc.nodeTrue.option0' })
    useSettingsGroups.getState().groupChanged('basicCalcs', { nodeTrue: true })
    expect(basic().changed).toBe(1)
    expect(basic().choices[0].optionKey).toBe('chartCalc.nodeTrue.option1')
    allChartSettingsReset()
    expect(basic().changed).toBe(0)
  })
})

describe('export → import of local data (setting-utils)', () => {
  beforeEach(() => {
    fake.reset()
    chartStateReloaded()
    useBirths.getState().hydrate()
    useBaziSettings.getState().hydrate()
  })

  it('a backup restores the settings and births it was taken with', () => {
    changeEverything()
    useBaziSettings.getState().settingChosen('nextDayZiShi', true)
    const births = useBirths.getState().list
    const text = JSON.stringify(backupOf('2026-01-01T00:00:00.000Z'))
    allChartSettingsReset()
    useBaziSettings.getState().resetToDefaults()
    expect(useSettingsGroups.getState().groups.basicCalcs.nodeTrue).toBe(false)

    const check = checkBackup(text)
    expect(check.ok).toBe(true)
    if (!check.ok) return
    backupImported(check.backup)
    expect(useSettingsGroups.getState().groups.basicCalcs.nodeTrue).toBe(true)
    expect(useSettingsGroups.getState().groups.term.termType).toBe(1)
    expect(useChartSettings.getState().settings.natal.type).toBe(1)
    expect(useBaziSettings.getState().nextDayZiShi).toBe(true)
    expect(useBirths.getState().list).toEqual(births)
  })

  it('corrupt input is refused with its reason and changes nothing', () => {
    changeEverything()
    const good = backupOf('2026-01-01T00:00:00.000Z')
    const before = JSON.stringify([...fake.storage.entries()])
    const cases: [string, string, string?][] = [
      ['{"app":', 'json'],
      [JSON.stringify({ ...good, app: 'other' }), 'envelope'],
      [JSON.stringify({ ...good, format: 2 }), 'envelope'],
      [JSON.stringify({ ...good, data: { ...good.data, secret: 1 } }), 'unknownKey', 'secret'],
      [JSON.stringify({ ...good, data: { ...good.data, themeType: 'purple' } }), 'badValue', 'themeType'],
      [JSON.stringify({ ...good, data: { ...good.data, birthInfoList: [{ name: 'x' }] } }), 'badValue', 'birthInfoList'],
      [JSON.stringify({ ...good, data: { ...good.data, 'chartSetting-natal': { type: 0, list: [] } } }), 'badValue', 'chartSetting-natal'],
    ]
    for (const [text, reason, key] of cases) {
      const r = checkBackup(text)
      expect(r.ok, text.slice(0, 60)).toBe(false)
      if (r.ok) continue
      expect(r.reason).toBe(reason)
      expect(r.key).toBe(key)
    }
    expect(JSON.stringify([...fake.storage.entries()])).toBe(before)
  })
})
