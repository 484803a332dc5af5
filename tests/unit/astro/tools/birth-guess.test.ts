/** Birthday guessing: for random births, the features taken from their own chart find them among the top windows. */
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { guessBirth, houseOfLon } from '@/astro/tools/birth-guess'
import { createRng } from '@/core/random'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

const sign = (lon: number) => Math.floor(lon / 30) + 1

describe('guessBirth', () => {
  it('houseOfLon: cusps that cross 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320]
    expect(houseOfLon(355, cusps)).toBe(1)
    expect(houseOfLon(5, cusps)).toBe(1)
    expect(houseOfLon(345, cusps)).toBe(12)
  })

  it('finds each of six random births inside one of its five likeliest windows (Sun, Moon, Asc signs and Mars’ house over 3 years)', () => {
    const rng = createRng(7)
    for (let n = 0; n < 6; n++) {
      const year = 1950 + Math.floor(rng() * 60)
      const jdUT = Date.UTC(year, 0, 1) / 86400000 + 2440587.5 + rng() * 365
      const lat = -40 + rng() * 95
      const lng = -170 + rng() * 340
      const c = computeChart(eph, 'natal', { jdUT, lat, lng, houseSystem: 'P' })
      const windows = guessBirth(eph, {
        sunSign: sign(c.bodies.Sun!.lonDeg),
        moonSign: sign(c.bodies.Moon!.lonDeg),
        ascSign: sign(c.houses.ascDeg),
        planetHouses: [{ body: 'Mars', house: c.bodies.Mars!.house }],
        fromYear: year - 1,
        toYear: year + 1,
        latDeg: lat,
        lngDeg: lng,
      })
      const rank = windows.findIndex((w) => jdUT >= w.startJdUT - 1e-4 && jdUT <= w.endJdUT + 1e-4)
      expect(rank, `birth ${n} (${year}) among ${windows.length} windows`).toBeGreaterThanOrEqual(0)
      expect(rank).toBeLessThan(5)
      expect(windows.reduce((s, w) => s + w.probability, 0)).toBeCloseTo(1, 9)
    }
  })

  it('every window satisfies the features at its middle; the progress reaches the end', () => {
    const progress: number[] = []
    const windows = guessBirth(eph, { sunSign: 5, ascSign: 8, fromYear: 2000, toYear: 2000, latDeg: 39.9, lngDeg: 116.4 }, (done, total) =>
      progress.push(done / total),
    )
    expect(windows.length).toBeGreaterThan(25) // one a day while the Sun is in Leo
    for (const w of windows) {
      const c = computeChart(eph, 'natal', { jdUT: (w.startJdUT + w.endJdUT) / 2, lat: 39.9, lng: 116.4 })
      expect(sign(c.bodies.Sun!.lonDeg)).toBe(5)
      expect(sign(c.houses.ascDeg)).toBe(8)
    }
    expect(progress[progress.length - 1]).toBe(1)
  })
})
