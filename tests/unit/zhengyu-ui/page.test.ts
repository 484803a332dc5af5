/** 七政 chart page pieces: the round chart's display list, the table rows, and every setting changing what the page shows. */
import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { BUILTIN_STYLES } from '@/chart-styles/styles'
import { layoutZhengyuWheel, spanOf, stackBodies, withAlpha } from '@/components/zhengyu-wheel/layout'
import { computeZhengyuChart, defaultZhengyuSettings, XIU, type ZhengyuSettings } from '@/divination/zhengyu'
import { tFor } from '@/i18n'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { useZhengyuSettings } from '@/store/zhengyu-settings'
import { bodyRows, degMin, frameText, wheelSummaryText } from '@/packageA/zhengyu/rows'

const t = tFor('zh-Hans')
// 1990-06-15 20:00 UTC+8, Beijing (the CLI example): 12:00 UT.
const INPUT = { jdUT: 2448058, latDeg: 39.93, lngDeg: 116.41 }
const chartWith = async (patch: Partial<ZhengyuSettings> = {}) =>
  computeZhengyuChart(await getNodeEphemeris('files'), INPUT, { ...defaultZhengyuSettings, ...patch })

/** Everything the page prints from a chart: the frame line, the facts and the body rows. */
const pageText = async (patch: Partial<ZhengyuSettings>) => {
  const c = await chartWith(patch)
  return JSON.stringify([frameText(c, t), c.mingGong, c.mingDu, c.shenGong, bodyRows(c, t), c.palaces])
}

describe('the round chart', () => {
  it('writes the 28 宿, the 12 palaces with 命宫 shaded, the 11 bodies, and puts 命度 on the left', async () => {
    const c = await chartWith()
    const list = layoutZhengyuWheel(c, { sizePx: 400, style: BUILTIN_STYLES[1], localize: (s) => s, centre: { ming: '命', shen: '身' } })
    const texts = list.items.flatMap((i) => (i.kind === 'text' ? [i.text] : []))
    for (const x of XIU) expect(texts).toContain(x.name)
    for (const p of c.palaces) expect(texts).toContain(p.name)
    for (const s of ['日', '月', '炁', '孛', '罗', '计']) expect(texts).toContain(s)
    expect(list.items.filter((i) => i.kind === 'sector')).toHaveLength(1)
    expect(texts).toContain(`命 ${c.mingGong}`)
    // The 命度 axis is the thickest line and runs to the left of the centre.
    const axis = list.items.find((i) => i.kind === 'line' && i.width === 2)
    expect(axis && axis.kind === 'line' && axis.x2).toBeLessThan(200)
    expect(list.background).toBe(BUILTIN_STYLES[1].bg)
  })

  it('with an outer chart: the board shrinks inside a ring that carries the eleven outer bodies in the outer colour', async () => {
    const c = await chartWith()
    const outer = computeZhengyuChart(await getNodeEphemeris('files'), { ...INPUT, jdUT: INPUT.jdUT + 3652.5 }, defaultZhengyuSettings)
    const style = BUILTIN_STYLES[1]
    const base = { sizePx: 400, style, localize: (s: string) => s, centre: { ming: '命', shen: '身' } }
    const single = layoutZhengyuWheel(c, base)
    const both = layoutZhengyuWheel(c, { ...base, outer })
    const radii = (l: typeof single) => l.items.flatMap((i) => (i.kind === 'circle' ? [i.r] : [])).sort((a, b) => b - a)
    expect(radii(both)[0]).toBeCloseTo(radii(single)[0], 6)
    expect(radii(both)[1]).toBeCloseTo(radii(single)[0] * 0.8, 6)
    const outerTexts = both.items.filter((i) => i.kind === 'text' && i.color === style.professional.planet_r_color)
    expect(outerTexts).toHaveLength(11)
    for (const i of outerTexts) {
      const r = i.kind === 'text' ? Math.hypot(i.x - 200, i.y - 200) : 0
      expect(r).toBeGreaterThan(radii(both)[1])
      expect(r).toBeLessThan(radii(both)[0])
    }
  })

  it('stacks bodies within 7° inwards and leaves distant ones on the first level', () => {
    const placed = stackBodies([
      { id: '日', lonDeg: 84 },
      { id: '水', lonDeg: 86 },
      { id: '紫炁', lonDeg: 89 },
      { id: '月', lonDeg: 200 },
    ])
    const level = Object.fromEntries(placed.map((p) => [p.id, p.level]))
    expect(level).toEqual({ 日: 0, 水: 1, 紫炁: 2, 月: 0 })
  })

  it('今度: 觜 runs to 井 and 参 to 觜 (δ Ori lies west of λ Ori), so each name sits inside its own span', async () => {
    const c = await chartWith()
    const idx = (name: string) => c.xiuStarts.findIndex((x) => x.name === name)
    const [zi, can, jing] = [idx('觜'), idx('参'), idx('井')]
    expect(spanOf(zi, c.xiuStarts)).toBeCloseTo((c.xiuStarts[jing].lonDeg - c.xiuStarts[zi].lonDeg + 360) % 360, 9)
    expect(spanOf(can, c.xiuStarts)).toBeCloseTo((c.xiuStarts[zi].lonDeg - c.xiuStarts[can].lonDeg + 360) % 360, 9)
    expect(spanOf(zi, c.xiuStarts)).toBeLessThan(30)
  })

  it('shades with the style colour at reduced opacity', () => {
    expect(withAlpha('#6a5fc2', 0.2)).toBe('#6a5fc233')
    expect(withAlpha('#abc', 1)).toBe('#aabbccff')
  })
})

describe('table rows', () => {
  it('宿度 in degrees and minutes', () => {
    expect(degMin(12.0833333)).toBe('12°05′')
    expect(degMin(0.9999)).toBe('1°00′')
  })

  it('1990 (庚): 水 is 天禄, 太阳 has no 化曜; the spoken text names 命宫 and every body', async () => {
    const c = await chartWith()
    const rows = bodyRows(c, t)
    expect(rows.find((r) => r.id === '水')!.huaYao).toBe('天禄')
    expect(rows.find((r) => r.id === '日')!.huaYao).toBe('—')
    expect(rows.find((r) => r.id === '土')!.miaoWang).toBe('垣')
    expect(wheelSummaryText(c, t)).toContain(`命宫${c.mingGong}`)
    expect(wheelSummaryText(c, t)).toContain('计都躔')
  })
})

describe('every setting on zhengyu-settings changes the page', () => {
  it.each<[string, Partial<ZhengyuSettings>]>([
    ['mingGongMethod', { mingGongMethod: 'sun' }],
    ['xiuWidths', { xiuWidths: 'ancient' }],
    ['palaceFrame', { palaceFrame: 'ciXiu' }],
    ['miaoWangType', { miaoWangType: 'sanchen' }],
    ['luohouNode', { luohouNode: 'descending' }],
    ['nodeTrue', { nodeTrue: true }],
    ['yuebeiTrue', { yuebeiTrue: true }],
    ['zodiac', { zodiac: 'sidereal' }],
    ['sidMode', { zodiac: 'sidereal', sidMode: 3 }],
  ])('%s', async (name, patch) => {
    const base = name === 'sidMode' ? { zodiac: 'sidereal' as const } : {}
    expect(await pageText(patch)).not.toBe(await pageText(base))
  })
})

describe('zhengyuSettings store', () => {
  beforeEach(() => {
    fake.reset()
    useZhengyuSettings.getState().hydrate()
  })
  it('starts at the engine defaults and saves a change under zhengyuSettings', () => {
    expect(useZhengyuSettings.getState().settings).toEqual(defaultZhengyuSettings)
    useZhengyuSettings.getState().changed({ miaoWangType: 'sanchen' })
    expect((fake.storage.get('zhengyuSettings') as Record<string, unknown>).miaoWangType).toBe('sanchen')
  })
  it('a broken stored field falls back to its default, the others are kept', () => {
    fake.storage.set('zhengyuSettings', { ...defaultZhengyuSettings, miaoWangType: 'cetian', mingGongMethod: 'sun' })
    useZhengyuSettings.getState().hydrate()
    expect(useZhengyuSettings.getState().settings).toMatchObject({ miaoWangType: 'yuan', mingGongMethod: 'sun' })
  })
})
