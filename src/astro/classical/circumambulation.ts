/**
 * Circumambulation through the bounds (Ptolemy, Tetrabiblos III.10 on the aphesis; Valens, Anthology III; the
 * "distributions" of Abu Ma'shar and Bonatti): the diurnal motion carries each bound of the zodiac to the
 * significator. The arc that brings a bound's first degree there, in equatorial degrees, is its primary
 * direction: for the Ascendant the difference of oblique ascensions under the birth latitude (the ascensional
 * times of the signs, Almagest II.7–8), for the MC the difference of right ascensions, for any other point its
 * Placidian semi-arc proportion (Morinus computes the same). A key turns the arc into years. The bound's lord is
 * the distributor; planets whose bodies or chosen rays fall in the bound are its partners.
 */
import type { Chart } from '../charts/common'
import type { Ephemeris } from '../ephemeris/adapter'
import { normDeg } from '../zodiac'
import { DIRECTION_KEYS, equatorial, semiArcDirectionDeg, type EquatorialPoint, type StaticKey } from './directions'
import { directionPointOf, TROPICAL_YEAR_DAYS } from './directions-chart'
import { CLASSICAL_PLANETS, TERMS, type TermScheme } from './tables'

/** A bound of the zodiac: its lord and its span on the ecliptic. */
export interface Bound {
  lord: string
  startDeg: number
  endDeg: number
}

/** The 60 bounds of a scheme in zodiacal order from 0° Aries. */
export function boundsOf(scheme: TermScheme): Bound[] {
  const out: Bound[] = []
  TERMS[scheme].forEach((sign, i) => {
    let at = i * 30
    for (const [lord, widthDeg] of sign) {
      out.push({ lord, startDeg: at, endDeg: at + widthDeg })
      at += widthDeg
    }
  })
  return out
}

export interface CircumambulationOptions {
  key: StaticKey
  terms: TermScheme
  /** Aspect angles whose rays make a planet a partner (0 = the body itself). */
  aspectAnglesDeg: readonly number[]
  ageRange: readonly [number, number]
}

export interface Partner {
  body: string
  aspectDeg: number
}

export interface Distribution {
  /** The distributor: the lord of the bound. */
  lord: string
  startLonDeg: number
  endLonDeg: number
  arcDeg: number
  fromYears: number
  /** Where the next bound arrives (or the end of the range). */
  toYears: number
  partners: Partner[]
}

/** The bound holding a longitude. */
const boundAt = (bounds: readonly Bound[], lonDeg: number) => bounds.find((b) => lonDeg >= b.startDeg && lonDeg < b.endDeg) ?? bounds[0]

/** Planets whose body or ray (lon ± angle) falls in [startDeg, endDeg) of the zodiac. */
export function partnersIn(planets: Readonly<Record<string, number>>, startDeg: number, endDeg: number, anglesDeg: readonly number[]): Partner[] {
  const width = endDeg - startDeg
  const out: Partner[] = []
  for (const [body, lon] of Object.entries(planets))
    for (const a of anglesDeg) {
      const rays = a % 180 === 0 ? [lon + a] : [lon + a, lon - a]
      if (rays.some((r) => normDeg(r - startDeg) < width)) out.push({ body, aspectDeg: a })
    }
  return out
}

/**
 * The distributions of one significator: its own bound from birth, then each following bound when the sky has
 * carried that bound's first degree to it, within the age range.
 */
export function circumambulation(
  sig: { lonDeg: number; eq: EquatorialPoint },
  planets: Readonly<Record<string, number>>,
  ramcDeg: number,
  geoLatDeg: number,
  obliquityDeg: number,
  o: CircumambulationOptions,
): Distribution[] {
  const bounds = boundsOf(o.terms)
  const first = boundAt(bounds, normDeg(sig.lonDeg))
  const start = bounds.indexOf(first)
  const perYear = DIRECTION_KEYS[o.key]
  const steps: { bound: Bound; arcDeg: number }[] = [{ bound: first, arcDeg: 0 }]
  // One turn of the zodiac at most; the arcs grow with the zodiacal distance.
  for (let k = 1; k < bounds.length; k++) {
    const bound = bounds[(start + k) % bounds.length]
    const arcDeg = semiArcDirectionDeg(equatorial(bound.startDeg, 0, obliquityDeg), sig.eq, ramcDeg, geoLatDeg)
    if (arcDeg < steps[steps.length - 1].arcDeg) break
    steps.push({ bound, arcDeg })
    if (arcDeg / perYear > o.ageRange[1]) break
  }
  const out: Distribution[] = []
  steps.forEach((s, i) => {
    const fromYears = s.arcDeg / perYear
    const toYears = i + 1 < steps.length ? steps[i + 1].arcDeg / perYear : o.ageRange[1]
    if (toYears <= o.ageRange[0] || fromYears > o.ageRange[1]) return
    out.push({
      lord: s.bound.lord,
      startLonDeg: s.bound.startDeg,
      endLonDeg: s.bound.endDeg,
      arcDeg: s.arcDeg,
      fromYears,
      toYears: Math.min(toYears, o.ageRange[1]),
      partners: partnersIn(planets, s.bound.startDeg, s.bound.endDeg, o.aspectAnglesDeg),
    })
  })
  return out
}

export interface ChartDistribution extends Distribution {
  jdUT: number
}

/** Circumambulation of a chart's significator (Asc, Mc, a body or a lot) with the seven planets as partners. */
export function chartCircumambulation(eph: Ephemeris, chart: Chart, significator: string, o: CircumambulationOptions): ChartDistribution[] | null {
  const p = directionPointOf(eph, chart, significator)
  if (!p) return null
  const planets: Record<string, number> = {}
  for (const id of CLASSICAL_PLANETS) {
    const b = chart.bodies[id]
    if (b) planets[id] = b.lonDeg
  }
  const sig = { lonDeg: p.lonDeg, eq: equatorial(p.lonDeg, 0, chart.obliquityDeg) }
  return circumambulation(sig, planets, chart.houses.armcDeg, chart.place.latDeg, chart.obliquityDeg, o).map((d) => ({
    ...d,
    jdUT: chart.jdUT + d.fromYears * TROPICAL_YEAR_DAYS,
  }))
}
