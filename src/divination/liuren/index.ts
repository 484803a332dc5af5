/** 大六壬: public face of the engine. */
export { liurenBoard, liurenChart, yueJiangOfZhongQi, type LiurenBoard, type LiurenChart } from './chart'
export { sanChuanOf, siKeOf, sheHaiDepth, heavenOf, type Plate, type ZongMen, type SanChuanResult } from './sanchuan'
export { DEFAULT_LIUREN_SETTINGS, normalizeLiurenSettings, type LiurenSettings } from './settings'
export { GUI_REN, STEM_LODGE, TIAN_JIANG, XING } from './tables'
