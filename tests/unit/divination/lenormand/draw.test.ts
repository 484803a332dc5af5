import fc from 'fast-check'
import { LENORMAND_LAYOUTS, LENORMAND_LAYOUT_IDS, drawLenormand, defaultLenormandSettings, withLenormandClarifier } from '@/divination/lenormand'
import { EngineInputError } from '@/core/errors'

describe('lenormand draw properties', () => {
  it('a draw never repeats a card and every card is 1–36', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...LENORMAND_LAYOUT_IDS), (seed, layout) => {
        const ns = drawLenormand({ seed, layout }).cards.map((c) => c.n)
        expect(new Set(ns).size).toBe(ns.length)
        expect(ns.every((n) => n >= 1 && n <= 36)).toBe(true)
      }),
    )
  })
  it('same seed, same draw', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...LENORMAND_LAYOUT_IDS), (seed, layout) => {
        expect(drawLenormand({ seed, layout })).toEqual(drawLenormand({ seed, layout }))
      }),
    )
  })
  it('the reversal rate follows the setting when reversals are on (±0.02 over 7,200 cards)', () => {
    let reversed = 0
    for (let s = 0; s < 200; s++) {
      reversed += drawLenormand({ seed: `r${s}`, layout: 'grand-tableau', settings: { showReverse: true, reverseRate: 0.3 } }).cards.filter(
        (c) => c.reversed,
      ).length
    }
    expect(Math.abs(reversed / 7200 - 0.3)).toBeLessThan(0.02)
  })
})

describe('lenormand rules', () => {
  it('SPEC §3: lenormand cards are upright by default (showReverse false)', () => {
    expect(defaultLenormandSettings.showReverse).toBe(false)
    expect(drawLenormand({ seed: 'upright', layout: 'grand-tableau' }).cards.some((c) => c.reversed)).toBe(false)
  })
  it('the Grand Tableau lays out the whole deck, 4 rows of 9, card k of the layout in house k', () => {
    const r = drawLenormand({ seed: 'gt', layout: 'grand-tableau' })
    expect([...r.cards.map((c) => c.n)].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1))
    expect(r.cards.map((c) => c.house)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1))
    const pos = LENORMAND_LAYOUTS['grand-tableau'].positions
    expect([pos[8].row, pos[8].col, pos[9].row, pos[9].col, pos[35].row, pos[35].col]).toEqual([0, 8, 1, 0, 3, 8])
  })
  it('lines of three and five and the 3×3 square deal 3, 5 and 9 cards', () => {
    expect(['three', 'five', 'nine'].map((layout) => drawLenormand({ seed: 's', layout: layout as 'three' }).cards.length)).toEqual([3, 5, 9])
  })
  it('clarifier cards do not change the layout and do not repeat its cards', () => {
    const plain = drawLenormand({ seed: 'p', layout: 'nine' })
    const plus = drawLenormand({ seed: 'p', layout: 'nine', plus: [{ position: 'p5', count: 3 }] })
    expect(plus.cards).toEqual(plain.cards)
    const all = [...plus.cards, ...plus.plus[0].cards].map((c) => c.n)
    expect(new Set(all).size).toBe(12)
  })
  it('the Grand Tableau leaves no card for a director: input error', () => {
    expect(() => drawLenormand({ seed: 'x', layout: 'grand-tableau', settings: { useDirector: true } })).toThrow(EngineInputError)
    expect(() => drawLenormand({ seed: 'x', layout: 'ten' as 'three' })).toThrow(EngineInputError)
  })
  it('Grand Tableau 8×4+4: 4 rows of 8 and the last four centred below; houses unchanged, same cards as 4×9', () => {
    const wide = drawLenormand({ seed: 'shape', layout: 'grand-tableau' })
    const r = drawLenormand({ seed: 'shape', layout: 'grand-tableau', settings: { grandTableau: '8x4+4' } })
    expect(r.cards.map((c) => [c.n, c.house])).toEqual(wide.cards.map((c) => [c.n, c.house]))
    expect([r.cards[7].row, r.cards[7].col, r.cards[8].row, r.cards[8].col]).toEqual([0, 7, 1, 0])
    expect(r.cards.slice(32).map((c) => [c.row, c.col])).toEqual([
      [4, 2],
      [4, 3],
      [4, 4],
      [4, 5],
    ])
    expect([wide.cards[35].row, wide.cards[35].col]).toEqual([3, 8])
  })
  it("clarifier cards carry their position's grid place; the director has none", () => {
    const r = drawLenormand({ seed: 'g', layout: 'nine', settings: { useDirector: true }, plus: [{ position: 'p5' }] })
    expect([r.plus[0].cards[0].row, r.plus[0].cards[0].col]).toEqual([1, 1])
    expect(r.director?.row).toBeUndefined()
  })
})

describe('lenormand clarifier cards (plus mode)', () => {
  const base = { seed: 'plus|2', layout: 'nine' as const, cutIndex: 7 }
  it("a clarifier is the next card of the deck, at its position's grid place; the layout and earlier clarifiers stay", () => {
    const reading = drawLenormand(base)
    const one = withLenormandClarifier(base, reading.plus, 'p5')
    const two = withLenormandClarifier(base, one, 'p1')
    expect(two[0]).toEqual(one[0])
    expect(one[0].cards[0]).toMatchObject({ position: 'p5', row: 1, col: 1 })
    expect(drawLenormand({ ...base, plus: [{ position: 'p5' }, { position: 'p1' }] }).cards).toEqual(reading.cards)
    const used = new Set([...reading.cards.map((c) => c.n), ...two.flatMap((p) => p.cards.map((c) => c.n))])
    expect(used.size).toBe(11)
  })
  it('the Grand Tableau uses the whole deck, and a position the layout lacks is an input error', () => {
    expect(() => withLenormandClarifier({ seed: 's', layout: 'grand-tableau' }, [], 'house1')).toThrow(EngineInputError)
    expect(() => withLenormandClarifier(base, [], 'nowhere')).toThrow(EngineInputError)
  })
})
