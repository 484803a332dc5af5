/** Custom lots: start + add − minus with the four term types, night reversal, references between lots. */
import { customLotLonDeg, customLots, customTermProblem, type LotContext } from '@/astro/classical/custom-lots'

const ctx: LotContext = {
  body: (id) => ({ Asc: 100, Sun: 10, Moon: 50, Venus: 200 })[id],
  cusp: (h) => (h >= 1 && h <= 12 ? 100 + (h - 1) * 30 : undefined),
  lot: (id) => ({ Fortune: 140 })[id],
  isDiurnal: true,
}

describe('custom lots', () => {
  it('Asc + Moon − Sun by day is the Lot of Fortune', () => {
    expect(customLotLonDeg({ id: 'a', start: { type: 1, id: 'Asc' }, add: { type: 1, id: 'Moon' }, minus: { type: 1, id: 'Sun' } }, ctx)).toBe(140)
  })

  it('house cusps, catalogue lots and fixed degrees as terms; the result wraps to 0–360', () => {
    const def = { id: 'b', start: { type: 2, degree: 10 }, add: { type: 4, degree: 300.5 }, minus: { type: 3, id: 'Fortune' } } as const
    expect(customLotLonDeg(def, ctx)).toBeCloseTo((370 + 300.5 - 140) % 360, 9)
  })

  it('reverseAtNight swaps add and minus only by night', () => {
    const def = {
      id: 'c',
      start: { type: 1, id: 'Asc' },
      add: { type: 1, id: 'Venus' },
      minus: { type: 1, id: 'Sun' },
      reverseAtNight: true,
    } as const
    expect(customLotLonDeg(def, ctx)).toBe(290)
    expect(customLotLonDeg(def, { ...ctx, isDiurnal: false })).toBe(270)
  })

  it('custom lots may refer to each other in any order; a cycle stays unresolved', () => {
    const got = customLots(
      [
        { id: 'late', start: { type: 1, id: 'Asc' }, add: { type: 3, id: 'early' }, minus: { type: 4, degree: 0 } },
        { id: 'early', start: { type: 4, degree: 10 }, add: { type: 4, degree: 0 }, minus: { type: 4, degree: 0 } },
        { id: 'x', start: { type: 3, id: 'y' }, add: { type: 4, degree: 0 }, minus: { type: 4, degree: 0 } },
        { id: 'y', start: { type: 3, id: 'x' }, add: { type: 4, degree: 0 }, minus: { type: 4, degree: 0 } },
      ],
      ctx,
    )
    expect(got).toEqual({ early: 10, late: 110 })
  })

  it('bad terms are named, never computed', () => {
    expect(customTermProblem({ type: 4, degree: 360 })).toMatch(/0 到 360/)
    expect(customTermProblem({ type: 2, degree: 13 })).toMatch(/1–12/)
    expect(customTermProblem({ type: 9 })).toBe('未知的类型')
    expect(
      customLotLonDeg({ id: 'd', start: { type: 1, id: 'Asc' }, add: { type: 4, degree: Number.NaN }, minus: { type: 1, id: 'Sun' } }, ctx),
    ).toBeUndefined()
    expect(
      customLotLonDeg({ id: 'e', start: { type: 1, id: 'Vulcan' }, add: { type: 1, id: 'Sun' }, minus: { type: 1, id: 'Sun' } }, ctx),
    ).toBeUndefined()
  })
})
