import {
  CHART_TYPES,
  DEFAULT_ORBS_LIGHT,
  PARAMS_VERSION,
  chartSettingKey,
  cyclePreset,
  defaultChartSetting,
  defaultChartSettings,
  familyOf,
  loadChartSettings,
  needsChartSettingsReset,
  selectedPreset,
} from '@/astro/settings/presets'
import { defaultBasicCalcs, resetAllSettings } from '@/astro/settings/groups'
import { SETTINGS_GROUPS } from '@/api/settings-groups'
import { HOUSE_SYSTEMS } from '@/astro/houses'

describe('chart settings (SPEC §3, §4, §9)', () => {
  it('paramsVersion is 19', () => expect(PARAMS_VERSION).toBe(19))

  it.each([[undefined], [null], ['abc'], [0], [1], [18], ['18']])('saved version %s resets every chart setting', (v) => {
    expect(needsChartSettingsReset(v)).toBe(true)
    const r = loadChartSettings(v, { natal: { type: 2, list: defaultChartSetting('natal').list } })
    expect(r.reset).toBe(true)
    expect(r.version).toBe(19)
    expect(r.settings.natal.type).toBe(0)
  })

  it('saved version 19 keeps the saved settings per type', () => {
    const saved = cyclePreset(cyclePreset(defaultChartSetting('transit')))
    const r = loadChartSettings(19, { transit: saved })
    expect(r.reset).toBe(false)
    expect(r.settings.transit.type).toBe(2)
    expect(r.settings.natal).toEqual(defaultChartSetting('natal'))
  })

  it('an unreadable stored chart setting falls back to that type’s defaults', () => {
    const r = loadChartSettings('19', { synastry: '{broken', natal: { type: 5, list: [] } })
    expect(r.settings.synastry).toEqual(defaultChartSetting('synastry'))
    expect(r.settings.natal).toEqual(defaultChartSetting('natal'))
  })

  it('cycling the preset advances modulo 3', () => {
    let s = defaultChartSetting('natal')
    const seen = [s.type]
    for (let i = 0; i < 4; i++) seen.push((s = cyclePreset(s)).type)
    expect(seen).toEqual([0, 1, 2, 0, 1])
  })

  it('storage key is chartSetting-{chartType}', () => expect(chartSettingKey('solarReturn')).toBe('chartSetting-solarReturn'))

  it('three presets 现代 / 古典 / 特殊 with house type indexes 0 / 4 / 2', () => {
    const s = defaultChartSetting('natal')
    expect(s.list.map((p) => p.name)).toEqual(['现代', '古典', '特殊'])
    expect(s.list.map((p) => p.houseTypeIndex)).toEqual([0, 4, 2])
    expect(s.list.map((p) => HOUSE_SYSTEMS[p.houseTypeIndex].letter)).toEqual(['P', 'O', 'R'])
  })

  it('natal-like family: aspect 1 orb 7, 2–5 orb 6, 6–10 orb 3 and hidden, maxOrb 12', () => {
    const a = selectedPreset(defaultChartSetting('natal')).aspects
    expect(a.map((x) => x.orb)).toEqual([7, 6, 6, 6, 6, 3, 3, 3, 3, 3])
    expect(a.map((x) => x.hidden)).toEqual([false, false, false, false, false, true, true, true, true, true])
    expect(a.every((x) => x.maxOrb === 12)).toBe(true)
  })

  it('dynamic/compare family: aspect 1 orb 2, 2–10 orb 1, maxOrb 8 (5 for 6–10)', () => {
    const a = selectedPreset(defaultChartSetting('transit')).aspects
    expect(a.map((x) => x.orb)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(a.map((x) => x.maxOrb)).toEqual([8, 8, 8, 8, 8, 5, 5, 5, 5, 5])
  })

  it('families: natal, returns, composite, Davison, harmonic, Marks are natal-like; transit, progressions, solar arc, synastry dynamic', () => {
    expect(CHART_TYPES.filter((t) => familyOf(t) === 'natalLike')).toEqual([
      'natal',
      'solarReturn',
      'lunarReturn',
      'composite',
      'davison',
      'harmonic',
      'marks',
    ])
  })

  it('light orbs: Sun 15, Moon 12, Mercury 7, Venus 7, Mars 8, Jupiter 9, Saturn 9, the rest 5', () => {
    expect(DEFAULT_ORBS_LIGHT).toEqual({
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
    })
  })

  it('古典 shows exactly the SPEC default bodies; minor bodies hidden', () => {
    const p = defaultChartSetting('natal').list[1]
    expect(
      p.planets
        .filter((x) => !x.hidden)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['Asc', 'Fortune', 'Jupiter', 'Mars', 'Mc', 'Mercury', 'Moon', 'NorthNode', 'Saturn', 'Sun', 'Venus'].sort())
    expect(p.planets.find((x) => x.id === 'Ceres')!.hidden).toBe(true)
  })

  it('basic calc defaults: mean node, mean Lilith, toHouseMcType 1', () => {
    const b = defaultBasicCalcs()
    expect([b.nodeTrue, b.lilithTrue, b.toHouseMcType]).toEqual([false, false, 1])
  })

  it('reset restores all 13 settings groups and every chart type', () => {
    const r = resetAllSettings()
    expect(Object.keys(r.groups).sort()).toEqual([...SETTINGS_GROUPS].sort())
    expect(SETTINGS_GROUPS).toHaveLength(13)
    expect(r.chartSettings).toEqual(defaultChartSettings())
    expect(Object.keys(r.chartSettings)).toEqual([...CHART_TYPES])
  })
})
