import { describe, expect, it } from 'vitest'
import type { RouteDef } from '@/routes'
import { chineseSystems } from '@/packageB/chinese-divination/systems'
import { parsePositiveInts, castTimeFromFields } from '@/packageB/chinese-divination/cast-time'
import { inputsOf, runCast, tossesOf, yangCount } from '@/packageB/liuyao/cast'
import { meihuaView, tiYongLabels } from '@/packageB/meihua/view'
import { castMeihua } from '@/divination/meihua'
import { newestFirst, resultName } from '@/packageC/divination-history/entries'
import type { StoredCast } from '@/store/divination-history'

const time = { date: '2024-06-10', time: '14:05', birthZone: -8, summer: 0 }

describe('chinese-divination index', () => {
  const routes: RouteDef[] = [
    { id: 'chinese-divination', pkg: 'B', page: 'chinese-divination/index', titleKey: 'x.a', system: { group: 'chinese', icon: '卜' } },
    { id: 'liuyao', pkg: 'B', page: 'liuyao/index', titleKey: 'x.b', system: { group: 'chinese', icon: '爻' } },
    { id: 'natal', pkg: 'A', page: 'natal/index', titleKey: 'x.c', system: { group: 'western', icon: '☉' } },
    { id: 'divination-history', pkg: 'C', page: 'divination-history/index', titleKey: 'x.d' },
  ]
  it('lists only the chinese routes of the table, itself excluded', () => {
    expect(chineseSystems(routes).map((r) => r.id)).toEqual(['liuyao'])
  })
  it('a chinese system added to the table later appears without touching the page', () => {
    const later = [
      ...routes,
      { id: 'ziwei', pkg: 'B' as const, page: 'ziwei/index', titleKey: 'x.e', system: { group: 'chinese' as const, icon: '紫' } },
    ]
    expect(chineseSystems(later).map((r) => r.id)).toEqual(['liuyao', 'ziwei'])
  })
})

describe('liuyao coin cast replays from its seed', () => {
  const form = { method: 'coins' as const, time, nextDayZiShi: false, yangSide: 'back' as const, seed: 123456789 }
  it('the stored inputs, read back from JSON, give the tosses their seed draws', () => {
    const b = runCast(JSON.parse(JSON.stringify(inputsOf(form))))
    // mulberry32(123456789), run separately in Python: b = draw below 0.5 (背).
    expect(
      tossesOf(b)
        ?.flat()
        .map((s) => (s === 'back' ? 'b' : 'f'))
        .join(''),
    ).toBe('bffbbffbbbbbfbbffb')
    expect(b.lines).toEqual([7, 8, 8, 9, 8, 7])
    expect(b.chart.movingLines).toEqual([4])
  })
  it('another seed gives other tosses', () => {
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(tossesOf(runCast(inputsOf({ ...form, seed })))))
    expect(new Set(seeds).size).toBeGreaterThan(1)
  })
  it('the coin mapping decides the line: three backs are 老阳 with back as yang, 老阴 with face as yang', () => {
    expect(yangCount(['back', 'back', 'back'], 'back')).toBe(3)
    expect(yangCount(['back', 'back', 'back'], 'face')).toBe(0)
  })
  it('lines entered by hand go straight into the chart: all 7 is 乾为天 with nothing moving', () => {
    const c = runCast(inputsOf({ method: 'lines', time, nextDayZiShi: false, yangSide: 'back', lines: [7, 7, 7, 7, 7, 7] }))
    expect(c.chart.original.fullName).toBe('乾为天')
    expect(c.chart.changed).toBeNull()
    expect(tossesOf(c)).toBeNull()
  })
})

describe('meihua view', () => {
  // 观梅占 (《梅花易数》): 辰年十二月十七日申时 → 泽火革, 初爻动; 体兑金, 用离火.
  const r = castMeihua({ method: 'time', timeNumbers: { year: 5, month: 12, day: 17, hour: 9 } })
  it('观梅占: 用 is the lower trigram (the moving line is in it), so 用 sits by line 2 and 体 by line 5', () => {
    expect(r.movingLine).toBe(1)
    expect(tiYongLabels(r.movingLine, '体', '用')).toEqual({ 2: '用', 5: '体' })
  })
  it('观梅占: the moving line text is 革 初九 「巩用黄牛之革」', () => {
    const v = meihuaView(r)
    expect(v.movingYao.label).toBe('初九')
    expect(v.movingYao.text).toContain('巩用黄牛之革')
    expect(v.originalBits).toBe('101110')
  })
})

describe('history entries', () => {
  const rec = (id: string, createdAt: string, result: unknown, system: 'liuyao' | 'meihua' = 'meihua') =>
    ({ id, system, question: '', createdAt, castTime: null, inputs: {}, result, version: 1 }) as unknown as StoredCast
  it('lists newest first whatever the stored order', () => {
    const list = [rec('a', '2024-01-01T00:00:00.000Z', {}), rec('b', '2024-03-01T00:00:00.000Z', {}), rec('c', '2024-02-01T00:00:00.000Z', {})]
    expect(newestFirst(list).map((r) => r.id)).toEqual(['b', 'c', 'a'])
  })
  it('names the result 本卦 → 变卦; a liuyao cast without moving lines shows the 本卦 alone', () => {
    expect(resultName(rec('m', 'x', { original: '泽火革', changed: '泽山咸' }))).toBe('泽火革 → 泽山咸')
    expect(resultName(rec('l', 'x', { chart: { original: { fullName: '乾为天' }, changed: null } }, 'liuyao'))).toBe('乾为天')
  })
})

describe('number fields', () => {
  it('needs the first two, skips an empty third, refuses zero and text', () => {
    expect(parsePositiveInts(['5', '7', ''], 2)).toEqual([5, 7])
    expect(parsePositiveInts(['5', '7', '3'], 2)).toEqual([5, 7, 3])
    expect(parsePositiveInts(['5', '', ''], 2)).toBeUndefined()
    expect(parsePositiveInts(['0', '7', ''], 2)).toBeUndefined()
    expect(parsePositiveInts(['5a', '7', ''], 2)).toBeUndefined()
  })
  it('a picked date and time keep their text and carry a zone', () => {
    const c = castTimeFromFields('2024-06-10', '23:30')
    expect(c.date).toBe('2024-06-10')
    expect(c.time).toBe('23:30')
    expect(Number.isFinite(c.birthZone)).toBe(true)
  })
})
