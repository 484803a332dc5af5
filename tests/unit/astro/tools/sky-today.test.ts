/**
 * Today's sky rules: published events found on their day (the Jupiter–Saturn great conjunction of 2020-12-21,
 * Mercury retrograde 2023-04-21 to 05-14, the full Moon in Pisces of 2023-08-31 01:35 UT), each exact instant
 * really exact, and nothing listed outside the day.
 */
import { skyToday } from '@/astro/tools/sky-today'
import { diffDeg } from '@/astro/zodiac'
import { ASPECTS } from '@/astro/aspects'
import { SKY_PLANETS } from '@/astro/tools/sky-today'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

/** JD of 0h UT on a Gregorian date. */
const jd0 = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86400000 + 2440587.5
const day = (y: number, m: number, d: number) => ({ atJdUT: jd0(y, m, d) + 0.5, startJdUT: jd0(y, m, d), endJdUT: jd0(y, m, d) + 1 })

describe('skyToday', () => {
  it('lists the great conjunction of Jupiter and Saturn on 2020-12-21 (UT), and not the day before', async () => {
    const eph = await getNodeEphemeris('files')
    const hit = skyToday(eph, day(2020, 12, 21)).aspects.find((a) => a.p1 === 'Jupiter' && a.p2 === 'Saturn')
    expect(hit?.aspect).toBe(1)
    expect(skyToday(eph, day(2020, 12, 20)).aspects.some((a) => a.p1 === 'Jupiter' && a.p2 === 'Saturn')).toBe(false)
  })

  it('every listed aspect is exact at its instant (within 0.01°) and inside the day', async () => {
    const eph = await getNodeEphemeris('files')
    for (const d of [day(2020, 12, 21), day(2024, 4, 8), day(2025, 3, 1)]) {
      const sky = skyToday(eph, d)
      for (const a of sky.aspects) {
        expect(a.exactJdUT).toBeGreaterThanOrEqual(d.startJdUT)
        expect(a.exactJdUT).toBeLessThan(d.endJdUT)
        const sep = Math.abs(diffDeg(eph.calcUt(a.exactJdUT, SKY_PLANETS[a.p1])!.lonDeg, eph.calcUt(a.exactJdUT, SKY_PLANETS[a.p2])!.lonDeg))
        expect(Math.abs(sep - ASPECTS.find((x) => x.id === a.aspect)!.angleDeg)).toBeLessThan(0.01)
      }
    }
  })

  it('Mercury is retrograde on 2023-05-01 (station 04-21 to 05-14) and direct on 2023-06-01', async () => {
    const eph = await getNodeEphemeris('files')
    expect(skyToday(eph, day(2023, 5, 1)).retrograde).toContain('Mercury')
    expect(skyToday(eph, day(2023, 6, 1)).retrograde).not.toContain('Mercury')
  })

  it('the full Moon of 2023-08-31 01:35 UT is full, in Pisces', async () => {
    const eph = await getNodeEphemeris('files')
    // Rudhyar's full phase runs 180°–225°: three hours after opposition.
    const at = jd0(2023, 8, 31) + (1 + 35 / 60 + 3) / 24
    const sky = skyToday(eph, { atJdUT: at, startJdUT: at - 0.5, endJdUT: at + 0.5 })
    expect(sky.moon.phase).toBe('full')
    expect(sky.moon.sign).toBe(12)
    expect(sky.moon.illumination).toBeGreaterThan(0.99)
  })

  it('refuses a day that does not run forwards', async () => {
    const eph = await getNodeEphemeris('files')
    expect(() => skyToday(eph, { atJdUT: 2460000, startJdUT: 2460001, endJdUT: 2460000 })).toThrow()
  })
})
