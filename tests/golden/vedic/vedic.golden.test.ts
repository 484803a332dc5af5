/**
 * Golden Vedic data (copied into vedic.json with provenance): Lahiri ayanamsa (Swiss Ephemeris docs Appendix E /
 * IAE values recomputed with SE 2.10.03), sidereal positions of two charts, and Vimshottari tables from PyJHora's
 * tests (compared there with Jagannatha Hora) and P.V.R. Narasimha Rao's book.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { computeVedicChart, parseVedicSettings, type VedicChart } from '@/astro/vedic'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'

const fixture = JSON.parse(readFileSync(join(__dirname, 'vedic.json'), 'utf8'))
const V = fixture.vedic

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600
/** "23°15'00.796\"" → degrees. */
const dms = (s: string) => {
  const m = /^(\d+)°(\d+)'([\d.]+)"/.exec(s)!
  return Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600
}
const jdOfIso = (iso: string) => new Date(iso).getTime() / 86400000 + 2440587.5
const MINUTE = 1 / 1440

function chart(jdUT: number, lat: number, lng: number, settings: Record<string, unknown> = {}): VedicChart {
  return computeVedicChart(eph, { jdUT, latDeg: lat, lngDeg: lng }, parseVedicSettings(settings))
}

// The table's generator (sweph npm 2.10.3-b-1) differs from swetest 2.10.03 by up to 0.31″ (1900); swetest itself is
// matched to 0.01″ in swetest-random.test.ts. IAE publishes 24°07′05.986″ for 2019 with IAU 1976 precession; Swiss
// Ephemeris' default Lahiri uses Vondrák 2011 precession, 0.065″ less (SE docs Appendix E).
describe('Lahiri ayanamsa (SE_SIDM_LAHIRI, true ayanamsa)', () => {
  const rows = (V.ayanamsa_lahiri as Array<{ label: string; jd_ut: number; true_dms: string }>).map((r) => [r.label, r] as const)
  it.each(rows)('%s', (_label, r) => {
    expect(arcsec(eph.ayanamsaUt(r.jd_ut, 1), dms(r.true_dms))).toBeLessThan(0.35)
  })
  it('the chart reports the same ayanamsa: 2019-01-01 0h UT is 24°07′05.986″ (IAE 2019 p. 427)', () => {
    expect(arcsec(chart(2458484.5, 0, 0).ayanamsa.deg, dms('24°07\'05.986"'))).toBeLessThan(0.1)
  })
})

interface Pos { lon: number }
interface SiderealCase {
  id: string
  jd_ut: number
  positions: Record<string, Pos> & { whole_sign_cusps: number[] }
}
const PLACES: Record<string, [number, number]> = { lennon_lahiri: [53.4084, -2.9916], chennai_1996_lahiri: [13.0389, 80.2619] }
const KEYS: Record<string, string> = { sun: 'Sun', moon: 'Moon', mercury: 'Mercury', venus: 'Venus', mars: 'Mars', jupiter: 'Jupiter', saturn: 'Saturn' }

describe('sidereal charts (Lahiri): grahas, nodes, lagna, whole-sign houses within 1″', () => {
  it.each((V.sidereal_charts as SiderealCase[]).map((c) => [c.id, c] as const))('%s', (id, c) => {
    const [lat, lng] = PLACES[id]
    const t = chart(c.jd_ut, lat, lng)
    for (const [k, g] of Object.entries(KEYS)) expect(arcsec(t.grahas[g as keyof typeof t.grahas].lonDeg, c.positions[k].lon), `${id} ${g}`).toBeLessThan(1)
    expect(arcsec(t.grahas.Rahu.lonDeg, c.positions.true_node_rahu.lon)).toBeLessThan(1)
    expect(arcsec(t.grahas.Ketu.lonDeg, c.positions.true_node_rahu.lon + 180)).toBeLessThan(1)
    expect(arcsec(chart(c.jd_ut, lat, lng, { nodeType: 'mean' }).grahas.Rahu.lonDeg, c.positions.mean_node_rahu.lon)).toBeLessThan(1)
    expect(arcsec(t.lagna.lonDeg, c.positions.ascendant.lon)).toBeLessThan(1)
    // Whole-sign houses: house 1 is the lagna's sign, so a graha's house is its sign counted from the first cusp.
    const firstCusp = c.positions.whole_sign_cusps[0]
    expect((t.lagna.sign - 1) * 30).toBe(firstCusp)
    for (const g of Object.values(KEYS)) {
      const grahaSignStart = (t.grahas[g as keyof typeof t.grahas].sign - 1) * 30
      expect(t.grahas[g as keyof typeof t.grahas].house).toBe(c.positions.whole_sign_cusps.indexOf(grahaSignStart) + 1)
    }
  })
})

describe('Vimshottari against PyJHora / Jagannatha Hora (apparent positions, 365.256364-day years)', () => {
  const c = V.vimshottari[0]
  const jd = c.input.jd_ut as number
  let t: VedicChart
  beforeAll(() => {
    t = chart(jd, c.input.lat, c.input.lon, { yearDays: 365.256364, dasaLevels: 2 })
  })

  it('the Moon is 186.959295° (Swati pada 1, Rahu dasha at birth)', () => {
    expect(arcsec(t.grahas.Moon.lonDeg, c.variant_apparent_positions.moon_sidereal_lon)).toBeLessThan(0.5)
    expect(t.grahas.Moon.nakshatra).toMatchObject({ nakshatra: 15, name: 'Swati', pada: 1, lord: 'Rahu' })
  })
  it('maha dasha starts within a minute of the table', () => {
    const expected = c.variant_apparent_positions.mahadasha_starts_local as Array<[string, string]>
    expected.forEach(([lord, iso], i) => {
      expect(t.dasha.periods[i].lord).toBe(lord)
      expect(Math.abs(t.dasha.periods[i].startJdUT - jdOfIso(iso))).toBeLessThan(MINUTE)
    })
  })
  it('antar dasha offsets within each maha dasha match PyJHora within a minute (offsets do not depend on the Moon)', () => {
    const mahas = c.expected.mahadasha as Array<{ lord: string; start_local: string; antardasha: Array<{ lord: string; start_local: string }> }>
    mahas.forEach((m, i) => {
      const ours = t.dasha.periods[i]
      m.antardasha.forEach((a, j) => {
        expect(ours.sub![j].lord).toBe(a.lord)
        const expectedOffset = jdOfIso(a.start_local) - jdOfIso(m.start_local)
        expect(Math.abs(ours.sub![j].startJdUT - ours.startJdUT - expectedOffset)).toBeLessThan(MINUTE)
      })
    })
  })
  it('Lennon (apparent positions): Moon dasha at birth, maha dasha starts within a minute of the table', () => {
    const s = V.sidereal_charts[0]
    const l = chart(s.jd_ut, 53.4084, -2.9916, { yearDays: 365.256364, dasaLevels: 1 })
    const rows = s.vimshottari_apparent.mahadasha as Array<{ lord: string; start_jd_ut: number }>
    rows.forEach((r, i) => {
      expect(l.dasha.periods[i].lord).toBe(r.lord)
      expect(Math.abs(l.dasha.periods[i].startJdUT - r.start_jd_ut)).toBeLessThan(MINUTE)
    })
    expect(l.dasha.balanceYears).toBeCloseTo(s.vimshottari_apparent.balance_years, 4)
  })
})

interface BookCase {
  id: string
  input: { jd_ut: number; lat: number; lon: number }
  published?: { birth_dasha_lord: string; balance_ymd: number[] }
  expected: { mahadasha: Array<{ lord: string; start_local: string }>; balance_years: number }
}

describe('Vimshottari against P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach ch. 16.4', () => {
  // The book (and PyJHora, which reproduces it) uses true geometric positions; ours are apparent, which moves a
  // boundary by a few hours: the recommended tolerance for dasha dates is ±1 day.
  const books = (V.vimshottari as BookCase[]).filter((c) => c.id.startsWith('pvr_book'))
  it.each(books.map((b) => [b.id, b] as const))('%s: birth lord, balance and maha dasha starts within a day', (_id, b) => {
    const t = chart(b.input.jd_ut, b.input.lat, b.input.lon, { yearDays: 365.256364, dasaLevels: 1 })
    expect(t.dasha.periods[0].lord).toBe(b.published!.birth_dasha_lord)
    expect(Math.abs(t.dasha.balanceYears - b.expected.balance_years) * 365.256364).toBeLessThan(1)
    // Book balance as years, months, days (30-day months of a 360-day reckoning would differ by days; compare loosely).
    const [y, mo, d] = b.published!.balance_ymd
    expect(Math.abs(t.dasha.balanceYears - (y + mo / 12 + d / 365.25))).toBeLessThan(3 / 365.25)
    b.expected.mahadasha.forEach((m, i) => {
      expect(t.dasha.periods[i].lord).toBe(m.lord)
      expect(Math.abs(t.dasha.periods[i].startJdUT - jdOfIso(m.start_local))).toBeLessThan(1)
    })
  })
})

describe('Vimshottari computed by hand (Chennai 1996-12-07 10:34 IST, Moon 186°57′33.5″ sidereal)', () => {
  // Swati spans 186°40′–200°00′ (the 15th nakshatra, 14 × 13°20′ = 186.6666667°); the Moon has passed
  // 0.2926287° of its 13.3333333°: fraction 0.0219472. Swati's lord is Rahu (18 years): balance 18 × 0.9780528 =
  // 17.604951 years. With 365.25-day years the Rahu dasha ends 6430.208 days after birth, at JD 2456854.919
  // (2014-07-16 10:04 UT), and began 18 × 0.0219472 × 365.25 = 144.292 days before birth, at JD 2450280.419
  // (1996-07-15 22:04 UT).
  it('balance, start and end of the Rahu maha dasha at 365.25-day years', () => {
    const c = V.vimshottari[0]
    const t = chart(c.input.jd_ut, c.input.lat, c.input.lon, { dasaLevels: 1 })
    expect(t.dasha.balanceYears).toBeCloseTo(17.604951, 4)
    expect(Math.abs(t.dasha.periods[0].endJdUT - 2456854.919)).toBeLessThan(0.002)
    expect(Math.abs(t.dasha.periods[0].startJdUT - 2450280.419)).toBeLessThan(0.002)
  })
})
