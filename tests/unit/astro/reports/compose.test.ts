/**
 * Report composer rules, one known fact each. Placements from tests/golden/astro/western.json (Kerykeion, Swiss
 * Ephemeris, Placidus): Einstein 1879-03-14 Ulm — Sun, Mercury and Saturn in the 10th, 10th cusp Pisces with its
 * ruler Jupiter in the 9th, Moon in the 6th, no planet in the 2nd, Sun Pisces, Moon Sagittarius, Asc Cancer.
 * Yoko Ono 1933-02-18 Tokyo — Moon in the 7th; Mars, Jupiter and Neptune in the 5th. Lennon 1940-10-09 Liverpool.
 */
import { reportOf, elementMatch, visibleSections, PREVIEW_SECTIONS, type Report, type ReportFactor } from '@/astro/reports'
import { CAREER_IN_10TH, EMPTY_HOUSE, PARTNER_IN_7TH, SIGN_MANNER } from '@/astro/reports/texts'
import type { RawInput } from '@/astro/options'
import { calcSettingsFromRequest } from '@/astro/settings/calc'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const EINSTEIN = { jdUT: 2407422.9423611113, lat: 48.4011, lng: 9.9876 }
const YOKO = { jdUT: 2427121.5625, lat: 35.6762, lng: 139.6503 }
const LENNON = { jdUT: 2429912.2291666665, lat: 53.4084, lng: -2.9916 }
const settings = calcSettingsFromRequest({}, 'natal')

const report = async (type: Report['type'], births: RawInput[], house?: number) =>
  reportOf(await getNodeEphemeris('files'), { type, births, house }, settings)
const section = (r: Report, id: string) => r.sections.find((s) => s.id === id)
const factors = (r: Report, id: string): ReportFactor[] => section(r, id)?.paragraphs.map((p) => p.factor) ?? []

describe('career report', () => {
  it('a chart with the Sun in the 10th gets the 10th-house career paragraph for the Sun, naming the factor', async () => {
    const r = await report('career', [EINSTEIN])
    const p = section(r, 'careerPlanets')!.paragraphs.find((x) => x.factor.kind === 'house' && x.factor.body === 'Sun')
    expect(p?.factor).toEqual({ kind: 'house', body: 'Sun', house: 10 })
    expect(p?.text).toBe(CAREER_IN_10TH.Sun)
    expect(factors(r, 'careerPlanets').map((f) => (f.kind === 'house' ? f.body : f.kind))).toEqual(['Sun', 'Mercury', 'Saturn'])
  })

  it('the 10th cusp in Pisces gives the ruler Jupiter, read where it sits (the 9th)', async () => {
    const r = await report('career', [EINSTEIN])
    expect(factors(r, 'careerCusp')).toEqual([{ kind: 'cusp', house: 10, sign: 12 }])
    expect(factors(r, 'careerRuler')).toEqual([{ kind: 'ruler', house: 10, ruler: 'Jupiter', rulerHouse: 9, rulerSign: 11 }])
  })

  it('the daily-work section lists the planets in the 6th (the Moon)', async () => {
    const r = await report('career', [EINSTEIN])
    expect(factors(r, 'work').filter((f) => f.kind === 'house')).toEqual([{ kind: 'house', body: 'Moon', house: 6 }])
  })

  it('career aspects touch a 10th-house planet, its ruler or the MC, Ptolemaic only, tightest first', async () => {
    const r = await report('career', [EINSTEIN])
    const asp = factors(r, 'careerAspects') as Extract<ReportFactor, { kind: 'aspect' }>[]
    expect(asp.length).toBeGreaterThan(0)
    const touched = new Set(['Sun', 'Mercury', 'Saturn', 'Jupiter', 'Mc'])
    for (const a of asp) {
      expect(touched.has(a.p1) || touched.has(a.p2)).toBe(true)
      expect(a.aspect).toBeLessThanOrEqual(5)
    }
    expect(asp.map((a) => a.orbDeg)).toEqual([...asp.map((a) => a.orbDeg)].sort((x, y) => x - y))
  })
})

describe('wealth, marriage and natal overview', () => {
  it('no planet in the 2nd: the money section reads the empty-house paragraph', async () => {
    const r = await report('wealth', [EINSTEIN])
    expect(section(r, 'moneyPlanets')!.paragraphs).toEqual([{ factor: { kind: 'empty', house: 2 }, text: EMPTY_HOUSE }])
  })

  it('the Moon in the 7th gets the 7th-house partner paragraph for the Moon', async () => {
    const r = await report('marriage', [YOKO])
    const p = section(r, 'partnerPlanets')!.paragraphs.find((x) => x.factor.kind === 'house' && x.factor.body === 'Moon')
    expect(p?.text).toBe(PARTNER_IN_7TH.Moon)
  })

  it('the big three: Sun Pisces, Moon Sagittarius, Ascendant Cancer, each with its sign’s text', async () => {
    const r = await report('explanation-lite', [EINSTEIN])
    expect(r.sections[0]!.id).toBe('bigThree')
    expect(factors(r, 'bigThree')).toEqual([
      { kind: 'sign', body: 'Sun', sign: 12 },
      { kind: 'sign', body: 'Moon', sign: 9 },
      { kind: 'sign', body: 'Asc', sign: 4 },
    ])
    expect(section(r, 'bigThree')!.paragraphs[0]!.text).toContain(SIGN_MANNER[11])
    expect(factors(r, 'chartRuler')).toEqual([{ kind: 'ruler', house: 1, ruler: 'Moon', rulerHouse: 6, rulerSign: 9 }])
  })
})

describe('single house', () => {
  it('the chosen house decides the report: the 5th holds Mars, Jupiter and Neptune; the 7th the Moon', async () => {
    const fifth = await report('single-house', [YOKO], 5)
    expect(factors(fifth, 'housePlanets').map((f) => (f.kind === 'house' ? f.body : ''))).toEqual(['Mars', 'Jupiter', 'Neptune'])
    const seventh = await report('single-house', [YOKO], 7)
    expect(factors(seventh, 'housePlanets')).toEqual([{ kind: 'house', body: 'Moon', house: 7 }])
    expect(factors(seventh, 'houseCusp')).toEqual([{ kind: 'cusp', house: 7, sign: 8 }])
  })
})

describe('co-chart', () => {
  it('element match: same element, fire–air and earth–water compatible, the rest unlike', () => {
    expect(elementMatch(3, 11)).toBe('same')
    expect(elementMatch(1, 11)).toBe('compatible')
    expect(elementMatch(2, 12)).toBe('compatible')
    expect(elementMatch(1, 4)).toBe('unlike')
  })

  it('Lennon (Sun Libra) and Ono (Sun Aquarius): both air, the same element; inter-aspects Ptolemaic, tightest first', async () => {
    const r = await report('co-chart', [LENNON, YOKO])
    expect(factors(r, 'elements')[0]).toEqual({ kind: 'elements', body: 'Sun', signA: 7, signB: 11 })
    const inter = factors(r, 'interAspects') as Extract<ReportFactor, { kind: 'inter' }>[]
    expect(inter.length).toBeGreaterThan(0)
    expect(inter.every((a) => a.aspect <= 5)).toBe(true)
    expect(inter.map((a) => a.orbDeg)).toEqual([...inter.map((a) => a.orbDeg)].sort((x, y) => x - y))
    expect(factors(r, 'overlaysA').length).toBe(4)
    expect(factors(r, 'overlaysB').length).toBe(4)
  })

  it('the second birth decides the report', async () => {
    const a = await report('co-chart', [LENNON, YOKO])
    const b = await report('co-chart', [LENNON, EINSTEIN])
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a))
  })
})

describe('preview', () => {
  it('the preview is the first section; the full report is every section', async () => {
    const r = await report('career', [EINSTEIN])
    expect(visibleSections(r, false)).toEqual(r.sections.slice(0, PREVIEW_SECTIONS))
    expect(visibleSections(r, true)).toHaveLength(r.sections.length)
    expect(r.sections.length).toBeGreaterThan(PREVIEW_SECTIONS)
  })
})
