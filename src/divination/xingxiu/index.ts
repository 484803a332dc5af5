/** 二十八宿: public face of the engine. */
export {
  dayXiu,
  yearXiu,
  ganZhiYearOf,
  natalXiu,
  natalXiuOfLunar,
  nextXiuDay,
  lunarDaysOfXiu27,
  sanjiuRelation,
  xiu28Info,
  xiu28ByName,
  jdnOf,
  type Xiu28Info,
  type NatalXiu,
  type SanjiuRelation,
} from './mansions'
export { jieMonthOf, monthXiu } from './month'
export { moonXiu, type MoonXiu } from './moon'
export { xingxiuSettingsSchema, defaultXingxiuSettings, type XingxiuSettings, type XiuWidths } from './settings'
export {
  XIU28,
  XIU27,
  MONTH_FIRST_XIU,
  MONTH_QIN_FIRST,
  SANJIU,
  SANJIU_PAIRS,
  type Xiu27,
  type SanjiuName,
  type SanjiuPair,
  type MonthQinRule,
} from './tables'
export { xingxiuReading, type XingxiuReading, type XingxiuPerson, type XingxiuBirth } from './reading'
