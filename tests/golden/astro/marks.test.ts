/**
 * Marks chart against Swiss Ephemeris' swetest (Debian swetest 2.10.03, /usr/share/libswe/ephe): the midpoint moment
 * and place are worked out here by hand from the two births, and swetest gives the sky there. Nothing is stored.
 *   A: Shanghai 31.23 N 121.47 E, 1985-11-02 06:40 UTC+8 (1985-11-01 22:40 UT)
 *   B: London 51.5 N 0.12 W, 1988-02-20 23:15 UT
 *   Davison place: 41.365 N, 60.675 E (longitudes 121.59° apart: the short arc is the plain mean)
 *   A's Marks place: (31.23 + 41.365) / 2 = 36.2975 N, (121.47 + 60.675) / 2 = 91.0725 E
 *   B's Marks place: (51.5 + 41.365) / 2 = 46.4325 N, (−0.12 + 60.675) / 2 = 30.2775 E
 */
import { computeChart } from '@/astro'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { arcsec, itHasSwetest, swetestRows } from '../swetest'

const A = { date: '1985-11-02', time: '06:40', birthZone: -8, summer: 0, lat: 31.23, lng: 121.47 }
const B = { date: '1988-02-20', time: '23:15', birthZone: 0, summer: 0, lat: 51.5, lng: -0.12 }
const jdOfUtc = (ms: number) => ms / 86400000 + 2440587.5
const JD_A = jdOfUtc(Date.UTC(1985, 10, 1, 22, 40))
const JD_B = jdOfUtc(Date.UTC(1988, 1, 20, 23, 15))
const JD_DAVISON = (JD_A + JD_B) / 2
const CASES = [
  { whose: 'a', jdUT: (JD_A + JD_DAVISON) / 2, lat: 36.2975, lng: 91.0725 },
  { whose: 'b', jdUT: (JD_B + JD_DAVISON) / 2, lat: 46.4325, lng: 30.2775 },
] as const
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const
const LIMIT_ARCSEC = 1

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

describe('Marks chart against swetest at the midpoint moment and place', () => {
  itHasSwetest()
  it.each(CASES)("$whose's Marks chart: planets, Asc and MC within 1″", async (c) => {
    const r = computeChart(eph, 'marks', { a: A, b: B, whose: c.whose, houseSystem: 'P' })
    expect(r.chart.jdUT).toBeCloseTo(c.jdUT, 8)
    expect(r.chart.place.latDeg).toBeCloseTo(c.lat, 9)
    expect(r.chart.place.lngDeg).toBeCloseTo(c.lng, 9)
    const ref: Record<string, number> = {}
    for (const [name, lon] of await swetestRows([`-bj${c.jdUT}`, '-ut', '-p0123456789', '-fPl', `-house${c.lng},${c.lat},P`]))
      if (lon !== undefined) ref[name] = Number(lon)
    for (const id of PLANETS) expect(arcsec(r.chart.bodies[id]!.lonDeg, ref[id]), id).toBeLessThan(LIMIT_ARCSEC)
    expect(arcsec(r.chart.houses.ascDeg, ref.Ascendant), 'Asc').toBeLessThan(LIMIT_ARCSEC)
    expect(arcsec(r.chart.houses.mcDeg, ref.MC), 'MC').toBeLessThan(LIMIT_ARCSEC)
  })
})
