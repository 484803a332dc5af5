/** The chosen fixed stars and Arabic points of the directions settings change the engine's input and output. */
import { computeChart } from '@/astro'
import {
  chartCircumambulation,
  chartCircumambulations,
  chartDirections,
  CLASSICAL_PLANETS,
  directionPointIds,
  directionPointOf,
  type CustomLotDef,
} from '@/astro/classical'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})
// London, 10 November 2000 12:00 UT (a day birth).
const chartOf = () => computeChart(eph, 'natal', { jdUT: 2451859.0, lat: 51.5, lng: 0 })
const none = { significators: ['Asc', 'Mc'], fixedStars: [], arabicBuiltin: [], arabicCustom: [] }
const opts = { key: 'naibod', method: 'zodiaco', converse: false, aspectAnglesDeg: [0], ageRange: [0, 120] } as const
const fortuneLike: CustomLotDef = {
  id: '900',
  name: '我的福点',
  start: { type: 1, id: 'Asc' },
  add: { type: 1, id: 'Moon' },
  minus: { type: 1, id: 'Sun' },
  reverseAtNight: true,
}

describe('direction points from the settings', () => {
  it('fixed stars join the promissors; lots and custom points join the significators, once each', () => {
    const ids = directionPointIds({
      significators: ['Asc', 'Fortune'],
      fixedStars: ['Regulus'],
      arabicBuiltin: ['Fortune', 'Spirit'],
      arabicCustom: ['900'],
    })
    expect(ids.promissors).toContain('Regulus')
    expect(ids.significators).toEqual(['Asc', 'Fortune', 'Spirit', 'custom:900'])
  })
  it('a chosen star adds its directions to the list', () => {
    const chart = chartOf()
    const run = (fixedStars: string[]) => {
      const ids = directionPointIds({ ...none, fixedStars })
      return chartDirections(eph, chart, ids.promissors, ids.significators, opts).directions
    }
    const without = run([])
    const withStars = run(['Altair', 'Antares'])
    expect(without.some((d) => d.promissor === 'Altair')).toBe(false)
    expect(withStars.filter((d) => d.promissor === 'Altair' || d.promissor === 'Antares').length).toBeGreaterThan(0)
    expect(withStars.length).toBeGreaterThan(without.length)
  })
  it('a custom point is a significator at its computed longitude, equal to the catalogue lot it copies', () => {
    const chart = chartOf()
    const custom = directionPointOf(eph, chart, 'custom:900', [fortuneLike])!
    expect(custom.lonDeg).toBeCloseTo(directionPointOf(eph, chart, 'Fortune')!.lonDeg, 9)
    expect(directionPointOf(eph, chart, 'custom:900')).toBeNull()
    const ids = directionPointIds({ ...none, arabicBuiltin: ['Spirit'], arabicCustom: ['900'] })
    const list = chartDirections(eph, chart, ids.promissors, ids.significators, opts, [fortuneLike])
    expect(list.unknown).toEqual([])
    expect(list.directions.some((d) => d.significator === 'custom:900')).toBe(true)
    expect(list.directions.some((d) => d.significator === 'Spirit')).toBe(true)
  })
})

describe('circumambulation of a chart', () => {
  const o = {
    key: 'ptolemy',
    terms: 'egyptian',
    aspectAnglesDeg: [0],
    ageRange: [0, 120],
    promissors: CLASSICAL_PLANETS,
    hasTerm: true,
    circleNum: 0,
  } as const
  it('starts in the bound of the Ascendant and follows the significator setting', () => {
    const chart = chartOf()
    const asc = chartCircumambulation(eph, chart, 'Asc', o)!
    expect(asc[0].fromYears).toBe(0)
    expect(asc[0].startLonDeg).toBeLessThanOrEqual(chart.houses.ascDeg)
    expect(asc[0].endLonDeg).toBeGreaterThan(chart.houses.ascDeg)
    const mc = chartCircumambulation(eph, chart, 'Mc', o)!
    expect(mc[1].fromYears).not.toBeCloseTo(asc[1].fromYears, 3)
    expect(chartCircumambulation(eph, chart, 'Nobody', o)).toBeNull()
  })
  it('moonLink directs the Moon as a second significator (Tetrabiblos III.10), once when the Moon is chosen', () => {
    const chart = chartOf()
    const alone = chartCircumambulations(eph, chart, 'Asc', { ...o, moonLink: false })!
    const linked = chartCircumambulations(eph, chart, 'Asc', { ...o, moonLink: true })!
    expect(alone.map((r) => r.significator)).toEqual(['Asc'])
    expect(linked.map((r) => r.significator)).toEqual(['Asc', 'Moon'])
    expect(linked[1].periods).toEqual(chartCircumambulation(eph, chart, 'Moon', o))
    expect(chartCircumambulations(eph, chart, 'Moon', { ...o, moonLink: true })!.map((r) => r.significator)).toEqual(['Moon'])
  })
  it('a body directed is not its own partner', () => {
    const moon = chartCircumambulation(eph, chartOf(), 'Moon', { ...o, hasTerm: false })!
    expect(moon.length).toBeGreaterThan(0)
    expect(moon.every((d) => d.lord !== 'Moon')).toBe(true)
  })
})
