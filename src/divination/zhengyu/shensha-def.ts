/**
 * Shape of a 七政 神煞 and the helpers that build the catalogue: every star is looked up from one basis (年支, 年干,
 * 月支, 年柱, 月支加时支 or the year's 纳音) in a table of target branches, and a star that sits with another (Moira's
 * sub-stars) shares its parent's table.
 */
import { BRANCH_NAMES } from '../common/ganzhi'

export type ZhengyuShenshaBasis = 'yearBranch' | 'yearStem' | 'monthBranch' | 'yearPillar' | 'monthHour' | 'naYin'
export type ShenshaNature = '吉' | '凶' | '中'

/** Display order of the bases (settings list and chart card). */
export const SHENSHA_BASES: readonly ZhengyuShenshaBasis[] = ['yearBranch', 'yearStem', 'monthBranch', 'yearPillar', 'monthHour', 'naYin']

export interface ZhengyuShenshaDef {
  id: string
  name: string
  nature: ShenshaNature
  basis: ZhengyuShenshaBasis
  rule: string
  source: string
  /**
   * Target branches per index of the basis: 12 year or month branches (子 first), 10 stems (甲 first), 60 year pillars
   * (甲子 first), 144 month × hour branches (month × 12 + hour), 5 纳音 elements (木火土金水).
   */
  table: readonly (readonly number[])[]
  /** The star it sits with (与X同宫), for Moira's sub-stars. */
  with?: string
}

export const MOIRA = 'Moira 七政四余 moira_t.prop（kinastro astro/qizheng/shensha.py 转录）'

/** One target branch per index, written as a string of branch characters ('·' where the star is absent). */
export const tableOf = (targets: string): number[][] => [...targets].map((c) => (c === '·' ? [] : [BRANCH_NAMES.indexOf(c)]))

/** A table in words when no pattern is simpler: 「子年在戌，丑年在寅…」 (keys: the index names; unit: 年, 月 …). */
export function listRule(keys: readonly string[] | string, targets: string, unit: string): string {
  const k = [...keys]
  return [...targets]
    .map((c, i) => (c === '·' ? '' : `${k[i]}${unit}在${c}`))
    .filter(Boolean)
    .join('，')
}

/** Builder for one basis: (id, name, nature, targets, rule, source?) → definition. */
export const starsBy =
  (basis: ZhengyuShenshaBasis) =>
  (id: string, name: string, nature: ShenshaNature, targets: string, rule: string, source = MOIRA): ZhengyuShenshaDef => ({
    id,
    name,
    nature,
    basis,
    rule,
    source,
    table: tableOf(targets),
  })

/** A star that sits with `parent`: same basis and table, rule 「与X同宫」 plus the parent's rule. */
export const sitsWith = (parent: ZhengyuShenshaDef, id: string, name: string, nature: ShenshaNature): ZhengyuShenshaDef => ({
  id,
  name,
  nature,
  basis: parent.basis,
  rule: `与${parent.name}同宫：${parent.rule}`,
  source: MOIRA,
  table: parent.table,
  with: parent.id,
})
