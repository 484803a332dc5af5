import fc from 'fast-check'
import { GEOMANCY_FIGURES, addFigures, castGeomancy, daughtersOf, rowFromMarks, type FigureRows } from '@/divination/geomancy'
import { EngineInputError } from '@/core/errors'

const figureArb = fc.constantFrom(...GEOMANCY_FIGURES.map((f) => f.rows.join('')))
const rows = (s: string) => s.split('').map(Number) as unknown as FigureRows

describe('geomancy shield properties', () => {
  it('"the judge always has an even number of points" (any four mothers)', () => {
    fc.assert(
      fc.property(fc.array(figureArb, { minLength: 4, maxLength: 4 }), (mothers) => {
        expect(castGeomancy({ mothers }).judge.points % 2).toBe(0)
      }),
    )
  })
  it('the judge is even for seeded casts too, and the same seed gives the same chart', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (seed) => {
        const c = castGeomancy({ seed })
        expect(c.judge.points % 2).toBe(0)
        expect(castGeomancy({ seed })).toEqual(c)
      }),
    )
  })
  it('"Reconciler = Judge + Mother 1"', () => {
    fc.assert(
      fc.property(fc.array(figureArb, { minLength: 4, maxLength: 4 }), (mothers) => {
        const c = castGeomancy({ mothers })
        expect(c.reconciler.rows).toBe(addFigures(rows(c.judge.rows), rows(mothers[0])).join(''))
      }),
    )
  })
  it('"Daughter i row j = Mother j row i": reading across twice gives the mothers back', () => {
    fc.assert(
      fc.property(fc.array(figureArb, { minLength: 4, maxLength: 4 }), (mothers) => {
        const m = mothers.map(rows)
        expect(daughtersOf(daughtersOf(m))).toEqual(m)
      }),
    )
  })
})

describe('geomancy rules', () => {
  it('"odd sum → 1, even sum → 2": Puer (1121) + Amissio (1212) = Caput Draconis (2111)', () => {
    expect(addFigures(rows('1121'), rows('1212')).join('')).toBe('2111')
  })
  it('Populus (all pairs) added to any figure leaves it unchanged; Via (all single dots) inverts it', () => {
    for (const f of GEOMANCY_FIGURES) {
      expect(addFigures(rows('2222'), f.rows)).toEqual(f.rows)
      expect(addFigures(rows('1111'), f.rows).map((r) => 3 - r)).toEqual([...f.rows])
    }
  })
  it('a figure added to itself gives Populus, so four equal mothers give Populus as both first nieces and the right witness', () => {
    for (const f of GEOMANCY_FIGURES) expect(addFigures(f.rows, f.rows).join('')).toBe('2222')
    const c = castGeomancy({ mothers: ['1121', '1121', '1121', '1121'] })
    expect([c.nieces[0].latin, c.nieces[1].latin, c.witnesses[0].latin]).toEqual(['Populus', 'Populus', 'Populus'])
  })
  it('marks: "odd → 1 dot, even → 2 dots", mother 1 from the first four lines', () => {
    expect([1, 2, 7, 12].map(rowFromMarks)).toEqual([1, 2, 1, 2])
    const marks = [3, 5, 4, 1, 2, 2, 2, 2, 1, 1, 1, 1, 6, 9, 8, 10]
    expect(castGeomancy({ marks }).mothers.map((f) => f.rows)).toEqual(['1121', '2222', '1111', '2122'])
  })
  it('the house chart: mothers in houses 1–4, daughters 5–8, nieces 9–12', () => {
    const c = castGeomancy({ seed: 'houses' })
    expect(c.houses).toEqual([...c.mothers, ...c.daughters, ...c.nieces])
  })
  it('bad input is an input error: a figure row other than 1 or 2, three mothers, no seed', () => {
    expect(() => castGeomancy({ mothers: ['1231', '1111', '1111', '1111'] })).toThrow(EngineInputError)
    expect(() => castGeomancy({ mothers: ['1111', '1111', '1111'] })).toThrow(EngineInputError)
    expect(() => castGeomancy({})).toThrow(EngineInputError)
    expect(() => castGeomancy({ marks: [0, ...new Array<number>(15).fill(1)] })).toThrow(EngineInputError)
  })
})
