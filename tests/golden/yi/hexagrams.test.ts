import fixture from './hexagrams64.json'
import { HEXAGRAMS, hexagramByBits, hexagramByNumber } from '@/divination/yi/hexagrams'

describe('64 hexagrams against the golden King Wen table', () => {
  it('has 64 distinct hexagrams', () => {
    expect(fixture.cases).toHaveLength(64)
    expect(new Set(HEXAGRAMS.map((h) => h.bits)).size).toBe(64)
  })
  for (const g of fixture.cases) {
    it(`#${g.n} ${g.fullName}: name, trigrams, bits, unicode, palace, generation, 世/应`, () => {
      const h = hexagramByNumber(g.n)
      expect(h.name).toBe(g.name)
      expect(h.fullName).toBe(g.fullName)
      expect(h.upper).toBe(g.upper)
      expect(h.lower).toBe(g.lower)
      expect(h.bits).toBe(g.bits_bottom_to_top)
      expect(h.unicode).toBe(g.unicode)
      expect(h.palace).toBe(g.palace)
      expect(h.palaceGeneration).toBe(g.palaceGeneration)
      expect(h.shi).toBe(g.shi)
      expect(h.ying).toBe(g.ying)
      expect(hexagramByBits(g.bits_bottom_to_top).n).toBe(g.n)
    })
  }
})
