/** Birth list search, group filter and sort (pure). */
import type { BirthGroup, LocalBirth } from './model'

export type BirthSort = 'default' | 'name' | 'birthDate' | 'updated'

export interface ListQuery {
  text?: string
  /** Group id; undefined = all. */
  groupId?: number
  sort?: BirthSort
}

/** Matches name, remark or keywords, case-insensitively; every space-separated word must match. */
export function matchesText(b: LocalBirth, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return true
  const hay = `${b.name}\n${b.remark}\n${b.keywords}`.toLowerCase()
  return words.every((w) => hay.includes(w))
}

const byName = new Intl.Collator('zh-Hans-u-co-pinyin')

/** Visible profiles (not deleted) for a query; pinned ones first, then the chosen order. */
export function queryBirths(list: readonly LocalBirth[], groups: readonly BirthGroup[], q: ListQuery = {}): LocalBirth[] {
  const group = q.groupId === undefined ? undefined : groups.find((g) => g.id === q.groupId && !g.isDel)
  const inGroup = group ? new Set(group.ids) : undefined
  const rows = list.filter((b) => !b.isDel && (!inGroup || inGroup.has(b.id)) && matchesText(b, q.text ?? ''))
  const order = new Map(list.map((b, i) => [b.id, i]))
  const cmp: Record<BirthSort, (a: LocalBirth, b: LocalBirth) => number> = {
    default: (a, b) => order.get(a.id)! - order.get(b.id)!,
    name: (a, b) => byName.compare(a.name, b.name),
    birthDate: (a, b) => (a.date + a.time < b.date + b.time ? -1 : a.date + a.time > b.date + b.time ? 1 : 0),
    updated: (a, b) => b.updateTime - a.updateTime,
  }
  const c = cmp[q.sort ?? 'default']
  return rows.sort((a, b) => b.isTop - a.isTop || c(a, b) || order.get(a.id)! - order.get(b.id)!)
}

/** Visible groups (not deleted). */
export function visibleGroups(groups: readonly BirthGroup[]): BirthGroup[] {
  return groups.filter((g) => !g.isDel)
}

/** Groups containing a profile. */
export function groupsOf(groups: readonly BirthGroup[], birthId: number): BirthGroup[] {
  return groups.filter((g) => !g.isDel && g.ids.includes(birthId))
}
