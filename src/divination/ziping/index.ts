/**
 * 子平 analysis on a bazi chart: 日主旺衰, 格局, 用神 suggestions, each with the reasoning shown.
 * Documented rules (our own scoring scheme on classical principles):
 * - 旺衰 score: each stem other than the day master counts 1; each branch counts 1 (year, hour), 1.2 (day) or
 *   2.5 (month, 月令 weighs most: 《子平真诠》 "八字用神，专求月令"), split over its hidden stems as 本气 0.6 / 中气 0.3 /
 *   余气 0.1 (two stems 0.7 / 0.3, one stem 1). 印 and 比劫 support the day master; 食伤, 财, 官杀 drain it.
 *   Support ratio ≥ 0.55 身强, ≤ 0.45 身弱, otherwise 中和; ≥ 0.8 or ≤ 0.15 notes a possible 从格.
 * - 得令: the day master is 旺 or 相 in the month branch's season (旺相休囚死); 得地: a root (same element) among the
 *   hidden stems of any branch; 得势: 印 or 比劫 among the other stems.
 * - 格局: 月令本气为日主之禄 → 建禄格，为阳刃 → 月刃格; otherwise the first of the month branch's hidden stems (本气,
 *   中气, 余气) that shows among the stems (透干) names the 格, else the 本气; 比劫 are skipped (《子平真诠·论用神》).
 * - 用神: 身强 takes 克泄耗 (官杀 when 比劫 make the strength, 财 when 印 makes it; 食伤 next); 身弱 takes 生扶 (印 against
 *   heavy 官杀 or 食伤, 比劫 against heavy 财) — 《滴天髓》 "强者宜泄，弱者宜扶"; 中和 follows the 格: 财官印食顺用，
 *   杀伤枭刃逆用 (《子平真诠·论用神》). 调候 (《穷通宝鉴》): winter births want 火, summer births want 水.
 */
import { ELEMENT_NAME, ELEMENTS, STEMS, BRANCHES, HIDDEN_STEMS, STEM_NAMES, elementRelation, type ElementId } from '../common/ganzhi'
import { changShengOf, shiShenOf, type ShiShen } from '../bazi/tables'
import type { BaziChart } from '../bazi/chart'

export type Strength = '身强' | '身弱' | '中和'
type Group = '比劫' | '印' | '食伤' | '财' | '官杀'

const GROUP_OF: Record<ShiShen, Group> = {
  比肩: '比劫',
  劫财: '比劫',
  正印: '印',
  偏印: '印',
  食神: '食伤',
  伤官: '食伤',
  正财: '财',
  偏财: '财',
  正官: '官杀',
  七杀: '官杀',
}
const BRANCH_WEIGHT = { year: 1, month: 2.5, day: 1.2, hour: 1 } as const
const QI_SHARE: Record<number, number[]> = { 1: [1], 2: [0.7, 0.3], 3: [0.6, 0.3, 0.1] }

export interface ZipingResult {
  dayMaster: { stem: string; element: string }
  strength: {
    level: Strength
    supportRatio: number
    support: number
    drain: number
    deLing: boolean
    deDi: boolean
    deShi: boolean
    season: string
    congHint: string | null
    groups: Record<Group, number>
    reasoning: string[]
  }
  elements: { element: string; score: number }[]
  geJu: { name: string; basis: string; rule: string }
  yongShen: { primary: string[]; favourable: string[]; unfavourable: string[]; tiaoHou: string | null; reasoning: string[] }
  rules: string[]
}

/** Element of each 十神 group relative to the day master element. */
function groupElement(dm: ElementId, g: Group): ElementId {
  const i = ELEMENTS.findIndex((e) => e.id === dm)
  const offset = { 比劫: 0, 食伤: 1, 财: 2, 官杀: 3, 印: 4 }[g]
  return ELEMENTS[(i + offset) % 5].id
}

/** 旺相休囚死 of an element in the season of a month branch. */
function seasonState(el: ElementId, monthBranch: number): '旺' | '相' | '休' | '囚' | '死' {
  const seasonEl = BRANCHES[monthBranch].element
  const rel = elementRelation(seasonEl, el)
  return ({ same: '旺', generates: '相', generatedBy: '休', controls: '死', controlledBy: '囚' } as const)[rel]
}

export function ziping(chart: BaziChart): ZipingResult {
  const dm = chart.dayMaster.index
  const dmEl = STEMS[dm].element
  const keys = ['year', 'month', 'day', 'hour'] as const
  const groups: Record<Group, number> = { 比劫: 0, 印: 0, 食伤: 0, 财: 0, 官杀: 0 }
  const elScore: Record<ElementId, number> = { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 }
  const stemsShown: number[] = []
  for (const k of keys) {
    const p = chart.pillars[k]
    if (k !== 'day') {
      groups[GROUP_OF[shiShenOf(dm, p.stem.index)]] += 1
      stemsShown.push(p.stem.index)
    }
    elScore[STEMS[p.stem.index].element] += 1
    const hidden = HIDDEN_STEMS[p.branch.index]
    const shares = QI_SHARE[hidden.length]
    hidden.forEach((h, i) => {
      const w = BRANCH_WEIGHT[k] * shares[i]
      groups[GROUP_OF[shiShenOf(dm, h)]] += w
      elScore[STEMS[h].element] += w
    })
  }
  const support = groups.比劫 + groups.印
  const drain = groups.食伤 + groups.财 + groups.官杀
  const ratio = support / (support + drain)
  const monthBranch = chart.pillars.month.branch.index
  const state = seasonState(dmEl, monthBranch)
  const deLing = state === '旺' || state === '相'
  const deDi = keys.some((k) => HIDDEN_STEMS[chart.pillars[k].branch.index].some((h) => STEMS[h].element === dmEl))
  const deShi = stemsShown.some((s) => ['比劫', '印'].includes(GROUP_OF[shiShenOf(dm, s)]))
  const level: Strength = ratio >= 0.55 ? '身强' : ratio <= 0.45 ? '身弱' : '中和'
  const congHint = ratio >= 0.8 ? '扶助之力极旺，可参看从强（专旺）格' : ratio <= 0.15 ? '日主几无扶助，可参看从弱（从财、从杀、从儿）格' : null
  const r2 = (x: number) => Math.round(x * 100) / 100
  const strengthReasoning = [
    `日主${STEM_NAMES[dm]}${ELEMENT_NAME[dmEl]}生于${BRANCHES[monthBranch].name}月，${ELEMENT_NAME[BRANCHES[monthBranch].element]}当令，日主处“${state}”，${deLing ? '得令' : '失令'}`,
    deDi ? '地支藏有同类五行，得地（有根）' : '地支无同类之根，不得地',
    deShi ? '天干透出印或比劫，得势' : '天干无印、比劫相助，不得势',
    `扶身（印 ${r2(groups.印)} + 比劫 ${r2(groups.比劫)}）= ${r2(support)}；克泄耗（食伤 ${r2(groups.食伤)} + 财 ${r2(groups.财)} + 官杀 ${r2(groups.官杀)}）= ${r2(drain)}；扶身占 ${Math.round(ratio * 100)}%，判为${level}`,
  ]

  // 格局
  const hidden = HIDDEN_STEMS[monthBranch]
  const stage = changShengOf(dm, monthBranch)
  let geJu: ZipingResult['geJu']
  if (stage === '临官') {
    geJu = { name: '建禄格', basis: `月令${BRANCHES[monthBranch].name}为日主之禄`, rule: '月令临官为建禄，不以比劫论格' }
  } else if (stage === '帝旺' && STEMS[dm].yinYang === 'yang') {
    geJu = { name: '月刃格', basis: `月令${BRANCHES[monthBranch].name}为日主阳刃`, rule: '阳干月令帝旺为阳刃，称月刃格' }
  } else {
    const candidates = hidden.filter((h) => !['比劫'].includes(GROUP_OF[shiShenOf(dm, h)]))
    const shown = candidates.find((h) => stemsShown.includes(h))
    const pick = shown ?? candidates[0]
    if (pick === undefined) {
      geJu = { name: '杂格（月令比劫）', basis: `月令${BRANCHES[monthBranch].name}藏干皆为比劫`, rule: '月令无财官印食可取，另寻他支透干取用' }
    } else {
      const ss = shiShenOf(dm, pick)
      geJu = {
        name: `${ss === '七杀' ? '七杀' : ss}格`,
        basis:
          shown !== undefined
            ? `月令${BRANCHES[monthBranch].name}藏${STEM_NAMES[pick]}，透出天干`
            : `月令${BRANCHES[monthBranch].name}本气${STEM_NAMES[pick]}（未透，取本气）`,
        rule: '八字用神，专求月令：以月令藏干透出者取格，不透取本气；比劫不论格（《子平真诠》）',
      }
    }
  }

  // 用神
  const reasoning: string[] = []
  let primary: Group[]
  if (level === '身强') {
    if (groups.比劫 >= groups.印) {
      primary = ['官杀', '食伤']
      reasoning.push('身强而比劫为主：取官杀制比劫，次取食伤泄秀（强者宜泄、宜克）')
    } else {
      primary = ['财', '食伤']
      reasoning.push('身强而印星为主：取财星破印，次取食伤泄秀')
    }
  } else if (level === '身弱') {
    const heaviest = (['官杀', '食伤', '财'] as const).reduce((a, b) => (groups[b] > groups[a] ? b : a))
    if (heaviest === '财') {
      primary = ['比劫', '印']
      reasoning.push('身弱而财多：取比劫分财，次取印生身（弱者宜扶）')
    } else {
      primary = ['印', '比劫']
      reasoning.push(`身弱而${heaviest}为重：取印${heaviest === '官杀' ? '化杀生身' : '制食伤、生身'}，次取比劫帮身`)
    }
  } else {
    const g = geJu.name.replace('格', '')
    const inverse = ['七杀', '伤官', '偏印', '月刃'].includes(g)
    if (inverse) {
      primary = g === '七杀' ? ['食伤', '印'] : g === '伤官' ? ['印', '财'] : g === '偏印' ? ['财', '食伤'] : ['官杀', '财']
      reasoning.push(`日主中和，${geJu.name}属杀伤枭刃，逆用：取${primary.join('、')}制化`)
    } else {
      primary = g.includes('官')
        ? ['财', '印']
        : g.includes('财')
          ? ['食伤', '官杀']
          : g.includes('印')
            ? ['官杀', '比劫']
            : g.includes('食')
              ? ['财', '比劫']
              : ['食伤', '财']
      reasoning.push(`日主中和，${geJu.name}顺用：取${primary.join('、')}护格`)
    }
  }
  const season = [0, 1, 11].includes(monthBranch) ? 'winter' : [5, 6, 7].includes(monthBranch) ? 'summer' : null
  const tiaoHou = season === 'winter' ? '火' : season === 'summer' ? '水' : null
  if (tiaoHou) reasoning.push(`生于${season === 'winter' ? '冬' : '夏'}令，调候宜${tiaoHou}（《穷通宝鉴》）`)
  const favourable = [...new Set(primary.map((g) => ELEMENT_NAME[groupElement(dmEl, g)]))]
  const all: Group[] = ['比劫', '印', '食伤', '财', '官杀']
  const unfavGroups =
    level === '身强'
      ? ['比劫', '印']
      : level === '身弱'
        ? all.filter((g) => !primary.includes(g))
        : all.filter((g) => !primary.includes(g) && g !== '比劫' && g !== '印')
  const unfavourable = [...new Set(unfavGroups.map((g) => ELEMENT_NAME[groupElement(dmEl, g as Group)]))].filter((e) => !favourable.includes(e))
  reasoning.push(`用神五行：${primary.map((g) => `${g}（${ELEMENT_NAME[groupElement(dmEl, g)]}）`).join('、')}`)

  return {
    dayMaster: { stem: STEM_NAMES[dm], element: ELEMENT_NAME[dmEl] },
    strength: {
      level,
      supportRatio: r2(ratio),
      support: r2(support),
      drain: r2(drain),
      deLing,
      deDi,
      deShi,
      season: state,
      congHint,
      groups: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, r2(v)])) as Record<Group, number>,
      reasoning: strengthReasoning,
    },
    elements: ELEMENTS.map((e) => ({ element: e.name, score: r2(elScore[e.id]) })),
    geJu,
    yongShen: { primary: primary.map((g) => `${g}（${ELEMENT_NAME[groupElement(dmEl, g)]}）`), favourable, unfavourable, tiaoHou, reasoning },
    rules: [
      '旺衰：天干各计 1；地支年时 1、日 1.2、月 2.5，按本气 0.6、中气 0.3、余气 0.1 分配；印比为扶，食伤财官杀为克泄耗；扶身 ≥ 55% 为强，≤ 45% 为弱',
      '格局：月令临官为建禄，阳干帝旺为月刃；否则以月令藏干透出者取格，不透取本气，比劫不论',
      '用神：强者宜泄宜克，弱者宜生宜扶；中和者财官印食顺用、杀伤枭刃逆用；冬生调候喜火，夏生喜水',
    ],
  }
}
