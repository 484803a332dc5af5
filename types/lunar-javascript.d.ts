/** Minimal types for lunar-javascript 1.7.x (MIT, github.com/6tail/lunar-javascript), the parts src/divination/calendar uses. */
declare module 'lunar-javascript' {
  export interface Solar {
    getYear(): number
    getMonth(): number
    getDay(): number
    getHour(): number
    getMinute(): number
    getSecond(): number
    getWeek(): number
    getJulianDay(): number
    getLunar(): Lunar
    getFestivals(): string[]
    getOtherFestivals(): string[]
    getXingZuo(): string
    toYmd(): string
    toYmdHms(): string
    next(days: number): Solar
  }
  export const Solar: {
    fromYmd(year: number, month: number, day: number): Solar
    fromYmdHms(year: number, month: number, day: number, hour: number, minute: number, second: number): Solar
    fromJulianDay(jd: number): Solar
  }
  export interface NineStar {
    toString(): string
  }
  export interface JieQi {
    getName(): string
    getSolar(): Solar
    isJie(): boolean
    isQi(): boolean
  }
  export interface Lunar {
    getYear(): number
    getMonth(): number
    getDay(): number
    getSolar(): Solar
    getYearInChinese(): string
    getMonthInChinese(): string
    getDayInChinese(): string
    getYearInGanZhi(): string
    getYearInGanZhiExact(): string
    getMonthInGanZhiExact(): string
    getDayInGanZhi(): string
    getYearShengXiao(): string
    getJieQi(): string
    getJieQiTable(): Record<string, Solar>
    getJieQiList(): string[]
    getFestivals(): string[]
    getOtherFestivals(): string[]
    getDayYi(): string[]
    getDayJi(): string[]
    getZhiXing(): string
    getDayTianShen(): string
    getDayTianShenType(): string
    getDayTianShenLuck(): string
    getXiu(): string
    getXiuLuck(): string
    getXiuSong(): string
    getZheng(): string
    getAnimal(): string
    getGong(): string
    getShou(): string
    getDayChong(): string
    getDayChongDesc(): string
    getDayChongShengXiao(): string
    getDaySha(): string
    getPengZuGan(): string
    getPengZuZhi(): string
    getDayPositionXi(): string
    getDayPositionXiDesc(): string
    getDayPositionYangGui(): string
    getDayPositionYangGuiDesc(): string
    getDayPositionYinGui(): string
    getDayPositionYinGuiDesc(): string
    getDayPositionFu(): string
    getDayPositionFuDesc(): string
    getDayPositionCai(): string
    getDayPositionCaiDesc(): string
    getDayPositionTaiSui(): string
    getDayPositionTaiSuiDesc(): string
    getDayJiShen(): string[]
    getDayXiongSha(): string[]
    getYueXiang(): string
    getDayNineStar(): NineStar
    getWuHou(): string
    getCurrentJieQi(): JieQi | null
  }
  export const Lunar: {
    fromYmd(year: number, month: number, day: number): Lunar
  }
  export interface LunarYear {
    getLeapMonth(): number
    getJieQiJulianDays(): number[]
    getMonths(): LunarMonth[]
  }
  export const LunarYear: {
    fromYear(year: number): LunarYear
  }
  export interface LunarMonth {
    getYear(): number
    getMonth(): number
    getDayCount(): number
    isLeap(): boolean
    getFirstJulianDay(): number
  }
  export const LunarMonth: {
    fromYm(year: number, month: number): LunarMonth | null
  }
  /** Static almanac tables and lookups (協纪辨方书-derived); indices as in the library (ZHI/GAN lists start with ''). */
  export const LunarUtil: {
    FESTIVAL: Record<string, string>
    OTHER_FESTIVAL: Record<string, string[]>
    ZHI_XING: string[]
    TIAN_SHEN: string[]
    ZHI_TIAN_SHEN_OFFSET: Record<string, number>
    TIAN_SHEN_TYPE: Record<string, string>
    TIAN_SHEN_TYPE_LUCK: Record<string, string>
    XIU: Record<string, string>
    XIU_LUCK: Record<string, string>
    XIU_SONG: Record<string, string>
    ZHENG: Record<string, string>
    ANIMAL: Record<string, string>
    GONG: Record<string, string>
    SHOU: Record<string, string>
    CHONG: string[]
    CHONG_GAN: string[]
    SHENGXIAO: string[]
    ZHI: string[]
    SHA: Record<string, string>
    PENGZU_GAN: string[]
    PENGZU_ZHI: string[]
    POSITION_XI: string[]
    POSITION_YANG_GUI: string[]
    POSITION_YIN_GUI: string[]
    POSITION_FU_2: string[]
    POSITION_CAI: string[]
    POSITION_TAI_SUI_YEAR: string[]
    POSITION_DESC: Record<string, string>
    YUE_XIANG: string[]
    DAY_YI_JI: string
    YI_JI: string[]
    JIA_ZI: string[]
    SHEN_SHA: string[]
    getDayYi(monthGanZhi: string, dayGanZhi: string): string[]
    getDayJi(monthGanZhi: string, dayGanZhi: string): string[]
    getDayJiShen(monthZhiIndex: number, dayGanZhi: string): string[]
    getDayXiongSha(monthZhiIndex: number, dayGanZhi: string): string[]
  }
  export const SolarUtil: { FESTIVAL: Record<string, string>; WEEK_FESTIVAL: Record<string, string>; OTHER_FESTIVAL: Record<string, string[]> }
}
