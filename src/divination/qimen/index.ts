/** 奇门遁甲 (时家, 日家, 月家, 年家): public face of the engine. */
export { qimenChart, earthPlateOf, flyPalace, horseBranch, BRANCH_PALACE, type QimenChart, type QimenPalace } from './chart'
export { juChaiBu, juZhiRun, type JuResult } from './ju'
export { DEFAULT_QIMEN_SETTINGS, normalizeQimenSettings, type QimenSettings } from './settings'
export { JU_TABLE, STARS, DOORS, SANQI_LIUYI, XUN_YI, RING, isYangDun } from './tables'
export { explainPalace, explainDayPalace, type PalaceExplanation, type PalaceNote } from './explain'
export { KE_YING, keYingOf, type KeYing, type Luck } from './texts/ke-ying'
export { STAR_MEANING, DOOR_MEANING, GOD_MEANING, DAY_STAR_MEANING } from './texts/meanings'
export {
  dayQimenChart,
  qimenBoardOf,
  isDayQimenChart,
  taiyiDayPalace,
  restDoorPalace,
  DAY_STARS,
  type DayQimenChart,
  type DayQimenPalace,
} from './day'
