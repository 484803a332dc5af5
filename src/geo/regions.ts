import { cells, ints, type ChinaColumns } from './columns'

/**
 * Province → city → district tree for postal addresses, from the China gazetteer (GB/T 2260 divisions; Hong
 * Kong, Macau and Taiwan districts). Units directly under a province (municipalities' districts, 省直辖县)
 * sit under a city named like the province, as on the mini-program's own region picker.
 */
export interface RegionNode {
  name: string
  children: RegionNode[]
}

export function chinaRegions(china: ChinaColumns): RegionNode[] {
  const name = cells(china.name)
  const parent = ints(china.parent)
  const nodes = name.map((n) => ({ name: n, children: [] as RegionNode[] }))
  const provinces: RegionNode[] = []
  /** The synthetic city holding a province's direct units. */
  const direct = new Map<number, RegionNode>()
  for (let i = 0; i < china.count; i++) {
    const p = parent[i]
    const kind = china.kind[i]
    if (p < 0) provinces.push(nodes[i])
    else if (kind === 'c' || china.kind[p] !== 'p') nodes[p].children.push(nodes[i])
    else {
      let city = direct.get(p)
      if (!city) {
        city = { name: name[p], children: [] }
        direct.set(p, city)
        nodes[p].children.push(city)
      }
      city.children.push(nodes[i])
    }
  }
  return provinces
}

/** Column labels and the indexes of a chosen [province, city, district] (missing names fall back to the first). */
export function regionColumns(tree: readonly RegionNode[], picked: readonly number[]): { columns: string[][]; indexes: number[] } {
  const columns: string[][] = []
  const indexes: number[] = []
  let level: readonly RegionNode[] = tree
  for (let c = 0; c < 3 && level.length; c++) {
    const i = Math.min(Math.max(0, picked[c] ?? 0), level.length - 1)
    columns.push(level.map((n) => n.name))
    indexes.push(i)
    level = level[i].children
  }
  return { columns, indexes }
}

/** Indexes of region names in the tree (unknown names: 0). */
export function regionIndexes(tree: readonly RegionNode[], names: readonly string[]): number[] {
  const out: number[] = []
  let level: readonly RegionNode[] = tree
  for (const n of names) {
    if (!level.length) break
    const i = Math.max(
      0,
      level.findIndex((x) => x.name === n),
    )
    out.push(i)
    level = level[i].children
  }
  return out
}
