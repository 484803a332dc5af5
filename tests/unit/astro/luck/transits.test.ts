/**
 * Luck engine rules: the exact instant of a transit against swetest, and each composer rule (tone, closeness,
 * areas, period windows, year factors, calendar), with determinism for a fixed date and chart.
 */
import { luckReading, luckWindow, scoresOf, transitAreas, transitScore, type TransitFactor } from '@/astro/luck'
import { calcSettingsFromRequest } from '@/astro/settings/calc'
import { diffDeg } from '@/astro/zodiac'
import { jdUTOf } from '@/core/time'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { itHasSwetest, swetestRows } from '../../../golden/swetest'
import { BIRTH } from '../fixtures'

const settings = calcSettingsFromRequest(BIRTH, 'natal')
/** Noon, UTC+8, of a local date. */
const noon = (date: string) => jdUTOf({ date, time: '12:00', birthZone: -8, summer: 0 })
const read = async (period: 'day' | 'week' | 'month' | 'year', date: string) =>
  luckReading(await getNodeEphemeris('files'), BIRTH, settings, { period, atJdUT: noon(date), utcOffsetHours: 8 })
const jupiterTrineSun = (f: { kind: string }): f is TransitFactor =>
  f.kind === 'transit' && (f as TransitFactor).body === 'Jupiter' && (f as TransitFactor).point === 'Sun' && (f as TransitFactor).aspect === 3

describe('transit Jupiter trine natal Sun (birth 1990-06-15 12:00 UT, Beijing)', () => {
  itHasSwetest()

  it('is listed on 2021-04-05 with its exact instant within a minute of swetest, and raises career and the overall index', async () => {
    const r = await read('day', '2021-04-05')
    const f = r.factors.find(jupiterTrineSun)
    expect(f, 'Jupiter trine Sun listed').toBeDefined()
    expect(f!.minOrbDeg).toBeLessThan(f!.allowedOrbDeg)
    expect(f!.exactJdUT).not.toBeNull()
    // swetest: the natal Sun at the birth, then Jupiter minute by minute around our exact instant.
    const [[sunText]] = await swetestRows(['-b15.6.1990', '-ut12:00:00', '-p0', '-fl'])
    const startJd = f!.exactJdUT! - 30 / 1440
    const start = new Date((startJd - 2440587.5) * 86400000)
    const b = `-b${start.getUTCDate()}.${start.getUTCMonth() + 1}.${start.getUTCFullYear()}`
    const ut = `-ut${start.getUTCHours()}:${start.getUTCMinutes()}:${start.getUTCSeconds() + start.getUTCMilliseconds() / 1000}`
    const rows = (await swetestRows([b, ut, '-p5', '-fl', '-n61', `-s${1 / 1440}`])).filter((row) => row[0] !== '')
    expect(rows).toHaveLength(61)
    // The trine on the side Jupiter is on.
    const target = [Number(sunText) + 120, Number(sunText) - 120].find((t) => Math.abs(diffDeg(Number(rows[0][0]), t)) < 1)!
    const off = rows.map((row) => diffDeg(Number(row[0]), target))
    const k = off.findIndex((d, i) => i > 0 && Math.sign(d) !== Math.sign(off[i - 1]))
    expect(k, 'swetest shows the crossing within ±30 minutes of ours').toBeGreaterThan(0)
    // Linear interpolation inside the swetest minute.
    const theirsJd = startJd + (k - 1 + off[k - 1] / (off[k - 1] - off[k])) / 1440
    expect(Math.abs(f!.exactJdUT! - theirsJd) * 1440).toBeLessThan(1)
    // The factor helps career and the overall index: the scores without it are lower.
    expect(f!.score).toBeGreaterThan(0)
    expect(f!.areas.career).toBeGreaterThan(0)
    const without = scoresOf(
      r.factors.filter((x) => x !== f),
      'day',
    )
    expect(r.overall).toBeGreaterThan(without.overall)
    expect(r.areas.career).toBeGreaterThan(without.areas.career)
  })

  it('is read the same way twice (determinism for a fixed date and chart)', async () => {
    const a = await read('week', '2021-04-05')
    const b = await read('week', '2021-04-05')
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
  })
})

describe('composer rules', () => {
  const hit = (body: TransitFactor['body'], family: TransitFactor['family'], minOrbDeg = 0) => ({ body, family, minOrbDeg, allowedOrbDeg: 2 })

  it('soft aspects raise, hard aspects lower; a conjunction takes the planet’s nature', () => {
    expect(transitScore(hit('Jupiter', 'soft'))).toBeGreaterThan(0)
    expect(transitScore(hit('Saturn', 'hard'))).toBeLessThan(0)
    expect(transitScore(hit('Venus', 'conjunction'))).toBeGreaterThan(0)
    expect(transitScore(hit('Saturn', 'conjunction'))).toBeLessThan(0)
  })

  it('a transit weighs less as its orb widens and nothing at the edge of the orb', () => {
    expect(transitScore(hit('Jupiter', 'soft', 1))).toBeCloseTo(transitScore(hit('Jupiter', 'soft', 0)) / 2, 2)
    expect(transitScore(hit('Jupiter', 'soft', 2))).toBe(0)
  })

  it('areas follow the planets and houses: Venus to natal Venus in the 5th is love; Saturn to the MC in the 10th is career', () => {
    const love = transitAreas('Venus', 'Venus', 5, 5)
    expect(Math.max(...Object.values(love))).toBe(love.love)
    const career = transitAreas('Saturn', 'Mc', 10, 10)
    expect(Math.max(...Object.values(career))).toBe(career.career)
    expect(career.love).toBe(0)
  })

  it('windows: the local day, the week from Monday, the calendar month and year', () => {
    const at = noon('2025-03-12') // a Wednesday
    const day = luckWindow('day', at, 8)
    expect(day.startDate).toBe('2025-03-12')
    expect(day.toJdUT - day.fromJdUT).toBe(1)
    expect(day.fromJdUT).toBeCloseTo(jdUTOf({ date: '2025-03-12', time: '00:00', birthZone: -8, summer: 0 }), 9)
    expect(luckWindow('week', at, 8).startDate).toBe('2025-03-10')
    expect(luckWindow('week', noon('2025-03-16'), 8).startDate).toBe('2025-03-10') // Sunday ends the week
    const month = luckWindow('month', at, 8)
    expect(month.toJdUT - month.fromJdUT).toBe(31)
    expect(luckWindow('year', at, 8).toJdUT - luckWindow('year', at, 8).fromJdUT).toBe(365)
    // 2025-03-12 01:00 UTC+8 is still 2025-03-11 in UTC.
    expect(luckWindow('day', at - 11 / 24, 0).startDate).toBe('2025-03-11')
  })

  it('the Moon moves only the day; the year reads the slow planets, the solar return angles and the progressed Moon', async () => {
    const day = await read('day', '2025-03-10')
    const month = await read('month', '2025-03-10')
    const year = await read('year', '2025-03-10')
    expect(month.factors.some((f) => f.kind === 'transit' && f.body === 'Moon')).toBe(false)
    expect(year.factors.every((f) => f.kind !== 'transit' || ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(f.body))).toBe(true)
    expect(year.factors.filter((f) => f.kind !== 'transit').map((f) => f.kind)).toEqual(
      expect.arrayContaining(['solarReturnAsc', 'solarReturnMc', 'progressedMoon']),
    )
    expect(day.factors.some((f) => f.kind !== 'transit')).toBe(false)
    // Every factor is within its orb somewhere in the window; factors are strongest first.
    for (const f of month.factors) if (f.kind === 'transit') expect(f.minOrbDeg).toBeLessThanOrEqual(f.allowedOrbDeg)
    const sizes = month.factors.map((f) => Math.abs(f.score))
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
  })

  it('the calendar lists exact transits of the next 30 days in time order, each exact at its instant', async () => {
    const eph = await getNodeEphemeris('files')
    const r = await read('day', '2025-03-10')
    expect(r.upcoming.length).toBeGreaterThan(5)
    const natal = luckReading(eph, BIRTH, settings, { period: 'day', atJdUT: r.atJdUT, utcOffsetHours: 8 })
    expect(natal.upcoming).toEqual(r.upcoming)
    for (let i = 0; i < r.upcoming.length; i++) {
      const u = r.upcoming[i]
      expect(u.jdUT).toBeGreaterThanOrEqual(r.atJdUT)
      expect(u.jdUT).toBeLessThan(r.atJdUT + 30)
      if (i) expect(u.jdUT).toBeGreaterThanOrEqual(r.upcoming[i - 1].jdUT)
      expect(u.body).not.toBe('Moon')
    }
  })

  it('upcomingDays: 7 lists only the first week of that calendar, 0 none, and the reading itself is the same', async () => {
    const eph = await getNodeEphemeris('files')
    const full = await read('day', '2025-03-10')
    const req = { period: 'day' as const, atJdUT: full.atJdUT, utcOffsetHours: 8 }
    const week = luckReading(eph, BIRTH, settings, { ...req, upcomingDays: 7 })
    const none = luckReading(eph, BIRTH, settings, { ...req, upcomingDays: 0 })
    expect(week.upcoming).toEqual(full.upcoming.filter((u) => u.jdUT < full.atJdUT + 7))
    expect(week.upcoming.length).toBeLessThan(full.upcoming.length)
    expect(none.upcoming).toEqual([])
    expect({ ...none, upcoming: full.upcoming }).toEqual(full)
  })
})
