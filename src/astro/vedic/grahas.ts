/**
 * Graha states in the sidereal rashi chart: nakshatra and pada, dignity, combustion, planetary war. Pure functions
 * of longitudes and speeds.
 */
import { normDeg, separationDeg } from '../zodiac'
import {
  COMBUSTION_DEG,
  EXALTATION,
  MOOLATRIKONA,
  NAKSHATRA_SPAN_DEG,
  NAKSHATRAS,
  OWN_SIGNS,
  VIMSHOTTARI,
  WAR_GRAHAS,
  WAR_ORB_DEG,
  type GrahaId,
} from './tables'

export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | null

export interface NakshatraPosition {
  /** 1–27 from Ashwini. */
  nakshatra: number
  name: (typeof NAKSHATRAS)[number]
  /** Quarter of the nakshatra, 1–4 (3°20′ each). */
  pada: number
  /** Vimshottari lord of the nakshatra. */
  lord: GrahaId
}

export function nakshatraOf(siderealLonDeg: number): NakshatraPosition {
  const lon = normDeg(siderealLonDeg)
  const index = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG))
  const pada = Math.min(4, Math.floor((lon - index * NAKSHATRA_SPAN_DEG) / (NAKSHATRA_SPAN_DEG / 4)) + 1)
  return { nakshatra: index + 1, name: NAKSHATRAS[index], pada, lord: VIMSHOTTARI[index % 9].lord }
}

/**
 * Dignity in the rashi chart, strongest first. Where the exaltation and moolatrikona signs coincide (Moon in Taurus,
 * Mercury in Virgo) exaltation runs to the deepest degree and moolatrikona follows (BPHS 3.51–54).
 */
export function dignityOf(id: GrahaId, siderealLonDeg: number): Dignity {
  const lon = normDeg(siderealLonDeg)
  const sign = Math.floor(lon / 30) + 1
  const deg = lon - (sign - 1) * 30
  const ex = EXALTATION[id]
  const mt = MOOLATRIKONA[id]
  const inMt = !!mt && mt.sign === sign && deg >= mt.fromDeg && deg < mt.toDeg
  if (sign === ex.sign && !(mt && mt.sign === ex.sign && ex.deg !== null && deg >= ex.deg)) return 'exalted'
  if (sign === ((ex.sign + 5) % 12) + 1) return 'debilitated'
  if (inMt) return 'moolatrikona'
  if (OWN_SIGNS[id].includes(sign)) return 'own'
  return null
}

/** Combust: within the Surya Siddhanta distance of the Sun (smaller for retrograde Mercury and Venus). */
export function isCombust(id: GrahaId, lonDeg: number, sunLonDeg: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_DEG[id]
  if (!orb) return false
  return separationDeg(lonDeg, sunLonDeg) < (retrograde ? orb.retrograde : orb.direct)
}

export interface PlanetaryWar {
  grahas: [GrahaId, GrahaId]
  separationDeg: number
  /** The planet with the more northern ecliptic latitude wins (Surya Siddhanta 7.20). */
  winner: GrahaId
}

export function planetaryWars(pos: Partial<Record<GrahaId, { lonDeg: number; latDeg: number }>>): PlanetaryWar[] {
  const out: PlanetaryWar[] = []
  for (let i = 0; i < WAR_GRAHAS.length; i++)
    for (let j = i + 1; j < WAR_GRAHAS.length; j++) {
      const a = WAR_GRAHAS[i]
      const b = WAR_GRAHAS[j]
      const pa = pos[a]
      const pb = pos[b]
      if (!pa || !pb) continue
      const sep = separationDeg(pa.lonDeg, pb.lonDeg)
      if (sep < WAR_ORB_DEG) out.push({ grahas: [a, b], separationDeg: sep, winner: pa.latDeg >= pb.latDeg ? a : b })
    }
  return out
}
