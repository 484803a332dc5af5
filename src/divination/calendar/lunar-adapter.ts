/**
 * The only module that talks to lunar-javascript (MIT, github.com/6tail/lunar-javascript, 1.7.x).
 * Everything the library returns is converted to plain data here; no library object leaves this file.
 * Conventions pinned here: the library's term instants are civil time of UTC+8 (the 紫金山天文台 almanac basis);
 * its Solar dates are Julian before 1582-10-15 and Gregorian after. We never use its EightChar (its default
 * sect keeps the day for 23:00–24:00; our pillars are computed in pillars.ts with the convention explicit).
 */
import { LunarUtil, LunarYear, Solar, SolarUtil } from 'lunar-javascript'
import { civilFromJulianDay, daysInMonth, julianDay, type CivilDate } from '@/core/time'

/** Hours east of UT of the library's term table. */
export const LIBRARY_UTC_OFFSET_HOURS = 8

const termCache = new Map<number, readonly number[]>()

/**
 * Julian days (UT) of the 24 terms of a Gregorian year, 小寒 first and 冬至 last.
 * The library's table for a year runs 大雪 (previous year) … 惊蛰 (next year); entries 2..25 are this year's.
 */
export function termJdUTsOfYear(year: number): readonly number[] {
  let cached = termCache.get(year)
  if (!cached) {
    const jds = LunarYear.fromYear(year).getJieQiJulianDays()
    cached = jds.slice(2, 26).map((jd) => jd - LIBRARY_UTC_OFFSET_HOURS / 24)
    termCache.set(year, cached)
  }
  return cached
}

export interface LunarDateRaw {
  year: number
  /** 1–12; negative for a leap month (the library's convention) */
  month: number
  day: number
  yearInChinese: string
  /** month name without 闰: 正 二 … 冬 腊 */
  monthInChinese: string
  dayInChinese: string
  animal: string
  /** days in this lunar month */
  monthDays: number
  /** leap month of this lunar year, 0 when none */
  leapMonth: number
  /** last day of the lunar year (除夕) */
  isYearEnd: boolean
}

interface LunarMonthInfo {
  month: number
  firstJdn: number
  dayCount: number
}

const MONTH_NAMES = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'] as const
const DIGITS = '〇一二三四五六七八九'
const ANIMALS = '鼠牛虎兔龙蛇马羊猴鸡狗猪'
export function lunarDayName(day: number): string {
  if (day === 10) return '初十'
  if (day === 20) return '二十'
  if (day === 30) return '三十'
  const tens = ['初', '十', '廿'][Math.floor(day / 10)]
  return tens + DIGITS[day % 10].replace('〇', '')
}

/** Months of one lunar year, cached (the library keeps only its last LunarYear, which thrashes across years). */
const monthCache = new Map<number, LunarMonthInfo[]>()
function lunarMonthsOf(year: number): LunarMonthInfo[] {
  let list = monthCache.get(year)
  if (!list) {
    if (monthCache.size > 512) monthCache.clear()
    list = LunarYear.fromYear(year)
      .getMonths()
      .filter((m) => m.getYear() === year)
      .map((m) => ({ month: m.getMonth(), firstJdn: m.getFirstJulianDay(), dayCount: m.getDayCount() }))
    monthCache.set(year, list)
  }
  return list
}

export function lunarOfSolar(d: CivilDate): LunarDateRaw {
  const jdn = Math.floor(julianDay(d) + 0.5)
  for (const y of [d.year, d.year - 1]) {
    const months = lunarMonthsOf(y)
    const i = months.findIndex((m) => jdn >= m.firstJdn && jdn < m.firstJdn + m.dayCount)
    if (i < 0) continue
    const m = months[i]
    const day = jdn - m.firstJdn + 1
    return {
      year: y,
      month: m.month,
      day,
      yearInChinese: [...String(Math.abs(y))].map((c) => DIGITS[Number(c)]).join(''),
      monthInChinese: MONTH_NAMES[Math.abs(m.month) - 1],
      dayInChinese: lunarDayName(day),
      animal: ANIMALS[(((y - 4) % 12) + 12) % 12],
      monthDays: m.dayCount,
      leapMonth: Math.abs(months.find((x) => x.month < 0)?.month ?? 0),
      isYearEnd: i === months.length - 1 && day === m.dayCount,
    }
  }
  throw new Error(`no lunar month for ${d.year}-${d.month}-${d.day}`)
}

/** Solar date of a lunar date (month negative for a leap month). Caller validates first. */
export function solarOfLunar(year: number, month: number, day: number): CivilDate {
  const m = lunarMonthsOf(year).find((x) => x.month === month)!
  const c = civilFromJulianDay(m.firstJdn + day - 1)
  return { year: c.year, month: c.month, day: c.day }
}

/** Leap month number of a lunar year, 0 when none. */
export function leapMonthOf(year: number): number {
  return Math.abs(lunarMonthsOf(year).find((x) => x.month < 0)?.month ?? 0)
}

/** Days in a lunar month (negative month = leap), or null when that month does not exist. */
export function lunarMonthDayCount(year: number, month: number): number | null {
  return lunarMonthsOf(year).find((x) => x.month === month)?.dayCount ?? null
}

/**
 * Main festivals of a day from the library's tables (lunar: 春节 元宵 端午 …, solar: 元旦 国庆 …, by weekday: 母亲节 …),
 * without building a library Lunar object. 除夕 is the last day of the lunar year.
 */
export function mainFestivalsOf(d: CivilDate, l: LunarDateRaw): string[] {
  const out: string[] = []
  if (l.month > 0) {
    const f = LunarUtil.FESTIVAL[`${l.month}-${l.day}`]
    if (f) out.push(f)
  }
  if (l.isYearEnd) out.push('除夕')
  const s = SolarUtil.FESTIVAL[`${d.month}-${d.day}`]
  if (s) out.push(s)
  const week = ((Math.floor(julianDay(d) + 1.5) % 7) + 7) % 7
  const w = SolarUtil.WEEK_FESTIVAL[`${d.month}-${Math.ceil(d.day / 7)}-${week}`]
  if (w) out.push(w)
  if (d.day + 7 > daysInMonth(d.year, d.month)) {
    const last = SolarUtil.WEEK_FESTIVAL[`${d.month}-0-${week}`]
    if (last) out.push(last)
  }
  return out
}

/** Almanac (黄历) data of one civil day, from the library's 协纪辨方书-derived tables. */
export interface AlmanacRaw {
  yi: string[]
  ji: string[]
  zhiXing: string
  tianShen: string
  tianShenType: string
  tianShenLuck: string
  xiu: string
  xiuLuck: string
  xiuSong: string
  zheng: string
  animal: string
  gong: string
  shou: string
  chong: string
  chongDesc: string
  chongShengXiao: string
  sha: string
  pengZuGan: string
  pengZuZhi: string
  positions: { xi: string; yangGui: string; yinGui: string; fu: string; cai: string; taiSui: string }
  jiShen: string[]
  xiongSha: string[]
  yueXiang: string
}

const GAN = '甲乙丙丁戊己庚辛壬癸'
const ZHI = '子丑寅卯辰巳午未申酉戌亥'
/** 太岁 day directions by 六十甲子 groups (the library's rule): 甲子–己巳 震, 丙子–辛巳 离, 戊子–癸巳 中, 庚子–乙巳 兑, 壬子–丁巳 坎. */
const TAI_SUI_DAY: Record<string, string> = {}
for (const [p, list] of [
  ['震', '甲子乙丑丙寅丁卯戊辰己巳'],
  ['离', '丙子丁丑戊寅己卯庚辰辛巳'],
  ['中', '戊子己丑庚寅辛卯壬辰癸巳'],
  ['兑', '庚子辛丑壬寅癸卯甲辰乙巳'],
  ['坎', '壬子癸丑甲寅乙卯丙辰丁巳'],
] as const) {
  for (let i = 0; i < list.length; i += 2) TAI_SUI_DAY[list.slice(i, i + 2)] = p
}

interface YiJiRecord {
  months: string
  yi: string[]
  ji: string[]
}
let yiJiIndex: Map<string, YiJiRecord[]> | null = null

/**
 * 宜/忌 of a day: the library's DAY_YI_JI string (records "日=月月…:宜宜…,忌忌…" in hex of 六十甲子 and YI_JI indices)
 * parsed once into a map, with the library's lookup rule: the first record of the day 干支 whose months include the
 * month 干支; none → 无.
 */
function dayYiJi(monthGz: string, dayGz: string): { yi: string[]; ji: string[] } {
  if (!yiJiIndex) {
    yiJiIndex = new Map()
    const hexPairs = (h: string) => (h.match(/../g) ?? []).map((x) => LunarUtil.YI_JI[parseInt(x, 16)])
    for (const m of LunarUtil.DAY_YI_JI.matchAll(/([0-9A-F]{2})=((?:[0-9A-F]{2})*):((?:[0-9A-F]{2})*),((?:[0-9A-F]{2})*?)(?=[0-9A-F]{2}=|$)/g)) {
      const list = yiJiIndex.get(m[1]) ?? []
      list.push({ months: m[2], yi: hexPairs(m[3]), ji: hexPairs(m[4]) })
      yiJiIndex.set(m[1], list)
    }
  }
  const hex = (gz: string) => LunarUtil.JIA_ZI.indexOf(gz).toString(16).toUpperCase().padStart(2, '0')
  const month = hex(monthGz)
  const rec = yiJiIndex.get(hex(dayGz))?.find((r) => (r.months.match(/../g) ?? ([] as string[])).includes(month))
  const none = [LunarUtil.SHEN_SHA[0]]
  return { yi: rec?.yi.length ? [...rec.yi] : none, ji: rec?.ji.length ? [...rec.ji] : [...none] }
}

/**
 * The day's almanac from table lookups only (no library Lunar object, which rebuilds a whole lunar year whenever
 * the year changes). Inputs: month 干支 by the 节 day (交节当日起算), day 干支, weekday (0 = Sunday), year branch by
 * 立春 day, lunar day. Checked against the library's Lunar getters in tests/unit/divination/calendar.
 */
export function almanacFromTables(monthGz: string, dayGz: string, week: number, yearBranchByLiChunDay: number, lunarDay: number): AlmanacRaw {
  const dg = GAN.indexOf(dayGz[0])
  const dz = ZHI.indexOf(dayGz[1])
  const mz = ZHI.indexOf(monthGz[1])
  const tianShen = LunarUtil.TIAN_SHEN[((dz + LunarUtil.ZHI_TIAN_SHEN_OFFSET[monthGz[1]]) % 12) + 1]
  const tianShenType = LunarUtil.TIAN_SHEN_TYPE[tianShen]
  const xiu = LunarUtil.XIU[dayGz[1] + week]
  const chong = LunarUtil.CHONG[dz]
  const chongShengXiao = LunarUtil.SHENGXIAO[LunarUtil.ZHI.indexOf(chong)]
  const gong = LunarUtil.GONG[xiu]
  const desc = (p: string) => LunarUtil.POSITION_DESC[p]
  const { yi, ji } = dayYiJi(monthGz, dayGz)
  return {
    yi,
    ji,
    zhiXing: LunarUtil.ZHI_XING[((dz - mz + 12) % 12) + 1],
    tianShen,
    tianShenType,
    tianShenLuck: LunarUtil.TIAN_SHEN_TYPE_LUCK[tianShenType],
    xiu,
    xiuLuck: LunarUtil.XIU_LUCK[xiu],
    xiuSong: LunarUtil.XIU_SONG[xiu],
    zheng: LunarUtil.ZHENG[xiu],
    animal: LunarUtil.ANIMAL[xiu],
    gong,
    shou: LunarUtil.SHOU[gong],
    chong,
    chongDesc: `(${LunarUtil.CHONG_GAN[dg]}${chong})${chongShengXiao}`,
    chongShengXiao,
    sha: LunarUtil.SHA[dayGz[1]],
    pengZuGan: LunarUtil.PENGZU_GAN[dg + 1],
    pengZuZhi: LunarUtil.PENGZU_ZHI[dz + 1],
    positions: {
      xi: desc(LunarUtil.POSITION_XI[dg + 1]),
      yangGui: desc(LunarUtil.POSITION_YANG_GUI[dg + 1]),
      yinGui: desc(LunarUtil.POSITION_YIN_GUI[dg + 1]),
      fu: desc(LunarUtil.POSITION_FU_2[dg + 1]),
      cai: desc(LunarUtil.POSITION_CAI[dg + 1]),
      taiSui: desc(TAI_SUI_DAY[dayGz] ?? LunarUtil.POSITION_TAI_SUI_YEAR[yearBranchByLiChunDay]),
    },
    jiShen: LunarUtil.getDayJiShen(mz, dayGz),
    xiongSha: LunarUtil.getDayXiongSha(mz, dayGz),
    yueXiang: LunarUtil.YUE_XIANG[lunarDay],
  }
}

/** True when the name is one of the almanac's 宜/忌 activities (the library's YI_JI list). */
export function isAlmanacActivity(name: string): boolean {
  return LunarUtil.YI_JI.includes(name)
}

/** Minor observances of a day (世界抗癌日 …) from the library's tables. */
export function otherFestivalsOf(d: CivilDate, l: LunarDateRaw): string[] {
  return [...(l.month > 0 ? (LunarUtil.OTHER_FESTIVAL[`${l.month}-${l.day}`] ?? []) : []), ...(SolarUtil.OTHER_FESTIVAL[`${d.month}-${d.day}`] ?? [])]
}

/** The library's own Lunar getters for a day; used only by tests to check almanacFromTables. */
export function almanacFromLibrary(d: CivilDate): AlmanacRaw {
  const l = Solar.fromYmd(d.year, d.month, d.day).getLunar()
  return {
    yi: l.getDayYi(),
    ji: l.getDayJi(),
    zhiXing: l.getZhiXing(),
    tianShen: l.getDayTianShen(),
    tianShenType: l.getDayTianShenType(),
    tianShenLuck: l.getDayTianShenLuck(),
    xiu: l.getXiu(),
    xiuLuck: l.getXiuLuck(),
    xiuSong: l.getXiuSong(),
    zheng: l.getZheng(),
    animal: l.getAnimal(),
    gong: l.getGong(),
    shou: l.getShou(),
    chong: l.getDayChong(),
    chongDesc: l.getDayChongDesc(),
    chongShengXiao: l.getDayChongShengXiao(),
    sha: l.getDaySha(),
    pengZuGan: l.getPengZuGan(),
    pengZuZhi: l.getPengZuZhi(),
    positions: {
      xi: l.getDayPositionXiDesc(),
      yangGui: l.getDayPositionYangGuiDesc(),
      yinGui: l.getDayPositionYinGuiDesc(),
      fu: l.getDayPositionFuDesc(),
      cai: l.getDayPositionCaiDesc(),
      taiSui: l.getDayPositionTaiSuiDesc(),
    },
    jiShen: l.getDayJiShen(),
    xiongSha: l.getDayXiongSha(),
    yueXiang: l.getYueXiang(),
  }
}
