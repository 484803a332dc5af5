import fixture from './figures.json'
import { GEOMANCY_FIGURES, castGeomancy } from '@/divination/geomancy'

const byLatin = new Map(fixture.figures.map((f) => [f.latin, f]))
const rowsOf = (latin: string) => byLatin.get(latin)!.rows.join('')

describe('geomancy figures against the shared golden table', () => {
  it('the 16 figures: names and rows', () => {
    expect(GEOMANCY_FIGURES.map((f) => [f.latin, f.en, f.zh, f.rows.join('')])).toEqual(
      fixture.figures.map((e) => [e.latin, e.en, e.zh_Hans, e.rows.join('')]),
    )
  })
  it('exactly the 8 figures the table marks canBeJudge have an even number of points', () => {
    for (const e of fixture.figures) expect(e.rows.reduce((a, b) => a + b, 0) % 2 === 0).toBe(e.canBeJudge)
  })
})

describe('geomancy worked example (shared golden esoteric.json)', () => {
  const ex = fixture.example
  const chart = castGeomancy({ mothers: ex.mothers.map(rowsOf) })
  it('daughters', () => expect(chart.daughters.map((f) => f.latin)).toEqual(ex.daughters))
  it('nieces', () => expect(chart.nieces.map((f) => f.latin)).toEqual(ex.nieces))
  it('witnesses (right, left)', () => expect(chart.witnesses.map((f) => f.latin)).toEqual([ex.rightWitness, ex.leftWitness]))
  it('judge', () => expect(chart.judge.latin).toBe(ex.judge))
  it('reconciler', () => expect(chart.reconciler.latin).toBe(ex.reconciler))
  it('house chart: mothers 1–4, daughters 5–8, nieces 9–12', () => {
    expect(chart.houses.map((f) => f.latin)).toEqual([...ex.mothers, ...ex.daughters, ...ex.nieces])
  })
})
