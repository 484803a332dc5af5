/**
 * Astro tool commands of the engine CLI (DESIGN.md §3): `stations` (retrograde stations and shadows of a year)
 * and `astrocartography` (MC/IC/ASC/DSC lines of a birth).
 */
import { computeChart } from '../../astro'
import { PLANET_IDS } from '../../astro/bodies'
import { bodyLines, gastDeg } from '../../astro/tools/astrocartography'
import { lunationQuarters, moonState, voidOfCourse } from '../../astro/tools/moon'
import { retrogradeLoops, stationsBetween, STATION_BODIES, type StationBody } from '../../astro/tools/stations'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import { isoOfJdUT, numberIn, oneOf } from '../input'
import { inputError } from '../../core/errors'
import { jdUTOf } from '../../core/time'
import type { CommandTable } from '../registry'
import { jdUTOfEpochMs } from '@/core/time'

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits
/** 0h UT on 1 January of a year. */
const jdOfYear = (year: number) => jdUTOf({ date: `${year}-01-01`, time: '00:00', birthZone: 0, summer: 0 })
const LINE_BODIES = [...PLANET_IDS, 'NorthNode', 'Chiron'] as const

export const commands: CommandTable = {
  stations: {
    summary: `retrograde stations of a planet in a calendar year (UT): body ${Object.keys(STATION_BODIES).join('|')}, year; with the shadow periods of each loop`,
    example: `npm run -s engine -- stations '{"body":"Mercury","year":2024}'`,
    run: async (input) => {
      const body = oneOf(input.body, 'body', Object.keys(STATION_BODIES) as StationBody[], 'Mercury')
      const year = Math.floor(numberIn(input.year, 'year', 1800, 2399, NaN))
      if (!Number.isFinite(year)) inputError('missing_year', '需要 year（1800–2399）')
      const eph = await getNodeEphemeris('files')
      const from = jdOfYear(year)
      const to = jdOfYear(year + 1)
      const stations = stationsBetween(eph, body, from, to)
      const loops = retrogradeLoops(eph, body, from, to)
      const iso = (jd: number | null) => (jd === null ? null : isoOfJdUT(jd))
      return {
        body,
        year,
        stations: stations.map((s) => ({ type: s.type, jdUT: round(s.jdUT, 7), date: isoOfJdUT(s.jdUT), lon: round(s.lonDeg) })),
        loops: loops.map((l) => ({
          retrograde: isoOfJdUT(l.retrograde.jdUT),
          direct: isoOfJdUT(l.direct.jdUT),
          retrogradeLon: round(l.retrograde.lonDeg),
          directLon: round(l.direct.lonDeg),
          preShadowStart: iso(l.preShadowStartJdUT),
          postShadowEnd: iso(l.postShadowEndJdUT),
        })),
      }
    },
  },
  astrocartography: {
    summary:
      'astrocartography lines of a birth: lines.<Id> {mc, ic, asc: {<lat>: lon}, dsc: {<lat>: lon}} (east positive, −180…180; null where circumpolar); latitudes[] default [0, 30, 40, 51.5]',
    example: `npm run -s engine -- astrocartography '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916,"latitudes":[0,30,40,51.5]}'`,
    run: async (input) => {
      const lats = input.latitudes === undefined ? [0, 30, 40, 51.5] : input.latitudes
      if (!Array.isArray(lats) || lats.length === 0 || lats.length > 181) inputError('bad_latitudes', 'latitudes 应为纬度数组（−89 到 89）')
      const latitudes = (lats as unknown[]).map((x) => numberIn(x, 'latitudes', -89, 89, 0))
      const eph = await getNodeEphemeris('files')
      const chart = computeChart(eph, 'natal', input)
      const gast = gastDeg(eph, chart.jdUT)
      const lines: Record<string, unknown> = {}
      for (const id of LINE_BODIES) {
        const b = chart.bodies[id]
        if (!b) continue
        const l = bodyLines(b.lonDeg, b.latDeg, chart.obliquityDeg, gast)
        const at = (f: (lat: number) => number | null) =>
          Object.fromEntries(latitudes.map((phi) => [String(phi), ((v) => (v === null ? null : round(v)))(f(phi))]))
        lines[id] = {
          ra: round(l.raDeg),
          dec: round(l.declDeg),
          mc: round(l.mcLngDeg),
          ic: round(l.icLngDeg),
          asc: at(l.ascLngAt),
          dsc: at(l.dscLngAt),
        }
      }
      return { jdUT: chart.jdUT, gast: round(gast), lines }
    },
  },
  moon: {
    summary:
      'the Moon in a calendar month (UT): phase, illumination and lunation phase at "at" (default the 1st 0h), quarters, void-of-course periods (modern: true adds Uranus–Pluto)',
    example: `npm run -s engine -- moon '{"year":2024,"month":3}'`,
    run: async (input) => {
      const year = Math.floor(numberIn(input.year, 'year', 1800, 2399, NaN))
      const month = Math.floor(numberIn(input.month, 'month', 1, 12, NaN))
      if (!Number.isFinite(year) || !Number.isFinite(month)) inputError('missing_month', '需要 year（1800–2399）和 month（1–12）')
      const from = jdUTOfEpochMs(Date.UTC(year, month - 1, 1))
      const to = jdUTOfEpochMs(Date.UTC(year, month, 1))
      const eph = await getNodeEphemeris('files')
      const state = moonState(eph, from)
      return {
        year,
        month,
        at: isoOfJdUT(from),
        phase: state.phase,
        phaseAngle: round(state.phaseAngleDeg),
        illumination: round(state.illumination, 4),
        quarters: lunationQuarters(eph, from, to).map((q) => ({ kind: q.kind, date: isoOfJdUT(q.jdUT), moonLon: round(q.moonLonDeg) })),
        voids: voidOfCourse(eph, from, to, { modern: input.modern === true }).map((v) => ({
          start: isoOfJdUT(v.startJdUT),
          end: isoOfJdUT(v.endJdUT),
          nextSign: v.nextSign,
          lastAspect: v.lastAspect && { planet: v.lastAspect.planet, aspect: v.lastAspect.aspectDeg },
        })),
      }
    },
  },
}
