import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { computeZiwei } from '@/divination/ziwei'
import { customTableError, defaultZwdsSettings, engineSettingsOf, useZwdsSettings, zwdsSettingsStore } from '@/store/ziwei-settings'

const store = () => useZwdsSettings.getState()
const stored = () => fake.storage.get('zwdsSettings') as Record<string, unknown> | undefined

beforeEach(() => {
  fake.reset()
  store().hydrate()
})

describe('zwdsSettings defaults', () => {
  it('equal the engine defaults: 正月初一, split at 15, 晚子 next day, 命主 by 命宫, 通行 table, 通行 stars', () => {
    expect(engineSettingsOf(store())).toEqual({
      yearBoundary: 'lunarNewYear',
      leapMonth: 'splitAt15',
      lateZi: 'nextDay',
      mingZhuRule: 'mingGongBranch',
      siHuaTable: 'tongxing',
      starSet: 'default',
    })
  })
  it('the custom table starts as the 通行 table: 甲 廉破武阳, 庚 阳武阴同', () => {
    expect(store().siHuaCustom['甲']).toEqual(['廉贞', '破军', '武曲', '太阳'])
    expect(store().siHuaCustom['庚']).toEqual(['太阳', '武曲', '太阴', '天同'])
  })
  it('every show flag is on', () => {
    expect(Object.values(store().show).every(Boolean)).toBe(true)
  })
})

describe('persistence under the SPEC key zwdsSettings', () => {
  it('a convention choice is written and read back', () => {
    store().conventionChosen('yearBoundary', 'liChun')
    expect(stored()?.yearBoundary).toBe('liChun')
    useZwdsSettings.setState(defaultZwdsSettings())
    store().hydrate()
    expect(store().yearBoundary).toBe('liChun')
  })
  it('a show flag is written and read back', () => {
    store().showFlagToggled('adjectiveStars', false)
    store().hydrate()
    expect(store().show.adjectiveStars).toBe(false)
    expect(store().show.minorStars).toBe(true)
  })
  it('an unknown convention value is refused and nothing is written', () => {
    expect(() => store().conventionChosen('lateZi', 'tomorrow' as never)).toThrow()
    expect(stored()).toBeUndefined()
  })
  it('reset clears the key and restores the defaults', () => {
    store().conventionChosen('starSet', 'zhongzhou')
    store().showFlagToggled('gods', false)
    store().resetToDefaults()
    expect(stored()).toBeUndefined()
    expect(store().starSet).toBe('default')
    expect(store().show.gods).toBe(true)
  })
})

describe('corrupt storage falls back to defaults (SPEC §8)', () => {
  it('unparseable JSON text', () => {
    fake.storage.set('zwdsSettings', '{"yearBoundary": "liChun", ')
    expect(() => store().hydrate()).not.toThrow()
    expect(store().yearBoundary).toBe('lunarNewYear')
  })
  it('a number instead of an object', () => {
    fake.storage.set('zwdsSettings', 42)
    store().hydrate()
    expect(engineSettingsOf(store())).toEqual(engineSettingsOf(defaultZwdsSettings()))
  })
  it('field by field: a bad value falls back, good neighbours are kept', () => {
    fake.storage.set('zwdsSettings', { yearBoundary: 'liChun', leapMonth: 'sometimes', show: { brightness: false, siHua: 'yes' } })
    store().hydrate()
    expect(store().yearBoundary).toBe('liChun')
    expect(store().leapMonth).toBe('splitAt15')
    expect(store().show.brightness).toBe(false)
    expect(store().show.siHua).toBe(true)
  })
  it('a stored custom table the engine rejects (a repeated star) is replaced by the 通行 rows', () => {
    fake.storage.set('zwdsSettings', { siHuaTable: 'custom', siHuaCustom: { 甲: ['廉贞', '廉贞', '武曲', '太阳'] } })
    store().hydrate()
    expect(store().siHuaTable).toBe('custom')
    expect(store().siHuaCustom['甲']).toEqual(['廉贞', '破军', '武曲', '太阳'])
  })
  it('JSON text written by another client is decoded', () => {
    fake.storage.set('zwdsSettings', JSON.stringify({ mingZhuRule: 'yearBranch' }))
    expect(zwdsSettingsStore.load().mingZhuRule).toBe('yearBranch')
  })
})

describe('custom 四化 table validation (normalizeZiweiSettings rules)', () => {
  it('a valid row is saved: 庚 as 阳武同阴 (the 中州 row)', () => {
    expect(store().customRowEdited('庚', ['太阳', '武曲', '天同', '太阴'])).toBeNull()
    expect((stored()?.siHuaCustom as Record<string, string[]>)['庚']).toEqual(['太阳', '武曲', '天同', '太阴'])
  })
  it('a repeated star is refused with a message and the stored row is kept', () => {
    const error = store().customRowEdited('甲', ['廉贞', '廉贞', '武曲', '太阳'])
    expect(error).toMatch(/不能重复/)
    expect(store().siHuaCustom['甲']).toEqual(['廉贞', '破军', '武曲', '太阳'])
  })
  it('a star that cannot transform (禄存) is refused', () => {
    expect(customTableError({ 甲: ['禄存', '破军', '武曲', '太阳'] })).toMatch(/不是可化之星/)
  })
  it('a key that is not a stem is refused', () => {
    expect(customTableError({ 子: ['廉贞', '破军', '武曲', '太阳'] })).toMatch(/天干/)
  })
  it('the custom table reaches the chart: Z1 (庚 year) with 庚 = 阳武同阴 puts 科 on 天同 and 忌 on 太阴', () => {
    store().conventionChosen('siHuaTable', 'custom')
    store().customRowEdited('庚', ['太阳', '武曲', '天同', '太阴'])
    const chart = computeZiwei({ date: '2000-08-16', timeIndex: 2, sex: 0 }, engineSettingsOf(store()))
    expect(chart.birthYearSiHua['科']?.star).toBe('天同')
    expect(chart.birthYearSiHua['忌']?.star).toBe('太阴')
  })
  it('copying the 中州 table into the custom table', () => {
    store().customTableCopiedFrom('zhongzhou')
    expect(store().siHuaCustom['庚']).toEqual(['太阳', '武曲', '天同', '太阴'])
  })
})
