/** computeZiwei: the natal 紫微斗数 chart (命盘). */
import { inputError } from '@/core/errors'
import { BRANCH_NAMES, STEM_NAMES, jiaziIndex, naYinElement, naYinOf, yinMonthStem } from '@/divination/common/ganzhi'
import { calendarFacts, resolveMoment, TIME_NAMES, type CalendarFacts } from './birth'
import { ADJECTIVE_STARS, MAJOR_STARS, MINOR_STARS, STAR_NAMES, brightnessOf, type StarId, type StarKind } from './data/stars'
import { SIHUA_TYPES, type SiHuaType } from './data/sihua'
import {
  BOSHI_12,
  CHANGSHENG_12,
  CHANGSHENG_START,
  adjectiveStarBranches,
  jiangQian12,
  lay12,
  majorStarBranches,
  mingShen,
  minorStarBranches,
  mod12,
  palaceStem,
  suiQian12,
  xiaoXianStart,
  ziweiBranch,
} from './placement'
import { normalizeZiweiSettings, siHuaTableOf } from './settings'
import type { ZiweiChart, ZiweiInput, ZiweiPalace, ZiweiSettings, ZiweiStar } from './types'

/** Palace names counted forwards from 命宫 (命宫 at +0, 父母 at +1 … 兄弟 at +11). */
export const PALACE_NAMES_FROM_MING = ['命宫', '父母', '福德', '田宅', '官禄', '仆役', '迁移', '疾厄', '财帛', '子女', '夫妻', '兄弟'] as const

/** 五行局 by the 纳音 element of the 命宫 干支: 水二局 木三局 金四局 土五局 火六局. */
const BUREAU = { water: [2, '水二局'], wood: [3, '木三局'], metal: [4, '金四局'], earth: [5, '土五局'], fire: [6, '火六局'] } as const

/**
 * 命主 by branch (子贪狼，丑亥巨门，寅戌禄存，卯酉文曲，辰申廉贞，巳未武曲，午破军);
 * 身主 by the year branch (子午火星，丑未天相，寅申天梁，卯酉天同，巳亥天机，辰戌文昌).
 */
const MING_ZHU: readonly StarId[] = ['tanlang', 'jumen', 'lucun', 'wenqu', 'lianzhen', 'wuqu', 'pojun', 'wuqu', 'lianzhen', 'wenqu', 'lucun', 'jumen']
const SHEN_ZHU: readonly StarId[] = [
  'huoxing',
  'tianxiang',
  'tianliang',
  'tiantong',
  'wenchang',
  'tianji',
  'huoxing',
  'tianxiang',
  'tianliang',
  'tiantong',
  'wenchang',
  'tianji',
]

export function fiveElementsClassOf(stem: number, branch: number): { number: number; name: string } {
  const [n, name] = BUREAU[naYinElement(naYinOf(jiaziIndex(stem, branch)))]
  return { number: n, name }
}

function kindOf(id: StarId): StarKind {
  return id in MAJOR_STARS ? 'major' : id in MINOR_STARS ? 'minor' : 'adjective'
}

/** Internal result shared with the layer code. */
export interface ZiweiCore {
  chart: ZiweiChart
  facts: CalendarFacts
  starBranch: Partial<Record<StarId, number>>
}

export function computeZiweiCore(input: ZiweiInput, rawSettings?: Partial<ZiweiSettings>): ZiweiCore {
  if (input.sex !== 0 && input.sex !== 1) inputError('bad_sex', `sex 应为 1（男）或 0（女）：${String(input.sex)}`)
  const settings = normalizeZiweiSettings(rawSettings)
  const facts = calendarFacts(resolveMoment(input), settings)
  const { yearStem, yearBranch, chartMonth, hourBranch } = facts
  const day = facts.lunar.day
  const sihua = siHuaTableOf(settings)[yearStem]
  // 阳男阴女顺行，阴男阳女逆行 (year branch yang = even index).
  const forward = (yearBranch % 2 === 0) === (input.sex === 1)

  const { ming, shen } = mingShen(chartMonth, hourBranch)
  const yinStem = yinMonthStem(yearStem)
  const stems = Array.from({ length: 12 }, (_, b) => palaceStem(yinStem, b))
  const bureau = fiveElementsClassOf(stems[ming], ming)

  const major = majorStarBranches(ziweiBranch(day, bureau.number))
  const minor = minorStarBranches(yearStem, yearBranch, chartMonth, hourBranch)
  const adjective = adjectiveStarBranches({
    yearStem,
    yearBranch,
    chartMonth,
    day,
    hourBranch,
    ming,
    shen,
    zuofu: minor.zuofu,
    youbi: minor.youbi,
    wenchang: minor.wenchang,
    wenqu: minor.wenqu,
    reverse: !forward,
    starSet: settings.starSet,
  })
  const starBranch: Partial<Record<StarId, number>> = { ...major, ...minor, ...adjective }

  const palaces: ZiweiPalace[] = Array.from({ length: 12 }, (_, b) => ({
    index: b,
    branch: BRANCH_NAMES[b],
    stem: STEM_NAMES[stems[b]],
    ganZhi: STEM_NAMES[stems[b]] + BRANCH_NAMES[b],
    name: PALACE_NAMES_FROM_MING[mod12(b - ming)],
    isMingGong: b === ming,
    isShenGong: b === shen,
    isLaiYin: b > 1 && stems[b] === yearStem,
    majorStars: [],
    minorStars: [],
    adjectiveStars: [],
    mutagens: [],
    changSheng: '',
    boShi: '',
    jiangQian: '',
    suiQian: '',
    decadal: { startAge: 0, endAge: 0 },
    xiaoXianAges: [],
  }))

  const birthYearSiHua = { 禄: null, 权: null, 科: null, 忌: null } as ZiweiChart['birthYearSiHua']
  const catalogue = [MAJOR_STARS, MINOR_STARS, ADJECTIVE_STARS] as const
  for (const table of catalogue) {
    for (const id of Object.keys(table) as StarId[]) {
      const b = starBranch[id]
      if (b === undefined) continue
      const star: ZiweiStar = { id, name: STAR_NAMES[id], kind: kindOf(id) }
      const br = brightnessOf(id, b)
      if (br) star.brightness = br
      const h = sihua.indexOf(id)
      if (h >= 0) {
        const type: SiHuaType = SIHUA_TYPES[h]
        star.siHua = type
        palaces[b].mutagens.push(`${star.name}化${type}`)
        birthYearSiHua[type] = { star: star.name, palace: palaces[b].name, branch: palaces[b].branch }
      }
      const p = palaces[b]
      ;(star.kind === 'major' ? p.majorStars : star.kind === 'minor' ? p.minorStars : p.adjectiveStars).push(star)
    }
  }

  const changSheng = lay12(CHANGSHENG_12, CHANGSHENG_START[bureau.number], forward)
  const boShi = lay12(BOSHI_12, minor.lucun, forward)
  const suiQian = suiQian12(yearBranch, settings.starSet)
  const jiangQian = jiangQian12(yearBranch)
  const xxStart = xiaoXianStart(yearBranch)
  for (let i = 0; i < 12; i++) {
    const p = palaces[mod12(ming + (forward ? i : -i))]
    p.decadal = { startAge: bureau.number + 10 * i, endAge: bureau.number + 10 * i + 9 }
    const x = palaces[mod12(xxStart + (input.sex === 1 ? i : -i))]
    for (let age = i + 1; age <= 120; age += 12) x.xiaoXianAges.push(age)
  }
  for (const p of palaces) {
    p.changSheng = changSheng[p.index]
    p.boShi = boShi[p.index]
    p.suiQian = suiQian[p.index]
    p.jiangQian = jiangQian[p.index]
  }

  const chart: ZiweiChart = {
    sex: input.sex,
    settings,
    birth: {
      solarDate: `${facts.solar.year}-${String(facts.solar.month).padStart(2, '0')}-${String(facts.solar.day).padStart(2, '0')}`,
      lunarDate: facts.lunarText,
      lunar: facts.lunar,
      chartMonth,
      timeIndex: facts.timeIndex,
      timeName: `${TIME_NAMES[facts.timeIndex]}时`,
      chineseDate: facts.chineseDate,
      yearStem: STEM_NAMES[yearStem],
      yearBranch: BRANCH_NAMES[yearBranch],
      yearNumber: facts.yearNumber,
      hourBranch,
    },
    forward,
    mingGong: BRANCH_NAMES[ming],
    shenGong: BRANCH_NAMES[shen],
    mingGongIndex: ming,
    shenGongIndex: shen,
    fiveElementsClass: bureau.name,
    fiveElementsNumber: bureau.number,
    mingZhu: STAR_NAMES[MING_ZHU[settings.mingZhuRule === 'yearBranch' ? yearBranch : ming]],
    shenZhu: STAR_NAMES[SHEN_ZHU[yearBranch]],
    birthYearSiHua,
    palaces,
  }
  return { chart, facts, starBranch }
}

/** The natal chart: 12 palaces (branch order 子 … 亥) with stars, brightness, 四化, gods, 大限 and 小限. */
export function computeZiwei(input: ZiweiInput, settings?: Partial<ZiweiSettings>): ZiweiChart {
  return computeZiweiCore(input, settings).chart
}

/** 三方四正 of a palace: itself, its two 三合 palaces and the opposite palace (branch indices). */
export function sanFangSiZheng(branch: number): { self: number; sanHe: [number, number]; opposite: number; all: number[] } {
  const b = mod12(branch)
  const sanHe: [number, number] = [mod12(b + 4), mod12(b + 8)]
  return { self: b, sanHe, opposite: mod12(b + 6), all: [b, sanHe[0], sanHe[1], mod12(b + 6)] }
}

/** Cell of a branch on the traditional 4×4 board (row 0 = top: 巳 午 未 申; bottom: 寅 丑 子 亥). */
export function boardCell(branch: number): { row: number; col: number } {
  const cells: readonly [number, number][] = [
    [3, 2],
    [3, 1],
    [3, 0],
    [2, 0],
    [1, 0],
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 3],
    [2, 3],
    [3, 3],
  ]
  const [row, col] = cells[mod12(branch)]
  return { row, col }
}
