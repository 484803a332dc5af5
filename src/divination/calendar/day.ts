/**
 * Calendar data for the calendar page: one day (黄历 day view) and one month (grid).
 * The 宜/忌, 建除, 黄道/黑道, 值日星宿, 冲煞, 彭祖百忌 and 吉神方位 come from lunar-javascript's tables (derived from
 * 《协纪辨方书》); each field names the rule or table it comes from.
 */
import { inputError } from '@/core/errors'
import { daysInMonth, julianDay, validateDate, formatDate, type CivilDate } from '@/core/time'
import { almanacFromTables, lunarOfSolar, mainFestivalsOf, otherFestivalsOf, LIBRARY_UTC_OFFSET_HOURS } from './lunar-adapter'
import { lunarDateOf, type LunarDate } from './lunar'
import { fourPillars } from './pillars'
import { checkYear, termsOfYear, type TermInstant } from './terms'

const WEEK = '日一二三四五六'

export interface DayGanZhi {
  year: string
  month: string
  day: string
  rule: string
}

/** 干支 of a calendar day: year and month by the term of that day (交节当日起算), day by the date. */
export function ganZhiOfDay(d: CivilDate): DayGanZhi {
  const jdUT = julianDay(d, 12 - LIBRARY_UTC_OFFSET_HOURS)
  const p = fourPillars({ jdUT, zoneOffsetHours: LIBRARY_UTC_OFFSET_HOURS }, { nextDayZiShi: false, jieqiType: 'day', solarTime: 'clock' })
  return { year: p.year.name, month: p.month.name, day: p.day.name, rule: '年以立春、月以节为界（交节当日起算），日柱按日期' }
}

/** Terms falling on a civil date (UTC+8 calendar). */
export function termsOnDate(d: CivilDate): TermInstant[] {
  const key = formatDate(d)
  return termsOfYear(d.year).filter((t) => t.timeUtc8.startsWith(key))
}

export interface CalendarDay {
  date: string
  week: string
  lunar: LunarDate
  ganZhi: DayGanZhi
  animal: string
  terms: { name: string; time: string }[]
  festivals: string[]
  otherFestivals: string[]
  yi: string[]
  ji: string[]
  jianChu: { name: string; rule: string }
  tianShen: { name: string; type: '黄道' | '黑道'; luck: string; rule: string }
  xiu: { name: string; luck: string; qiZheng: string; animal: string; gong: string; shou: string; song: string; rule: string }
  chongSha: { chong: string; chongDesc: string; chongShengXiao: string; sha: string; rule: string }
  pengZu: { gan: string; zhi: string; rule: string }
  positions: { xi: string; yangGui: string; yinGui: string; fu: string; cai: string; taiSui: string; rule: string }
  jiShen: string[]
  xiongSha: string[]
  yueXiang: string
  source: string
}

function checkDate(d: CivilDate): void {
  validateDate(d)
  checkYear(d.year)
}

/** Weekday of a civil date, 0 = Sunday. */
export const weekOf = (d: CivilDate) => ((Math.floor(julianDay(d) + 1.5) % 7) + 7) % 7

export function calendarDay(d: CivilDate): CalendarDay {
  checkDate(d)
  const raw = lunarOfSolar(d)
  const lunar = lunarDateOf(raw)
  const ganZhi = ganZhiOfDay(d)
  const week = weekOf(d)
  const a = almanacFromTables(ganZhi.month, ganZhi.day, week, '子丑寅卯辰巳午未申酉戌亥'.indexOf(ganZhi.year[1]), raw.day)
  return {
    date: formatDate(d),
    week: `星期${WEEK[week]}`,
    lunar,
    ganZhi,
    animal: lunar.animal,
    terms: termsOnDate(d).map((t) => ({ name: t.name, time: t.timeUtc8 })),
    festivals: mainFestivalsOf(d, raw),
    otherFestivals: otherFestivalsOf(d, raw),
    yi: a.yi,
    ji: a.ji,
    jianChu: { name: a.zhiXing, rule: '建除十二神：月建所在之支为建，依次为除满平定执破危成收开闭，逐日顺行，交节日重复前一日' },
    tianShen: {
      name: a.tianShen,
      type: a.tianShenType === '黄道' ? '黄道' : '黑道',
      luck: a.tianShenLuck,
      rule: '十二值神：青龙、明堂、金匮、天德、玉堂、司命为黄道，天刑、朱雀、白虎、天牢、玄武、勾陈为黑道',
    },
    xiu: {
      name: a.xiu,
      luck: a.xiuLuck,
      qiZheng: a.zheng,
      animal: a.animal,
      gong: a.gong,
      shou: a.shou,
      song: a.xiuSong,
      rule: '二十八宿值日，按日序循环（七曜禽星）',
    },
    chongSha: {
      chong: a.chong,
      chongDesc: a.chongDesc,
      chongShengXiao: a.chongShengXiao,
      sha: a.sha,
      rule: '日支六冲所对之支为冲；煞方依三合：申子辰煞南，亥卯未煞西，寅午戌煞北，巳酉丑煞东',
    },
    pengZu: { gan: a.pengZuGan, zhi: a.pengZuZhi, rule: '彭祖百忌，按日干、日支各取一句' },
    positions: { ...a.positions, rule: '喜神、阳贵、阴贵、福神、财神方位按日干；太岁方位按日支' },
    jiShen: a.jiShen,
    xiongSha: a.xiongSha,
    yueXiang: a.yueXiang,
    source: 'lunar-javascript 1.7（MIT）黄历表，源自《协纪辨方书》',
  }
}

export interface MonthCell {
  date: string
  day: number
  week: number
  lunarDay: string
  lunarMonth: string
  /** 初一 shows the month name, a term day shows the term */
  label: string
  dayGanZhi: string
  terms: { name: string; time: string }[]
  festivals: string[]
}

export interface CalendarMonth {
  year: number
  month: number
  /** weekday (0 = Sunday) of day 1 */
  firstWeek: number
  days: MonthCell[]
  terms: { name: string; time: string }[]
  leapMonth: number
}

export function calendarMonth(year: number, month: number): CalendarMonth {
  if (!Number.isInteger(month) || month < 1 || month > 12) inputError('bad_date', `月份应在 1–12 之间：${month}`)
  checkYear(year)
  const n = daysInMonth(year, month)
  const days: MonthCell[] = []
  const terms = termsOfYear(year).filter((t) => t.timeUtc8.startsWith(`${formatDate({ year, month, day: 1 }).slice(0, 8)}`))
  let firstWeek = 0
  for (let day = 1; day <= n; day++) {
    const d = { year, month, day }
    if (year === 1582 && month === 10 && day >= 5 && day <= 14) continue // the reform gap
    const week = weekOf(d)
    if (day === 1) firstWeek = week
    const raw = lunarOfSolar(d)
    const l = lunarDateOf(raw)
    const festivals = mainFestivalsOf(d, raw)
    const key = formatDate(d)
    const dayTerms = terms.filter((t) => t.timeUtc8.startsWith(key)).map((t) => ({ name: t.name, time: t.timeUtc8 }))
    const lunarMonth = `${l.isLeap ? '闰' : ''}${l.monthInChinese}月`
    days.push({
      date: key,
      day,
      week,
      lunarDay: l.dayInChinese,
      lunarMonth,
      label: dayTerms[0]?.name ?? festivals[0] ?? (l.day === 1 ? lunarMonth : l.dayInChinese),
      dayGanZhi: ganZhiOfDay(d).day,
      terms: dayTerms,
      festivals,
    })
  }
  return {
    year,
    month,
    firstWeek,
    days,
    terms: terms.map((t) => ({ name: t.name, time: t.timeUtc8 })),
    leapMonth: lunarOfSolar({ year, month, day: 1 }).leapMonth,
  }
}
