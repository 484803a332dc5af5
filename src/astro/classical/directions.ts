/**
 * Primary directions by Placidus' semi-arc method (mundane proportion): a promissor is carried by the diurnal
 * rotation until it holds the same proportional place in its own semi-arc as the significator holds in its
 * semi-arc, measured from the meridian the significator is nearest (Placidus de Titis, Primum Mobile, canons
 * I–XIV; the computation as in flatlib/predictives/primarydirections.py). In zodiaco the points are taken on
 * the ecliptic (latitude 0); in mundo with their latitudes. Arcs become years by a key.
 */
import { declinationDeg, normDeg, rightAscensionDeg } from '../zodiac'

/** Signed distance from a to b in [−180, 180). */
const closestDistance = (a: number, b: number) => {
  const d = normDeg(b - a)
  return d < 180 ? d : d - 360
}

const rad = Math.PI / 180

/** Ascensional difference (degrees): asin(tan δ · tan φ), clamped for circumpolar points. */
export function ascensionalDifferenceDeg(declDeg: number, geoLatDeg: number): number {
  const x = Math.tan(declDeg * rad) * Math.tan(geoLatDeg * rad)
  return Math.asin(Math.max(-1, Math.min(1, x))) / rad
}

/** Diurnal and nocturnal arcs of a point. */
export function diurnalNocturnalArcsDeg(declDeg: number, geoLatDeg: number): { diurnal: number; nocturnal: number } {
  const diurnal = 180 + 2 * ascensionalDifferenceDeg(declDeg, geoLatDeg)
  return { diurnal, nocturnal: 360 - diurnal }
}

export interface EquatorialPoint {
  raDeg: number
  declDeg: number
}

/** Every quantity of a Placidian semi-arc direction, for showing the derivation step by step. */
export interface SemiArcDerivation {
  /** The significator is above the horizon: distances from the MC with diurnal semi-arcs, else from the IC. */
  aboveHorizon: boolean
  meridianRaDeg: number
  promAdDeg: number
  sigAdDeg: number
  /** Semi-arcs used (diurnal or nocturnal halves). */
  promSemiArcDeg: number
  sigSemiArcDeg: number
  /** Meridian distances (the promissor's taken after the significator's in the diurnal motion). */
  promMeridianDistDeg: number
  sigMeridianDistDeg: number
  /** The significator's meridian distance as a share of its semi-arc. */
  sigProportion: number
  arcDeg: number
}

/** Placidian semi-arc direction of a promissor to a significator (direct motion), with its derivation. */
export function semiArcDerivation(prom: EquatorialPoint, sig: EquatorialPoint, ramcDeg: number, geoLatDeg: number): SemiArcDerivation {
  const p = diurnalNocturnalArcsDeg(prom.declDeg, geoLatDeg)
  const s = diurnalNocturnalArcsDeg(sig.declDeg, geoLatDeg)
  // Above the horizon: measure from the MC with diurnal semi-arcs; below it from the IC with nocturnal ones.
  const above = Math.abs(closestDistance(ramcDeg, sig.raDeg)) <= s.diurnal / 2 + 0.0003
  const meridian = above ? ramcDeg : normDeg(ramcDeg + 180)
  const sArc = (above ? s.diurnal : s.nocturnal) / 2
  const pArc = (above ? p.diurnal : p.nocturnal) / 2
  let pDist = closestDistance(meridian, prom.raDeg)
  const sDist = closestDistance(meridian, sig.raDeg)
  // The promissor must come after the significator in the diurnal motion.
  if (pDist < sDist) pDist += 360
  return {
    aboveHorizon: above,
    meridianRaDeg: meridian,
    promAdDeg: ascensionalDifferenceDeg(prom.declDeg, geoLatDeg),
    sigAdDeg: ascensionalDifferenceDeg(sig.declDeg, geoLatDeg),
    promSemiArcDeg: pArc,
    sigSemiArcDeg: sArc,
    promMeridianDistDeg: pDist,
    sigMeridianDistDeg: sDist,
    sigProportion: sDist / sArc,
    arcDeg: (pDist / pArc - sDist / sArc) * pArc,
  }
}

/** Placidian semi-arc direction of a promissor to a significator (direct motion), in degrees of RA. */
export function semiArcDirectionDeg(prom: EquatorialPoint, sig: EquatorialPoint, ramcDeg: number, geoLatDeg: number): number {
  return semiArcDerivation(prom, sig, ramcDeg, geoLatDeg).arcDeg
}

/** Degrees of arc per year of life: Ptolemy 1°, Naibod 0°59′08.33″ (the Sun's mean daily motion), Cardan 0°59′12″. */
export const DIRECTION_KEYS = { ptolemy: 1, naibod: 0.98564733, cardan: 59 / 60 + 12 / 3600 } as const
export type StaticKey = keyof typeof DIRECTION_KEYS
export type DirectionKey = StaticKey | 'solarArc'

export interface DirectionPoint {
  id: string
  lonDeg: number
  latDeg: number
}

export interface DirectionOptions {
  method: 'zodiaco' | 'mundo'
  /** Aspect angles of the promissor (0 conjunction, 60, 90, 120, 180 …); each is taken on both sides. */
  aspectAnglesDeg: readonly number[]
  converse: boolean
  ageRange: readonly [number, number]
  /** Arc → years. 'solarArc' needs `solarArcYears`. */
  key: DirectionKey
  solarArcYears?: (arcDeg: number) => number
}

export interface Direction {
  promissor: string
  significator: string
  aspectDeg: number
  /** −1 for the sinister/dexter second side of an aspect (lon − angle), +1 for lon + angle, 0 conjunction/opposition. */
  side: -1 | 0 | 1
  converse: boolean
  arcDeg: number
  years: number
}

export function equatorial(lonDeg: number, latDeg: number, obliquityDeg: number): EquatorialPoint {
  return { raDeg: rightAscensionDeg(lonDeg, latDeg, obliquityDeg), declDeg: declinationDeg(lonDeg, latDeg, obliquityDeg) }
}

/** Every direction of the promissors (and their aspects) to the significators whose years fall in the age range, by arc. */
export function primaryDirections(
  promissors: readonly DirectionPoint[],
  significators: readonly DirectionPoint[],
  ramcDeg: number,
  geoLatDeg: number,
  obliquityDeg: number,
  o: DirectionOptions,
): Direction[] {
  const yearsOf = (arc: number) => (o.key === 'solarArc' ? (o.solarArcYears ? o.solarArcYears(arc) : NaN) : arc / DIRECTION_KEYS[o.key])
  const latOf = (p: DirectionPoint) => (o.method === 'mundo' ? p.latDeg : 0)
  const out: Direction[] = []
  for (const prom of promissors) {
    for (const angle of o.aspectAnglesDeg) {
      const sides: Array<-1 | 0 | 1> = angle % 180 === 0 ? [0] : [1, -1]
      for (const side of sides) {
        // Aspects are cast on the ecliptic (latitude 0) in both methods.
        const aspectLon = prom.lonDeg + (side === 0 ? angle : side * angle)
        const promEq = equatorial(aspectLon, angle === 0 ? latOf(prom) : 0, obliquityDeg)
        for (const sig of significators) {
          if (sig.id === prom.id && angle === 0) continue
          const sigEq = equatorial(sig.lonDeg, latOf(sig), obliquityDeg)
          const arc = o.converse ? semiArcDirectionDeg(sigEq, promEq, ramcDeg, geoLatDeg) : semiArcDirectionDeg(promEq, sigEq, ramcDeg, geoLatDeg)
          const years = yearsOf(arc)
          if (years >= o.ageRange[0] && years <= o.ageRange[1])
            out.push({ promissor: prom.id, significator: sig.id, aspectDeg: angle, side, converse: o.converse, arcDeg: arc, years })
        }
      }
    }
  }
  return out.sort((a, b) => a.arcDeg - b.arcDeg)
}
