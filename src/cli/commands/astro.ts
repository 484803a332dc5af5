/**
 * Astro commands of the engine CLI (DESIGN.md §3): `natal` (the stable contract) and `chart` for the other chart
 * types. `"ephemeris":"moshier"` runs the weapp configuration (Moshier planets, seas_18.se1 for Chiron).
 */
import { inputError } from '../../core/errors'
import { computeChart, type Chart, type ChartResult } from '../../astro'
import type { ChartBody } from '../../astro/chart'
import type { RawInput } from '../../astro/options'
import { sunSignOf } from '../../astro/sun-sign'
import { CHART_TYPES, type ChartType } from '../../astro/settings/presets'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import type { CommandTable } from '../registry'
import { jdUTOfEpochMs } from '@/core/time'

function ephemerisOf(input: RawInput) {
  const mode = input.ephemeris ?? 'files'
  if (mode !== 'files' && mode !== 'moshier') inputError('bad_ephemeris', `ephemeris 应为 "files" 或 "moshier"：${String(mode)}`)
  return getNodeEphemeris(mode)
}

const round = (x: number, digits = 7) => Math.round(x * 10 ** digits) / 10 ** digits

function bodyOut(b: ChartBody) {
  return {
    lon: round(b.lonDeg),
    lat: round(b.latDeg),
    speed: round(b.speedDegPerDay),
    retrograde: b.retrograde,
    house: b.house,
    decl: round(b.declDeg),
    sign: b.sign,
    signDeg: round(b.signDeg),
    source: b.source,
  }
}

/** DESIGN.md §3 natal shape: bodies.<Id> {lon, lat, speed, retrograde, house}, houses {system, cusps, asc, mc}, aspects {p1, p2, aspect, orb}. */
export function chartOut(c: Chart) {
  return {
    kind: c.kind,
    jdUT: c.jdUT,
    place: { lat: c.place.latDeg, lng: c.place.lngDeg },
    zodiac: c.zodiac,
    bodies: Object.fromEntries(c.order.map((id) => [id, bodyOut(c.bodies[id]!)])),
    houses: {
      system: c.houses.system,
      requestedSystem: c.houses.requestedSystem,
      cusps: c.houses.cusps.map((x) => round(x)),
      asc: round(c.houses.ascDeg),
      mc: round(c.houses.mcDeg),
      armc: round(c.houses.armcDeg),
      vertex: round(c.houses.vertexDeg),
    },
    aspects: c.aspects.map((a) => ({ p1: a.p1, p2: a.p2, aspect: a.aspect, orb: round(a.orb, 4), applying: a.applying })),
    isDiurnal: c.isDiurnal,
    preset: c.preset,
    hiddenBodies: c.hiddenBodies,
    ephemeris: c.ephemeris,
    warnings: c.warnings,
  }
}

function isChart(x: unknown): x is Chart {
  return !!x && typeof x === 'object' && 'houses' in x && 'bodies' in x && 'order' in x
}

/** Charts nested in a result are printed in the natal shape. */
function resultOut(r: ChartResult): unknown {
  if (isChart(r)) return chartOut(r)
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, isChart(v) ? chartOut(v) : v]))
}

export const commands: CommandTable = {
  natal: {
    summary: 'natal chart: bodies, houses, aspects (houseSystem letter, nodeType true|mean, zodiac tropical|sidereal, sidMode)',
    example: `npm run -s engine -- natal '{"date":"1990-06-15","time":"20:00","birthZone":-8,"summer":0,"lat":39.93,"lng":116.41,"houseSystem":"P"}'`,
    run: async (input) => chartOut(computeChart(await ephemerisOf(input), 'natal', input)),
  },
  chart: {
    summary: `other chart types: type = ${CHART_TYPES.filter((t) => t !== 'natal').join('|')}|sunSign; birth fields flat, "at" for the target instant (default now), "atPlace" {lat,lng}, "a"/"b" for two people, "whose" a|b for the Marks chart, "harmonic" n, "year" for solar returns; settings as stored (preset, basicCalcs, returnChart, midPoint) or "compositeHouses" derived|midpoint, "solarArcAsc" directedMc|arcAdded, "sidereal" for returns`,
    example: `npm run -s engine -- chart '{"type":"solarReturn","date":"1990-06-15","time":"20:00","birthZone":-8,"lat":39.93,"lng":116.41,"year":2025}'`,
    run: async (input) => {
      const type = input.type
      if (type === 'sunSign') return sunSignOf(input)
      if (typeof type !== 'string' || !(CHART_TYPES as readonly string[]).includes(type))
        return inputError('bad_chart_type', `type 应为 ${CHART_TYPES.join(', ')} 或 sunSign：${String(type)}`)
      // "Now" is the CLI's business, never the engine's: dynamic charts without "at" use the current instant.
      const needsAt =
        type === 'transit' ||
        type === 'progression' ||
        type === 'solarArc' ||
        type === 'lunarReturn' ||
        (type === 'solarReturn' && input.year === undefined)
      const withAt = needsAt && input.at === undefined ? { ...input, at: { jdUT: jdUTOfEpochMs(Date.now()) } } : input
      return resultOut(computeChart(await ephemerisOf(input), type as ChartType, withAt))
    },
  },
}
