/**
 * Basic 干支 tables shared by every Chinese system (bazi, ziwei, liuyao, qimen…).
 * Stems and branches are addressed by index (甲 = 0 … 癸 = 9, 子 = 0 … 亥 = 11); ids are pinyin.
 * Sources: 《淮南子·天文训》 (stems, branches, 五行 of branches), 《三命通会·论纳音取象》 (纳音 of the 六十甲子).
 */
import { inputError } from '@/core/errors'

export type ElementId = 'wood' | 'fire' | 'earth' | 'metal' | 'water'
export type YinYang = 'yang' | 'yin'

/** 五行 in 相生 order: 木生火，火生土，土生金，金生水，水生木. */
export const ELEMENTS = [
  { id: 'wood', name: '木' },
  { id: 'fire', name: '火' },
  { id: 'earth', name: '土' },
  { id: 'metal', name: '金' },
  { id: 'water', name: '水' },
] as const satisfies readonly { id: ElementId; name: string }[]

export const ELEMENT_INDEX: Record<ElementId, number> = { wood: 0, fire: 1, earth: 2, metal: 3, water: 4 }
export const ELEMENT_NAME: Record<ElementId, string> = { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' }

/** 十天干: 甲乙木，丙丁火，戊己土，庚辛金，壬癸水; odd positions (甲丙戊庚壬) are yang. */
export const STEMS = [
  { id: 'jia', name: '甲', element: 'wood', yinYang: 'yang' },
  { id: 'yi', name: '乙', element: 'wood', yinYang: 'yin' },
  { id: 'bing', name: '丙', element: 'fire', yinYang: 'yang' },
  { id: 'ding', name: '丁', element: 'fire', yinYang: 'yin' },
  { id: 'wu', name: '戊', element: 'earth', yinYang: 'yang' },
  { id: 'ji', name: '己', element: 'earth', yinYang: 'yin' },
  { id: 'geng', name: '庚', element: 'metal', yinYang: 'yang' },
  { id: 'xin', name: '辛', element: 'metal', yinYang: 'yin' },
  { id: 'ren', name: '壬', element: 'water', yinYang: 'yang' },
  { id: 'gui', name: '癸', element: 'water', yinYang: 'yin' },
] as const satisfies readonly { id: string; name: string; element: ElementId; yinYang: YinYang }[]

/** 十二地支 with 五行, 阴阳, 生肖 and the clock hours of the 时辰 (子 23–1, 丑 1–3 …). */
export const BRANCHES = [
  { id: 'zi', name: '子', element: 'water', yinYang: 'yang', animal: '鼠', hourStart: 23 },
  { id: 'chou', name: '丑', element: 'earth', yinYang: 'yin', animal: '牛', hourStart: 1 },
  { id: 'yin', name: '寅', element: 'wood', yinYang: 'yang', animal: '虎', hourStart: 3 },
  { id: 'mao', name: '卯', element: 'wood', yinYang: 'yin', animal: '兔', hourStart: 5 },
  { id: 'chen', name: '辰', element: 'earth', yinYang: 'yang', animal: '龙', hourStart: 7 },
  { id: 'si', name: '巳', element: 'fire', yinYang: 'yin', animal: '蛇', hourStart: 9 },
  { id: 'wu', name: '午', element: 'fire', yinYang: 'yang', animal: '马', hourStart: 11 },
  { id: 'wei', name: '未', element: 'earth', yinYang: 'yin', animal: '羊', hourStart: 13 },
  { id: 'shen', name: '申', element: 'metal', yinYang: 'yang', animal: '猴', hourStart: 15 },
  { id: 'you', name: '酉', element: 'metal', yinYang: 'yin', animal: '鸡', hourStart: 17 },
  { id: 'xu', name: '戌', element: 'earth', yinYang: 'yang', animal: '狗', hourStart: 19 },
  { id: 'hai', name: '亥', element: 'water', yinYang: 'yin', animal: '猪', hourStart: 21 },
] as const satisfies readonly { id: string; name: string; element: ElementId; yinYang: YinYang; animal: string; hourStart: number }[]

export const STEM_NAMES = '甲乙丙丁戊己庚辛壬癸'
export const BRANCH_NAMES = '子丑寅卯辰巳午未申酉戌亥'

/**
 * 地支藏干 (本气, 中气, 余气), the common 《渊海子平》 table:
 * 子癸，丑己癸辛，寅甲丙戊，卯乙，辰戊乙癸，巳丙庚戊，午丁己，未己丁乙，申庚壬戊，酉辛，戌戊辛丁，亥壬甲.
 * Indexed by branch; values are stem indices, 本气 first.
 */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9],
  [5, 9, 7],
  [0, 2, 4],
  [1],
  [4, 1, 9],
  [2, 6, 4],
  [3, 5],
  [5, 3, 1],
  [6, 8, 4],
  [7],
  [4, 7, 3],
  [8, 0],
] as const

/**
 * 六十甲子纳音, one name per pair (甲子乙丑海中金 …), 《三命通会·论纳音取象》.
 * NAYIN[i] covers 甲子-index 2i and 2i+1.
 */
export const NAYIN = [
  '海中金',
  '炉中火',
  '大林木',
  '路旁土',
  '剑锋金',
  '山头火',
  '涧下水',
  '城头土',
  '白蜡金',
  '杨柳木',
  '泉中水',
  '屋上土',
  '霹雳火',
  '松柏木',
  '长流水',
  '沙中金',
  '山下火',
  '平地木',
  '壁上土',
  '金箔金',
  '覆灯火',
  '天河水',
  '大驿土',
  '钗钏金',
  '桑柘木',
  '大溪水',
  '沙中土',
  '天上火',
  '石榴木',
  '大海水',
] as const

/** Element of each 纳音 (the last character of its name). */
export function naYinElement(name: string): ElementId {
  const c = name[name.length - 1]
  const found = ELEMENTS.find((e) => e.name === c)
  if (!found) inputError('bad_nayin', `未知纳音：${name}`)
  return found.id
}

/** 干支 pair: stem and branch index plus its position in the 六十甲子 (甲子 = 0). */
export interface GanZhi {
  stem: number
  branch: number
  index: number
  name: string
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** The i-th (0-based, any integer, taken mod 60) pair of the 六十甲子. */
export function ganZhiAt(index: number): GanZhi {
  const i = mod(Math.round(index), 60)
  const stem = i % 10
  const branch = i % 12
  return { stem, branch, index: i, name: STEM_NAMES[stem] + BRANCH_NAMES[branch] }
}

/** 六十甲子 in order, 甲子 … 癸亥. */
export const JIAZI: readonly string[] = Array.from({ length: 60 }, (_, i) => ganZhiAt(i).name)

/** Index in the 六十甲子 of a stem/branch pair (they must have the same parity). */
export function jiaziIndex(stem: number, branch: number): number {
  if (mod(stem, 2) !== mod(branch, 2)) inputError('bad_ganzhi', `${STEM_NAMES[mod(stem, 10)]}${BRANCH_NAMES[mod(branch, 12)]} 不是六十甲子之一`)
  // Chinese remainder: index ≡ stem (mod 10), ≡ branch (mod 12).
  return mod(6 * mod(stem, 10) - 5 * mod(branch, 12), 60)
}

/** Parses "甲子" into a GanZhi; throws EngineInputError on anything else. */
export function parseGanZhi(text: string): GanZhi {
  const s = STEM_NAMES.indexOf(text?.[0] ?? '')
  const b = BRANCH_NAMES.indexOf(text?.[1] ?? '')
  if (s < 0 || b < 0 || text.length !== 2) inputError('bad_ganzhi', `不是干支：${text}`)
  return ganZhiAt(jiaziIndex(s, b))
}

export function ganZhiOf(stem: number, branch: number): GanZhi {
  return ganZhiAt(jiaziIndex(stem, branch))
}

export function naYinOf(g: GanZhi | number): string {
  const i = typeof g === 'number' ? mod(g, 60) : g.index
  return NAYIN[Math.floor(i / 2)]
}

/** 旬空 (空亡) of a pair: the two branches left over in its 旬, e.g. 甲子旬空戌亥. */
export function xunKong(g: GanZhi): [number, number] {
  const xunStartBranch = mod(g.branch - g.stem, 12)
  return [mod(xunStartBranch + 10, 12), mod(xunStartBranch + 11, 12)]
}

/** Name of the 旬 head (甲子, 甲戌 …) a pair belongs to. */
export function xunHead(g: GanZhi): string {
  return ganZhiAt(g.index - g.stem).name
}

/** 五行生克 between two elements, seen from `a`: same, a generates b, b generates a, a controls b, b controls a. */
export type ElementRelation = 'same' | 'generates' | 'generatedBy' | 'controls' | 'controlledBy'
export function elementRelation(a: ElementId, b: ElementId): ElementRelation {
  const d = mod(ELEMENT_INDEX[b] - ELEMENT_INDEX[a], 5)
  return (['same', 'generates', 'controls', 'controlledBy', 'generatedBy'] as const)[d]
}

/** Branch of the 时辰 a clock hour (0–23) falls in: 23 and 0 are 子. */
export function hourBranch(hour: number): number {
  return mod(Math.floor((hour + 1) / 2), 12)
}

/**
 * 五鼠遁 (hour stem from day stem): 甲己还加甲，乙庚丙作初，丙辛从戊起，丁壬庚子居，戊癸何方发，壬子是真途.
 * Returns the stem of the 子 hour of a day with the given stem.
 */
export function ziHourStem(dayStem: number): number {
  return mod((dayStem % 5) * 2, 10)
}

/**
 * 五虎遁 (month stem from year stem): 甲己之年丙作首，乙庚之岁戊为头，丙辛必定寻庚起，丁壬壬位顺行流，更有戊癸何方觅，甲寅之上好追求.
 * Returns the stem of the 寅 month of a year with the given stem.
 */
export function yinMonthStem(yearStem: number): number {
  return mod((yearStem % 5) * 2 + 2, 10)
}

/** 六冲: 子午、丑未、寅申、卯酉、辰戌、巳亥 (branches six apart). */
export function branchClash(branch: number): number {
  return mod(branch + 6, 12)
}

/** 六合: 子丑、寅亥、卯戌、辰酉、巳申、午未 (branch sums ≡ 1 mod 12). */
export function branchCombine(branch: number): number {
  return mod(13 - branch, 12)
}

/** 三合局 by branch: 申子辰水，亥卯未木，寅午戌火，巳酉丑金. Returns the three branches and the element. */
export function sanHe(branch: number): { branches: [number, number, number]; element: ElementId } {
  const groups: { branches: [number, number, number]; element: ElementId }[] = [
    { branches: [8, 0, 4], element: 'water' },
    { branches: [11, 3, 7], element: 'wood' },
    { branches: [2, 6, 10], element: 'fire' },
    { branches: [5, 9, 1], element: 'metal' },
  ]
  return groups.find((g) => g.branches.includes(mod(branch, 12)))!
}

/** 驿马: 「申子辰马在寅，寅午戌马在申，巳酉丑马在亥，亥卯未马在巳」— the branch that 冲 the 三合 group's first (长生) branch. */
export function yiMaBranch(branch: number): number {
  return [2, 11, 8, 5][mod(branch, 12) % 4]
}
