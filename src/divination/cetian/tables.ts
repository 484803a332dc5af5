/**
 * 策天十八飛星: the stars, their elements, 陰陽 and 廟旺 as data. Sources:
 * 全集本 = 《十八飛星策天紫微斗數全集》 (卷一 pp. 11–16 安星, p. 13 宮序, p. 47 「十八星所屬」, 卷三 p. 112 「諸星入廟樂旺詩訣」);
 * 移語本 = 《正命二十八宿移語》 (「立諸星」, 「立命宮」, 「諸星格」, 引證圖).
 */

/** Star ids (keys, in board order) and names; 天库 and 天哭 share the pinyin tiānkù, so 天哭 is 'tiankuWeep'. */
export const CETIAN_STAR_NAMES = {
  ziwei: '紫微',
  tianxu: '天虚',
  tiangui: '天贵',
  tianyin: '天印',
  tianshou: '天寿',
  tiankong: '天空',
  hongluan: '红鸾',
  tianku: '天库',
  tianguan: '天贯',
  wenchang: '文昌',
  tianfu: '天福',
  tianlu: '天禄',
  tianzhang: '天杖',
  tianyi: '天异',
  maotou: '旄头',
  tianren: '天刃',
  tianxing: '天刑',
  tianyao: '天姚',
  tiankuWeep: '天哭',
} as const
export type CetianStarId = keyof typeof CETIAN_STAR_NAMES
export const CETIAN_STAR_IDS = Object.keys(CETIAN_STAR_NAMES) as CetianStarId[]

/**
 * The twelve main stars in their 逆布 order from 紫微 (全集本 卷一 安星: 「從未上起子順數至本人生年安紫微」, then one
 * palace back each). 移語本「立諸星」 gives the same cycle from 天庫: 「太歲起庫逆布貫文福祿紫虛貴印壽空紅」.
 */
export const MAIN_STAR_ORDER = [
  'ziwei',
  'tianxu',
  'tiangui',
  'tianyin',
  'tianshou',
  'tiankong',
  'hongluan',
  'tianku',
  'tianguan',
  'wenchang',
  'tianfu',
  'tianlu',
] as const satisfies readonly CetianStarId[]

/** 副曜 逆布 from 天杖 (全集本 卷一: 「從子上起正月逆數至本人生月安杖逆布異…」): 天异 −1, 旄头 −2, 天刃 −3. */
export const ZHANG_CHAIN = ['tianyi', 'maotou', 'tianren'] as const satisfies readonly CetianStarId[]

export type CetianElement = '金' | '木' | '水' | '火' | '土'

/**
 * 五行, 全集本 p. 47 「十八星所屬」: 「哭刃鸞金火是刑，紫文杖祿木成林，毛姚虛水貴福土，印壽庫貫異土同」.
 * 天空 is not in the verse: it has no element.
 */
export const STAR_ELEMENTS: Readonly<Partial<Record<CetianStarId, CetianElement>>> = {
  tiankuWeep: '金',
  tianren: '金',
  hongluan: '金',
  tianxing: '火',
  ziwei: '木',
  wenchang: '木',
  tianzhang: '木',
  tianlu: '木',
  maotou: '水',
  tianyao: '水',
  tianxu: '水',
  tiangui: '土',
  tianfu: '土',
  tianyin: '土',
  tianshou: '土',
  tianku: '土',
  tianguan: '土',
  tianyi: '土',
} as const

/** 陰陽, 移語本 「諸星格」. */
export const YANG_STARS: readonly CetianStarId[] = [
  'ziwei',
  'tianyin',
  'tianshou',
  'tiankong',
  'tianku',
  'wenchang',
  'tianfu',
  'tianlu',
  'tianzhang',
  'tianyao',
] as const

/** The twelve palaces from 命宫, laid 逆 (全集本 p. 13: 「不論男女俱逆轉」). */
export const CETIAN_PALACE_NAMES = ['命宫', '财帛', '兄弟', '田宅', '男女', '奴仆', '妻妾', '疾厄', '迁移', '官禄', '福德', '相貌'] as const

export type MiaoWang = '庙' | '旺' | '乐' | '庙旺'
type MarkTable = Readonly<Partial<Record<CetianStarId, Readonly<Partial<Record<number, MiaoWang>>>>>>

// Branch indices: 子0 丑1 寅2 卯3 辰4 巳5 午6 未7 申8 酉9 戌10 亥11.
const all = (branches: readonly number[], mark: MiaoWang) => Object.fromEntries(branches.map((b) => [b, mark])) as Partial<Record<number, MiaoWang>>

/** 全集本 卷三 p. 112 「諸星入廟樂旺詩訣」. 天空 「居無地」: no mark. */
export const MIAO_WANG_QUANJI: MarkTable = {
  ziwei: { 5: '庙', 9: '庙', 0: '旺', 8: '乐', 11: '乐' },
  tianxu: { 6: '庙', 1: '旺' },
  tiangui: { 4: '庙', 2: '旺', 8: '旺' },
  tianyin: { 0: '庙', 3: '旺', 4: '旺', 11: '乐' },
  tianshou: { 11: '庙', 2: '旺', 9: '旺' },
  hongluan: { 1: '庙', 2: '旺', 4: '旺', 11: '旺', 3: '乐' },
  tianku: { 5: '庙', 6: '庙', 11: '旺', 3: '乐', 7: '乐' },
  tianguan: { 7: '庙', 5: '旺', 11: '旺', 3: '乐', 6: '乐' },
  wenchang: { 2: '庙', 6: '旺' },
  tianfu: { 3: '庙', 2: '旺', 8: '旺', 10: '旺', 5: '乐' },
  tianlu: { 8: '庙', 2: '旺', 3: '旺', 5: '旺' },
  tianzhang: { 0: '庙', 8: '庙', 11: '庙', 7: '旺' },
  tianyi: { 1: '庙', 7: '庙', 4: '乐' },
  maotou: { 0: '庙', 3: '庙', 2: '旺', 7: '旺', 10: '旺' },
  tianren: { 5: '庙', 8: '庙', 2: '旺', 6: '旺', 9: '旺' },
  tianxing: { 2: '庙', 10: '庙', 9: '旺', 6: '乐' },
  tianyao: { 3: '庙', 10: '庙', 4: '旺', 11: '乐' },
  tiankuWeep: { 1: '庙', 6: '庙', 8: '庙', 3: '旺' },
} as const

/** 移語本 「諸星格」. */
export const MIAO_WANG_YIYU: MarkTable = {
  ziwei: { 0: '旺', 5: '庙', 8: '乐', 9: '庙', 11: '乐' },
  tianxu: { 1: '庙', 6: '庙', 7: '乐', 8: '庙', 9: '庙' },
  tiangui: all([0, 2, 3, 4, 5, 8, 11], '庙'),
  tianyin: all([0, 3, 4, 9, 11], '庙'),
  tianshou: all([2, 9], '庙'),
  tiankong: all([0, 1, 3, 4, 6, 7, 8, 9, 10, 11], '庙'),
  hongluan: { ...all([1, 2, 3, 4], '庙'), 11: '旺' },
  tianku: { 3: '乐', 5: '庙', 6: '庙', 7: '乐', 11: '旺' },
  tianguan: { 3: '乐', 5: '旺', 6: '乐', 7: '庙', 11: '旺' },
  wenchang: { 2: '庙', 6: '庙旺', 10: '庙' },
  tianfu: { 2: '旺', 3: '庙', 5: '乐', 6: '庙', 8: '庙' },
  tianlu: { 2: '庙', 3: '旺', 5: '旺', 8: '庙', 10: '庙' },
  tianzhang: all([0, 1, 7, 8, 11], '庙旺'),
  tianyi: { 1: '庙', 2: '乐', 4: '乐', 5: '乐', 8: '旺' },
  maotou: { ...all([0, 2, 3, 10], '庙旺'), 7: '旺' },
  tianren: all([2, 5, 6, 8, 9], '庙'),
  tianxing: { ...all([2, 3, 9, 10], '庙'), 6: '庙旺' },
  tianyao: all([3, 4, 10, 11], '庙'),
  tiankuWeep: all([1, 3, 4, 8], '庙'),
} as const
