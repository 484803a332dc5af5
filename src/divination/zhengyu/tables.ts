/**
 * 七政四余 doctrine as data: the eleven bodies, the 28 宿 with their 距星 and 古度, the 十二宫 and the 十二次/地支
 * of the zodiac. Sources are named per table.
 */

/** 七政 (日 月 五星) and 四余 (紫炁 月孛 罗睺 计都), in the order charts list them. */
export const QIZHENG = ['日', '月', '水', '金', '火', '木', '土'] as const
export const SIYU = ['紫炁', '月孛', '罗睺', '计都'] as const
export const ZHENGYU_BODIES = [...QIZHENG, ...SIYU] as const
export type QizhengId = (typeof QIZHENG)[number]
export type ZhengyuBodyId = (typeof ZHENGYU_BODIES)[number]

/** Swiss Ephemeris body numbers (swephexp.h SE_SUN … SE_SATURN) of the 七政. */
export const QIZHENG_SE: Record<QizhengId, number> = { 日: 0, 月: 1, 水: 2, 金: 3, 火: 4, 木: 5, 土: 6 }

export interface Xiu {
  /** 宿 name, 角 … 轸, in the order of increasing longitude. */
  name: string
  /** The 距星 in the Swiss Ephemeris catalogue's Bayer form (",alVir"), as its Chinese star name and Western name. */
  star: string
  starName: string
  /** Width in 古度 (365¼ 度 to the circle). */
  ancientWidthDu: number
}

/**
 * The 28 宿 from 角, eastward.
 * 距星: the modern identifications (潘鼐《中国恒星观测史》); 参 uses δ Ori, the western end of the belt. 胃宿一 (35 Ari)
 * and 鬼宿一 (θ Cnc) are not in Swiss Ephemeris' sefstars.txt (2.10): those two boundaries are placed between their
 * neighbours in the proportion of the 古度 widths (chart.ts), and the answer says so.
 * 古度: the Han widths (《汉书·律历志》, 三统历), 周天 365¼ 度 with the quarter 度 on 斗: 角12 亢9 氐15 房5 心5 尾18
 * 箕11 | 斗26¼ 牛8 女12 虚10 危17 室16 壁9 | 奎16 娄12 胃14 昴11 毕16 觜2 参9 | 井33 鬼4 柳15 星7 张18 翼18 轸17
 * (東方 75, 北方 98¼, 西方 80, 南方 112).
 */
export const XIU: readonly Xiu[] = [
  { name: '角', star: ',alVir', starName: '角宿一 (室女座 α, Spica)', ancientWidthDu: 12 },
  { name: '亢', star: ',kaVir', starName: '亢宿一 (室女座 κ)', ancientWidthDu: 9 },
  { name: '氐', star: ',al-2Lib', starName: '氐宿一 (天秤座 α², Zubenelgenubi)', ancientWidthDu: 15 },
  { name: '房', star: ',piSco', starName: '房宿一 (天蝎座 π)', ancientWidthDu: 5 },
  { name: '心', star: ',siSco', starName: '心宿一 (天蝎座 σ, Alniyat)', ancientWidthDu: 5 },
  { name: '尾', star: ',mu-1Sco', starName: '尾宿一 (天蝎座 μ¹)', ancientWidthDu: 18 },
  { name: '箕', star: ',gaSgr', starName: '箕宿一 (人马座 γ)', ancientWidthDu: 11 },
  { name: '斗', star: ',phSgr', starName: '斗宿一 (人马座 φ)', ancientWidthDu: 26.25 },
  { name: '牛', star: ',beCap', starName: '牛宿一 (摩羯座 β)', ancientWidthDu: 8 },
  { name: '女', star: ',epAqr', starName: '女宿一 (宝瓶座 ε)', ancientWidthDu: 12 },
  { name: '虚', star: ',beAqr', starName: '虚宿一 (宝瓶座 β)', ancientWidthDu: 10 },
  { name: '危', star: ',alAqr', starName: '危宿一 (宝瓶座 α)', ancientWidthDu: 17 },
  { name: '室', star: ',alPeg', starName: '室宿一 (飞马座 α, Markab)', ancientWidthDu: 16 },
  { name: '壁', star: ',gaPeg', starName: '壁宿一 (飞马座 γ, Algenib)', ancientWidthDu: 9 },
  { name: '奎', star: ',zeAnd', starName: '奎宿一 (仙女座 ζ)', ancientWidthDu: 16 },
  { name: '娄', star: ',beAri', starName: '娄宿一 (白羊座 β, Sheratan)', ancientWidthDu: 12 },
  { name: '胃', star: ',35Ari', starName: '胃宿一 (白羊座 35)', ancientWidthDu: 14 },
  { name: '昴', star: ',17Tau', starName: '昴宿一 (金牛座 17, Electra)', ancientWidthDu: 11 },
  { name: '毕', star: ',epTau', starName: '毕宿一 (金牛座 ε)', ancientWidthDu: 16 },
  { name: '觜', star: ',laOri', starName: '觜宿一 (猎户座 λ, Meissa)', ancientWidthDu: 2 },
  { name: '参', star: ',deOri', starName: '参宿三 (猎户座 δ, Mintaka)', ancientWidthDu: 9 },
  { name: '井', star: ',muGem', starName: '井宿一 (双子座 μ)', ancientWidthDu: 33 },
  { name: '鬼', star: ',thCnc', starName: '鬼宿一 (巨蟹座 θ)', ancientWidthDu: 4 },
  { name: '柳', star: ',deHya', starName: '柳宿一 (长蛇座 δ)', ancientWidthDu: 15 },
  { name: '星', star: ',alHya', starName: '星宿一 (长蛇座 α, Alphard)', ancientWidthDu: 7 },
  { name: '张', star: ',up-1Hya', starName: '张宿一 (长蛇座 υ¹)', ancientWidthDu: 18 },
  { name: '翼', star: ',alCrt', starName: '翼宿一 (巨爵座 α)', ancientWidthDu: 18 },
  { name: '轸', star: ',gaCrv', starName: '轸宿一 (乌鸦座 γ)', ancientWidthDu: 17 },
]

/** 古度 to the circle: 周天三百六十五度四分度之一. */
export const ANCIENT_DU_PER_CIRCLE = 365.25

/** 古度 (度) to ecliptic degrees. */
export const duToDeg = (du: number): number => (du * 360) / ANCIENT_DU_PER_CIRCLE

export const BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const
export type Branch = (typeof BRANCHES)[number]

/**
 * The 十二宫 of a 七政四余 chart from 命宫, in the order 命宫 → 财帛 → … (each the next branch backwards, the way
 * the houses follow the ascendant). 《星学大成》 (万民英) 十二宫: 命、财帛、兄弟、田宅、男女、奴仆、夫妻、疾厄、迁移、
 * 官禄、福德、相貌.
 */
export const PALACE_NAMES = ['命宫', '财帛', '兄弟', '田宅', '男女', '奴仆', '夫妻', '疾厄', '迁移', '官禄', '福德', '相貌'] as const

/**
 * The branch of each 30° sign, from 0° (白羊) on: the 十二次 and their 辰 as the 时宪历 aligns them with the signs
 * (《协纪辨方书》: 降娄戌、大梁酉、实沈申、鹑首未、鹑火午、鹑尾巳、寿星辰、大火卯、析木寅、星纪丑、玄枵子、娵訾亥).
 */
export const SIGN_BRANCH_INDEX = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11] as const

/** 卯, the eastern horizon of the 太阳 method (index in BRANCHES). */
export const MAO_INDEX = 3
