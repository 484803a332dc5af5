import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { BUILTIN_STYLES, COLOR_FIELDS, colorOf, resolveSelection, styleList, withColor } from '@/chart-styles/styles'
import { currentStyle, setChartStyleClock, useChartStyles } from '@/store/chart-styles'
import { useChartSettings } from '@/store/chart-settings'
import { PARAMS_VERSION } from '@/astro'

describe('chart styles (SPEC §3, §4, §9)', () => {
  let t = 1000
  beforeEach(() => {
    fake.reset()
    t = 1000
    setChartStyleClock(() => ++t)
    useChartStyles.getState().hydrate()
  })

  it('has the five built-in styles in order', () => {
    expect(BUILTIN_STYLES.map((s) => s.name)).toEqual(['星夜黑', '日光白', '专业黑', '专业白', '深空蓝'])
    for (const s of BUILTIN_STYLES) for (const f of COLOR_FIELDS) expect(colorOf(s, f)).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('deleting a local-only style removes it', () => {
    const s = useChartStyles.getState().styleCreated(0, '我的')
    expect(useChartStyles.getState().custom).toHaveLength(1)
    useChartStyles.getState().styleDeleted(s.id)
    expect(useChartStyles.getState().custom).toHaveLength(0)
    expect(fake.storage.get('chartStyleCustom')).toEqual([])
  })

  it('deleting a synced style keeps it with is_del 1 and modified 1, out of the list', () => {
    useChartStyles.getState().serverListReceived([{ id: 77, update_time: 5, name: '云端', is_local: 0, is_del: 0 }])
    expect(useChartStyles.getState().custom[0]).toMatchObject({ id: 77, is_local: 0, modified: 0 })
    useChartStyles.getState().styleDeleted(77)
    expect(useChartStyles.getState().custom[0]).toMatchObject({ id: 77, is_del: 1, modified: 1 })
    expect(styleList(useChartStyles.getState().custom)).toHaveLength(5)
  })

  it('selection resets to 0 when the list shrinks below it or the index is out of range', () => {
    expect(resolveSelection(7, 6)).toBe(0)
    expect(resolveSelection(-1, 6)).toBe(0)
    const s = useChartStyles.getState().styleCreated(0, '临时')
    useChartStyles.getState().styleSelected(5)
    expect(currentStyle(useChartStyles.getState()).id).toBe(s.id)
    useChartStyles.getState().styleDeleted(s.id)
    expect(useChartStyles.getState().selected).toBe(0)
    fake.storage.set('cChartStyle', 42)
    useChartStyles.getState().hydrate()
    expect(useChartStyles.getState().selected).toBe(0)
  })

  it('an edited colour is saved, stamped and marked modified', () => {
    const s = useChartStyles.getState().styleCreated(1, '蓝')
    useChartStyles.getState().styleSaved(withColor(s, 'professional.planet_r_color', '#123456'))
    const saved = useChartStyles.getState().custom[0]
    expect(saved.professional.planet_r_color).toBe('#123456')
    expect(saved.modified).toBe(1)
    expect(saved.update_time).toBeGreaterThan(s.update_time)
  })

  it('display prefs persist under their SPEC keys', () => {
    useChartStyles.getState().displayPrefChanged('professional', 1)
    useChartStyles.getState().displayPrefChanged('classicSign', 1)
    expect(fake.storage.get('cChartProfessional')).toBe(1)
    expect(fake.storage.get('cChartClassicSign')).toBe(1)
  })
})

describe('chart settings store (SPEC §4)', () => {
  beforeEach(() => fake.reset())

  it('resets every chart type when paramsVersion is missing and saves 19', () => {
    fake.storage.set('chartSetting-natal', { type: 2, list: [] })
    useChartSettings.getState().hydrate()
    expect(fake.storage.get('paramsVersion')).toBe(PARAMS_VERSION)
    expect(useChartSettings.getState().settings.natal.type).toBe(0)
  })

  it('cycling advances modulo the three presets and persists', () => {
    useChartSettings.getState().hydrate()
    const st = useChartSettings.getState()
    st.presetCycled('transit')
    st.presetCycled('transit')
    expect(useChartSettings.getState().settings.transit.type).toBe(2)
    useChartSettings.getState().presetCycled('transit')
    expect(useChartSettings.getState().settings.transit.type).toBe(0)
    useChartSettings.getState().presetCycled('natal')
    useChartSettings.getState().hydrate()
    expect(useChartSettings.getState().settings.natal.type).toBe(1)
  })
})
