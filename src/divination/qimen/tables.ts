/**
 * 奇门遁甲 doctrine as data. Palaces are numbered by the 洛书 (1 坎 … 9 离, 5 中宫); stems by index (甲 = 0 … 癸 = 9).
 * Sources: 《烟波钓叟歌》 (定局口诀, 三奇六仪, 值符值使), 《奇门遁甲统宗》 (九星八门八神), 刘伯温《奇门遁甲秘笈大全》.
 */

/** 八卦 of each palace, 1–9 (5 has none). */
export const PALACE_GUA = ['', '坎', '坤', '震', '巽', '中', '乾', '兑', '艮', '离'] as const

/** The eight outer palaces clockwise from 坎: 坎1 艮8 震3 巽4 离9 坤2 兑7 乾6 (转盘 rotates along this ring). */
export const RING = [1, 8, 3, 4, 9, 2, 7, 6] as const

/**
 * 三奇六仪 in 布局 order: 「六仪戊己庚辛壬癸，三奇丁丙乙」, laid from the 局 palace forward (阳遁) or backward (阴遁)
 * through palaces 1–9. Stem indices: 戊 己 庚 辛 壬 癸 丁 丙 乙.
 */
export const SANQI_LIUYI = [4, 5, 6, 7, 8, 9, 3, 2, 1] as const

/** 六甲遁于六仪: 「甲子戊，甲戌己，甲申庚，甲午辛，甲辰壬，甲寅癸」. Indexed by 旬 (jiazi index / 10). */
export const XUN_YI = [
  { head: '甲子', yi: 4 },
  { head: '甲戌', yi: 5 },
  { head: '甲申', yi: 6 },
  { head: '甲午', yi: 7 },
  { head: '甲辰', yi: 8 },
  { head: '甲寅', yi: 9 },
] as const

/** 九星 by original palace 1–9: 「蓬芮冲辅禽，心柱任英」. */
export const STARS = ['', '天蓬', '天芮', '天冲', '天辅', '天禽', '天心', '天柱', '天任', '天英'] as const

/** 八门 by original palace: 「休死伤杜 (中) 开惊生景」; palace 5 has no door (its 值使 is 死门, 寄坤). */
export const DOORS = ['', '休门', '死门', '伤门', '杜门', '', '开门', '惊门', '生门', '景门'] as const

/**
 * 八神 (转盘), laid from the 值符 palace clockwise in 阳遁 and counter-clockwise in 阴遁:
 * 值符、螣蛇、太阴、六合、白虎、玄武、九地、九天 (the modern list); the older list reads 勾陈、朱雀 for 白虎、玄武 in 阳遁.
 */
export const GODS_MODERN = ['值符', '螣蛇', '太阴', '六合', '白虎', '玄武', '九地', '九天'] as const
export const GODS_YANG_OLD = ['值符', '螣蛇', '太阴', '六合', '勾陈', '朱雀', '九地', '九天'] as const
/** 九神 of 飞盘 (one per palace, 太常 added): 值符、螣蛇、太阴、六合、勾陈、太常、朱雀、九地、九天. */
export const GODS_FEI = ['值符', '螣蛇', '太阴', '六合', '勾陈', '太常', '朱雀', '九地', '九天'] as const

/**
 * 拆补 定局 table: 24 节气 (0 = 小寒 … 23 = 冬至, the calendar module's order) × 上中下元. 《烟波钓叟歌》:
 * 「冬至惊蛰一七四，小寒二八五，大寒春分三九六，立春八五二，雨水九六三，清明立夏四一七，谷雨小满五二八，芒种六三九」(阳遁);
 * 「夏至白露九三六，小暑八二五，大暑秋分七一四，立秋二五八，处暑一四七，寒露立冬六九三，霜降小雪五八二，大雪四七一」(阴遁).
 */
export const JU_TABLE: readonly (readonly [number, number, number])[] = [
  [2, 8, 5], // 小寒
  [3, 9, 6], // 大寒
  [8, 5, 2], // 立春
  [9, 6, 3], // 雨水
  [1, 7, 4], // 惊蛰
  [3, 9, 6], // 春分
  [4, 1, 7], // 清明
  [5, 2, 8], // 谷雨
  [4, 1, 7], // 立夏
  [5, 2, 8], // 小满
  [6, 3, 9], // 芒种
  [9, 3, 6], // 夏至
  [8, 2, 5], // 小暑
  [7, 1, 4], // 大暑
  [2, 5, 8], // 立秋
  [1, 4, 7], // 处暑
  [9, 3, 6], // 白露
  [7, 1, 4], // 秋分
  [6, 9, 3], // 寒露
  [5, 8, 2], // 霜降
  [6, 9, 3], // 立冬
  [5, 8, 2], // 小雪
  [4, 7, 1], // 大雪
  [1, 7, 4], // 冬至
]

/** 阳遁 from 冬至 to 芒种, 阴遁 from 夏至 to 大雪 (「冬至一阳生，夏至一阴生」). Term index 0 = 小寒 … 23 = 冬至. */
export function isYangDun(termIndex: number): boolean {
  return termIndex <= 10 || termIndex === 23
}

export const YUAN_NAMES = ['上元', '中元', '下元'] as const
