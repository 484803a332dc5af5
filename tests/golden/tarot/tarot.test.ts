import fixture from './cards.json'
import { TAROT_CARDS, TAROT_SPREADS } from '@/divination/tarot'

describe('tarot deck against the Rider–Waite table (shared golden esoteric.json)', () => {
  it('has 78 cards with ids 0–77 in order', () => {
    expect(TAROT_CARDS).toHaveLength(fixture.cards.length)
    expect(TAROT_CARDS.map((c) => c.id)).toEqual(fixture.cards.map((c) => c.id))
  })
  for (const e of fixture.cards) {
    it(`${e.id} ${e.en}`, () => {
      const c = TAROT_CARDS[e.id]
      expect({ code: c.code, arcana: c.arcana, en: c.en, zh: c.zh }).toEqual({ code: e.code, arcana: e.arcana, en: e.en, zh: e.zh_Hans })
      if (e.arcana === 'major') expect(c.number).toBe(e.number)
      else expect({ suit: c.suit, rank: c.rank }).toEqual({ suit: e.suit, rank: e.rank })
    })
  }
  it('Waite order: Strength is 8 and Justice 11', () => {
    expect(TAROT_CARDS[8].en).toBe('Strength')
    expect(TAROT_CARDS[11].en).toBe('Justice')
  })
  it('Waite\'s celtic cross has ten positions; the full deck uses all 78 cards', () => {
    expect(TAROT_SPREADS['celtic-cross'].positions).toHaveLength(10)
    expect(TAROT_SPREADS['full-deck'].positions).toHaveLength(78)
  })
})
