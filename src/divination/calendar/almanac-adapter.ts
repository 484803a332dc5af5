/**
 * Almanac (黄历) lookups in lunar-javascript's 协纪辨方书-derived tables: 宜忌, 建除, 值神, 星宿, 冲煞, 彭祖, 方位,
 * 吉神凶煞, 月相. With lunar-adapter.ts, the only modules that talk to lunar-javascript; plain data out.
 */
import { LunarUtil, Solar } from 'lunar-javascript'
import type { CivilDate } from '@/core/time'

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
