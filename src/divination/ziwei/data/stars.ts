/**
 * Star catalogue of 紫微斗数: ids (pinyin), Chinese names, kinds and 庙旺 tables.
 * Names and kinds follow 《紫微斗数全书》 as used by iztro 2.6.1 (MIT, github.com/SylarLong/iztro, src/data/stars.ts).
 */

export type StarKind = 'major' | 'minor' | 'adjective'

/** 十四主星: 紫微星系 (紫微 天机 太阳 武曲 天同 廉贞) and 天府星系 (天府 太阴 贪狼 巨门 天相 天梁 七杀 破军). */
export const MAJOR_STARS = {
  ziwei: '紫微',
  tianji: '天机',
  taiyang: '太阳',
  wuqu: '武曲',
  tiantong: '天同',
  lianzhen: '廉贞',
  tianfu: '天府',
  taiyin: '太阴',
  tanlang: '贪狼',
  jumen: '巨门',
  tianxiang: '天相',
  tianliang: '天梁',
  qisha: '七杀',
  pojun: '破军',
} as const
export type MajorStarId = keyof typeof MAJOR_STARS

/** 六吉 (左辅 右弼 文昌 文曲 天魁 天钺), 禄存 天马, 六煞 (擎羊 陀罗 火星 铃星 地空 地劫). */
export const MINOR_STARS = {
  zuofu: '左辅',
  youbi: '右弼',
  wenchang: '文昌',
  wenqu: '文曲',
  tiankui: '天魁',
  tianyue: '天钺',
  lucun: '禄存',
  tianma: '天马',
  qingyang: '擎羊',
  tuoluo: '陀罗',
  huoxing: '火星',
  lingxing: '铃星',
  dikong: '地空',
  dijie: '地劫',
} as const
export type MinorStarId = keyof typeof MINOR_STARS

/** 杂曜 (adjective stars). `tianyueMonth` is 天月 (by month), distinct from 天钺; `tianfuYear` is 天福. */
export const ADJECTIVE_STARS = {
  hongluan: '红鸾',
  tianxi: '天喜',
  tianyao: '天姚',
  xianchi: '咸池',
  jieshen: '解神',
  santai: '三台',
  bazuo: '八座',
  enguang: '恩光',
  tiangui: '天贵',
  longchi: '龙池',
  fengge: '凤阁',
  tiancai: '天才',
  tianshou: '天寿',
  taifu: '台辅',
  fenggao: '封诰',
  tianwu: '天巫',
  huagai: '华盖',
  tianguan: '天官',
  tianfuYear: '天福',
  tianchu: '天厨',
  tianyueMonth: '天月',
  tiande: '天德',
  yuede: '月德',
  tiankong: '天空',
  xunkong: '旬空',
  jielu: '截路',
  kongwang: '空亡',
  jiekong: '截空',
  longde: '龙德',
  jiesha: '劫杀',
  dahao: '大耗',
  guchen: '孤辰',
  guasu: '寡宿',
  feilian: '蜚廉',
  posui: '破碎',
  tianxing: '天刑',
  yinsha: '阴煞',
  tianku: '天哭',
  tianxu: '天虚',
  tianshi: '天使',
  tianshang: '天伤',
  nianjie: '年解',
} as const
export type AdjectiveStarId = keyof typeof ADJECTIVE_STARS
export type StarId = MajorStarId | MinorStarId | AdjectiveStarId

export const STAR_NAMES: Record<StarId, string> = { ...MAJOR_STARS, ...MINOR_STARS, ...ADJECTIVE_STARS }

/** Stars that can take a 四化 in some school: the 14 main stars plus 左辅 右弼 文昌 文曲. */
export const SIHUA_CAPABLE: readonly StarId[] = [
  ...(Object.keys(MAJOR_STARS) as MajorStarId[]),
  'zuofu',
  'youbi',
  'wenchang',
  'wenqu',
]

/** Star id from a Chinese name (full name, or the one-character 四化 abbreviation 紫机阳武同廉府阴贪巨相梁杀破左右昌曲). */
const ABBREV: Record<string, StarId> = {
  紫: 'ziwei', 机: 'tianji', 阳: 'taiyang', 日: 'taiyang', 武: 'wuqu', 同: 'tiantong', 廉: 'lianzhen', 府: 'tianfu',
  阴: 'taiyin', 月: 'taiyin', 贪: 'tanlang', 巨: 'jumen', 相: 'tianxiang', 梁: 'tianliang', 杀: 'qisha', 破: 'pojun',
  左: 'zuofu', 右: 'youbi', 辅: 'zuofu', 弼: 'youbi', 昌: 'wenchang', 曲: 'wenqu',
}
export function starIdOf(text: string): StarId | undefined {
  if (text in STAR_NAMES) return text as StarId
  const byName = (Object.keys(STAR_NAMES) as StarId[]).find((k) => STAR_NAMES[k] === text)
  return byName ?? ABBREV[text]
}

/** Brightness grades, best first: 庙 旺 得 利 平 不 陷. */
export const BRIGHTNESS = ['庙', '旺', '得', '利', '平', '不', '陷'] as const
export type Brightness = (typeof BRIGHTNESS)[number]

/**
 * 星曜庙旺表, twelve entries per star starting at 寅 (寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑); '' = not graded.
 * Source: 《紫微斗数全书》「诸星庙旺」 as tabulated by iztro 2.6.1 (src/data/stars.ts, MIT).
 */
export const BRIGHTNESS_FROM_YIN: Partial<Record<StarId, readonly string[]>> = {
  ziwei: ['旺', '旺', '得', '旺', '庙', '庙', '旺', '旺', '得', '旺', '平', '庙'],
  tianji: ['得', '旺', '利', '平', '庙', '陷', '得', '旺', '利', '平', '庙', '陷'],
  taiyang: ['旺', '庙', '旺', '旺', '旺', '得', '得', '平', '不', '陷', '陷', '不'],
  wuqu: ['得', '利', '庙', '平', '旺', '庙', '得', '利', '庙', '平', '旺', '庙'],
  tiantong: ['利', '平', '平', '庙', '陷', '不', '旺', '平', '平', '庙', '旺', '不'],
  lianzhen: ['庙', '平', '利', '陷', '平', '利', '庙', '平', '利', '陷', '平', '利'],
  tianfu: ['庙', '得', '庙', '得', '旺', '庙', '得', '旺', '庙', '得', '庙', '庙'],
  taiyin: ['旺', '陷', '陷', '陷', '不', '不', '利', '旺', '旺', '庙', '庙', '庙'],
  tanlang: ['平', '利', '庙', '陷', '旺', '庙', '平', '利', '庙', '陷', '旺', '庙'],
  jumen: ['庙', '庙', '陷', '旺', '旺', '不', '庙', '庙', '陷', '旺', '旺', '不'],
  tianxiang: ['庙', '陷', '得', '得', '庙', '得', '庙', '陷', '得', '得', '庙', '庙'],
  tianliang: ['庙', '庙', '庙', '陷', '庙', '旺', '陷', '得', '庙', '陷', '庙', '旺'],
  qisha: ['庙', '旺', '庙', '平', '旺', '庙', '庙', '旺', '庙', '平', '旺', '庙'],
  pojun: ['得', '陷', '旺', '平', '庙', '旺', '得', '陷', '旺', '平', '庙', '旺'],
  wenchang: ['陷', '利', '得', '庙', '陷', '利', '得', '庙', '陷', '利', '得', '庙'],
  wenqu: ['平', '旺', '得', '庙', '陷', '旺', '得', '庙', '陷', '旺', '得', '庙'],
  huoxing: ['庙', '利', '陷', '得', '庙', '利', '陷', '得', '庙', '利', '陷', '得'],
  lingxing: ['庙', '利', '陷', '得', '庙', '利', '陷', '得', '庙', '利', '陷', '得'],
  qingyang: ['', '陷', '庙', '', '陷', '庙', '', '陷', '庙', '', '陷', '庙'],
  tuoluo: ['陷', '', '庙', '陷', '', '庙', '陷', '', '庙', '陷', '', '庙'],
}

/** Brightness of a star in the palace of a branch (子 = 0), or undefined when the table has no grade. */
export function brightnessOf(star: StarId, branch: number): Brightness | undefined {
  const row = BRIGHTNESS_FROM_YIN[star]
  if (!row) return undefined
  const g = row[(((branch - 2) % 12) + 12) % 12]
  return g ? (g as Brightness) : undefined
}
