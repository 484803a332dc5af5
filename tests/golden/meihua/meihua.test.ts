import fixture from './cases.json'
import { meihuaByNumbers, meihuaByTimeNumbers } from '@/divination/meihua'

describe('meihua classic cases from 《梅花易数·卷一》', () => {
  for (const c of fixture.cases) {
    const { year, month, day, hour } = c.input.numbers
    const e = c.expected
    it(`${c.id} ${c.name} by time numbers`, () => {
      const r = meihuaByTimeNumbers({ year, month, day, hour })
      expect(r.sums).toEqual(e.sums)
      expect(r.upper).toBe(e.upper)
      expect(r.lower).toBe(e.lower)
      expect(r.movingLine).toBe(e.movingLine)
      expect(r.original).toBe(e.ben)
      expect(r.mutual).toBe(e.hu)
      expect(r.changed).toBe(e.bian)
      expect(r.ti).toBe(e.ti)
      expect(r.yong).toBe(e.yong)
      expect(r.tiYongRelation).toBe(e.tiYongRelation)
    })
    it(`${c.id} ${c.name} as four numbers gives the same cast`, () => {
      const r = meihuaByNumbers([year, month, day, hour])
      expect([r.original, r.mutual, r.changed, r.movingLine]).toEqual([e.ben, e.hu, e.bian, e.movingLine])
    })
  }
})
