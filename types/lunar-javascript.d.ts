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
  }
  export const LunarYear: {
    fromYear(year: number): LunarYear
  }
  export interface LunarMonth {
    getDayCount(): number
    isLeap(): boolean
    getFirstJulianDay(): number
  }
  export const LunarMonth: {
    fromYm(year: number, month: number): LunarMonth | null
  }
}
