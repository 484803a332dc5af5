/** 七政四余: public face of the engine. */
export {
  computeZhengyuChart,
  shenshaMomentOf,
  xiuStartsAt,
  xiuOf,
  ziQiLonDeg,
  ZIQI_WANLI1578,
  type ZhengyuChart,
  type ZhengyuBody,
  type ZhengyuPalace,
  type XiuStart,
  type ZhengyuInput,
} from './chart'
export { CI_XIU, SIGN_PALACE_STARTS, branchIn, palaceStartsOf, palaceWidthDeg, type PalaceFrame, type PalaceStarts } from './palace-frame'
export { branchOfLonDeg, palaceStartDeg, mingGongByAscendant, mingGongBySun, hourBranchOfLocalMeanTime } from './rules'
export { parseZhengyuSettings, defaultZhengyuSettings, zhengyuSettingsSchema, type ZhengyuSettings } from './settings'
export {
  XIU,
  ZHENGYU_BODIES,
  QIZHENG,
  SIYU,
  PALACE_NAMES,
  BRANCHES,
  ANCIENT_DU_PER_CIRCLE,
  duToDeg,
  type ZhengyuBodyId,
  type QizhengId,
  type Branch,
} from './tables'
export {
  PALACE_LORD,
  XIU_YAO,
  SIYU_OF,
  SANCHEN_MIAO_WANG,
  HUA_YAO_NAMES,
  HUA_YAO_STARS,
  huaYaoOfStem,
  miaoWangOf,
  mingDuLonDeg,
  palaceLordOf,
  xiuYaoOf,
  type HuaYaoName,
  type MiaoWangLabel,
  type MiaoWangType,
} from './doctrine'
export { zhengyuOverlay, type OverlayRow, type ZhengyuOverlay } from './overlay'
export { ZHENGYU_SHENSHA, zhengyuShensha, type ZhengyuShensha, type ShenshaMoment } from './shensha'
export { SHENSHA_BASES, type ZhengyuShenshaBasis, type ZhengyuShenshaDef } from './shensha-def'
export { SUI_SHEN } from './sui-shen'
export {
  zhengyuXiandu,
  xianduPeriods,
  mingPalaceYears,
  XIANDU_YEARS,
  TONG_XIAN_YEARS,
  AGE_YEAR_DAYS,
  type Xiandu,
  type XianduPeriod,
  type XianduNow,
  type XianduMingYears,
} from './xiandu'
