/**
 * 神煞 of a 七政 chart, marked on the palaces (branches) they fall on: the natal year, month and hour for the birth
 * chart, the current ones for 流年. The catalogue: our bazi table's year-stem and year-branch stars
 * (src/divination/bazi/shensha.ts) and the 岁神 (sui-shen.ts), then Moira's 七政 catalogue for the stars those do not
 * hold (shensha-year-branch.ts, shensha-year-stem.ts, shensha-month-pillar.ts). Where Moira gives one of our stars
 * the same table at every index, its source names Moira as a second witness; where it differs we keep ours
 * (docs/zhengyu-shensha.md lists the differences).
 */
import { SHENSHA, type ShenshaDef } from '../bazi/shensha'
import { ELEMENT_INDEX, JIAZI, STEM_NAMES, jiaziIndex, naYinElement, naYinOf } from '../common/ganzhi'
import { MOIRA, sitsWith, type ShenshaNature, type ZhengyuShenshaBasis, type ZhengyuShenshaDef } from './shensha-def'
import { MOIRA_MONTH_PILLAR_STARS, NAYIN_STAGE_STARS } from './shensha-month-pillar'
import { MOIRA_BRANCH_STARS, MOIRA_BRANCH_SUB_STARS } from './shensha-year-branch'
import { MOIRA_STEM_STARS } from './shensha-year-stem'
import { SUI_SHEN } from './sui-shen'
import { BRANCHES, type Branch } from './tables'

export interface ZhengyuShensha {
  id: string
  name: string
  nature: ShenshaNature
  basis: ZhengyuShenshaBasis
  /** What it was looked up from, with the chart's value: 年支卯, 年干己, 月支寅, 年柱己卯, 寅月子时, 纳音土（城头土）. */
  by: string
  rule: string
  source: string
  /** Palaces (branches) the star falls on. */
  branches: Branch[]
  /** The star it sits with (Moira's sub-stars). */
  with?: string
}

/** The year, month and hour a chart's 神煞 are looked up from (stem 0 = 甲, branches 0 = 子). */
export interface ShenshaMoment {
  yearStem: number
  yearBranch: number
  /** 节气 month branch (寅 from 立春). */
  monthBranch: number
  hourBranch: number
}

/** Our stars that Moira gives with the same table at every index, with Moira's name for them. */
const MOIRA_WITNESS: Record<string, string> = {
  guoYin: '国印',
  yiMa: '驿马',
  taoHua: '咸池、桃花',
  huaGai: '华盖',
  jiangXing: '将星',
  jieSha: '劫煞',
  zaiSha: '灾煞',
  wangShen: '亡神',
  guChen: '孤辰',
  guaSu: '寡宿',
  hongLuan: '红鸾',
  tianXi: '天喜',
  taiSui: '太岁（与岁驾同宫）',
  taiYang: '太阳（与天空同宫）',
  sangMen: '丧门（与地雌同宫）',
  taiYin: '太阴（与贯索同宫）',
  guanFu: '官符（与五鬼同宫）',
  siFu: '死符',
  suiPo: '岁破（与大耗同宫）',
  longDe: '龙德（与天厄同宫）',
  baiHu: '白虎（与天雄同宫）',
  fuDe: '福德（与卷舌同宫）',
  diaoKe: '吊客（与天狗同宫）',
  bingFu: '病符（与蓦越同宫）',
  baoWei: '豹尾',
}

const own = (d: ShenshaDef): ZhengyuShenshaDef => ({
  id: d.id,
  name: d.name,
  nature: d.nature,
  basis: d.basis.includes('yearStem') ? 'yearStem' : 'yearBranch',
  rule: d.rule,
  source: MOIRA_WITNESS[d.id] ? `${d.source}；${MOIRA}「${MOIRA_WITNESS[d.id]}」同` : d.source,
  table: d.table!,
})

const OWN: readonly ZhengyuShenshaDef[] = [
  ...SHENSHA.filter((d) => d.table && (d.target ?? 'branch') === 'branch' && d.basis.some((b) => b === 'yearStem' || b === 'yearBranch')),
  ...SUI_SHEN,
].map(own)
const ownDef = (id: string) => OWN.find((d) => d.id === id)!

/** Moira's sub-stars whose parent is one of our stars (死符, 咸池, 灾煞). */
const SUBS_OF_OWN: readonly ZhengyuShenshaDef[] = [
  sitsWith(ownDef('siFu'), 'xiaoHao', '小耗', '凶'),
  sitsWith(ownDef('siFu'), 'yueDeSui', '月德', '吉'),
  sitsWith(ownDef('taoHua'), 'nianSha', '年煞', '中'),
  sitsWith(ownDef('zaiSha'), 'qiuYu', '囚狱', '凶'),
]

const BASIS_ORDER: Record<ZhengyuShenshaBasis, number> = { yearBranch: 0, yearStem: 1, monthBranch: 2, yearPillar: 3, monthHour: 4, naYin: 5 }

/** The catalogue, grouped by basis (年支, 年干, 月支, 年柱, 月时, 纳音 十二长生). */
export const ZHENGYU_SHENSHA: readonly ZhengyuShenshaDef[] = [
  ...OWN,
  ...MOIRA_BRANCH_STARS,
  ...MOIRA_BRANCH_SUB_STARS,
  ...SUBS_OF_OWN,
  ...MOIRA_STEM_STARS,
  ...MOIRA_MONTH_PILLAR_STARS,
  ...NAYIN_STAGE_STARS,
].sort((a, b) => BASIS_ORDER[a.basis] - BASIS_ORDER[b.basis])

/** 神煞 of a year, month and hour, skipping the ids in `off` and stars absent that year (阳刃 in a yin year). */
export function zhengyuShensha(m: ShenshaMoment, off: readonly string[] = []): ZhengyuShensha[] {
  const pillar = jiaziIndex(m.yearStem, m.yearBranch)
  const naYin = naYinOf(pillar)
  const element = naYinElement(naYin)
  const index: Record<ZhengyuShenshaBasis, number> = {
    yearBranch: m.yearBranch,
    yearStem: m.yearStem,
    monthBranch: m.monthBranch,
    yearPillar: pillar,
    monthHour: m.monthBranch * 12 + m.hourBranch,
    naYin: ELEMENT_INDEX[element],
  }
  const by: Record<ZhengyuShenshaBasis, string> = {
    yearBranch: `年支${BRANCHES[m.yearBranch]}`,
    yearStem: `年干${STEM_NAMES[m.yearStem]}`,
    monthBranch: `月支${BRANCHES[m.monthBranch]}`,
    yearPillar: `年柱${JIAZI[pillar]}`,
    monthHour: `${BRANCHES[m.monthBranch]}月${BRANCHES[m.hourBranch]}时`,
    naYin: `纳音${naYin.slice(-1)}（${naYin}）`,
  }
  const out: ZhengyuShensha[] = []
  for (const d of ZHENGYU_SHENSHA) {
    if (off.includes(d.id)) continue
    const wanted = d.table[index[d.basis]]
    if (wanted.length === 0) continue
    out.push({
      id: d.id,
      name: d.name,
      nature: d.nature,
      basis: d.basis,
      by: by[d.basis],
      rule: d.rule,
      source: d.source,
      branches: wanted.map((b) => BRANCHES[b]),
      ...(d.with ? { with: d.with } : {}),
    })
  }
  return out
}
