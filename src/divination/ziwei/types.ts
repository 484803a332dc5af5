import type { Brightness, StarId, StarKind } from './data/stars'
import type { SiHuaType } from './data/sihua'

/** School conventions; every one is explicit (defaults in settings.ts equal iztro 2.6.1's defaults). */
export interface ZiweiSettings {
  /** Where the birth year (and every year layer) starts: 正月初一 or the 立春 moment. */
  yearBoundary: 'lunarNewYear' | 'liChun'
  /** A birth in a leap month: days 1–15 as this month and 16+ as the next (splitAt15), the whole month as this month, or as the next. */
  leapMonth: 'splitAt15' | 'thisMonth' | 'nextMonth'
  /** 晚子时 (23:00–24:00): the chart uses the next day (nextDay), or the same day's 子 hour (sameDay). */
  lateZi: 'nextDay' | 'sameDay'
  /** 命主 by the 命宫 branch (通行) or by the birth-year branch (中州 and some books). */
  mingZhuRule: 'mingGongBranch' | 'yearBranch'
  /** 四化 table: 通行, 中州, or custom (stems missing from `siHuaCustom` fall back to 通行). */
  siHuaTable: 'tongxing' | 'zhongzhou' | 'custom'
  /** Custom rows by stem name ('甲' … '癸'), four star names or ids in the order 禄 权 科 忌, e.g. {"庚": ["太阳","武曲","天同","太阴"]}. */
  siHuaCustom?: Partial<Record<string, readonly string[]>>
  /** Minor-star set: 通行 (截路 空亡) or 中州 (截空, 劫杀, 大耗, 龙德; 天使/天伤 swap for 阴男阳女; 岁破 for 大耗). */
  starSet: 'default' | 'zhongzhou'
}

export interface LunarDateInput {
  year: number
  month: number
  day: number
  isLeapMonth?: boolean
}

/**
 * Birth input. Either the SPEC time input (date + time + birthZone + summer, or jdUT + birthZone) read as local
 * standard clock time, or a solar `date` / `lunarDate` with an explicit `timeIndex`
 * (0 早子 00–01, 1 丑 … 11 亥, 12 晚子 23–24).
 */
export interface ZiweiInput {
  sex: 0 | 1
  date?: string
  time?: string
  birthZone?: number
  summer?: number
  jdUT?: number
  lunarDate?: LunarDateInput
  timeIndex?: number
}

export interface ZiweiStar {
  id: StarId
  name: string
  kind: StarKind
  brightness?: Brightness
  /** Birth-year 四化 carried by this star. */
  siHua?: SiHuaType
}

export interface ZiweiPalace {
  /** Branch index, 子 = 0 … 亥 = 11 (the palace's fixed place on the board). */
  index: number
  branch: string
  stem: string
  ganZhi: string
  /** 命宫, 兄弟, 夫妻, 子女, 财帛, 疾厄, 迁移, 仆役, 官禄, 田宅, 福德, 父母. */
  name: string
  isMingGong: boolean
  isShenGong: boolean
  /** 来因宫: the palace (other than 子/丑) whose stem equals the birth-year stem. */
  isLaiYin: boolean
  majorStars: ZiweiStar[]
  minorStars: ZiweiStar[]
  adjectiveStars: ZiweiStar[]
  /** e.g. ["武曲化权"]. */
  mutagens: string[]
  changSheng: string
  boShi: string
  jiangQian: string
  suiQian: string
  /** 大限 in 虚岁, inclusive. */
  decadal: { startAge: number; endAge: number }
  /** 小限 ages (虚岁) that fall in this palace, up to 120. */
  xiaoXianAges: number[]
}

export interface ZiweiBirthFacts {
  solarDate: string
  /** Lunar date of the civil birth day, e.g. 二〇〇〇年七月十七. */
  lunarDate: string
  /** Lunar date the chart counts (the next day for 晚子时 under lateZi nextDay). */
  lunar: { year: number; month: number; day: number; isLeapMonth: boolean }
  /** Month number used for the chart after the leap-month rule (1–12). */
  chartMonth: number
  timeIndex: number
  timeName: string
  /** 四柱, e.g. "庚辰 甲申 丙午 庚寅". */
  chineseDate: string
  yearStem: string
  yearBranch: string
  /** Year number by the year boundary (lunar year, or the 立春 year); ages count from it. */
  yearNumber: number
  /** Branch index of the birth hour (子 = 0). */
  hourBranch: number
}

export interface ZiweiChart {
  sex: 0 | 1
  settings: ZiweiSettings
  birth: ZiweiBirthFacts
  /** 阳男阴女 run forwards. */
  forward: boolean
  mingGong: string
  shenGong: string
  mingGongIndex: number
  shenGongIndex: number
  fiveElementsClass: string
  /** 2 水二局 … 6 火六局; the first 大限 starts at this 虚岁. */
  fiveElementsNumber: number
  mingZhu: string
  shenZhu: string
  /** e.g. {禄: {star: "太阳", palace: "子女", branch: "卯"}, …}. */
  birthYearSiHua: Record<SiHuaType, { star: string; palace: string; branch: string } | null>
  /** Twelve palaces in branch order 子 … 亥. */
  palaces: ZiweiPalace[]
}

export type LayerScope = 'decadal' | 'xiaoXian' | 'yearly' | 'monthly' | 'daily' | 'hourly'

export interface ZiweiLayer {
  scope: LayerScope
  /** 大限, 童限, 小限, 流年, 流月, 流日, 流时. */
  label: string
  /** Branch index of the layer's 命宫. */
  palaceIndex: number
  stem: string
  branch: string
  ganZhi: string
  /** Layer palace name for each board palace, branch order 子 … 亥 (e.g. 大命, 大兄 … shown as 命宫, 兄弟 …). */
  palaceNames: string[]
  /** The layer's 四化, each with the board palace it lands in (-1 when the star is absent). */
  siHua: { type: SiHuaType; star: string; palaceIndex: number }[]
  /** Moving stars (运/流/月/日/时 魁钺昌曲禄羊陀马鸾喜), by board palace. */
  stars: { name: string; palaceIndex: number }[]
}

export interface ZiweiLayers {
  target: { solarDate: string; lunarDate: string; timeIndex: number }
  /** 虚岁 at the target date. */
  nominalAge: number
  decadal: ZiweiLayer
  xiaoXian: ZiweiLayer
  yearly: ZiweiLayer & { suiQian: string[]; jiangQian: string[] }
  monthly: ZiweiLayer
  daily: ZiweiLayer
  hourly: ZiweiLayer
}
