import { describe, expect, it } from 'vitest'
import {
  JIAZI,
  NAYIN,
  naYinOf,
  parseGanZhi,
  xunKong,
  xunHead,
  hourBranch,
  ziHourStem,
  yinMonthStem,
  branchClash,
  branchCombine,
  elementRelation,
  BRANCH_NAMES,
  STEM_NAMES,
  HIDDEN_STEMS,
} from '@/divination/common/ganzhi'
import { EngineInputError } from '@/core/errors'

describe('六十甲子 tables', () => {
  it('六十甲子 runs 甲子, 乙丑 … 癸亥 with 甲戌 at 10 and 癸亥 last', () => {
    expect(JIAZI[0]).toBe('甲子')
    expect(JIAZI[1]).toBe('乙丑')
    expect(JIAZI[10]).toBe('甲戌')
    expect(JIAZI[59]).toBe('癸亥')
    expect(new Set(JIAZI).size).toBe(60)
  })
  it('纳音: 甲子乙丑海中金, 丙寅丁卯炉中火, 壬戌癸亥大海水 (《三命通会》)', () => {
    expect(NAYIN).toHaveLength(30)
    expect(naYinOf(parseGanZhi('乙丑'))).toBe('海中金')
    expect(naYinOf(parseGanZhi('丁卯'))).toBe('炉中火')
    expect(naYinOf(parseGanZhi('乙酉'))).toBe('泉中水')
    expect(naYinOf(parseGanZhi('癸亥'))).toBe('大海水')
  })
  it('旬空: 甲子旬中戌亥空, 甲午旬中辰巳空', () => {
    expect(
      xunKong(parseGanZhi('乙丑'))
        .map((b) => BRANCH_NAMES[b])
        .join(''),
    ).toBe('戌亥')
    expect(
      xunKong(parseGanZhi('辛巳'))
        .map((b) => BRANCH_NAMES[b])
        .join(''),
    ).toBe('申酉')
    expect(xunHead(parseGanZhi('辛巳'))).toBe('甲戌')
  })
  it('parseGanZhi rejects a pair of different parity (甲丑)', () => {
    expect(() => parseGanZhi('甲丑')).toThrow(EngineInputError)
  })
  it('时辰: 23:00 and 00:59 are 子, 01:00 is 丑, 11:xx is 午', () => {
    expect(hourBranch(23)).toBe(0)
    expect(hourBranch(0)).toBe(0)
    expect(hourBranch(1)).toBe(1)
    expect(hourBranch(11)).toBe(6)
  })
  it('五鼠遁: 甲己还加甲, 戊癸壬子 — 五虎遁: 甲己丙寅, 戊癸甲寅', () => {
    expect(STEM_NAMES[ziHourStem(0)]).toBe('甲')
    expect(STEM_NAMES[ziHourStem(4)]).toBe('壬')
    expect(STEM_NAMES[ziHourStem(9)]).toBe('壬')
    expect(STEM_NAMES[yinMonthStem(0)]).toBe('丙')
    expect(STEM_NAMES[yinMonthStem(9)]).toBe('甲')
  })
  it('六冲 子午, 六合 子丑 寅亥 午未', () => {
    expect(BRANCH_NAMES[branchClash(0)]).toBe('午')
    expect(BRANCH_NAMES[branchCombine(0)]).toBe('丑')
    expect(BRANCH_NAMES[branchCombine(2)]).toBe('亥')
    expect(BRANCH_NAMES[branchCombine(6)]).toBe('未')
  })
  it('五行: 木生火, 木克土, 金克木', () => {
    expect(elementRelation('wood', 'fire')).toBe('generates')
    expect(elementRelation('wood', 'earth')).toBe('controls')
    expect(elementRelation('wood', 'metal')).toBe('controlledBy')
    expect(elementRelation('wood', 'water')).toBe('generatedBy')
  })
  it('藏干: 寅藏甲丙戊, 亥藏壬甲', () => {
    expect(HIDDEN_STEMS[2].map((s) => STEM_NAMES[s]).join('')).toBe('甲丙戊')
    expect(HIDDEN_STEMS[11].map((s) => STEM_NAMES[s]).join('')).toBe('壬甲')
  })
})
