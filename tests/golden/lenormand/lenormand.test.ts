import fixture from './cards.json'
import { LENORMAND_CARDS, LENORMAND_LAYOUTS } from '@/divination/lenormand'

describe('petit Lenormand deck against the shared golden table', () => {
  it('has 36 cards numbered 1–36', () => {
    expect(LENORMAND_CARDS.map((c) => c.n)).toEqual(fixture.cards.map((c) => c.n))
  })
  for (const e of fixture.cards) {
    it(`${e.n} ${e.en} (${e.playingCard})`, () => {
      const c = LENORMAND_CARDS[e.n - 1]
      expect({ en: c.en, zh: c.zh, playingCard: c.playingCard }).toEqual({ en: e.en, zh: e.zh_Hans, playingCard: e.playingCard })
    })
  }
  it('the Grand Tableau has 36 houses, house k named after card k (1 Rider, 36 Cross)', () => {
    const houses = LENORMAND_LAYOUTS['grand-tableau'].positions
    expect(houses.map((p) => p.house)).toEqual(fixture.cards.map((c) => c.n))
    expect(houses[0].zh).toBe(`${fixture.cards[0].zh_Hans}宫`)
    expect(houses[35].zh).toBe(`${fixture.cards[35].zh_Hans}宫`)
  })
})
