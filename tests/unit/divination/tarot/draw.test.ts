import fc from 'fast-check'
import { TAROT_SPREADS, TAROT_SPREAD_IDS, dailySeed, drawDailyCard, drawTarot, type TarotReading } from '@/divination/tarot'
import { EngineInputError } from '@/core/errors'

const allIds = (r: TarotReading) => [...r.cards, ...(r.director ? [r.director] : []), ...r.plus.flatMap((p) => p.cards)].map((c) => c.id)
const smallSpreads = TAROT_SPREAD_IDS.filter((s) => s !== 'full-deck')

describe('tarot draw properties', () => {
  it('a draw never repeats a card (spread, director and clarifiers together)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...smallSpreads),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (seed, spread, useDirector, plusCount) => {
          const position = TAROT_SPREADS[spread].positions[0].id
          const r = drawTarot({ seed: seed || 'x', spread, settings: { useDirector }, plus: plusCount ? [{ position, count: plusCount }] : [] })
          const ids = allIds(r)
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 78)).toBe(true)
        },
      ),
    )
  })
  it('same seed, same draw', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...TAROT_SPREAD_IDS), (seed, spread) => {
        expect(drawTarot({ seed, spread })).toEqual(drawTarot({ seed, spread }))
      }),
    )
  })
  it('the reversal rate over many seeds is near the setting (±0.02 over 15,600 cards)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.string(), (rate, salt) => {
        let reversed = 0
        let total = 0
        for (let s = 0; s < 200; s++) {
          const r = drawTarot({ seed: `${salt}#${s}`, spread: 'full-deck', settings: { reverseRate: rate } })
          reversed += r.cards.filter((c) => c.reversed).length
          total += r.cards.length
        }
        expect(Math.abs(reversed / total - rate)).toBeLessThan(0.02)
      }),
      { numRuns: 10 },
    )
  })
  it('every spread deals one card per position, in position order', () => {
    for (const spread of TAROT_SPREAD_IDS) {
      const r = drawTarot({ seed: 'positions', spread })
      expect(r.cards.map((c) => c.position)).toEqual(TAROT_SPREADS[spread].positions.map((p) => p.id))
    }
  })
  it('the full deck deals all 78 cards once each', () => {
    const ids = drawTarot({ seed: 'full', spread: 'full-deck' }).cards.map((c) => c.id)
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 78 }, (_, i) => i))
  })
})

describe('tarot deal rules', () => {
  const full = drawTarot({ seed: 'rules', spread: 'full-deck' }).cards.map((c) => c.id)
  it('"showReverse off: every card upright"', () => {
    expect(drawTarot({ seed: 'rules', spread: 'full-deck', settings: { showReverse: false } }).cards.some((c) => c.reversed)).toBe(false)
  })
  it('"turning reversals on or off never changes which cards come out"', () => {
    const on = drawTarot({ seed: 'rules', spread: 'celtic-cross' }).cards.map((c) => c.id)
    const off = drawTarot({ seed: 'rules', spread: 'celtic-cross', settings: { showReverse: false } }).cards.map((c) => c.id)
    expect(off).toEqual(on)
  })
  it('"the spread takes the top cards of the deck"', () => {
    expect(drawTarot({ seed: 'rules', spread: 'horseshoe' }).cards.map((c) => c.id)).toEqual(full.slice(0, 7))
  })
  it('"the director card is the bottom card of the deck"', () => {
    expect(drawTarot({ seed: 'rules', spread: 'three', settings: { useDirector: true } }).director?.id).toBe(full[77])
    expect(drawTarot({ seed: 'rules', spread: 'three' }).director).toBeNull()
  })
  it('"clarifier cards come from the top of what is left, in the order asked, and never change the spread"', () => {
    const r = drawTarot({
      seed: 'rules',
      spread: 'three',
      plus: [
        { position: 'future', count: 2 },
        { position: 'past', count: 1 },
      ],
    })
    expect(r.cards.map((c) => c.id)).toEqual(full.slice(0, 3))
    expect(r.plus.map((p) => [p.position, p.cards.map((c) => c.id)])).toEqual([
      ['future', full.slice(3, 5)],
      ['past', full.slice(5, 6)],
    ])
  })
  it('"cutting at k brings card k of the shuffled deck to the top"', () => {
    expect(drawTarot({ seed: 'rules', spread: 'single', cutIndex: 30 }).cards[0].id).toBe(full[30])
  })
  it('a director or clarifier beside the full deck is an input error (deck_exhausted)', () => {
    expect(() => drawTarot({ seed: 'x', spread: 'full-deck', settings: { useDirector: true } })).toThrow(EngineInputError)
    expect(() => drawTarot({ seed: 'x', spread: 'full-deck', plus: [{ position: 'card1' }] })).toThrow(/牌不够/)
  })
  it('a clarifier for a position the spread does not have, an unknown spread, or an empty seed is an input error', () => {
    expect(() => drawTarot({ seed: 'x', spread: 'three', plus: [{ position: 'outcome' }] })).toThrow(EngineInputError)
    expect(() => drawTarot({ seed: 'x', spread: 'nope' as 'three' })).toThrow(EngineInputError)
    expect(() => drawTarot({ seed: '' })).toThrow(EngineInputError)
    expect(() => drawTarot({ seed: 'x', settings: { reverseRate: 2 } })).toThrow(EngineInputError)
  })
})

describe('daily card', () => {
  it('is the single-card draw of the user and local date, stable for the day', () => {
    const card = drawDailyCard('user-7', '2026-11-24')
    expect(card).toEqual(drawTarot({ seed: dailySeed('user-7', '2026-11-24'), spread: 'single' }))
    expect(drawDailyCard('user-7', '2026-11-24')).toEqual(card)
    expect(card.cards).toHaveLength(1)
  })
  it('changes from day to day: over 60 days the card is not always the same', () => {
    const days = Array.from({ length: 60 }, (_, i) =>
      drawDailyCard('user-7', `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`),
    )
    expect(new Set(days.map((d) => d.cards[0].id)).size).toBeGreaterThan(30)
  })
  it('a local date that is not YYYY-MM-DD is an input error', () => {
    expect(() => drawDailyCard('user-7', '24/11/2026')).toThrow(EngineInputError)
  })
})
