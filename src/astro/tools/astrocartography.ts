/**
 * Astrocartography lines (Jim Lewis' A*C*G): where on Earth each body was on the MC, IC, Ascendant or Descendant
 * at the birth moment. MC line: longitude = RA − GAST; IC opposite; rising and setting lines at latitude φ:
 * longitude = RA ∓ H₀ − GAST with cos H₀ = −tan φ · tan δ (geometric horizon, no refraction). Right ascension
 * and declination of date include the body's latitude.
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { declinationDeg, normDeg, rightAscensionDeg } from '../zodiac'

/** Longitude east positive in [−180, 180). */
export const wrapLngDeg = (x: number) => normDeg(x + 180) - 180

/** Greenwich apparent sidereal time in degrees: the ARMC of a place on the Greenwich meridian. */
export function gastDeg(eph: Ephemeris, jdUT: number): number {
  return eph.houses(jdUT, 0, 0, 'P').armcDeg
}

export interface BodyLines {
  raDeg: number
  declDeg: number
  mcLngDeg: number
  icLngDeg: number
  /** Rising / setting line longitude at a latitude; null where the body never rises or sets there (circumpolar). */
  ascLngAt: (latDeg: number) => number | null
  dscLngAt: (latDeg: number) => number | null
}

export function bodyLines(lonDeg: number, latDeg: number, obliquityDeg: number, gast: number): BodyLines {
  const raDeg = rightAscensionDeg(lonDeg, latDeg, obliquityDeg)
  const declDeg = declinationDeg(lonDeg, latDeg, obliquityDeg)
  const rad = Math.PI / 180
  const hourAngle0 = (phi: number) => {
    const c = -Math.tan(phi * rad) * Math.tan(declDeg * rad)
    return Math.abs(c) > 1 ? null : Math.acos(c) / rad
  }
  const mcLngDeg = wrapLngDeg(raDeg - gast)
  return {
    raDeg,
    declDeg,
    mcLngDeg,
    icLngDeg: wrapLngDeg(mcLngDeg + 180),
    ascLngAt: (phi) => {
      const h = hourAngle0(phi)
      return h === null ? null : wrapLngDeg(raDeg - h - gast)
    },
    dscLngAt: (phi) => {
      const h = hourAngle0(phi)
      return h === null ? null : wrapLngDeg(raDeg + h - gast)
    },
  }
}

/** Great-circle distance in km between two places (haversine, mean Earth radius 6371 km). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Distance in km from a place to the point of a line on the same parallel (the usual A*C*G "orb" reading). */
export function distanceToLineKm(latDeg: number, lngDeg: number, lineLngDeg: number | null): number | null {
  if (lineLngDeg === null) return null
  const dLng = Math.abs(wrapLngDeg(lngDeg - lineLngDeg))
  return distanceKm(latDeg, lngDeg, latDeg, lngDeg + dLng)
}
