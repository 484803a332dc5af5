import { computeChart } from '@/astro'
import { SE } from '@/astro/ephemeris/constants'
import { houseOf } from '@/astro/houses'
import { separationDeg, normDeg } from '@/astro/zodiac'
import { EngineInputError } from '@/core/errors'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { A, arcsec, B, BIRTH } from './fixtures'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

describe('time and place input', () => {
  it('birthZone -8 means UTC+8: 20:00 local is 12:00 UT', () => {
    expect(computeChart(eph, 'natal', BIRTH).jdUT).toBeCloseTo(2448058.0, 9)
  })
  it('summer 1: the clock includes one hour of daylight saving', () => {
    expect(computeChart(eph, 'natal', { ...BIRTH, time: '21:00', summer: 1 }).jdUT).toBeCloseTo(2448058.0, 9)
  })
  it('seconds count when birthWithSecond is on and are dropped when it is off', () => {
    expect(computeChart(eph, 'natal', { ...BIRTH, time: '20:00:30' }).jdUT).toBeCloseTo(2448058 + 30 / 86400, 9)
    expect(computeChart(eph, 'natal', { ...BIRTH, time: '20:00:30', birthWithSecond: false }).jdUT).toBeCloseTo(2448058, 9)
  })
  it.each([
    [{ ...BIRTH, date: '1582-10-10' }, 'gregorian_gap'],
    [{ ...BIRTH, date: '1990-02-30' }, 'bad_date'],
    [{ ...BIRTH, lat: 95 }, 'bad_latitude'],
    [{ ...BIRTH, lng: -200 }, 'bad_longitude'],
    [{ ...BIRTH, houseSystem: 'Q' }, 'bad_house_system'],
    [{ ...BIRTH, zodiac: 'draconic' }, 'bad_zodiac'],
    [{ ...BIRTH, sidMode: 'nonsense' }, 'bad_sid_mode'],
  ])('bad input is an EngineInputError (%#)', (input, code) => {
    expect(() => computeChart(eph, 'natal', input)).toThrow(EngineInputError)
    try {
      computeChart(eph, 'natal', input)
    } catch (e) {
      expect((e as EngineInputError).code).toBe(code)
    }
  })
})

describe('natal chart rules', () => {
  it('each body carries lon, lat, speed, declination, retrograde, sign, degree in sign and house', () => {
    const c = computeChart(eph, 'natal', BIRTH)
    for (const id of c.order) {
      const b = c.bodies[id]!
      expect(b.sign).toBe(Math.floor(b.lonDeg / 30) + 1)
      expect(b.signDeg).toBeCloseTo(b.lonDeg % 30, 9)
      expect(b.house).toBe(houseOf(b.lonDeg, c.houses.cusps))
      expect(b.retrograde).toBe(b.speedDegPerDay < 0)
      expect(Math.abs(b.declDeg)).toBeLessThanOrEqual(90)
    }
    expect(c.order).toEqual(
      expect.arrayContaining([
        'Sun',
        'Pluto',
        'NorthNode',
        'SouthNode',
        'Lilith',
        'Chiron',
        'Ceres',
        'Pallas',
        'Juno',
        'Vesta',
        'Asc',
        'Mc',
        'Dsc',
        'Ic',
        'Vertex',
        'Fortune',
        'Spirit',
      ]),
    )
  })

  it('nodeTrue / lilithTrue pick the true node and the osculating apogee', () => {
    const c = computeChart(eph, 'natal', { ...BIRTH, nodeType: 'true', lilithType: 'true' })
    expect(c.bodies.NorthNode!.lonDeg).toBe(eph.calcUt(c.jdUT, SE.TRUE_NODE)!.lonDeg)
    expect(c.bodies.Lilith!.lonDeg).toBe(eph.calcUt(c.jdUT, SE.OSCU_APOG)!.lonDeg)
    const m = computeChart(eph, 'natal', BIRTH) // SPEC default: mean node, mean Lilith
    expect(m.bodies.NorthNode!.lonDeg).toBe(eph.calcUt(c.jdUT, SE.MEAN_NODE)!.lonDeg)
    expect(m.bodies.SouthNode!.lonDeg).toBeCloseTo(normDeg(m.bodies.NorthNode!.lonDeg + 180), 9)
  })

  it('sidereal = tropical − true ayanamsa (Lahiri by default)', () => {
    const t = computeChart(eph, 'natal', BIRTH)
    const s = computeChart(eph, 'natal', { ...BIRTH, zodiac: 'sidereal' })
    expect(s.zodiac.sidMode).toBe(1)
    const ay = eph.ayanamsaUt(t.jdUT, 1)
    for (const id of ['Sun', 'Moon', 'Saturn', 'Asc', 'Mc'] as const)
      expect(arcsec(s.bodies[id]!.lonDeg, t.bodies[id]!.lonDeg - ay)).toBeLessThan(0.001)
    expect(s.bodies.Sun!.declDeg).toBeCloseTo(t.bodies.Sun!.declDeg, 9)
  })

  it('Dsc = Asc + 180°, Ic = Mc + 180°; Fortune by day Asc + Moon − Sun', () => {
    const c = computeChart(eph, 'natal', { ...BIRTH, time: '12:00' })
    expect(c.isDiurnal).toBe(true)
    const b = c.bodies
    expect(b.Dsc!.lonDeg).toBeCloseTo(normDeg(b.Asc!.lonDeg + 180), 9)
    expect(b.Ic!.lonDeg).toBeCloseTo(normDeg(b.Mc!.lonDeg + 180), 9)
    expect(b.Fortune!.lonDeg).toBeCloseTo(normDeg(b.Asc!.lonDeg + b.Moon!.lonDeg - b.Sun!.lonDeg), 9)
    expect(b.Spirit!.lonDeg).toBeCloseTo(normDeg(b.Asc!.lonDeg - b.Moon!.lonDeg + b.Sun!.lonDeg), 9)
  })

  it('inside the polar circle Placidus falls back to Porphyry with a warning', () => {
    const c = computeChart(eph, 'natal', { ...BIRTH, lat: 75, houseSystem: 'P' })
    expect(c.houses).toMatchObject({ system: 'O', requestedSystem: 'P', fellBack: true })
    expect(c.warnings.map((w) => w.code)).toContain('polar_house_fallback')
  })

  it('outside 1800–2400 the chart says Moshier was used and Chiron is unavailable', () => {
    const c = computeChart(eph, 'natal', { ...BIRTH, date: '1700-01-01' })
    expect(c.ephemeris).toMatchObject({ source: 'moshier', withinFileRange: false })
    expect(c.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['outside_file_range', 'body_unavailable']))
    expect(c.bodies.Chiron).toBeUndefined()
    expect(c.bodies.Sun).toBeDefined()
  })
})

describe('dynamic charts', () => {
  it('transits at the birth instant and place conjoin every natal body exactly', () => {
    const r = computeChart(eph, 'transit', { ...BIRTH, at: { jdUT: 2448058 } })
    const sun = r.aspects.find((a) => a.p1 === 'Sun' && a.p2 === 'Sun')!
    expect(sun).toMatchObject({ aspect: 1 })
    expect(sun.orb).toBeLessThan(1e-9)
    expect(r.transitInNatalHouses.Sun).toBe(r.natal.bodies.Sun!.house)
  })

  it('transits at another place keep the planets and change the houses', () => {
    const home = computeChart(eph, 'transit', { ...BIRTH, at: { jdUT: 2460700 } })
    const r = computeChart(eph, 'transit', { ...BIRTH, at: { jdUT: 2460700 }, atPlace: { lat: -33.87, lng: 151.21 } })
    expect(r.transit.place).toEqual({ latDeg: -33.87, lngDeg: 151.21 })
    for (const id of ['Sun', 'Moon', 'Mars', 'Saturn'] as const) expect(r.transit.bodies[id]!.lonDeg).toBe(home.transit.bodies[id]!.lonDeg)
    // Sydney is 34.8° of longitude east of Beijing: the transit MC moves by about that much (right ascension, not ecliptic).
    expect(separationDeg(r.transit.houses.mcDeg, home.transit.houses.mcDeg)).toBeGreaterThan(25)
    expect(separationDeg(r.transit.houses.mcDeg, home.transit.houses.mcDeg)).toBeLessThan(45)
    expect(separationDeg(r.transit.houses.ascDeg, home.transit.houses.ascDeg)).toBeGreaterThan(1)
  })

  it('secondary progressions: one day after birth per year of life', () => {
    const natalJd = 2448058
    const r = computeChart(eph, 'progression', { ...BIRTH, at: { jdUT: natalJd + 30 * 365.2422 } })
    expect(r.ageYears).toBeCloseTo(30, 9)
    expect(r.chart.jdUT).toBeCloseTo(natalJd + 30, 9)
    expect(arcsec(r.chart.bodies.Moon!.lonDeg, eph.calcUt(natalJd + 30, SE.MOON)!.lonDeg)).toBeLessThan(1e-6)
    // toHouseMcType 1: the progressed MC is the natal MC moved by the solar arc.
    expect(arcsec(r.chart.houses.mcDeg, r.natal.houses.mcDeg + r.solarArcDeg)).toBeLessThan(0.01)
  })

  it('solar arc: every natal position advanced by progressed Sun − natal Sun (≈1° a year)', () => {
    const r = computeChart(eph, 'solarArc', { ...BIRTH, at: { jdUT: 2448058 + 40 * 365.2422 } })
    expect(r.solarArcDeg).toBeGreaterThan(38)
    expect(r.solarArcDeg).toBeLessThan(41)
    for (const id of ['Moon', 'Saturn', 'Pluto'] as const)
      expect(arcsec(r.chart.bodies[id]!.lonDeg, r.natal.bodies[id]!.lonDeg + r.solarArcDeg)).toBeLessThan(1e-6)
    expect(arcsec(r.chart.bodies.Sun!.lonDeg, eph.calcUt(2448058 + 40, SE.SUN)!.lonDeg)).toBeLessThan(0.001)
  })
})

describe('returns', () => {
  it.each([2000, 2025, 2060])('solar return %i: the Sun is back at its natal longitude within 1″', (year) => {
    const r = computeChart(eph, 'solarReturn', { ...BIRTH, year })
    expect(arcsec(eph.calcUt(r.returnJdUT, SE.SUN)!.lonDeg, r.natal.bodies.Sun!.lonDeg)).toBeLessThan(1)
    expect(Math.abs(r.returnJdUT - (2448058 + (year - 1990) * 365.2422))).toBeLessThan(2)
  })

  it('sidereal solar return: the sidereal Sun returns, later than the tropical one by the precession since birth', () => {
    const trop = computeChart(eph, 'solarReturn', { ...BIRTH, year: 2025 })
    const sid = computeChart(eph, 'solarReturn', { ...BIRTH, year: 2025, returnChart: { solarReturnSidereal: true } })
    expect(sid.sidereal).toBe(true)
    expect(arcsec(eph.calcUt(sid.returnJdUT, SE.SUN, { sidMode: 1 })!.lonDeg, sid.targetLonDeg)).toBeLessThan(1)
    // 35 years of precession (≈ 29′) take the Sun about half a day.
    const precessionDeg = eph.ayanamsaUt(trop.returnJdUT, 1) - eph.ayanamsaUt(trop.natal.jdUT, 1)
    const expectedDays = precessionDeg / eph.calcUt(trop.returnJdUT, SE.SUN)!.lonSpeedDegPerDay
    expect(Math.abs(sid.returnJdUT - trop.returnJdUT - expectedDays) * 1440).toBeLessThan(2)
    expect(expectedDays).toBeGreaterThan(0.4)
  })

  it('lunar return: the first after the given instant, Moon within 1″, at the current place when asked', () => {
    const at = 2460700
    const r = computeChart(eph, 'lunarReturn', {
      ...BIRTH,
      at: { jdUT: at },
      returnChart: { returnChartIn: 1 },
      atPlace: { lat: 22.28, lng: 114.15 },
    })
    expect(r.returnJdUT).toBeGreaterThanOrEqual(at)
    expect(r.returnJdUT - at).toBeLessThan(27.6)
    expect(arcsec(eph.calcUt(r.returnJdUT, SE.MOON)!.lonDeg, r.natal.bodies.Moon!.lonDeg)).toBeLessThan(1)
    expect(r.chart.place).toEqual({ latDeg: 22.28, lngDeg: 114.15 })
  })
})

describe('two-person charts', () => {
  it('synastry: inter-aspects and the houses of each in the other', () => {
    const r = computeChart(eph, 'synastry', { a: A, b: B })
    expect(r.aInBHouses.Sun).toBe(houseOf(r.a.bodies.Sun!.lonDeg, r.b.houses.cusps))
    expect(r.bInAHouses.Moon).toBe(houseOf(r.b.bodies.Moon!.lonDeg, r.a.houses.cusps))
    for (const a of r.aspects) expect(a.orb).toBeLessThanOrEqual(2) // dynamic/compare family orbs
  })

  it('composite: each planet at the short-arc midpoint of the two natal positions', () => {
    const r = computeChart(eph, 'composite', { a: A, b: B })
    for (const id of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter'] as const) {
      const x = r.a.bodies[id]!.lonDeg
      const y = r.b.bodies[id]!.lonDeg
      const m = r.chart.bodies[id]!.lonDeg
      expect(arcsec(separationDeg(m, x), separationDeg(y, x) / 2)).toBeLessThan(1e-6)
      expect(separationDeg(m, x) + separationDeg(m, y)).toBeCloseTo(separationDeg(x, y), 9)
    }
  })

  it('composite: IC opposite MC, MC near the midpoint of the two MCs, Asc on the eastern side', () => {
    const r = computeChart(eph, 'composite', { a: A, b: B })
    const c = r.chart
    expect(c.bodies.Ic!.lonDeg).toBeCloseTo(normDeg(c.houses.mcDeg + 180), 9)
    const mid = [r.a.houses.mcDeg, r.b.houses.mcDeg]
    expect(separationDeg(c.houses.mcDeg, normDeg(mid[1] + (((mid[0] - mid[1] + 540) % 360) - 180) / 2))).toBeLessThan(10)
    expect(c.houses.cusps[9]).toBeCloseTo(c.houses.mcDeg, 9)
    expect(normDeg(c.houses.ascDeg - c.houses.mcDeg)).toBeGreaterThan(0)
    expect(normDeg(c.houses.ascDeg - c.houses.mcDeg)).toBeLessThan(180)
  })

  it('Davison: the midpoint in time and in space', () => {
    const r = computeChart(eph, 'davison', { a: A, b: B })
    expect(r.chart.jdUT).toBeCloseTo((r.a.jdUT + r.b.jdUT) / 2, 9)
    expect(r.chart.place.latDeg).toBeCloseTo((A.lat + B.lat) / 2, 9)
    expect(r.chart.place.lngDeg).toBeCloseTo((A.lng + B.lng) / 2, 9)
  })

  it('Davison across the date line uses the short arc (170°E and 170°W → 180°)', () => {
    const r = computeChart(eph, 'davison', { a: { ...A, lng: 170 }, b: { ...B, lng: -170 } })
    expect(Math.abs(r.chart.place.lngDeg)).toBeCloseTo(180, 9)
  })
})

describe('Marks chart', () => {
  it("A's and B's Marks charts differ", () => {
    const ra = computeChart(eph, 'marks', { a: A, b: B, whose: 'a' })
    const rb = computeChart(eph, 'marks', { a: A, b: B, whose: 'b' })
    expect(ra.whose).toBe('a')
    expect(rb.whose).toBe('b')
    expect(Math.abs(ra.chart.jdUT - rb.chart.jdUT)).toBeGreaterThan(100)
    expect(arcsec(ra.chart.bodies.Sun!.lonDeg, rb.chart.bodies.Sun!.lonDeg)).toBeGreaterThan(3600)
  })

  it('the Marks moment is (birth + Davison) / 2 and the place the midpoint of the birth place and the Davison place', () => {
    const d = computeChart(eph, 'davison', { a: A, b: B }).chart
    const ra = computeChart(eph, 'marks', { a: A, b: B, whose: 'a' })
    const rb = computeChart(eph, 'marks', { a: A, b: B, whose: 'b' })
    expect(ra.davisonJdUT).toBeCloseTo(d.jdUT, 9)
    expect(ra.chart.jdUT).toBeCloseTo((ra.a.jdUT + d.jdUT) / 2, 9)
    expect(rb.chart.jdUT).toBeCloseTo((rb.b.jdUT + d.jdUT) / 2, 9)
    expect(ra.chart.place.latDeg).toBeCloseTo((A.lat + d.place.latDeg) / 2, 9)
    expect(rb.chart.place.lngDeg).toBeCloseTo((B.lng + d.place.lngDeg) / 2, 9)
  })

  it('whose defaults to a; anything else than a or b is rejected', () => {
    expect(computeChart(eph, 'marks', { a: A, b: B }).whose).toBe('a')
    expect(() => computeChart(eph, 'marks', { a: A, b: B, whose: 'c' })).toThrow(EngineInputError)
  })
})

describe('harmonic chart', () => {
  it('harmonic 1 keeps the natal longitudes; bad n is rejected', () => {
    const r = computeChart(eph, 'harmonic', { ...BIRTH, harmonic: 1 })
    expect(r.chart.bodies.Venus!.lonDeg).toBeCloseTo(r.natal.bodies.Venus!.lonDeg, 9)
    expect(() => computeChart(eph, 'harmonic', { ...BIRTH, harmonic: 0 })).toThrow(EngineInputError)
  })
})
