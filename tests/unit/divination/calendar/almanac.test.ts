/**
 * Almanac day officers checked against the published rules, not against lunar-javascript: the rules below are
 * the ones printed in 《协纪辨方书》 (卷四 建除、卷九 黄道黑道) and in every 通书, and the 七曜 order of the 28 宿.
 * The month branch comes from our month pillar (itself checked against swetest solar terms in tests/golden);
 * the weekday from the JavaScript Date of the civil day.
 * 宜忌 lists differ between almanac publishers and no printed almanac is transcribed here yet: the 宜忌 of two days are
 * checked in tests/golden/bazi/calendar-day.golden.test.ts against lunar-javascript and tyme4ts (shared tables).
 * The last block checks the day view's fast path (direct table lookups) against the library's own getters.
 */
import { describe, expect, it } from 'vitest'
import { almanacFromLibrary, almanacFromTables, lunarOfSolar } from '@/divination/calendar/lunar-adapter'
import { calendarDay, ganZhiOfDay } from '@/divination/calendar'
import { civilFromJulianDay, julianDay } from '@/core/time'
import { Solar } from 'lunar-javascript'

const days = (from: { year: number; month: number; day: number }, n: number, step: number) =>
  Array.from({ length: n }, (_, i) => civilFromJulianDay(Math.floor(julianDay(from) + 0.5) + i * step))

const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'
// 建除十二神: the day whose branch is the month's 建 (寅 in 正月 …) is 建, then in this order.
const JIAN_CHU = ['建', '除', '满', '平', '定', '执', '破', '危', '成', '收', '开', '闭']
// 黄道黑道十二神 in order from 青龙; 青龙 starts on: 寅申月子, 卯酉月寅, 辰戌月辰, 巳亥月午, 子午月申, 丑未月戌
// (寅申需加子，卯酉却居寅，辰戌龙位上，巳亥午中寻，子午临申地，丑未戌上行).
const TIAN_SHEN = ['青龙', '明堂', '天刑', '朱雀', '金匮', '天德', '白虎', '玉堂', '天牢', '玄武', '司命', '勾陈']
const HUANG_DAO = new Set(['青龙', '明堂', '金匮', '天德', '玉堂', '司命'])
const QING_LONG_START: Record<string, string> = {
  寅: '子',
  申: '子',
  卯: '寅',
  酉: '寅',
  辰: '辰',
  戌: '辰',
  巳: '午',
  亥: '午',
  子: '申',
  午: '申',
  丑: '戌',
  未: '戌',
}
// 二十八宿 by weekday (七曜值日): 日 房虚昴星, 月 心危毕张, 火 尾室觜翼, 水 箕壁参轸, 木 角斗奎井, 金 亢牛娄鬼, 土 氐女胃柳.
const XIU_BY_WEEKDAY = ['房虚昴星', '心危毕张', '尾室觜翼', '箕壁参轸', '角斗奎井', '亢牛娄鬼', '氐女胃柳']

const idx = (b: string) => BRANCHES.indexOf(b)

function sampleDays(): { year: number; month: number; day: number }[] {
  const out: { year: number; month: number; day: number }[] = []
  for (const [start, n, step] of [
    [Date.UTC(2023, 11, 1), 120, 1],
    [Date.UTC(1901, 0, 1), 150, 251],
    [Date.UTC(1950, 5, 3), 60, 97],
  ] as const)
    for (let i = 0; i < n; i++) {
      const t = new Date(start + i * step * 86_400_000)
      out.push({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() })
    }
  return out
}

describe('almanac day officers follow the published rules', () => {
  const sample = sampleDays()
  it(`${sample.length} days: 建除 counts from the month's 建`, () => {
    for (const d of sample) {
      const c = calendarDay(d)
      const expected = JIAN_CHU[(idx(c.ganZhi.day[1]) - idx(c.ganZhi.month[1]) + 12) % 12]
      expect(c.jianChu.name, `${d.year}-${d.month}-${d.day}`).toBe(expected)
    }
  })
  it('黄道黑道: 青龙 starts where the 口诀 says, and the six 黄道 gods are the 黄道 days', () => {
    for (const d of sample) {
      const c = calendarDay(d)
      const expected = TIAN_SHEN[(idx(c.ganZhi.day[1]) - idx(QING_LONG_START[c.ganZhi.month[1]]) + 12) % 12]
      expect(c.tianShen.name, `${d.year}-${d.month}-${d.day}`).toBe(expected)
      expect(c.tianShen.type).toBe(HUANG_DAO.has(expected) ? '黄道' : '黑道')
    }
  })
  it('二十八宿值日 keeps the weekday of its 七曜 and walks the 28 in order', () => {
    for (const d of sample) {
      const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()
      expect(XIU_BY_WEEKDAY[weekday], `${d.year}-${d.month}-${d.day}`).toContain(calendarDay(d).xiu.name)
    }
    // 2024-02-10 (Saturday) is 氐 in the golden almanac day; the next 27 days walk 房 心 尾 … in 角亢氐房 order.
    const order = '角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸'
    for (let i = 0; i < 28; i++) {
      const t = new Date(Date.UTC(2024, 1, 10 + i))
      const name = calendarDay({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }).xiu.name
      expect(name).toBe(order[(2 + i) % 28])
    }
  })
})

describe("the day view's table lookups equal lunar-javascript's getters (fast path, not an oracle)", () => {
  const sample = [
    ...days({ year: 2023, month: 12, day: 1 }, 120, 1),
    ...days({ year: 1901, month: 1, day: 1 }, 150, 251),
    ...days({ year: 1600, month: 3, day: 1 }, 20, 17),
  ]
  it(`${sample.length} days: 宜忌, 建除, 值神, 星宿, 冲煞, 彭祖, 方位, 吉神凶煞, 月相`, () => {
    for (const d of sample) {
      const g = ganZhiOfDay(d)
      const raw = lunarOfSolar(d)
      const week = ((Math.floor(julianDay(d) + 1.5) % 7) + 7) % 7
      const ours = almanacFromTables(g.month, g.day, week, '子丑寅卯辰巳午未申酉戌亥'.indexOf(g.year[1]), raw.day)
      expect(ours, `${d.year}-${d.month}-${d.day}`).toEqual(almanacFromLibrary(d))
    }
  })
  it('lunar dates from the cached month tables equal the library conversion', () => {
    for (const d of sample) {
      const l = Solar.fromYmd(d.year, d.month, d.day).getLunar()
      const raw = lunarOfSolar(d)
      expect([raw.year, raw.month, raw.day], `${d.year}-${d.month}-${d.day}`).toEqual([l.getYear(), l.getMonth(), l.getDay()])
      expect(raw.dayInChinese).toBe(l.getDayInChinese())
      expect(raw.monthInChinese).toBe(l.getMonthInChinese().replace('闰', ''))
      expect(raw.yearInChinese).toBe(l.getYearInChinese())
    }
  })
})
