import { describe, expect, it } from 'vitest'
import { buildBoard, highlightOf, type BoardShowFlags } from '@/components/ziwei-board/layout'
import { computeZiwei, computeZiweiLayers } from '@/divination/ziwei'

// Z1: iztro's published case (2000-08-16 寅时, female); facts from tests/golden/ziwei/chinese-ziwei.json.
const Z1 = computeZiwei({ date: '2000-08-16', timeIndex: 2, sex: 0 })
const ALL: BoardShowFlags = { minorStars: true, adjectiveStars: true, brightness: true, siHua: true, gods: true, decadalAges: true, flowStars: true }
const NONE: BoardShowFlags = {
  minorStars: false,
  adjectiveStars: false,
  brightness: false,
  siHua: false,
  gods: false,
  decadalAges: false,
  flowStars: false,
}
const BR = '子丑寅卯辰巳午未申酉戌亥'
const cellOf = (model: ReturnType<typeof buildBoard>, branch: string) => model.cells.find((c) => c.branch === branch)!

describe('traditional 4×4 board positions (巳 top-left, 申 top-right, 寅 bottom-left, 亥 bottom-right)', () => {
  const m = buildBoard(Z1, { chosen: null, layer: null, show: ALL })
  it('corners', () => {
    expect([cellOf(m, '巳').gridRow, cellOf(m, '巳').gridColumn]).toEqual([1, 1])
    expect([cellOf(m, '申').gridRow, cellOf(m, '申').gridColumn]).toEqual([1, 4])
    expect([cellOf(m, '寅').gridRow, cellOf(m, '寅').gridColumn]).toEqual([4, 1])
    expect([cellOf(m, '亥').gridRow, cellOf(m, '亥').gridColumn]).toEqual([4, 4])
  })
  it('the top row reads 巳 午 未 申 and the bottom row 寅 丑 子 亥', () => {
    const row = (r: number) =>
      m.cells
        .filter((c) => c.gridRow === r)
        .sort((a, b) => a.gridColumn - b.gridColumn)
        .map((c) => c.branch)
        .join('')
    expect(row(1)).toBe('巳午未申')
    expect(row(4)).toBe('寅丑子亥')
  })
  it('twelve distinct edge cells and the centre 2×2 left free', () => {
    const used = new Set(m.cells.map((c) => `${c.gridRow},${c.gridColumn}`))
    expect(used.size).toBe(12)
    for (const inner of ['2,2', '2,3', '3,2', '3,3']) expect(used.has(inner)).toBe(false)
    expect(m.centre).toEqual({ gridRow: '2 / span 2', gridColumn: '2 / span 2' })
  })
  it('Z1: 命宫 in 午 is marked once, 身宫 in 戌', () => {
    expect(cellOf(m, '午').isMingGong).toBe(true)
    expect(cellOf(m, '午').name).toBe('命宫')
    expect(cellOf(m, '戌').isShenGong).toBe(true)
    expect(m.cells.filter((c) => c.isMingGong)).toHaveLength(1)
  })
  it('Z1: 财帛 in 寅 holds 武曲 天相 with 武曲化权 and 大限 43–52', () => {
    const c = cellOf(m, '寅')
    expect(c.name).toBe('财帛')
    expect(c.major.map((s) => s.name)).toEqual(['武曲', '天相'])
    expect(c.major.find((s) => s.name === '武曲')!.siHua).toBe('权')
    expect(c.decadal).toBe('43–52')
  })
})

describe('三方四正 highlight (本宫, 三合 at ±4, 对宫 at +6)', () => {
  it('choosing 午 highlights 午 itself, 寅 and 戌 as 三合, 子 as opposite, nothing else', () => {
    const m = buildBoard(Z1, { chosen: BR.indexOf('午'), layer: null, show: ALL })
    const lit = Object.fromEntries(m.cells.filter((c) => c.highlight).map((c) => [c.branch, c.highlight]))
    expect(lit).toEqual({ 午: 'self', 寅: 'sanHe', 戌: 'sanHe', 子: 'opposite' })
    expect(m.sanFang.map((i) => BR[i]).join('')).toBe('午戌寅子')
  })
  it('no choice, no highlight', () => {
    expect(highlightOf(null, 3)).toBeNull()
    expect(buildBoard(Z1, { chosen: null, layer: null, show: ALL }).cells.every((c) => c.highlight === null)).toBe(true)
  })
  it('wraps around the circle: 亥 takes 卯 and 未, opposite 巳', () => {
    expect(highlightOf(11, 3)).toBe('sanHe')
    expect(highlightOf(11, 7)).toBe('sanHe')
    expect(highlightOf(11, 5)).toBe('opposite')
    expect(highlightOf(11, 4)).toBeNull()
  })
})

describe('show flags', () => {
  it('off: minor and adjective stars, brightness, gods and ages are hidden; main stars stay', () => {
    const m = buildBoard(Z1, { chosen: null, layer: null, show: NONE })
    const c = cellOf(m, '寅')
    expect(c.major.map((s) => s.name)).toEqual(['武曲', '天相'])
    expect(c.major.every((s) => s.brightness === undefined && s.siHua === undefined)).toBe(true)
    expect(c.minor).toEqual([])
    expect(c.adjective).toEqual([])
    expect(c.gods).toEqual([])
    expect(c.decadal).toBe('')
  })
  it('on: 寅 shows 天马, brightness 武曲 得, and the four gods 绝 飞廉 岁驿 吊客', () => {
    const c = cellOf(buildBoard(Z1, { chosen: null, layer: null, show: ALL }), '寅')
    expect(c.minor.map((s) => s.name)).toContain('天马')
    expect(c.major.find((s) => s.name === '武曲')!.brightness).toBe('得')
    expect(c.gods).toEqual(['绝', '飞廉', '岁驿', '吊客'])
  })
  it('a hidden minor star that carries a layer 四化 is still shown', () => {
    // 流年 2024 (甲辰): no minor star 四化 under 通行; 2022 壬寅 has 左辅化科.
    const layers = computeZiweiLayers(Z1, { date: '2022-06-01', time: '12:00' })
    expect(layers.yearly.siHua.map((h) => h.star)).toContain('左辅')
    const m = buildBoard(Z1, { chosen: null, layer: layers.yearly, show: NONE })
    const zuofu = m.cells.flatMap((c) => c.minor).find((s) => s.name === '左辅')
    expect(zuofu?.layerSiHua).toBe('科')
  })
})

describe('time-layer overlay', () => {
  const layers = computeZiweiLayers(Z1, { date: '2024-06-01', time: '12:00' })
  const m = buildBoard(Z1, { chosen: null, layer: layers.yearly, show: ALL })
  it('流年 2024 (甲辰): the 流年命宫 is in 辰, named 年命, and the next palace clockwise back is 年兄', () => {
    const ming = m.cells.find((c) => c.isLayerMing)!
    expect(ming.branch).toBe('辰')
    expect(ming.layerName).toBe('年命')
    expect(cellOf(m, '卯').layerName).toBe('年兄')
    expect(cellOf(m, '戌').layerName).toBe('年迁')
  })
  it('甲 year 四化 (廉破武阳) are overlaid on their stars', () => {
    const layerHua = Object.fromEntries(
      m.cells
        .flatMap((c) => [...c.major, ...c.minor])
        .filter((s) => s.layerSiHua)
        .map((s) => [s.name, s.layerSiHua]),
    )
    expect(layerHua).toEqual({ 廉贞: '禄', 破军: '权', 武曲: '科', 太阳: '忌' })
  })
  it('moving stars: 流禄 sits in 寅 for a 甲 year (甲禄到寅)', () => {
    expect(cellOf(m, '寅').layerStars).toContain('流禄')
    expect(buildBoard(Z1, { chosen: null, layer: layers.yearly, show: NONE }).cells.every((c) => c.layerStars.length === 0)).toBe(true)
  })
  it('without a layer there are no layer names', () => {
    expect(buildBoard(Z1, { chosen: null, layer: null, show: ALL }).cells.every((c) => c.layerName === null && !c.isLayerMing)).toBe(true)
  })
})
