/**
 * Astro tools benchmark: `npx tsx bench/astro-tools.bench.ts`
 *   astrocartography: MC/IC lines and ASC/DSC at 181 latitudes (−90…90 every degree, the map's polyline) for 12
 *   bodies of one chart; retrograde stations of a calendar year for the eight planets Mercury–Pluto; one birthday
 *   guess over 100 years; the home tab's sky of one day (Moon, retrogrades, the day's exact aspects of 10 bodies) and luck of one day.
 */
import { computeChart } from '@/astro'
import { bodyLines, gastDeg } from '@/astro/tools/astrocartography'
import { guessBirth } from '@/astro/tools/birth-guess'
import { luckReading } from '@/astro/luck'
import { calcSettingsFromRequest } from '@/astro/settings/calc'
import { skyToday } from '@/astro/tools/sky-today'
import { stationsBetween, STATION_BODIES, type StationBody } from '@/astro/tools/stations'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { bench } from './lib'

async function main() {
  const eph = await getNodeEphemeris('files')
  const ids = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'Chiron'] as const
  let sink = 0
  bench(
    'A*C*G lines, 12 bodies × 181 latitudes',
    (i) => {
      const ch = computeChart(eph, 'natal', { jdUT: 2415020.5 + (i % 100) * 913.37, lat: 40, lng: 116 })
      const gast = gastDeg(eph, ch.jdUT)
      for (const id of ids) {
        const b = ch.bodies[id]
        if (!b) continue
        const l = bodyLines(b.lonDeg, b.latDeg, ch.obliquityDeg, gast)
        for (let lat = -89; lat <= 89; lat++) sink += (l.ascLngAt(lat) ?? 0) + (l.dscLngAt(lat) ?? 0)
      }
    },
    { runs: 300, warmup: 30 },
  )
  bench(
    'stations of a year, Mercury–Pluto',
    (i) => {
      const from = 2415020.5 + (i % 200) * 365.2425
      for (const body of Object.keys(STATION_BODIES) as StationBody[]) sink += stationsBetween(eph, body, from, from + 365.2425).length
    },
    { runs: 100, warmup: 10 },
  )
  bench(
    "home tab's sky of one day",
    (i) => {
      const startJdUT = 2451545 + (i % 365) * 17.3
      sink += skyToday(eph, { atJdUT: startJdUT + 0.5, startJdUT, endJdUT: startJdUT + 1 }).aspects.length
    },
    { runs: 300, warmup: 30 },
  )
  const birth = { date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41 }
  const calc = calcSettingsFromRequest(birth, 'natal')
  bench(
    "home tab's luck of one day (natal chart, 10 movers' transits and their exact instants)",
    (i) => {
      const atJdUT = 2460000 + (i % 365) * 7.1
      sink += luckReading(eph, birth, calc, { period: 'day', atJdUT, utcOffsetHours: 8 }).overall
    },
    { runs: 200, warmup: 20 },
  )
  const t0 = performance.now()
  const w = guessBirth(eph, {
    sunSign: 3,
    moonSign: 7,
    ascSign: 10,
    planetHouses: [{ body: 'Venus', house: 7 }],
    fromYear: 1920,
    toYear: 2019,
    latDeg: 31.2,
    lngDeg: 121.5,
  })
  console.log(`birthday guess, 100 years (Sun, Moon, Asc signs, Venus' house)  ${(performance.now() - t0).toFixed(0)} ms, ${w.length} windows`)
  if (sink === 0) console.log('')
}

void main()
