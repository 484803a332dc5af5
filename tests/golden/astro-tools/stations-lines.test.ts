/**
 * Retrograde stations (Swiss Ephemeris speeds; cross-checked with Astronomy Engine and published ephemerides) and
 * astrocartography lines (A*C*G formulas with Swiss Ephemeris positions), see astro-tools.json for provenance;
 * stations of random years checked against swetest: the speed changes sign within ±2 minutes of ours.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { bodyLines, gastDeg } from '@/astro/tools/astrocartography'
import { retrogradeLoops, stationsBetween, STATION_BODIES, type StationBody } from '@/astro/tools/stations'
import { createRng } from '@/core/random'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { itHasSwetest, swetestRows } from '../swetest'

const fx = JSON.parse(readFileSync(join(__dirname, 'astro-tools.json'), 'utf8'))
const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600
const jdOfYear = (y: number) => Date.UTC(y, 0, 1) / 86400000 + 2440587.5

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

describe('retrograde stations', () => {
  it.each([
    ['mercury_2024', 'Mercury', 2024, 2025],
    ['mars_2024_2025', 'Mars', 2024.9, 2025.2],
  ] as const)('%s: every station within 1 minute and 1″', (key, body, y0, y1) => {
    const exp = fx.retrograde_stations[key] as Array<{ type: string; jd_ut: number; lon: number }>
    const from = key === 'mercury_2024' ? jdOfYear(2024) : exp[0].jd_ut - 30
    const to = key === 'mercury_2024' ? jdOfYear(2025) : exp[exp.length - 1].jd_ut + 30
    const got = stationsBetween(eph, body, from, to)
    expect(got.map((s) => s.type)).toEqual(exp.map((e) => (e.type === 'station retrograde' ? 'R' : 'D')))
    got.forEach((s, i) => {
      expect(Math.abs(s.jdUT - exp[i].jd_ut) * 1440, `${key} ${i} minutes`).toBeLessThanOrEqual(1)
      expect(arcsec(s.lonDeg, exp[i].lon), `${key} ${i} lon`).toBeLessThanOrEqual(1)
    })
    expect(y1).toBeGreaterThan(y0)
  })

  it('Mars 2024–25: the shadow opens in the autumn of 2024, not at the earlier pass of the same degree in 2023', () => {
    const [loop] = retrogradeLoops(eph, 'Mars', jdOfYear(2024) + 300, jdOfYear(2025))
    const autumn2024 = Date.UTC(2024, 8, 1) / 86400000 + 2440587.5
    expect(loop.preShadowStartJdUT!).toBeGreaterThan(autumn2024)
    expect(loop.preShadowStartJdUT!).toBeLessThan(loop.retrograde.jdUT)
  })

  it('Mercury’s April 2024 loop: shadow from the direct-station degree to the retrograde-station degree', () => {
    const [loop] = retrogradeLoops(eph, 'Mercury', jdOfYear(2024) + 80, jdOfYear(2024) + 100)
    const lonAt = (jd: number) => eph.calcUt(jd, STATION_BODIES.Mercury)!.lonDeg
    expect(arcsec(lonAt(loop.preShadowStartJdUT!), loop.direct.lonDeg)).toBeLessThanOrEqual(1)
    expect(arcsec(lonAt(loop.postShadowEndJdUT!), loop.retrograde.lonDeg)).toBeLessThanOrEqual(1)
    expect(loop.preShadowStartJdUT!).toBeLessThan(loop.retrograde.jdUT)
    expect(loop.postShadowEndJdUT!).toBeGreaterThan(loop.direct.jdUT)
  })
})

describe('stations of random years against swetest', () => {
  itHasSwetest()
  const rng = createRng(20241126)
  const bodies = Object.keys(STATION_BODIES) as StationBody[]
  const cases = Array.from({ length: 6 }, () => ({ body: bodies[Math.floor(rng() * bodies.length)], year: 1850 + Math.floor(rng() * 300) }))
  it.each(cases.map((c) => [`${c.body} ${c.year}`, c] as const))('%s: swetest speed changes sign within ±2 minutes', async (_l, c) => {
    const got = stationsBetween(eph, c.body, jdOfYear(c.year), jdOfYear(c.year + 1))
    const p = String(STATION_BODIES[c.body])
    // swetest's speeds every day of the year: as many sign changes as we found stations.
    const days = Math.round(jdOfYear(c.year + 1) - jdOfYear(c.year))
    const speeds = (await swetestRows([`-bj${jdOfYear(c.year)}`, '-ut', `-p${p}`, '-fPls', `-n${days + 1}`, '-s1']))
      .filter((r) => r.length >= 3 && r[2] !== '')
      .map((r) => Math.sign(Number(r[2])))
    expect(speeds).toHaveLength(days + 1)
    expect(speeds.slice(1).filter((v, i) => v !== speeds[i]).length, `${c.body} ${c.year} station count`).toBe(got.length)
    for (const s of got) {
      const speedAt = async (jd: number) => Number((await swetestRows([`-bj${jd}`, '-ut', `-p${p}`, '-fPls']))[0][2])
      const before = await speedAt(s.jdUT - 2 / 1440)
      const after = await speedAt(s.jdUT + 2 / 1440)
      expect(Math.sign(before), `${c.body} ${c.year} ${s.type}`).toBe(s.type === 'R' ? 1 : -1)
      expect(Math.sign(after)).toBe(s.type === 'R' ? -1 : 1)
    }
  })
})

describe('astrocartography lines (Lennon)', () => {
  it('GAST, and MC/IC/ASC/DSC lines of the Sun, Moon, Venus and Jupiter within 2″', () => {
    const a = fx.astrocartography
    const inp = fx.natal_input
    const chart = computeChart(eph, 'natal', { jdUT: inp.jd_ut, lat: inp.lat, lng: inp.lon })
    const gast = gastDeg(eph, chart.jdUT)
    expect(arcsec(gast, a.gast_deg)).toBeLessThanOrEqual(1)
    for (const [key, exp] of Object.entries(a.lines as Record<string, Record<string, unknown>>)) {
      const b = chart.bodies[(key[0].toUpperCase() + key.slice(1)) as 'Sun']!
      const l = bodyLines(b.lonDeg, b.latDeg, chart.obliquityDeg, gast)
      expect(arcsec(l.raDeg, exp.ra as number), `${key} RA`).toBeLessThanOrEqual(2)
      expect(arcsec(l.mcLngDeg, exp.MC_line_lon as number), `${key} MC`).toBeLessThanOrEqual(2)
      expect(arcsec(l.icLngDeg, exp.IC_line_lon as number), `${key} IC`).toBeLessThanOrEqual(2)
      for (const [lat, lon] of Object.entries(exp.ASC_line_lon as Record<string, number>)) expect(arcsec(l.ascLngAt(Number(lat))!, lon), `${key} ASC ${lat}`).toBeLessThanOrEqual(2)
      for (const [lat, lon] of Object.entries(exp.DSC_line_lon as Record<string, number>)) expect(arcsec(l.dscLngAt(Number(lat))!, lon), `${key} DSC ${lat}`).toBeLessThanOrEqual(2)
    }
  })

  it('a circumpolar body has no rising line at high latitude', () => {
    const l = bodyLines(90, 0, 23.44, 0) // declination +23.44°
    expect(l.ascLngAt(70)).toBeNull()
    expect(l.ascLngAt(60)).not.toBeNull()
  })
})
