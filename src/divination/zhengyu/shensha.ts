/**
 * 神煞 of a 七政 chart: 七政 looks its 神煞 up from the year 干支 and marks the palaces (branches) they fall on — the
 * natal year for the birth chart, the current year for 流年. The rules, 口诀 and sources are those of our bazi table
 * (src/divination/bazi/shensha.ts): the stars looked up from the year stem or the year branch onto a branch.
 */
import { SHENSHA, type ShenshaDef } from '../bazi/shensha'
import { SUI_SHEN } from './sui-shen'
import { BRANCHES, type Branch } from './tables'

export interface ZhengyuShensha {
  id: string
  name: string
  nature: ShenshaDef['nature']
  /** 年干 or 年支, with the year's character. */
  by: string
  rule: string
  source: string
  /** Palaces (branches) the star falls on. */
  branches: Branch[]
}

const STEMS = '甲乙丙丁戊己庚辛壬癸'

/** The catalogue: the bazi table's stars looked up from the year stem or branch onto branches, then the 岁神 (sui-shen.ts). */
export const ZHENGYU_SHENSHA: readonly ShenshaDef[] = [
  ...SHENSHA.filter((d) => d.table && (d.target ?? 'branch') === 'branch' && d.basis.some((b) => b === 'yearStem' || b === 'yearBranch')),
  ...SUI_SHEN,
]

/** 神煞 of a year 干支 (stem 0 = 甲, branch 0 = 子), skipping the ids in `off`. */
export function zhengyuShensha(yearStem: number, yearBranch: number, off: readonly string[] = []): ZhengyuShensha[] {
  return ZHENGYU_SHENSHA.filter((d) => !off.includes(d.id)).map((d) => {
    const byStem = d.basis.includes('yearStem')
    const wanted = d.table![byStem ? yearStem : yearBranch]
    return {
      id: d.id,
      name: d.name,
      nature: d.nature,
      by: byStem ? `年干${STEMS[yearStem]}` : `年支${BRANCHES[yearBranch]}`,
      rule: d.rule,
      source: d.source,
      branches: wanted.map((b) => BRANCHES[b]),
    }
  })
}
