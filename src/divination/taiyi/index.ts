/** 太乙神数: public face of the engine. */
export { taiyiChart, type TaiyiChart } from './chart'
export { taiyiBoard, suanFrom, daJiangOf, canJiangOf, jiShenBranch, heShenBranch, type TaiyiBoard } from './board'
export { accumulate, YEAR_EPOCH, type TaiyiCount, type CountInput } from './count'
export {
  DEFAULT_TAIYI_SETTINGS,
  TAIYI_MODES,
  TAIYI_SCHOOLS,
  normalizeTaiyiSettings,
  type TaiyiMode,
  type TaiyiSchool,
  type TaiyiSettings,
} from './settings'
export { PALACE_GUA, RING } from './tables'
export { LESSER_SPIRITS, SPIRIT_PATH, lesserSpirits, spiritPosition, type LesserSpirit, type SpiritPosition } from './spirits'
