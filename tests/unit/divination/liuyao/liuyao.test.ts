import { EngineInputError } from '@/core/errors'
import { createRng } from '@/core/random'
import { parseGanZhi } from '@/divination/common/ganzhi'
import { buildLiuyaoChart, castByCoins, castByNumbers, castLiuyao, hexagramType, lineFromToss, liuQinOf, liuShenOf } from '@/divination/liuyao'
import { findHexagram } from '@/divination/yi/hexagrams'

const day = parseGanZhi('甲子')

describe('coins (单拆重交)', () => {
  it('one back (背) is 少阳 7, two 少阴 8, three 老阳 9, none 老阴 6 when 背 is yang', () => {
    expect(lineFromToss(['back', 'face', 'face'])).toBe(7)
    expect(lineFromToss(['back', 'back', 'face'])).toBe(8)
    expect(lineFromToss(['back', 'back', 'back'])).toBe(9)
    expect(lineFromToss(['face', 'face', 'face'])).toBe(6)
  })
  it('the coin mapping setting swaps the sides', () => {
    expect(lineFromToss(['face', 'face', 'face'], { yangSide: 'face' })).toBe(9)
    expect(lineFromToss(['back', 'face', 'face'], { yangSide: 'face' })).toBe(8)
  })
  it('coins fall by the generator: below 0.5 is 背; a scripted fall reads 水火既济 changing to 水风井 by hand', () => {
    // Tosses bottom first: 背背背 (老阳 9), 字字字 (老阴 6), 背字字 (7), 背背字 (8), 背字字 (7), 背背字 (8).
    const draws = [0.1, 0.2, 0.3, 0.9, 0.8, 0.7, 0.1, 0.9, 0.9, 0.1, 0.1, 0.9, 0.4, 0.6, 0.6, 0.2, 0.3, 0.7]
    const scripted = () => draws.shift()!
    const c = castLiuyao({ method: 'coins', dayGanZhi: '甲子' }, scripted)
    expect(c.lines).toEqual([9, 6, 7, 8, 7, 8])
    // Lower 离 (阳阴阳), upper 坎 (阴阳阴): 既济; lines 1 and 2 move: lower becomes 巽 (阴阳阳): 井.
    expect(c.chart.original.fullName).toBe('水火既济')
    expect(c.chart.changed?.fullName).toBe('水风井')
    expect(c.chart.movingLines).toEqual([1, 2])
  })
  it('a seed fixes the tosses: seed 20240310 falls as the reference mulberry32 draws', () => {
    // First 18 draws of mulberry32(20240310) (Tommy Ettinger's published algorithm, run separately in Python):
    // bbbffb ffbbff fffbbb with b = below 0.5.
    const c = castByCoins(createRng(20240310))
    expect(
      c.tosses
        .flat()
        .map((s) => (s === 'back' ? 'b' : 'f'))
        .join(''),
    ).toBe('bbbffbffbbfffffbbb')
    expect(c.lines).toEqual([9, 7, 7, 7, 6, 9])
  })
  it('different seeds give different casts over a few tries', () => {
    const seen = new Set([1, 2, 3, 4, 5].map((s) => castByCoins(createRng(s)).lines.join('')))
    expect(seen.size).toBeGreaterThan(1)
  })
  it('coins without a seed is an input error', () => expect(() => castLiuyao({ method: 'coins', dayGanZhi: '甲子' })).toThrow(EngineInputError))
})

describe('六亲 and 六神 rules', () => {
  it('生我者父母: 土 palace, 火 line', () => expect(liuQinOf('earth', 'fire')).toBe('父母'))
  it('我生者子孙: 土 palace, 金 line', () => expect(liuQinOf('earth', 'metal')).toBe('子孙'))
  it('克我者官鬼: 土 palace, 木 line', () => expect(liuQinOf('earth', 'wood')).toBe('官鬼'))
  it('我克者妻财: 土 palace, 水 line', () => expect(liuQinOf('earth', 'water')).toBe('妻财'))
  it('比和者兄弟', () => expect(liuQinOf('metal', 'metal')).toBe('兄弟'))
  it('戊日起勾陈, 己日起螣蛇, 壬日起玄武', () => {
    expect(liuShenOf(4)[0]).toBe('勾陈')
    expect(liuShenOf(5)[0]).toBe('螣蛇')
    expect(liuShenOf(8)).toEqual(['玄武', '青龙', '朱雀', '勾陈', '螣蛇', '白虎'])
  })
})

describe('chart rules', () => {
  it('六冲卦: the eight pure hexagrams, 无妄 and 大壮', () => {
    for (const n of ['乾为天', '坤为地', '坎为水', '离为火', '震为雷', '巽为风', '艮为山', '兑为泽', '天雷无妄', '雷天大壮']) {
      expect(hexagramType(findHexagram(n)!)).toBe('六冲')
    }
  })
  it('六合卦: 否 泰 节 困 豫 复 旅 贲', () => {
    for (const n of ['天地否', '地天泰', '水泽节', '泽水困', '雷地豫', '地雷复', '火山旅', '山火贲']) {
      expect(hexagramType(findHexagram(n)!)).toBe('六合')
    }
  })
  it('伏神: 地天泰 lacks 父母; 坤为地 二爻 乙巳火 父母 hides under 二爻', () => {
    const c = buildLiuyaoChart({ lines: [7, 7, 7, 8, 8, 8], dayGanZhi: day })
    expect(c.missingLiuQin).toEqual(['父母'])
    expect(c.lines[1].fuShen).toEqual({ najia: '乙巳', element: '火', liuQin: '父母' })
    expect(c.lines.filter((l) => l.fuShen)).toHaveLength(1)
  })
  it('天风姤 lacks 妻财: 乾为天 二爻 甲寅木 is the 伏神', () => {
    const c = buildLiuyaoChart({ lines: [8, 7, 7, 7, 7, 7], dayGanZhi: day })
    expect(c.missingLiuQin).toEqual(['妻财'])
    expect(c.lines[1].fuShen?.najia).toBe('甲寅')
  })
  it('no moving line: no 变卦', () => {
    const c = buildLiuyaoChart({ lines: [7, 8, 7, 8, 7, 8], dayGanZhi: day })
    expect(c.changed).toBeNull()
    expect(c.movingLines).toEqual([])
  })
  it('旬空 and 月破 are marked from the day and month pillars', () => {
    const c = buildLiuyaoChart({ lines: [7, 7, 7, 8, 8, 8], dayGanZhi: day, monthGanZhi: parseGanZhi('丁巳') })
    expect(c.lines[4].kong).toBe(true) // 癸亥, 甲子旬空戌亥
    expect(c.lines[4].yuePo).toBe(true) // 巳亥相冲
    expect(c.yueJian).toBe('巳')
  })
  it('rejects a line value outside 6–9', () => {
    expect(() => buildLiuyaoChart({ lines: [7, 7, 7, 8, 8, 5], dayGanZhi: day })).toThrow(EngineInputError)
  })
})

describe('numbers and time', () => {
  it('numbers [5, 2]: 上巽下兑, 动爻 (5+2)%6 = 1 → 风泽中孚 初爻动', () => {
    const c = castByNumbers([5, 2])
    expect(c.hexagram.fullName).toBe('风泽中孚')
    expect(c.lines).toEqual([9, 7, 8, 8, 7, 7])
  })
  it('time 2024-03-10 14:30 (UTC+8): day 癸酉, month 丁卯 (lunar-javascript)', () => {
    const c = castLiuyao({ method: 'lines', lines: [7, 7, 7, 7, 7, 7], time: { date: '2024-03-10', time: '14:30', birthZone: -8 } })
    expect(c.chart.dayGanZhi).toBe('癸酉')
    expect(c.chart.monthGanZhi).toBe('丁卯')
    expect(c.chart.lines[0].liuShen).toBe('玄武')
  })
  it('nextDayZiShi moves 23:30 to the next day pillar', () => {
    const t = { date: '2024-03-10', time: '23:30', birthZone: -8 }
    expect(castLiuyao({ method: 'lines', lines: [7, 7, 7, 7, 7, 7], time: t }).chart.dayGanZhi).toBe('癸酉')
    expect(castLiuyao({ method: 'lines', lines: [7, 7, 7, 7, 7, 7], time: t, nextDayZiShi: true }).chart.dayGanZhi).toBe('甲戌')
  })
})
