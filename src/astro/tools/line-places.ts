/**
 * Astrocartography lines as drawable paths and the places nearest a line (distance measured along the place's
 * parallel, the usual A*C*G orb reading; see ./astrocartography).
 */
import { distanceToLineKm, type BodyLines } from './astrocartography'

export const LINE_KINDS = ['mc', 'ic', 'asc', 'dsc'] as const
export type LineKind = (typeof LINE_KINDS)[number]

/** Longitude (east positive) of a line at a latitude; null where the body is circumpolar there. */
export function lineLngAt(lines: BodyLines, kind: LineKind, latDeg: number): number | null {
  if (kind === 'mc') return lines.mcLngDeg
  if (kind === 'ic') return lines.icLngDeg
  return kind === 'asc' ? lines.ascLngAt(latDeg) : lines.dscLngAt(latDeg)
}

/**
 * A line as polylines of [lngDeg, latDeg] between ±maxLatDeg, sampled every stepDeg of latitude; split where
 * the line is undefined (circumpolar) or crosses the ±180° meridian.
 */
export function linePath(lines: BodyLines, kind: LineKind, stepDeg = 1, maxLatDeg = 80): Array<Array<[number, number]>> {
  const out: Array<Array<[number, number]>> = []
  let run: Array<[number, number]> = []
  for (let lat = -maxLatDeg; lat <= maxLatDeg + 1e-9; lat += stepDeg) {
    const lng = lineLngAt(lines, kind, lat)
    const prev = run[run.length - 1]
    if (lng === null || (prev && Math.abs(lng - prev[0]) > 180)) {
      if (run.length > 1) out.push(run)
      run = []
    }
    if (lng !== null) run.push([lng, lat])
  }
  if (run.length > 1) out.push(run)
  return out
}

export interface NearPlace<P> {
  place: P
  distanceKm: number
}

/** The `limit` places nearest a line (ascending distance); places where the line is undefined are skipped. */
export function placesNearLine<P extends { lat: number; lng: number }>(
  lines: BodyLines,
  kind: LineKind,
  places: readonly P[],
  limit: number,
): Array<NearPlace<P>> {
  const near: Array<NearPlace<P>> = []
  for (const place of places) {
    const d = distanceToLineKm(place.lat, place.lng, lineLngAt(lines, kind, place.lat))
    if (d !== null) near.push({ place, distanceKm: d })
  }
  return near.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, limit)
}
