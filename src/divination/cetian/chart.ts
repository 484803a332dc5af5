/** computeCetian: the 策天十八飛星 chart, counted from the lunar birth date and hour (no planetary positions). */
import { inputError } from '@/core/errors'
import { parseDate } from '@/core/time'
import { BRANCH_NAMES, STEM_NAMES } from '@/divination/common/ganzhi'
import { solarToLunar } from '@/divination/calendar'
import { calendarFacts, resolveMoment, TIME_NAMES, type MomentInput } from '@/divination/ziwei/birth'
import { cetianSettingsSchema, type CetianSettings } from './settings'
import { daxianAges, daxianStart, mingBranch, mod12, palaceNameOf, shenBranch, shenSteps, starBranches, tianZhangBranch } from './placement'
import {
  CETIAN_STAR_IDS,
  CETIAN_STAR_NAMES,
  MAIN_STAR_ORDER,
  MIAO_WANG_QUANJI,
  MIAO_WANG_YIYU,
  STAR_ELEMENTS,
  YANG_STARS,
  type CetianElement,
  type CetianStarId,
  type MiaoWang,
} from './tables'

export interface CetianInput extends MomentInput {
  sex: 0 | 1
}

export interface CetianStar {
  id: CetianStarId
  name: string
  kind: 'main' | 'aux'
  /** None for 天空 (not in the 五行 verse). */
  element?: CetianElement
  yinYang: '阳' | '阴'
  miaoWang?: MiaoWang
}

export interface CetianDaxian {
  /** 0 for the first 限 (1–11 虚岁). */
  step: number
  fromAge: number
  toAge: number
  /** 限星, e.g. 文昌 (when showXianStar is on). */
  xianStar?: string
  /** Its short name as the 引證圖 writes it, e.g. 文限. */
  xianName?: string
}

export interface CetianPalace {
  index: number
  branch: string
  name: string
  isMingGong: boolean
  isShenGong: boolean
  stars: CetianStar[]
  daxian: CetianDaxian
}

export interface CetianStep {
  rule: string
  verse: string
  result: string
}

export interface CetianChart {
  settings: CetianSettings
  birth: {
    solarDate: string
    lunarText: string
    lunar: { year: number; month: number; day: number; isLeapMonth: boolean }
    timeName: string
    yearGanZhi: string
    sex: 0 | 1
  }
  mingGong: string
  shenGong: string
  tianZhang: string
  /** Twelve palaces in branch order (子 = 0). */
  palaces: CetianPalace[]
  daxianForward: boolean
  /** Branch indices of the 大限 in order of age. */
  daxianOrder: number[]
  /** The 限 at the target date (虚岁 by lunar years), when a target was given and falls within the chart. */
  current?: { date: string; age: number; index: number }
  derivation: CetianStep[]
}

/**
 * 限星 short name: 「文限、福限、祿限、紫限」 in the 引證圖. The other stars take the one character the 五行訣 (全集本 p. 47)
 * names them by — 「哭刃鸞金火是刑，紫文杖祿木成林，毛姚虛水貴福土，印壽庫貫異土同」: 天… drops 天, 紅鸞 is 鸞; 天空, not in
 * the 訣, is 空.
 */
export function xianNameOf(star: string): string {
  if (star === '红鸾' || star === '紅鸞') return '鸾限'
  return (star.startsWith('天') ? star.charAt(1) : star.charAt(0)) + '限'
}

function starOf(id: CetianStarId, branch: number, settings: CetianSettings): CetianStar {
  const table = settings.miaoWangType === 'quanji' ? MIAO_WANG_QUANJI : MIAO_WANG_YIYU
  const star: CetianStar = {
    id,
    name: CETIAN_STAR_NAMES[id],
    kind: (MAIN_STAR_ORDER as readonly string[]).includes(id) ? 'main' : 'aux',
    yinYang: YANG_STARS.includes(id) ? '阳' : '阴',
  }
  const element = STAR_ELEMENTS[id]
  if (element) star.element = element
  const mark = table[id]?.[branch]
  if (mark) star.miaoWang = mark
  return star
}

export function computeCetian(input: CetianInput, rawSettings?: Partial<CetianSettings>, target?: { date: string }): CetianChart {
  if (input.sex !== 0 && input.sex !== 1) inputError('bad_sex', `sex 应为 1（男）或 0（女）：${String(input.sex)}`)
  const parsed = cetianSettingsSchema.safeParse(rawSettings ?? {})
  if (!parsed.success) inputError('bad_settings', `策天设置无效：${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`)
  const settings = parsed.data
  // Lunar year by 正月初一; a leap month counts as its own month (「閏月作本月」).
  const facts = calendarFacts(resolveMoment(input), { yearBoundary: 'lunarNewYear', leapMonth: 'thisMonth', lateZi: settings.lateZi })
  const month = facts.chartMonth
  const day = facts.lunar.day
  const { hourBranch, yearBranch } = facts
  const B = (i: number) => BRANCH_NAMES[i]

  const zhang = tianZhangBranch(month)
  const ming = mingBranch(zhang, hourBranch)
  const shen = shenBranch(zhang, day, settings.starCalcType)
  const branches = starBranches({ yearBranch, month, zhang })
  const dx = daxianStart({ yearBranch, sex: input.sex, ming, shen, reading: settings.calcType })
  const daxianOrder = Array.from({ length: 12 }, (_, k) => mod12(dx.start + (dx.forward ? k : -k)))

  const palaces: CetianPalace[] = Array.from({ length: 12 }, (_, b) => {
    const stars = CETIAN_STAR_IDS.filter((id) => branches[id] === b).map((id) => starOf(id, b, settings))
    const step = daxianOrder.indexOf(b)
    const daxian: CetianDaxian = { step, ...daxianAges(step) }
    const main = stars.find((s) => s.kind === 'main')
    if (settings.showXianStar && main) {
      daxian.xianStar = main.name
      daxian.xianName = xianNameOf(main.name)
    }
    return { index: b, branch: B(b), name: palaceNameOf(b, ming), isMingGong: b === ming, isShenGong: b === shen, stars, daxian }
  })

  const yearGanZhi = STEM_NAMES[facts.yearStem] + B(yearBranch)
  const chart: CetianChart = {
    settings,
    birth: {
      solarDate: `${facts.solar.year}-${String(facts.solar.month).padStart(2, '0')}-${String(facts.solar.day).padStart(2, '0')}`,
      lunarText: facts.lunarText,
      lunar: facts.lunar,
      timeName: `${TIME_NAMES[facts.timeIndex]}时`,
      yearGanZhi,
      sex: input.sex,
    },
    mingGong: B(ming),
    shenGong: B(shen),
    tianZhang: B(zhang),
    palaces,
    daxianForward: dx.forward,
    daxianOrder,
    derivation: [],
  }
  chart.derivation = derivationOf(chart, { month, day, hourBranch, yearBranch, zhang, ming, shen, start: dx.start })
  if (target) {
    const age = solarToLunar(parseDate(target.date)).year - facts.lunar.year + 1
    const step = age <= 11 ? 0 : Math.floor((age - 2) / 10)
    if (age >= 1 && step < 12) chart.current = { date: target.date, age, index: daxianOrder[step] }
  }
  return chart
}

function derivationOf(
  c: CetianChart,
  n: { month: number; day: number; hourBranch: number; yearBranch: number; zhang: number; ming: number; shen: number; start: number },
): CetianStep[] {
  const B = (i: number) => BRANCH_NAMES[i]
  const s = c.settings
  const at = (id: CetianStarId) => c.palaces.find((p) => p.stars.some((x) => x.id === id))?.branch ?? ''
  const yang = n.yearBranch % 2 === 0
  const male = c.birth.sex === 1
  return [
    {
      rule: '生年月日时',
      verse: '闰月作本月；子时依设置',
      result: `${c.birth.yearGanZhi}年 ${n.month}月 ${n.day}日 ${c.birth.timeName}（${yang ? '阳' : '阴'}年，${male ? '男' : '女'}）`,
    },
    { rule: '起天杖', verse: '从子上起正月逆数至本人生月', result: `天杖在${B(n.zhang)}` },
    { rule: '安命宫', verse: '杖星宫里起生时顺数卯处安命之', result: `${B(n.zhang)}起${B(n.hourBranch)}时，顺数至卯，命宫在${B(n.ming)}` },
    {
      rule: '安身宫',
      verse: '从杖星处起初一，两日半行一宫，逆数至生日',
      result: `${s.starCalcType === 'yinzheng' ? '依引证图，未满一步亦进一宫' : '按字面，满两日半方进一宫'}：${n.day}日逆行${shenSteps(n.day, s.starCalcType)}宫，身宫在${B(n.shen)}`,
    },
    {
      rule: '安紫微及十二主星',
      verse: '从未上起子顺数至本人生年安紫微；太岁起库逆布贯文福禄紫虚贵印寿空红',
      result: `紫微在${at('ziwei')}，天虚、天贵、天印、天寿、天空、红鸾、天库、天贯、文昌、天福、天禄依次逆布`,
    },
    { rule: '安天异、旄头、天刃', verse: '安杖逆布异', result: `天异${at('tianyi')}、旄头${at('maotou')}、天刃${at('tianren')}` },
    { rule: '安天刑', verse: '从酉上起正月顺数至本人生月', result: `天刑在${at('tianxing')}` },
    { rule: '安天姚', verse: '从丑上起正月顺数', result: `天姚在${at('tianyao')}` },
    { rule: '安天哭', verse: '与本人生年相合安哭，如子年生丑上安哭', result: `天哭在${at('tiankuWeep')}` },
    {
      rule: '定十二宫',
      verse: '不论男女俱逆转',
      result: `命宫${B(n.ming)}，财帛、兄弟、田宅、男女、奴仆、妻妾、疾厄、迁移、官禄、福德、相貌依次逆排`,
    },
    {
      rule: '起大限',
      verse: s.calcType === 'yiyu' ? '阳年起命，阴年起身；阳男阴女顺行，阴男阳女逆行（移语本）' : '阳男阴女从命宫顺数十年行一宫（续道藏）',
      result: `自${B(n.start)}起，${c.daxianForward ? '顺' : '逆'}行，初限一至十一岁，此后十年一宫`,
    },
    {
      rule: '庙旺',
      verse: s.miaoWangType === 'yiyu' ? '移语本「诸星格」' : '全集本卷三「诸星入庙乐旺诗诀」',
      result: '书中未载者不标',
    },
  ]
}
