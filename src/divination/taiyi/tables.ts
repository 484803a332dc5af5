/**
 * 太乙 tables. Sources: 《太乙金镜式经》 and 《太乙统宗宝鉴》 as used by the open kintaiyi library (config.py:
 * taiyi_pai, skyeyes_dict, sixteengod, the 72-局 主客定算 table), and the 阳遁一局 / 阴遁二十一局 pages of a
 * 太乙 局 book (太乙在一宫，文昌在武德，始击在大武，主算单七，客算十三 …).
 */

/** 太乙九宫 numbers by trigram: 乾一 离二 艮三 震四 中五 兑六 坤七 坎八 巽九 (not the 洛书 numbers). */
export const PALACE_GUA = ['', '乾', '离', '艮', '震', '中', '兑', '坤', '坎', '巽'] as const

/** 太乙 stays three 局 in each palace and never enters the centre: 阳遁 1→9, 阴遁 9→1. */
export const TAIYI_PATH_YANG = [1, 2, 3, 4, 6, 7, 8, 9] as const
export const TAIYI_PATH_YIN = [9, 8, 7, 6, 4, 3, 2, 1] as const

/**
 * The sixteen positions round the board, clockwise from 子 (north): the twelve branches and the four corner
 * trigrams. `palace` is the 太乙 palace of a 正宫 position, 0 for the eight 间辰 (丑寅辰巳未申戌亥).
 * `god` is the 十六神 name of the position: 「子地主，丑阳德，艮和德，寅吕申，卯高丛，辰太阳，巽大炅，巳大神，
 * 午大威，未天道，坤大武，申武德，酉太簇，戌阴主，乾阴德，亥大义」.
 */
export const RING = [
  { name: '子', god: '地主', palace: 8 },
  { name: '丑', god: '阳德', palace: 0 },
  { name: '艮', god: '和德', palace: 3 },
  { name: '寅', god: '吕申', palace: 0 },
  { name: '卯', god: '高丛', palace: 4 },
  { name: '辰', god: '太阳', palace: 0 },
  { name: '巽', god: '大炅', palace: 9 },
  { name: '巳', god: '大神', palace: 0 },
  { name: '午', god: '大威', palace: 2 },
  { name: '未', god: '天道', palace: 0 },
  { name: '坤', god: '大武', palace: 7 },
  { name: '申', god: '武德', palace: 0 },
  { name: '酉', god: '太簇', palace: 6 },
  { name: '戌', god: '阴主', palace: 0 },
  { name: '乾', god: '阴德', palace: 1 },
  { name: '亥', god: '大义', palace: 0 },
] as const

/** Ring index of each branch (子 0 … 亥 11). */
export const BRANCH_RING = [0, 1, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15] as const

/** Ring index of each palace 1–9 (5 has none). */
export const PALACE_RING = [-1, 14, 8, 2, 4, -1, 12, 10, 0, 6] as const

/**
 * 文昌 (天目) walks the ring one position a 局, resting two 局 on two corners, eighteen 局 a round:
 * 阳遁 from 武德 (申), resting on 乾 and 坤; 阴遁 from 吕申 (寅), resting on 巽 and 艮.
 */
export const WENCHANG_YANG = '申酉戌乾乾亥子丑艮寅卯辰巽巳午未坤坤' as const
export const WENCHANG_YIN = '寅卯辰巽巽巳午未坤申酉戌乾亥子丑艮艮' as const

/** 五元 of the 360-局 cycle, 72 局 each: 甲子(一局) 丙子(七十三局) 戊子(一百四十五局) 庚子 壬子. */
export const YUAN_NAMES = ['甲子', '丙子', '戊子', '庚子', '壬子'] as const

/** 三才 of a 局 by its place in each group of three: 理天, 理地, 理人. */
export const SAN_CAI = ['理天', '理地', '理人'] as const
