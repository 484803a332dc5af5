/**
 * Each stored calculation setting reaches the engine: the chart changes as the setting says. Expected values come
 * from swetest 2.10.03 (run by hand for the instants below, figures quoted) or are worked by hand from the rule.
 */
import { computeChart, defaultChartSettings, type CalcSettings } from '@/astro'
import type { HousesRaw } from '@/astro/ephemeris/adapter'
import { midpointHouses } from '@/astro/charts/compare'
import { calcSettingsFromRequest, calcSettingsFromStore } from '@/astro/settings/calc'
import { normDeg, separationDeg } from '@/astro/zodiac'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { A, arcsec, B, BIRTH } from './fixtures'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

type Groups = { basicCalcs?: Record<string, unknown>; returnChart?: Record<string, unknown>; midPoint?: Record<string, unknown> }
const stored = (kind: Parameters<typeof calcSettingsFromStore>[0], g: Groups = {}): CalcSettings =>
  calcSettingsFromStore(kind, { chartSettings: defaultChartSettings(), basicCalcs: g.basicCalcs, returnChart: g.returnChart, midPoint: g.midPoint })

describe('basicCalcs', () => {
  it('nodeTrue moves the node by true − mean (swetest JD 2448058.0: mean 309.6978838°, true 308.1219155°)', () => {
    const mean = computeChart(eph, 'natal', BIRTH, stored('natal'))
    const tru = computeChart(eph, 'natal', BIRTH, stored('natal', { basicCalcs: { nodeTrue: true } }))
    expect(arcsec(mean.bodies.NorthNode!.lonDeg, 309.6978838)).toBeLessThan(1)
    expect(arcsec(tru.bodies.NorthNode!.lonDeg, 308.1219155)).toBeLessThan(1)
    expect(arcsec(tru.bodies.SouthNode!.lonDeg, 128.1219155)).toBeLessThan(1)
  })

  it('lilithTrue takes the osculating apogee (swetest: mean 234.9513286°, osc. 259.0234233°)', () => {
    expect(arcsec(computeChart(eph, 'natal', BIRTH, stored('natal')).bodies.Lilith!.lonDeg, 234.9513286)).toBeLessThan(1)
    const osc = computeChart(eph, 'natal', BIRTH, stored('natal', { basicCalcs: { lilithTrue: true } }))
    expect(arcsec(osc.bodies.Lilith!.lonDeg, 259.0234233)).toBeLessThan(1)
  })

  it('birthWithSecond: stored off drops the seconds, on counts them', () => {
    const t = { ...BIRTH, time: '20:00:30' }
    expect(computeChart(eph, 'natal', t, stored('natal')).jdUT).toBeCloseTo(2448058, 9)
    expect(computeChart(eph, 'natal', t, stored('natal', { basicCalcs: { birthWithSecond: true } })).jdUT).toBeCloseTo(2448058 + 30 / 86400, 9)
  })

  it('dayNumPerYear 365.25: 30 × 365.25 days after birth is day 30 (progressed Sun 112.7461555°, swetest JD 2448088.0)', () => {
    const at = { at: { jdUT: 2448058 + 30 * 365.25 } }
    const julian = computeChart(eph, 'progression', { ...BIRTH, ...at }, stored('progression', { basicCalcs: { dayNumPerYear: 365.25 } }))
    expect(julian.chart.jdUT).toBeCloseTo(2448088, 9)
    expect(arcsec(julian.chart.bodies.Sun!.lonDeg, 112.7461555)).toBeLessThan(0.1)
    // The default tropical year makes the same moment 30.00064 years: the progressed Sun moves on by about 2″.
    const tropical = computeChart(eph, 'progression', { ...BIRTH, ...at }, stored('progression'))
    expect(tropical.ageYears).toBeCloseTo((30 * 365.25) / 365.2422, 9)
    expect(arcsec(tropical.chart.bodies.Sun!.lonDeg, 112.7461555)).toBeGreaterThan(1.5)
  })

  it('toHouseMcType: 1 moves the natal MC by the solar arc, 0 takes the houses of the progressed instant (swetest MC 231.9095811°)', () => {
    const input = { ...BIRTH, at: { jdUT: 2448058 + 30 * 365.25 } }
    const basic = { dayNumPerYear: 365.25 }
    const arcMc = computeChart(eph, 'progression', input, stored('progression', { basicCalcs: { ...basic, toHouseMcType: 1 } }))
    expect(arcsec(arcMc.chart.houses.mcDeg, arcMc.natal.houses.mcDeg + arcMc.solarArcDeg)).toBeLessThan(0.01)
    const instant = computeChart(eph, 'progression', input, stored('progression', { basicCalcs: { ...basic, toHouseMcType: 0 } }))
    expect(arcsec(instant.chart.houses.mcDeg, 231.9095811)).toBeLessThan(1)
    expect(arcsec(instant.chart.houses.ascDeg, 299.3034393)).toBeLessThan(1)
  })
})

/** Ascendant of an ARMC at a latitude (Meeus, Astronomical Algorithms ch. 13 / 24: tan λ = −cos θ / (sin ε tan φ + cos ε sin θ)). */
function ascOfArmc(armcDeg: number, latDeg: number, epsDeg: number): number {
  const r = Math.PI / 180
  const th = armcDeg * r
  const asc = Math.atan2(Math.cos(th), -(Math.sin(epsDeg * r) * Math.tan(latDeg * r) + Math.cos(epsDeg * r) * Math.sin(th))) / r
  return normDeg(asc)
}
/** ARMC of an MC on the ecliptic: tan α = cos ε tan λ. */
function armcOfMc(mcDeg: number, epsDeg: number): number {
  const r = Math.PI / 180
  return normDeg(Math.atan2(Math.cos(epsDeg * r) * Math.sin(mcDeg * r), Math.cos(mcDeg * r)) / r)
}

describe('solar arc Asc', () => {
  const input = { ...BIRTH, at: { jdUT: 2448058 + 40 * 365.2422 } }
  it('"arc added": Asc, MC and every cusp are the natal ones plus the arc', () => {
    const r = computeChart(eph, 'solarArc', input, stored('solarArc', { basicCalcs: { solarArcAscType: 1 } }))
    expect(arcsec(r.chart.houses.ascDeg, r.natal.houses.ascDeg + r.solarArcDeg)).toBeLessThan(1e-6)
    expect(arcsec(r.chart.houses.mcDeg, r.natal.houses.mcDeg + r.solarArcDeg)).toBeLessThan(1e-6)
    r.chart.houses.cusps.forEach((c, i) => expect(arcsec(c, r.natal.houses.cusps[i] + r.solarArcDeg)).toBeLessThan(1e-6))
  })

  it('"from the directed MC": MC + arc, and the Asc of that MC’s ARMC at the birth latitude', () => {
    const r = computeChart(eph, 'solarArc', input, stored('solarArc'))
    const mc = normDeg(r.natal.houses.mcDeg + r.solarArcDeg)
    expect(arcsec(r.chart.houses.mcDeg, mc)).toBeLessThan(0.01)
    const eps = r.natal.obliquityDeg
    expect(arcsec(r.chart.houses.ascDeg, ascOfArmc(armcOfMc(mc, eps), BIRTH.lat, eps))).toBeLessThan(0.5)
    // At 39.9° N the two conventions part: the directed-MC Asc is not natal Asc + arc.
    expect(separationDeg(r.chart.houses.ascDeg, r.natal.houses.ascDeg + r.solarArcDeg)).toBeGreaterThan(1)
  })
})

describe('composite houses', () => {
  const raw = (asc: number, mc: number, cusps: number[]): HousesRaw => ({
    hsys: 'P',
    cusps,
    cuspSpeedsDegPerDay: [],
    ascDeg: asc,
    mcDeg: mc,
    armcDeg: 0,
    vertexDeg: 0,
    equatorialAscDeg: 0,
    ascSpeedDegPerDay: 0,
    mcSpeedDegPerDay: 0,
    vertexSpeedDegPerDay: 0,
    fellBack: false,
    warning: null,
  })
  it('midpoint houses by hand: Asc 350° and 20° → 5°, MC 260° and 290° → 275°, cusps likewise on the short arc', () => {
    const a = raw(350, 260, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])
    const b = raw(20, 290, [20, 40, 60, 110, 150, 190, 200, 220, 240, 290, 330, 0])
    const m = midpointHouses(a, b, 12.5)
    expect(m.ascDeg).toBeCloseTo(5, 9)
    expect(m.mcDeg).toBeCloseTo(275, 9)
    expect(m.cusps).toEqual([5, 30, 55, 95, 130, 165, 185, 210, 235, 275, 310, 340].map((x) => expect.closeTo(x, 9)))
    expect(m.armcDeg).toBe(12.5)
  })

  it('the setting switches the composite between derived houses (midpoint ARMC) and midpoint houses', () => {
    const derived = computeChart(eph, 'composite', { a: A, b: B }, stored('composite'))
    const mid = computeChart(eph, 'composite', { a: A, b: B }, stored('composite', { midPoint: { compositeHouseType: 1 } }))
    const half = (x: number, y: number) => normDeg(x + (((y - x + 540) % 360) - 180) / 2)
    expect(mid.chart.houses.ascDeg).toBeCloseTo(half(mid.a.houses.ascDeg, mid.b.houses.ascDeg), 9)
    expect(mid.chart.houses.mcDeg).toBeCloseTo(half(mid.a.houses.mcDeg, mid.b.houses.mcDeg), 9)
    mid.chart.houses.cusps.forEach((c, i) => expect(c).toBeCloseTo(half(mid.a.houses.cusps[i], mid.b.houses.cusps[i]), 9))
    // Derived: Asc of the midpoint ARMC at the mean latitude; its intermediate cusps are not the midpoints.
    const eps = derived.chart.obliquityDeg
    expect(arcsec(derived.chart.houses.ascDeg, ascOfArmc(derived.chart.houses.armcDeg, (A.lat + B.lat) / 2, eps))).toBeLessThan(1)
    const apart = derived.chart.houses.cusps.reduce((sum, c, i) => sum + separationDeg(c, mid.chart.houses.cusps[i]), 0)
    expect(apart).toBeGreaterThan(1)
    // The bodies are the same midpoints either way.
    expect(mid.chart.bodies.Venus!.lonDeg).toBeCloseTo(derived.chart.bodies.Venus!.lonDeg, 9)
  })
})

describe('returnChart', () => {
  const current = { atPlace: { lat: 22.28, lng: 114.15 } } // Hong Kong

  it('returnChartIn 1 relocates the return: same instant and planets, houses of the current place', () => {
    const home = computeChart(eph, 'solarReturn', { ...BIRTH, ...current, year: 2025 }, stored('solarReturn'))
    const away = computeChart(eph, 'solarReturn', { ...BIRTH, ...current, year: 2025 }, stored('solarReturn', { returnChart: { returnChartIn: 1 } }))
    expect(home.chart.place).toEqual({ latDeg: 39.93, lngDeg: 116.41 })
    expect(away.chart.place).toEqual({ latDeg: 22.28, lngDeg: 114.15 })
    expect(away.returnJdUT).toBe(home.returnJdUT)
    expect(away.chart.bodies.Moon!.lonDeg).toBe(home.chart.bodies.Moon!.lonDeg)
    const h = eph.houses(away.returnJdUT, 22.28, 114.15, 'P')
    expect(arcsec(away.chart.houses.ascDeg, h.ascDeg)).toBeLessThan(1e-6)
    expect(separationDeg(away.chart.houses.ascDeg, home.chart.houses.ascDeg)).toBeGreaterThan(0.5)
  })

  it('solarReturnSidereal / lunarReturnSidereal search in the sidereal zodiac', () => {
    const s = stored('solarReturn', { returnChart: { solarReturnSidereal: true } })
    expect(computeChart(eph, 'solarReturn', { ...BIRTH, year: 2025 }, s).sidereal).toBe(true)
    expect(computeChart(eph, 'solarReturn', { ...BIRTH, year: 2025 }, stored('solarReturn')).sidereal).toBe(false)
    const l = stored('lunarReturn', { returnChart: { lunarReturnSidereal: true } })
    expect(computeChart(eph, 'lunarReturn', { ...BIRTH, at: { jdUT: 2460700 } }, l).sidereal).toBe(true)
  })
})

describe('parsing once at the boundary', () => {
  it('unreadable stored values fall back to the SPEC defaults field by field', () => {
    const s = stored('progression', { basicCalcs: { nodeTrue: 'yes', dayNumPerYear: -3, toHouseMcType: 7 }, returnChart: { returnChartIn: 'x' } })
    expect(s.chart.nodeTrue).toBe(false)
    expect(s.dayNumPerYear).toBe(365.2422)
    expect(s.progressionHouses).toBe('solarArcMc')
    expect(s.returnPlace).toBe('birth')
  })

  it('the natal chart under a derived chart uses the natal preset, the derived chart its own', () => {
    const settings = defaultChartSettings()
    settings.natal = { ...settings.natal, type: 1 } // 古典: Porphyry
    const s = calcSettingsFromStore('transit', { chartSettings: settings, basicCalcs: {}, returnChart: {}, midPoint: {} })
    expect(s.natal.houseSystem).toBe('O')
    expect(s.chart.houseSystem).toBe('P')
  })

  it('request fields (the engine CLI) win over the preset and are checked', () => {
    expect(calcSettingsFromRequest({ nodeType: 'true', houseSystem: 'W' }, 'natal').chart).toMatchObject({ nodeTrue: true, houseSystem: 'W' })
    expect(calcSettingsFromRequest({ compositeHouses: 'midpoint' }, 'composite').compositeHouses).toBe('midpoint')
    expect(() => calcSettingsFromRequest({ nodeTrue: 'maybe' }, 'natal')).toThrow(/nodeTrue/)
  })
})
