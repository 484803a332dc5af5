/** Rule tests for the school conventions and the chart API (one known fact per test). */
import { describe, expect, it } from 'vitest'
import { EngineInputError } from '@/core/errors'
import {
  boardCell,
  computeZiwei,
  computeZiweiLayers,
  normalizeZiweiSettings,
  sanFangSiZheng,
  starMeaning,
  timeIndexOfHour,
  MAJOR_STARS,
} from '@/divination/ziwei'
import { commands } from '@/cli/commands/ziwei'

const Z1 = { sex: 0 as const, date: '2000-8-16', timeIndex: 2 }

describe('year boundary', () => {
  // 2001-01-30 is 正月初七 of 辛巳 (new year 2001-01-24) but before 立春 (2001-02-04).
  it('正月初一: 2001-01-30 belongs to 辛巳', () => {
    expect(computeZiwei({ sex: 1, date: '2001-1-30', timeIndex: 3 }).birth.chineseDate.slice(0, 2)).toBe('辛巳')
  })
  it('立春: 2001-01-30 still belongs to 庚辰', () => {
    expect(computeZiwei({ sex: 1, date: '2001-1-30', timeIndex: 3 }, { yearBoundary: 'liChun' }).birth.chineseDate.slice(0, 2)).toBe('庚辰')
  })
  it('立春: after 立春 but before 正月初一 is already the new year (2024-02-05 is 甲辰 by 立春, 癸卯 by 初一)', () => {
    expect(computeZiwei({ sex: 1, date: '2024-2-5', timeIndex: 6 }, { yearBoundary: 'liChun' }).birth.yearStem).toBe('甲')
    expect(computeZiwei({ sex: 1, date: '2024-2-5', timeIndex: 6 }).birth.yearStem).toBe('癸')
  })
})

describe('leap month (2020 闰四月: 05-23 is 闰四月初一)', () => {
  // 2020-06-01 = 闰四月初十 (first half), 2020-06-15 = 闰四月廿四 (second half); 辰时.
  const first = { sex: 0 as const, date: '2020-6-1', timeIndex: 4 }
  const second = { sex: 0 as const, date: '2020-6-15', timeIndex: 4 }
  it('split at the 15th: 初十 counts as 四月, 廿四 as 五月', () => {
    expect(computeZiwei(first).birth.chartMonth).toBe(4)
    expect(computeZiwei(second).birth.chartMonth).toBe(5)
  })
  it('whole month as this month: both count as 四月', () => {
    expect(computeZiwei(first, { leapMonth: 'thisMonth' }).birth.chartMonth).toBe(4)
    expect(computeZiwei(second, { leapMonth: 'thisMonth' }).birth.chartMonth).toBe(4)
  })
  it('whole month as next month: both count as 五月', () => {
    expect(computeZiwei(first, { leapMonth: 'nextMonth' }).birth.chartMonth).toBe(5)
    expect(computeZiwei(second, { leapMonth: 'nextMonth' }).birth.chartMonth).toBe(5)
  })
  it('寅起正月顺数至生月、逆数生时: 五月辰时 命宫 寅, 四月辰时 命宫 丑', () => {
    expect(computeZiwei(first, { leapMonth: 'nextMonth' }).mingGong).toBe('寅')
    expect(computeZiwei(first, { leapMonth: 'thisMonth' }).mingGong).toBe('丑')
  })
})

describe('晚子时', () => {
  it('23:00–23:59 is 时辰 index 12, 00:00–00:59 is 0', () => {
    expect([0, 1, 2, 3, 22, 23].map(timeIndexOfHour)).toEqual([0, 1, 1, 2, 11, 12])
  })
  it('next day: 2024-03-15 23:30 counts 二月初七 and the 己卯 day (甲子 hour)', () => {
    const c = computeZiwei({ sex: 1, date: '2024-03-15', time: '23:30', birthZone: -8 })
    expect(c.birth.timeIndex).toBe(12)
    expect(c.birth.lunar.day).toBe(7)
    expect(c.birth.chineseDate).toBe('甲辰 丁卯 己卯 甲子')
  })
  it('same day: 2024-03-15 23:30 stays on 二月初六, 戊寅 day, 壬子 hour', () => {
    const c = computeZiwei({ sex: 1, date: '2024-03-15', time: '23:30', birthZone: -8 }, { lateZi: 'sameDay' })
    expect(c.birth.lunar.day).toBe(6)
    expect(c.birth.chineseDate).toBe('甲辰 丁卯 戊寅 壬子')
  })
  it('next day across a month end: 2024-04-08 23:30 (二月三十, the month’s last day) counts 三月初一 (new moon 04-09 02:21 UTC+8)', () => {
    const c = computeZiwei({ sex: 1, date: '2024-04-08', time: '23:30', birthZone: -8 })
    expect(c.birth.lunar).toEqual({ year: 2024, month: 3, day: 1, isLeapMonth: false })
  })
})

describe('命主 and 身主', () => {
  it('命主 by 命宫 branch: 命宫午 → 破军', () => {
    expect(computeZiwei(Z1).mingZhu).toBe('破军')
  })
  it('命主 by year branch: 辰年 → 廉贞 (辰申廉贞)', () => {
    expect(computeZiwei(Z1, { mingZhuRule: 'yearBranch' }).mingZhu).toBe('廉贞')
  })
  it('身主 by year branch: 辰年 → 文昌', () => {
    expect(computeZiwei(Z1).shenZhu).toBe('文昌')
  })
})

describe('input forms', () => {
  it('summer time is removed: 05:30 with DST is 04:30 standard, 寅时', () => {
    expect(computeZiwei({ sex: 0, date: '2000-08-16', time: '05:30', birthZone: -8, summer: 1 }).birth.timeIndex).toBe(2)
  })
  it('jdUT + birthZone gives the local 时辰 (2000-08-15 20:00 UT = 08-16 04:00 UTC+8)', () => {
    const c = computeZiwei({ sex: 0, jdUT: 2451772.3333333, birthZone: -8 })
    expect([c.birth.solarDate, c.birth.timeIndex, c.mingGong]).toEqual(['2000-08-16', 2, '午'])
  })
  it('a lunar date gives the same chart as its solar date (二〇〇〇年七月十七 = 2000-08-16)', () => {
    const c = computeZiwei({ sex: 0, lunarDate: { year: 2000, month: 7, day: 17 }, timeIndex: 2 })
    expect([c.birth.solarDate, c.mingGong, c.fiveElementsClass]).toEqual(['2000-08-16', '午', '木三局'])
  })
  it('a leap lunar month that does not exist is rejected', () => {
    expect(() => computeZiwei({ sex: 0, lunarDate: { year: 2021, month: 4, day: 1, isLeapMonth: true }, timeIndex: 2 })).toThrow(EngineInputError)
  })
  it('bad settings and bad sex are input errors', () => {
    expect(() => normalizeZiweiSettings({ lateZi: 'tomorrow' })).toThrow(EngineInputError)
    expect(() => computeZiwei({ sex: 2 as 0, date: '2000-8-16', timeIndex: 2 })).toThrow(EngineInputError)
  })
})

describe('board helpers and meanings', () => {
  it('三方四正 of 午: 午, 三合 戌 and 寅, opposite 子', () => {
    expect(sanFangSiZheng(6)).toEqual({ self: 6, sanHe: [10, 2], opposite: 0, all: [6, 10, 2, 0] })
  })
  it('board: 巳 is the top-left cell, 亥 the bottom-right, 寅 the bottom-left', () => {
    expect([boardCell(5), boardCell(11), boardCell(2)]).toEqual([
      { row: 0, col: 0 },
      { row: 3, col: 3 },
      { row: 3, col: 0 },
    ])
  })
  it('every one of the 14 main stars has a meaning', () => {
    for (const name of Object.values(MAJOR_STARS)) expect(starMeaning(name)?.length ?? 0).toBeGreaterThan(10)
  })
})

describe('time layers', () => {
  it('童限 before the first 大限: 虚岁 2 of a 木三局 chart is in 财帛 (一命二财)', () => {
    const l = computeZiweiLayers(computeZiwei(Z1), { date: '2001-6-1', timeIndex: 6 })
    expect([l.nominalAge, l.decadal.label, l.decadal.palaceIndex]).toEqual([2, '童限', 2])
  })
  it('流年命宫 sits at the year branch (2024 甲辰 → 辰)', () => {
    const l = computeZiweiLayers(computeZiwei(Z1), { date: '2024-6-1', timeIndex: 6 })
    expect([l.yearly.ganZhi, l.yearly.palaceIndex]).toEqual(['甲辰', 4])
  })
  it('a target before the birth year is an input error', () => {
    expect(() => computeZiweiLayers(computeZiwei(Z1), { date: '1999-6-1', timeIndex: 6 })).toThrow(EngineInputError)
  })
})

describe('CLI ziwei', () => {
  it('prints the DESIGN §3 fields', () => {
    const out = commands.ziwei.run({ date: '2000-08-16', time: '04:00', birthZone: -8, sex: 0 }) as Record<string, unknown>
    expect([out.mingGong, out.shenGong, out.fiveElementsClass]).toEqual(['午', '戌', '木三局'])
    const palaces = out.palaces as { name: string; ganZhi: string; majorStars: string[]; mutagens: string[] }[]
    expect(palaces).toHaveLength(12)
    expect(palaces[0]).toMatchObject({ name: '财帛', ganZhi: '戊寅', majorStars: ['武曲', '天相'], mutagens: ['武曲化权'] })
  })
  it('passes settings through (top level or under settings)', () => {
    const a = commands.ziwei.run({ ...Z1, mingZhuRule: 'yearBranch' }) as { mingZhu: string }
    const b = commands.ziwei.run({ ...Z1, settings: { mingZhuRule: 'yearBranch' } }) as { mingZhu: string }
    expect([a.mingZhu, b.mingZhu]).toEqual(['廉贞', '廉贞'])
  })
  it('rejects a missing sex', () => {
    expect(() => commands.ziwei.run({ date: '2000-08-16', timeIndex: 2 })).toThrow(EngineInputError)
  })
})
