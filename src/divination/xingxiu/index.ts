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
export { XIU28, XIU27, MONTH_FIRST_XIU, SANJIU, SANJIU_PAIRS, type Xiu27, type SanjiuName, type SanjiuPair } from './tables'
export { xingxiuReading, type XingxiuReading, type XingxiuPerson } from './reading'
