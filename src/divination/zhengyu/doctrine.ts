/**
 * 七政四余 doctrine tables and the rules that read them: 宫主 (palace lords), 度主 (the 七曜 of each 宿), 庙旺,
 * 十干化曜 and 身宫. Each table names its source.
 */
import { normDeg } from '@/astro/zodiac'
import { branchIn, palaceWidthDeg, SIGN_PALACE_STARTS, type PalaceStarts } from './palace-frame'
import { BRANCHES, XIU, type Branch, type QizhengId, type ZhengyuBodyId } from './tables'

/**
 * 宫主: 《张果星宗》 宫分所属: 子丑宫土，寅亥宫木，卯戌宫火，辰酉宫金，巳申宫水，午宫日，未宫月.
 * Indexed by branch (子 first).
 */
export const PALACE_LORD = ['土', '土', '木', '火', '金', '水', '日', '月', '水', '金', '火', '木'] as const satisfies readonly QizhengId[]

/**
 * The 七曜 of the 28 宿 (度主), 角 first: the 禽星 table 角木蛟 亢金龙 氐土貉 房日兔 心月狐 尾火虎 箕水豹，斗木獬
 * 牛金牛 女土蝠 虚日鼠 危月燕 室火猪 壁水貐，奎木狼 娄金狗 胃土雉 昴日鸡 毕月乌 觜火猴 参水猿，井木犴 鬼金羊 柳土獐
 * 星日马 张月鹿 翼火蛇 轸水蚓 (《协纪辨方书》 卷一 二十八宿; the middle character is the 宿's 七曜).
 */
export const XIU_YAO = [
  '木',
  '金',
  '土',
  '日',
  '月',
  '火',
  '水',
  '木',
  '金',
  '土',
  '日',
  '月',
  '火',
  '水',
  '木',
  '金',
  '土',
  '日',
  '月',
  '火',
  '水',
  '木',
  '金',
  '土',
  '日',
  '月',
  '火',
  '水',
] as const satisfies readonly QizhengId[]

/** 四余 as the 余气 of the 五星 (紫炁 木之余，月孛 水之余，罗睺 火之余，计都 土之余, 《星学大成》 通说): they share those palaces. */
export const SIYU_OF = { 紫炁: '木', 月孛: '水', 罗睺: '火', 计都: '土' } as const satisfies Record<string, QizhengId>

export type MiaoWangType = 'yuan' | 'sanchen'
export type MiaoWangLabel = '垣' | '庙' | '旺' | '乐' | '喜' | '好'

/**
 * 《星学大成》 卷十四–十七 三辰通载, each 星论 in its own words:
 * 木 (卷十四): 「廟亥樂寅好申喜未」; 土 (卷十六): 「正廟在丑樂在子旺辰好戌喜午」; 水 (卷十七): 「廟午旺巳喜辰好亥子」.
 * 火 from 《张果星宗》 熒惑總論 (《古今图书集成》 艺术典): 「天蝎卯上為本宮，自心宿二度至三度為正廟 … 自斗宿十八度至牛宿
 * 初度為正旺 … 白羊戌上奎宿為樂」: 庙卯 旺丑 乐戌. 日, 月, 金 and the 四余 have no such line in our copy of these
 * texts: under this reading they are left without 庙旺 (null), never filled in from another school.
 */
export const SANCHEN_MIAO_WANG: Partial<Record<ZhengyuBodyId, Partial<Record<Branch, readonly MiaoWangLabel[]>>>> = {
  木: { 亥: ['庙'], 寅: ['乐'], 申: ['好'], 未: ['喜'] },
  土: { 丑: ['庙'], 子: ['乐'], 辰: ['旺'], 戌: ['好'], 午: ['喜'] },
  水: { 午: ['庙'], 巳: ['旺'], 辰: ['喜'], 亥: ['好'], 子: ['好'] },
  火: { 卯: ['庙'], 丑: ['旺'], 戌: ['乐'] },
}

/** The 五星 (or 日, 月) whose palaces a body holds: itself for the 七政, its 五星 for the 四余. */
function lordKindOf(body: ZhengyuBodyId): QizhengId {
  return body in SIYU_OF ? SIYU_OF[body as keyof typeof SIYU_OF] : (body as QizhengId)
}

export function palaceLordOf(branch: Branch): QizhengId {
  return PALACE_LORD[BRANCHES.indexOf(branch)]
}

/** 度主: the 七曜 of a 宿 by name. */
export function xiuYaoOf(xiu: string): QizhengId {
  const i = XIU.findIndex((x) => x.name === xiu)
  if (i < 0) throw new Error(`unknown 宿 ${xiu}`)
  return XIU_YAO[i]
}

/**
 * 庙旺 of a body in a palace. 'yuan' (入垣): '垣' when the body (or, for a 四余, its 五星) rules the palace by the
 * 宫主 table, else none. 'sanchen': the 三辰通载 labels; null for a body the text gives no line for.
 */
export function miaoWangOf(body: ZhengyuBodyId, branch: Branch, type: MiaoWangType): readonly MiaoWangLabel[] | null {
  if (type === 'yuan') return palaceLordOf(branch) === lordKindOf(body) ? ['垣'] : []
  const line = SANCHEN_MIAO_WANG[body]
  return line ? (line[branch] ?? []) : null
}

/**
 * 十干化曜 (变曜), 《张果星宗》 诸星起例 and 《星学大成》: 「甲火乙孛丙属木，丁是金星戊土求，己是太阴庚是水，辛气壬计
 * 癸罗」 gives the 天禄 of each year stem; the ten 化曜 「禄暗福耗荫，贵刑印囚权」 then follow the stars in the order
 * 「火孛木金土，月水气计罗」. So for stem s the i-th 化曜 falls on HUA_YAO_STARS[(s + i) mod 10]. 太阳 does not 化.
 * Checked against the 化曜 lines of 《星学大成》 三辰通载 (土: 戊禄 甲荫 … 癸贵; 水: 庚禄 甲刑 … 癸印); its 木 line has
 * 己荫 壬印 where the cycle gives 己印 壬荫, a copyist's swap in that line only.
 */
export const HUA_YAO_NAMES = ['禄', '暗', '福', '耗', '荫', '贵', '刑', '印', '囚', '权'] as const
export const HUA_YAO_STARS = ['火', '月孛', '木', '金', '土', '月', '水', '紫炁', '计都', '罗睺'] as const satisfies readonly ZhengyuBodyId[]
export type HuaYaoName = (typeof HUA_YAO_NAMES)[number]

/** The ten 化曜 of a year stem (index 0 = 甲): which body is 天禄, 天暗 … 天权. */
export function huaYaoOfStem(stem: number): { name: HuaYaoName; body: ZhengyuBodyId }[] {
  if (!Number.isInteger(stem) || stem < 0 || stem > 9) throw new Error(`stem index ${stem}`)
  return HUA_YAO_NAMES.map((name, i) => ({ name, body: HUA_YAO_STARS[(stem + i) % 10] }))
}

/**
 * 命度: by the ascendant method the ascendant itself; by the 太阳 method the Sun's degree within its palace carried
 * over to 命宫 (《张果星宗》 命度: the Sun's 度 set against 命宫 gives 命度). Palaces of unequal width (十二次) carry
 * the Sun's share of its palace; for the 30° signs that is its degree in the sign.
 */
export function mingDuLonDeg(
  method: 'ascendant' | 'sun',
  ascDeg: number,
  sunLonDeg: number,
  mingGong: Branch,
  starts: PalaceStarts = SIGN_PALACE_STARTS,
): number {
  if (method === 'ascendant') return normDeg(ascDeg)
  const sunBranch = branchIn(sunLonDeg, starts)
  const share = normDeg(sunLonDeg - starts[sunBranch]) / palaceWidthDeg(sunBranch, starts)
  return normDeg(starts[mingGong] + share * palaceWidthDeg(mingGong, starts))
}
