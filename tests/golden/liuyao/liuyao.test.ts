import fixture from './cases.json'
import peer from './najia-peer.json'
import { parseGanZhi } from '@/divination/common/ganzhi'
import { buildLiuyaoChart, najiaOf } from '@/divination/liuyao'
import { HEXAGRAMS, hexagramByBits } from '@/divination/yi/hexagrams'

describe('liuyao golden cases (shared golden set, computed with bopo/najia and hand-checked)', () => {
  for (const c of fixture.cases) {
    it(`${c.id} ${c.expected.name}`, () => {
      const chart = buildLiuyaoChart({ lines: c.input.lineValues_bottomToTop, dayGanZhi: parseGanZhi(c.input.dayGanZhi) })
      const e = c.expected
      expect(chart.original.bits).toBe(e.bits_bottom_to_top)
      expect(chart.original.fullName).toBe(e.name)
      expect(chart.original.palace).toBe(e.palace)
      expect(chart.original.palaceElement).toBe(e.palaceElement)
      expect(chart.original.shi).toBe(e.shi)
      expect(chart.original.ying).toBe(e.ying)
      expect(chart.original.type).toBe(e.type)
      expect(chart.lines.map((l) => l.najia)).toEqual(e.najia)
      expect(chart.lines.map((l) => l.liuQin)).toEqual(e.liuqin)
      expect(chart.lines.map((l) => l.liuShen)).toEqual(e.liushen)
      expect(chart.xunKong).toBe(e.xunKong_of_day)
      expect(chart.changed?.bits).toBe(e.bian.bits_bottom_to_top)
      expect(chart.changed?.fullName).toBe(e.bian.name)
      expect(chart.changed?.palace).toBe(e.bian.palace)
      expect(chart.changed?.najia).toEqual(e.bian.najia)
      expect(chart.changed?.liuQinByOriginalPalace).toEqual(e.bian.liuqin_by_ben_palace)
    })
  }
})

describe('纳甲 and 八宫 of all 64 against the bopo/najia tables', () => {
  const order = peer.trigramOrder
  const bitsToName = Object.fromEntries(Object.entries(peer.trigramBits).map(([k, v]) => [v, k]))
  const expand = (s: string) => [1, 2, 3].map((i) => s[0] + s[i])
  for (const h of HEXAGRAMS) {
    it(`${h.fullName} 纳甲`, () => {
      const lower = order.indexOf(bitsToName[h.bits.slice(0, 3)])
      const upper = order.indexOf(bitsToName[h.bits.slice(3)])
      const expected = [...expand(peer.najia[lower][0]), ...expand(peer.najia[upper][1])]
      expect(najiaOf(h.lower, h.upper).map((l) => l.ganZhi)).toEqual(expected)
    })
  }
  it('every palace holds the same eight hexagrams in the same generation order', () => {
    peer.palaces.forEach((members, p) => {
      members.forEach((bits, gen) => {
        const h = hexagramByBits(bits)
        expect(h.palace).toBe(order[p])
        expect(['本宫', '一世', '二世', '三世', '四世', '五世', '游魂', '归魂'].indexOf(h.palaceGeneration)).toBe(gen)
      })
    })
  })
})
