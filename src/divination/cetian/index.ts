/** 策天十八飛星 engine: public API. */
export { computeCetian, xianNameOf } from './chart'
export type { CetianChart, CetianDaxian, CetianInput, CetianPalace, CetianStar, CetianStep } from './chart'
export { cetianSettingsSchema, defaultCetianSettings, type CetianSettings } from './settings'
export { CETIAN_STAR_IDS, CETIAN_STAR_NAMES, CETIAN_PALACE_NAMES, STAR_ELEMENTS, YANG_STARS } from './tables'
export type { CetianElement, CetianStarId, MiaoWang } from './tables'
export { CETIAN_STAR_NOTES } from './texts'
