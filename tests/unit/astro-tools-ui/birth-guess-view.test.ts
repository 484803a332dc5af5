/** The birthday-guess page's clock times and reasons. */
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { guessBirth } from '@/astro/tools/birth-guess'
import { jdUTOf } from '@/core/time'
import { clockAt, reasonsAt } from '@/packageA/birth-guess/guess-view'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

describe('birth-guess view', () => {
  it('clockAt inverts the SPEC zone convention (birthZone −8 is UTC+8; summer adds an hour) to the minute', () => {
    const jd = jdUTOf({ date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0 })
    expect(clockAt(jd, -8, 0)).toEqual({ date: '1990-06-15', time: '20:00' })
    expect(clockAt(jd, 0, 0)).toEqual({ date: '1990-06-15', time: '12:00' })
    expect(clockAt(jd, -8, 1)).toEqual({ date: '1990-06-15', time: '21:00' })
    expect(clockAt(jd + 29 / 86400, -8, 0).time).toBe('20:00')
    expect(clockAt(jd + 31 / 86400, -8, 0).time).toBe('20:01')
    expect(clockAt(jd + 4.5 / 24, -8, 0)).toEqual({ date: '1990-06-16', time: '00:30' })
  })

  it('the middle of every window shows the asked features (sign and house) it was found by', () => {
    // Bruce Lee, San Francisco 1940-11-27 07:12 PST.
    const birth = { date: '1940-11-27', time: '07:12', birthZone: 8, summer: 0, lat: 37.7749, lng: -122.4194 }
    const c = computeChart(eph, 'natal', { ...birth, houseSystem: 'P' })
    const sign = (lon: number) => Math.floor(lon / 30) + 1
    const f = {
      moonSign: sign(c.bodies.Moon!.lonDeg),
      ascSign: sign(c.houses.ascDeg),
      planetHouses: [{ body: 'Venus' as const, house: c.bodies.Venus!.house }],
      fromYear: 1940,
      toYear: 1940,
      latDeg: birth.lat,
      lngDeg: birth.lng,
    }
    const windows = guessBirth(eph, f)
    expect(windows.length).toBeGreaterThan(0)
    const jd = c.jdUT
    expect(windows.some((w) => w.startJdUT <= jd && jd <= w.endJdUT)).toBe(true)
    for (const w of windows.slice(0, 5)) {
      const r = reasonsAt(eph, (w.startJdUT + w.endJdUT) / 2, f)
      expect(r.map((x) => x.id)).toEqual(['Moon', 'Asc', 'Venus'])
      expect(sign(r[0].lonDeg)).toBe(f.moonSign)
      expect(sign(r[1].lonDeg)).toBe(f.ascSign)
      expect(r[2].house).toBe(f.planetHouses[0].house)
    }
  })
})
