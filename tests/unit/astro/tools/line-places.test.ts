/**
 * Line paths and the places nearest a line. Rules: a degree of longitude on the equator is 2π·6371/360 =
 * 111.19 km (mean Earth radius, the haversine of ./astrocartography); on a body's rising line the body is on the
 * Ascendant that Swiss Ephemeris computes for the place (the definition of the A*C*G ASC line).
 */
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { bodyLines, gastDeg } from '@/astro/tools/astrocartography'
import { lineLngAt, linePath, placesNearLine } from '@/astro/tools/line-places'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { loadGazetteer } from '@/platform/geo'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

// John Lennon, Liverpool 1940-10-09 18:30 BST (the CLI's example birth).
const birth = { date: '1940-10-09', time: '18:30', birthZone: -1, summer: 0, lat: 53.4084, lng: -2.9916 }
const sunLines = () => {
  const chart = computeChart(eph, 'natal', birth)
  const sun = chart.bodies.Sun!
  return { chart, lines: bodyLines(sun.lonDeg, sun.latDeg, chart.obliquityDeg, gastDeg(eph, chart.jdUT)) }
}

describe('places near a line', () => {
  it('a place one degree of longitude east of the MC line on the equator is 111.19 km from it', () => {
    const { lines } = sunLines()
    const on = { id: 'on', lat: 0, lng: lines.mcLngDeg }
    const east = { id: 'east', lat: 0, lng: lines.mcLngDeg + 1 }
    const far = { id: 'far', lat: 0, lng: lines.mcLngDeg + 40 }
    const near = placesNearLine(lines, 'mc', [far, east, on], 2)
    expect(near.map((n) => n.place.id)).toEqual(['on', 'east'])
    expect(near[0].distanceKm).toBeCloseTo(0, 6)
    expect(near[1].distanceKm).toBeCloseTo(111.19, 2)
  })

  it('on the Sun’s rising line the Ascendant is the Sun (within 0.05°) at several latitudes', () => {
    const { chart, lines } = sunLines()
    for (const lat of [-40, 0, 35, 51.5]) {
      const lng = lineLngAt(lines, 'asc', lat)!
      const asc = eph.houses(chart.jdUT, lat, lng, 'P').ascDeg
      expect(Math.abs(((asc - chart.bodies.Sun!.lonDeg + 540) % 360) - 180)).toBeLessThan(0.05)
    }
  })

  it('paths: MC is one meridian; rising lines split at ±180° and stop where a body is circumpolar', () => {
    const { chart } = sunLines()
    const moon = chart.bodies.Moon!
    const l = bodyLines(moon.lonDeg, moon.latDeg, chart.obliquityDeg, gastDeg(eph, chart.jdUT))
    const mc = linePath(l, 'mc')
    expect(mc).toHaveLength(1)
    expect(new Set(mc[0].map(([lng]) => lng)).size).toBe(1)
    for (const kind of ['asc', 'dsc'] as const)
      for (const run of linePath(l, kind)) for (let i = 1; i < run.length; i++) expect(Math.abs(run[i][0] - run[i - 1][0])).toBeLessThan(180)
    // A body of declination δ is circumpolar beyond latitude 90° − |δ|: no rising line there.
    const limit = 90 - Math.abs(l.declDeg)
    expect(lineLngAt(l, 'asc', Math.sign(l.declDeg) * (limit + 1))).toBeNull()
  })

  it('gazetteer cities: the largest cities nearest the Sun’s MC line, sorted', async () => {
    const { lines } = sunLines()
    const cities = (await loadGazetteer()).cities(1_000_000)
    expect(cities.length).toBeGreaterThan(200)
    const near = placesNearLine(lines, 'mc', cities, 5)
    expect(near).toHaveLength(5)
    for (let i = 1; i < near.length; i++) expect(near[i].distanceKm).toBeGreaterThanOrEqual(near[i - 1].distanceKm)
    expect(near.every((n) => n.place.population! >= 1_000_000)).toBe(true)
  })
})
