/** 奇门遁甲 (时家): public face of the engine. */
export { qimenChart, earthPlateOf, flyPalace, horseBranch, BRANCH_PALACE, type QimenChart, type QimenPalace } from './chart'
export { juChaiBu, juZhiRun, type JuResult } from './ju'
export { DEFAULT_QIMEN_SETTINGS, normalizeQimenSettings, type QimenSettings } from './settings'
export { JU_TABLE, STARS, DOORS, SANQI_LIUYI, XUN_YI, RING, isYangDun } from './tables'
