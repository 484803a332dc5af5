/** Rule tests for the 十干四化 tables (通行, 中州, custom). */
import { describe, expect, it } from 'vitest'
import { EngineInputError } from '@/core/errors'
import {
  STAR_NAMES,
  SIHUA_TONGXING,
  SIHUA_ZHONGZHOU,
  computeZiwei,
  computeZiweiLayers,
  normalizeZiweiSettings,
  siHuaTableOf,
} from '@/divination/ziwei'
import golden from '../../../golden/ziwei/chinese-ziwei.json'

const STEMS = '甲乙丙丁戊己庚辛壬癸'
/** One-character abbreviations used by the published table. */
const ABBREV: Record<string, string> = {
  廉: '廉贞',
  破: '破军',
  武: '武曲',
  阳: '太阳',
  机: '天机',
  梁: '天梁',
  紫: '紫微',
  阴: '太阴',
  同: '天同',
  昌: '文昌',
  巨: '巨门',
  贪: '贪狼',
  右: '右弼',
  曲: '文曲',
  左: '左辅',
  府: '天府',
}
// Z1: 2000-08-16 寅时 female, a 庚辰 year (published by iztro).
const Z1 = { sex: 0 as const, date: '2000-8-16', timeIndex: 2 }

describe('通行 四化 table', () => {
  for (let s = 0; s < 10; s++) {
    const stem = STEMS[s]
    it(`${stem}干 ${(golden.ziweiSiHuaTable_iztroDefault as Record<string, string>)[stem]} (禄权科忌)`, () => {
      const expected = [...(golden.ziweiSiHuaTable_iztroDefault as Record<string, string>)[stem]].map((c) => ABBREV[c])
      expect(SIHUA_TONGXING[s].map((id) => STAR_NAMES[id])).toEqual(expected)
    })
  }
  it('is the default', () => {
    expect(siHuaTableOf(normalizeZiweiSettings({}))).toBe(SIHUA_TONGXING)
  })
})

describe('中州 四化 table (王亭之)', () => {
  it('庚干 阳武同阴: 天同化科, 太阴化忌', () => {
    expect(SIHUA_ZHONGZHOU[6].map((id) => STAR_NAMES[id])).toEqual(['太阳', '武曲', '天同', '太阴'])
  })
  it('壬干 梁紫府武: 天府化科 (not 左辅)', () => {
    expect(SIHUA_ZHONGZHOU[8].map((id) => STAR_NAMES[id])).toEqual(['天梁', '紫微', '天府', '武曲'])
  })
  it('the other eight stems equal 通行', () => {
    for (const s of [0, 1, 2, 3, 4, 5, 7, 9]) expect(SIHUA_ZHONGZHOU[s]).toEqual(SIHUA_TONGXING[s])
  })
  it('a 庚 year chart under 中州 puts 化科 on 天同 and 化忌 on 太阴', () => {
    const c = computeZiwei(Z1, { siHuaTable: 'zhongzhou' })
    expect(c.birthYearSiHua.科).toEqual({ star: '天同', palace: '疾厄', branch: '丑' })
    expect(c.birthYearSiHua.忌).toEqual({ star: '太阴', palace: '仆役', branch: '亥' })
    expect(c.palaces.find((p) => p.branch === '丑')!.mutagens).toEqual(['天同化科'])
  })
  it('a 壬 year chart under 中州 has 天府化科 and no 左辅化科', () => {
    const c = computeZiwei({ sex: 1, date: '2012-6-10', timeIndex: 3 }, { siHuaTable: 'zhongzhou' })
    expect(c.birth.yearStem).toBe('壬')
    const all = c.palaces.flatMap((p) => p.mutagens)
    expect(all).toContain('天府化科')
    expect(all).not.toContain('左辅化科')
  })
  it('layer 四化 use the chosen table too (流年 庚 under 中州: 天同化科)', () => {
    const c = computeZiwei(Z1, { siHuaTable: 'zhongzhou' })
    const l = computeZiweiLayers(c, { date: '2030-6-1', timeIndex: 6 })
    expect(l.yearly.stem).toBe('庚')
    expect(l.yearly.siHua.map((s) => s.star)).toEqual(['太阳', '武曲', '天同', '太阴'])
  })
})

describe('custom 四化 table', () => {
  it('an edited stem row replaces 通行 for that stem only', () => {
    const settings = normalizeZiweiSettings({ siHuaTable: 'custom', siHuaCustom: { 庚: ['太阳', '武曲', '天府', '天同'] } })
    const t = siHuaTableOf(settings)
    expect(t[6].map((id) => STAR_NAMES[id])).toEqual(['太阳', '武曲', '天府', '天同'])
    expect(t[0]).toEqual(SIHUA_TONGXING[0])
  })
  it('the chart follows the edited row (庚: 天府化科)', () => {
    const c = computeZiwei(Z1, { siHuaTable: 'custom', siHuaCustom: { 庚: ['太阳', '武曲', '天府', '天同'] } })
    expect(c.birthYearSiHua.科).toEqual({ star: '天府', palace: '官禄', branch: '戌' })
  })
  it('custom rows are ignored unless the table is custom', () => {
    const c = computeZiwei(Z1, { siHuaTable: 'tongxing', siHuaCustom: { 庚: ['太阳', '武曲', '天府', '天同'] } })
    expect(c.birthYearSiHua.科?.star).toBe('太阴')
  })
  it('accepts one-character abbreviations (阳武府同)', () => {
    const t = siHuaTableOf(normalizeZiweiSettings({ siHuaTable: 'custom', siHuaCustom: { 庚: ['阳', '武', '府', '同'] } }))
    expect(t[6].map((id) => STAR_NAMES[id])).toEqual(['太阳', '武曲', '天府', '天同'])
  })
  it('rejects a star that cannot transform (禄存)', () => {
    expect(() => normalizeZiweiSettings({ siHuaTable: 'custom', siHuaCustom: { 甲: ['禄存', '破军', '武曲', '太阳'] } })).toThrow(EngineInputError)
  })
  it('rejects a repeated star, a wrong length and a key that is not a stem', () => {
    expect(() => normalizeZiweiSettings({ siHuaCustom: { 甲: ['廉贞', '廉贞', '武曲', '太阳'] } })).toThrow(EngineInputError)
    expect(() => normalizeZiweiSettings({ siHuaCustom: { 甲: ['廉贞', '破军', '武曲'] } })).toThrow(EngineInputError)
    expect(() => normalizeZiweiSettings({ siHuaCustom: { 子: ['廉贞', '破军', '武曲', '太阳'] } })).toThrow(EngineInputError)
  })
})
