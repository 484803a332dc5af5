/**
 * Essential dignities and debilities with Lilly's scores, and the almuten (the planet with the most essential
 * dignity) of a degree and of the chart.
 */
import { normDeg } from '../zodiac'
import {
  CHALDEAN_ORDER,
  CLASSICAL_PLANETS,
  ELEMENT_OF_SIGN,
  EXALTATIONS,
  FACE_START_INDEX,
  LILLY_SCORES,
  SIGN_RULERS,
  TERMS,
  TRIPLICITIES,
  type ClassicalPlanet,
  type TermScheme,
  type TriplicityScheme,
} from './tables'

export interface DoctrineSettings {
  terms: TermScheme
  triplicity: TriplicityScheme
}

export const DEFAULT_DOCTRINE: DoctrineSettings = { terms: 'egyptian', triplicity: 'dorothean' }

const signOfLon = (lonDeg: number) => Math.floor(normDeg(lonDeg) / 30) + 1
const oppositeSign = (sign: number) => ((sign + 5) % 12) + 1

export function domicileLordOf(sign: number): ClassicalPlanet {
  return SIGN_RULERS[sign - 1]
}

export function termLordOf(lonDeg: number, scheme: TermScheme = 'egyptian'): ClassicalPlanet {
  const lon = normDeg(lonDeg)
  const row = TERMS[scheme][Math.floor(lon / 30)]
  let d = lon % 30
  for (const [lord, widthDeg] of row) {
    if (d < widthDeg) return lord
    d -= widthDeg
  }
  return row[row.length - 1][0]
}

/** Term segments of the whole zodiac, for drawing the term ring. */
export function termSegments(scheme: TermScheme = 'egyptian'): Array<{ startDeg: number; endDeg: number; lord: ClassicalPlanet }> {
  const out: Array<{ startDeg: number; endDeg: number; lord: ClassicalPlanet }> = []
  TERMS[scheme].forEach((row, i) => {
    let d = i * 30
    for (const [lord, widthDeg] of row) {
      out.push({ startDeg: d, endDeg: d + widthDeg, lord })
      d += widthDeg
    }
  })
  return out
}

export function faceLordOf(lonDeg: number): ClassicalPlanet {
  return CHALDEAN_ORDER[(FACE_START_INDEX + Math.floor(normDeg(lonDeg) / 10)) % 7]
}

/** Triplicity lords of a sign: [day, night, participating (null where the scheme has none)]. */
export function triplicityLordsOf(sign: number, scheme: TriplicityScheme = 'dorothean'): readonly (ClassicalPlanet | null)[] {
  return TRIPLICITIES[scheme][ELEMENT_OF_SIGN[sign - 1]]
}

/** The triplicity lord in charge: the sect's lord (Lilly counts only that one; the participating lord serves both). */
export function triplicityRulerOf(sign: number, isDiurnal: boolean, scheme: TriplicityScheme = 'dorothean'): ClassicalPlanet {
  const lords = triplicityLordsOf(sign, scheme)
  return (isDiurnal ? lords[0] : lords[1])!
}

export type SignCondition = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine'

/** Dignity by sign alone (domicile, exaltation and their opposites); null for bodies without one. */
export function signConditionOf(bodyId: string, sign: number): SignCondition | null {
  if (!(CLASSICAL_PLANETS as readonly string[]).includes(bodyId)) return null
  const p = bodyId as ClassicalPlanet
  if (SIGN_RULERS[sign - 1] === p) return 'domicile'
  if (EXALTATIONS[p][0] === sign) return 'exaltation'
  if (SIGN_RULERS[oppositeSign(sign) - 1] === p) return 'detriment'
  if (oppositeSign(EXALTATIONS[p][0]) === sign) return 'fall'
  return 'peregrine'
}

export interface EssentialDignity {
  domicile: boolean
  exaltation: boolean
  triplicity: boolean
  term: boolean
  face: boolean
  detriment: boolean
  fall: boolean
  /** No dignity of its own at all (domicile, exaltation, triplicity, term or face). */
  peregrine: boolean
  /** Lilly's points: 5 4 3 2 1, −5 detriment, −4 fall, −5 peregrine. */
  score: number
}

export function essentialDignityOf(planet: ClassicalPlanet, lonDeg: number, isDiurnal: boolean, doctrine = DEFAULT_DOCTRINE): EssentialDignity {
  const sign = signOfLon(lonDeg)
  const domicile = SIGN_RULERS[sign - 1] === planet
  const exaltation = EXALTATIONS[planet][0] === sign
  const triplicity = triplicityRulerOf(sign, isDiurnal, doctrine.triplicity) === planet
  const term = termLordOf(lonDeg, doctrine.terms) === planet
  const face = faceLordOf(lonDeg) === planet
  const detriment = SIGN_RULERS[oppositeSign(sign) - 1] === planet
  const fall = oppositeSign(EXALTATIONS[planet][0]) === sign
  const peregrine = !(domicile || exaltation || triplicity || term || face)
  const s = LILLY_SCORES
  const score =
    (domicile ? s.domicile : 0) +
    (exaltation ? s.exaltation : 0) +
    (triplicity ? s.triplicity : 0) +
    (term ? s.term : 0) +
    (face ? s.face : 0) +
    (detriment ? s.detriment : 0) +
    (fall ? s.fall : 0) +
    (peregrine ? s.peregrine : 0)
  return { domicile, exaltation, triplicity, term, face, detriment, fall, peregrine, score }
}

/** Points each planet holds over a degree (domicile 5, exaltation 4, triplicity 3, term 2, face 1). */
export function dignityPointsAt(lonDeg: number, isDiurnal: boolean, doctrine = DEFAULT_DOCTRINE): Record<ClassicalPlanet, number> {
  const sign = signOfLon(lonDeg)
  const pts = Object.fromEntries(CLASSICAL_PLANETS.map((p) => [p, 0])) as Record<ClassicalPlanet, number>
  const s = LILLY_SCORES
  pts[SIGN_RULERS[sign - 1]] += s.domicile
  for (const p of CLASSICAL_PLANETS) if (EXALTATIONS[p][0] === sign) pts[p] += s.exaltation
  pts[triplicityRulerOf(sign, isDiurnal, doctrine.triplicity)] += s.triplicity
  pts[termLordOf(lonDeg, doctrine.terms)] += s.term
  pts[faceLordOf(lonDeg)] += s.face
  return pts
}

/** Ties are broken by the Chaldean order (the slower planet first), so the answer is always one planet. */
function bestOf(pts: Record<ClassicalPlanet, number>): ClassicalPlanet {
  return CHALDEAN_ORDER.reduce((best, p) => (pts[p] > pts[best] ? p : best), CHALDEAN_ORDER[0])
}

/** Almuten of a degree: the planet with the most points of essential dignity there. */
export function almutenOfDegree(lonDeg: number, isDiurnal: boolean, doctrine = DEFAULT_DOCTRINE): ClassicalPlanet {
  return bestOf(dignityPointsAt(lonDeg, isDiurnal, doctrine))
}

/**
 * Almuten of the chart (almuten figuris, Ibn Ezra, The Beginning of Wisdom ch. 9): the planet with the most
 * points summed over the hylegical places — Sun, Moon, Ascendant, Lot of Fortune and the prenatal syzygy.
 */
export function chartAlmuten(
  placesLonDeg: readonly number[],
  isDiurnal: boolean,
  doctrine = DEFAULT_DOCTRINE,
): { almuten: ClassicalPlanet; points: Record<ClassicalPlanet, number> } {
  const total = Object.fromEntries(CLASSICAL_PLANETS.map((p) => [p, 0])) as Record<ClassicalPlanet, number>
  for (const lon of placesLonDeg) {
    const pts = dignityPointsAt(lon, isDiurnal, doctrine)
    for (const p of CLASSICAL_PLANETS) total[p] += pts[p]
  }
  return { almuten: bestOf(total), points: total }
}
