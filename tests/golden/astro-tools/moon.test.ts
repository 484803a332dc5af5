/**
 * The Moon's month: quarter instants against the shared golden table (Swiss Ephemeris, Astronomy Engine within
 * 45 s), and void-of-course periods checked with swetest's positions: the Moon and the planet are exactly in
 * aspect where the void begins, and the Moon is on a sign boundary where it ends.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { lunationQuarters, moonState, voidOfCourse } from '@/astro/tools/moon'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { arcsec, itHasSwetest, swetestRows } from '../swetest'

const fx = JSON.parse(readFileSync(join(__dirname, 'astro-tools.json'), 'utf8'))
const KIND: Record<string, string> = { 'New Moon': 'new', 'First Quarter': 'firstQuarter', 'Full Moon': 'full', 'Last Quarter': 'lastQuarter' }
const SE_NUM: Record<string, string> = { Sun: '0', Mercury: '2', Venus: '3', Mars: '4', Jupiter: '5', Saturn: '6', Uranus: '7', Neptune: '8', Pluto: '9' }

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

it('quarters of January–February 2024 within 2 s', () => {
  const exp = fx.moon_phases.quarters_2024_jan_feb as Array<{ name: string; jd_ut: number }>
  const got = lunationQuarters(eph, exp[0].jd_ut - 1, exp[exp.length - 1].jd_ut + 1)
  expect(got.map((q) => q.kind)).toEqual(exp.map((e) => KIND[e.name]))
  got.forEach((q, i) => expect(Math.abs(q.jdUT - exp[i].jd_ut) * 86400, `${q.kind} ${i}`).toBeLessThanOrEqual(2))
})

it('phase names follow the 45° octants; illumination is 0 at new and 1 at full', () => {
  const exp = fx.moon_phases.quarters_2024_jan_feb as Array<{ name: string; jd_ut: number }>
  const fullMoon = exp.find((e) => e.name === 'Full Moon')!
  const newMoon = exp.find((e) => e.name === 'New Moon')!
  expect(moonState(eph, fullMoon.jd_ut + 0.01).phase).toBe('full')
  expect(moonState(eph, fullMoon.jd_ut - 0.01).phase).toBe('gibbous')
  expect(moonState(eph, fullMoon.jd_ut).illumination).toBeGreaterThan(0.99)
  expect(moonState(eph, newMoon.jd_ut).illumination).toBeLessThan(0.01)
})

describe('void of course, March 2024, against swetest positions', () => {
  itHasSwetest()
  const from = Date.UTC(2024, 2, 1) / 86400000 + 2440587.5
  it('each void starts at an exact aspect and ends at a sign ingress (≤ 2″)', async () => {
    const voids = voidOfCourse(eph, from, from + 31)
    // The Moon changes sign about every 2.3 days.
    expect(voids.length).toBeGreaterThanOrEqual(12)
    for (const v of voids) {
      expect(v.endJdUT).toBeGreaterThan(v.startJdUT)
      const [moonEnd] = await swetestRows([`-bj${v.endJdUT}`, '-ut', '-p1', '-fPl'])
      expect(arcsec(Number(moonEnd[1]), (v.nextSign - 1) * 30), `ingress ${v.nextSign}`).toBeLessThanOrEqual(2)
      if (!v.lastAspect) continue
      const rows = await swetestRows([`-bj${v.startJdUT}`, '-ut', `-p1${SE_NUM[v.lastAspect.planet]}`, '-fPl'])
      const sep = Math.abs(((Number(rows[0][1]) - Number(rows[1][1]) + 540) % 360) - 180)
      expect(Math.abs(sep - v.lastAspect.aspectDeg) * 3600, `${v.lastAspect.planet} ${v.lastAspect.aspectDeg}`).toBeLessThanOrEqual(2)
    }
  })

  it('adding the modern planets can only shorten a void', () => {
    const trad = voidOfCourse(eph, from, from + 31)
    const modern = voidOfCourse(eph, from, from + 31, { modern: true })
    expect(modern.map((v) => v.endJdUT.toFixed(6))).toEqual(trad.map((v) => v.endJdUT.toFixed(6)))
    modern.forEach((v, i) => expect(v.startJdUT).toBeGreaterThanOrEqual(trad[i].startJdUT - 1e-9))
    expect(modern.some((v, i) => v.startJdUT > trad[i].startJdUT + 1e-6)).toBe(true)
  })
})
