/** 策天 rules, one known fact each, and each setting's change to the chart. */
import { describe, expect, it } from 'vitest'
import { computeCetian, xianNameOf, type CetianInput, type CetianSettings } from '@/divination/cetian'
import {
  mingBranch,
  shenBranch,
  starBranches,
  tianKuWeepBranch,
  tianXingBranch,
  tianYaoBranch,
  tianZhangBranch,
  ziweiBranch,
} from '@/divination/cetian/placement'

const YINZHENG: CetianInput = { date: '1975-12-29', time: '20:00', birthZone: -8, sex: 1 }
const chart = (input: Partial<CetianInput>, s: Partial<CetianSettings> = {}) => computeCetian({ ...YINZHENG, ...input }, s)
const palaceOf = (c: ReturnType<typeof chart>, star: string) => c.palaces.find((p) => p.stars.some((s) => s.name === star))!

describe('策天 安星 rules', () => {
  it('天杖: 正月 on 子, counting back by month (六月 → 未)', () => {
    expect(tianZhangBranch(1)).toBe(0)
    expect(tianZhangBranch(6)).toBe(7)
  })
  it('命宫: 天杖 on 子 for a 卯 hour puts 命宫 on 子 (the hour is already 卯)', () => {
    expect(mingBranch(0, 3)).toBe(0)
    expect(mingBranch(0, 0)).toBe(3)
  })
  it('身宫: 初一 is on 天杖 in both readings; 初四 is one palace back only in yinzheng', () => {
    expect(shenBranch(5, 1, 'yinzheng')).toBe(5)
    expect(shenBranch(5, 1, 'literal')).toBe(5)
    expect(shenBranch(5, 4, 'yinzheng')).toBe(3)
    expect(shenBranch(5, 4, 'literal')).toBe(4)
  })
  it('紫微: 子年 on 未, 午年 on 丑', () => {
    expect(ziweiBranch(0)).toBe(7)
    expect(ziweiBranch(6)).toBe(1)
  })
  it('太岁起库: 天库 stands on the year branch', () => {
    for (let y = 0; y < 12; y++) expect(starBranches({ yearBranch: y, month: 1, zhang: 0 }).tianku).toBe(y)
  })
  it('天异, 旄头, 天刃 follow 天杖 one palace back each', () => {
    const b = starBranches({ yearBranch: 0, month: 1, zhang: 0 })
    expect([b.tianyi, b.maotou, b.tianren]).toEqual([11, 10, 9])
  })
  it('天刑 正月 on 酉, 天姚 正月 on 丑, forward by month', () => {
    expect(tianXingBranch(1)).toBe(9)
    expect(tianYaoBranch(1)).toBe(1)
    expect(tianXingBranch(12)).toBe(8)
  })
  it('天哭: 子年 on 丑 (六合)', () => {
    expect(tianKuWeepBranch(0)).toBe(1)
    expect(tianKuWeepBranch(2)).toBe(11)
  })
  it('five elements by the p. 47 verse; 天空 has none', () => {
    const stars = chart({}).palaces.flatMap((p) => p.stars)
    expect(stars.find((s) => s.name === '天哭')?.element).toBe('金')
    expect(stars.find((s) => s.name === '天刑')?.element).toBe('火')
    expect(stars.find((s) => s.name === '旄头')?.element).toBe('水')
    expect(stars.find((s) => s.name === '天空')?.element).toBeUndefined()
    expect(stars.find((s) => s.name === '天姚')?.yinYang).toBe('阳')
  })
  it('限星 short names as the 引證圖 writes them', () => {
    expect(['文昌', '天福', '天禄', '紫微'].map(xianNameOf)).toEqual(['文限', '福限', '禄限', '紫限'])
    expect(['红鸾', '天贵', '天空'].map(xianNameOf)).toEqual(['鸾限', '贵限', '空限'])
  })
  it('the current 限 at a target date by 虚岁', () => {
    const c = computeCetian(YINZHENG, {}, { date: '2010-06-01' })
    // 36 虚岁 falls in the 32–41 限, on 子.
    expect(c.current).toMatchObject({ age: 36, index: 0 })
  })
})

describe('策天 settings change the chart', () => {
  it('starCalcType: the 引證圖 身宫 is 卯 (yinzheng), 辰 (literal)', () => {
    expect(chart({}).shenGong).toBe('卯')
    expect(chart({}, { starCalcType: 'literal' }).shenGong).toBe('辰')
  })
  it('miaoWangType: 天贵 in 申 is 庙 in 移語本, 旺 in 全集本', () => {
    expect(palaceOf(chart({}), '天贵').branch).toBe('申')
    expect(palaceOf(chart({}), '天贵').stars[0].miaoWang).toBe('庙')
    expect(palaceOf(chart({}, { miaoWangType: 'quanji' }), '天贵').stars[0].miaoWang).toBe('旺')
  })
  it('calcType: a 阴年 female starts from 身宫 (yiyu) or 命宫 (daozang), forward in both', () => {
    const yiyu = chart({ sex: 0 })
    const daozang = chart({ sex: 0 }, { calcType: 'daozang' })
    expect(yiyu.daxianForward).toBe(true)
    expect(yiyu.palaces[yiyu.daxianOrder[0]].branch).toBe('卯')
    expect(daozang.palaces[daozang.daxianOrder[0]].branch).toBe('未')
    expect(yiyu.palaces.find((p) => p.branch === '辰')?.daxian).toMatchObject({ fromAge: 12, toAge: 21 })
  })
  it('calcType agrees for a 阴年 male (both from 身宫, backward)', () => {
    expect(chart({}, { calcType: 'daozang' }).daxianOrder).toEqual(chart({}).daxianOrder)
  })
  it('showXianStar off drops the 限星', () => {
    expect(palaceOf(chart({}), '文昌').daxian.xianName).toBe('文限')
    expect(palaceOf(chart({}, { showXianStar: false }), '文昌').daxian.xianName).toBeUndefined()
  })
  it('lateZi: 23:30 counts the next lunar day (nextDay) or the same one (sameDay)', () => {
    const at = { date: '1975-12-29', time: '23:30' }
    expect(chart(at).birth.lunar.day).toBe(28)
    expect(chart(at, { lateZi: 'sameDay' }).birth.lunar.day).toBe(27)
  })
  it('rejects an unknown setting value', () => {
    expect(() => chart({}, { calcType: 'x' as never })).toThrow(/calcType/)
  })
})
