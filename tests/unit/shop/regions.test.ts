import { describe, expect, it } from 'vitest'
import china from '@/geo/data/china'
import { chinaRegions, regionIndexes } from '@/geo/regions'

describe('China region tree for postal addresses', () => {
  const tree = chinaRegions(china)
  const find = (names: string[]) => {
    let level = tree
    let node
    for (const n of names) {
      node = level.find((x) => x.name === n)
      if (!node) return undefined
      level = node.children
    }
    return node
  }
  it('34 provincial units; provinces hold their prefectures and those their counties', () => {
    expect(tree).toHaveLength(34)
    expect(find(['广东省', '深圳市', '南山区'])).toBeDefined()
    expect(find(['河南省', '郑州市'])!.children.length).toBeGreaterThan(5)
  })
  it('municipality districts sit under a city named like the municipality', () => {
    expect(find(['北京市'])!.children.map((c) => c.name)).toEqual(['北京市'])
    expect(find(['北京市', '北京市', '朝阳区'])).toBeDefined()
  })
  it('indexes of names, unknown ones 0', () => {
    const idx = regionIndexes(tree, ['广东省', '深圳市', '南山区'])
    expect(tree[idx[0]].name).toBe('广东省')
    expect(tree[idx[0]].children[idx[1]].children[idx[2]].name).toBe('南山区')
    expect(regionIndexes(tree, ['火星', '', ''])).toEqual([0, 0, 0])
  })
})
