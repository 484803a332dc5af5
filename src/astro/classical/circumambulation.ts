/**
 * Circumambulation through the bounds (Ptolemy, Tetrabiblos III.10 on the aphesis; Valens, Anthology III; the
 * "distributions" of Abu Ma'shar and Bonatti): the diurnal motion carries each bound of the zodiac to the
 * significator. The arc that brings a bound's first degree there, in equatorial degrees, is its primary
 * direction: for the Ascendant the difference of oblique ascensions under the birth latitude (the ascensional
 * times of the signs, Almagest II.7–8), for the MC the difference of right ascensions, for any other point its
 * Placidian semi-arc proportion (Morinus computes the same). A key turns the arc into years. The bound's lord is
 * the distributor; planets whose bodies or chosen rays fall in the bound are its partners.
 *
 * The settings (SPEC §3 circumambulation), as we read them:
 * - promissors: the planets that can be partners or be met (Ptolemy III.10 counts the bodies and rays of the
 *   planets that the aphetic place meets; the partner, συμπαρουσία, is such a planet inside the bound).
 * - hasTerm: true lists the bounds' lords as distributors (the διαδοσις of Valens and Dorotheus); false drops the
 *   bounds and each period starts when the significator meets a promissor's body or ray (Tetrabiblos III.10 read
 *   without the bounds, as Ptolemy himself directs the aphetic place "to the bodies and the rays").
 * - circleNum: how many periods (turns of the distributor) to list from the start of the age range; 0 lists all.
 * - moonLink: the Moon is directed as a second significator beside the chosen one (Tetrabiblos III.10 names the
 *   Moon among the aphetic places, first among them by night).
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
  /** Planets that can be partners or be met (the SPEC's promissors). */
  promissors: readonly string[]
  /** Bound lords as distributors; false: periods from one promissor met to the next. */
  hasTerm: boolean
  /** Most periods listed from the start of the age range (the SPEC's circleNum); 0 = all. */
  circleNum: number
}

export interface Partner {
  body: string
  aspectDeg: number
}

export interface Distribution {
  /** The distributor: the lord of the bound, or (without bounds) the promissor met. */
  lord: string
  /** The ray met when the period starts at a promissor (0 = its body); null for a bound. */
  aspectDeg: number | null
  startLonDeg: number
  endLonDeg: number
  arcDeg: number
  fromYears: number
  /** Where the next period arrives (or the end of the range). */
  toYears: number
  partners: Partner[]
}

/** A degree of the zodiac that starts a period when it reaches the significator. */
interface Mark {
  lord: string
  aspectDeg: number | null
  startDeg: number
  endDeg: number
}

/** The zodiacal points a ray of `angleDeg` from `lonDeg` falls on (one for the body and the opposition). */
const raysOf = (lonDeg: number, angleDeg: number) => (angleDeg % 180 === 0 ? [lonDeg + angleDeg] : [lonDeg + angleDeg, lonDeg - angleDeg])

/** Planets whose body or ray (lon ± angle) falls in [startDeg, endDeg) of the zodiac. */
export function partnersIn(planets: Readonly<Record<string, number>>, startDeg: number, endDeg: number, anglesDeg: readonly number[]): Partner[] {
  const width = endDeg - startDeg
  const out: Partner[] = []
  for (const [body, lon] of Object.entries(planets))
    for (const a of anglesDeg) if (raysOf(lon, a).some((r) => normDeg(r - startDeg) < width)) out.push({ body, aspectDeg: a })
  return out
}

/** Bodies and rays of the promissors in zodiacal order, each mark running to the next. */
function rayMarks(planets: Readonly<Record<string, number>>, anglesDeg: readonly number[]): Mark[] {
  const starts = Object.entries(planets)
    .flatMap(([lord, lon]) => anglesDeg.flatMap((a) => raysOf(lon, a).map((r) => ({ lord, aspectDeg: a, startDeg: normDeg(r) }))))
    .sort((x, y) => x.startDeg - y.startDeg)
  return starts.map((m, i) => ({ ...m, endDeg: starts[(i + 1) % starts.length].startDeg }))
}

/**
 * The periods of one significator: the mark (bound or promissor met) holding it from birth, then each following
 * mark when the sky has carried that mark's degree to it, within the age range.
 */
export function circumambulation(
  sig: { lonDeg: number; eq: EquatorialPoint },
  planets: Readonly<Record<string, number>>,
  ramcDeg: number,
  geoLatDeg: number,
  obliquityDeg: number,
  o: CircumambulationOptions,
): Distribution[] {
  const promissors = Object.fromEntries(Object.entries(planets).filter(([id]) => o.promissors.includes(id)))
  const marks: Mark[] = o.hasTerm ? boundsOf(o.terms).map((b) => ({ ...b, aspectDeg: null })) : rayMarks(promissors, o.aspectAnglesDeg)
  if (!marks.length) return []
  const lon = normDeg(sig.lonDeg)
  const widthOf = (m: Mark) => (marks.length === 1 ? 360 : normDeg(m.endDeg - m.startDeg))
  const start = Math.max(
    0,
    marks.findIndex((m) => normDeg(lon - m.startDeg) < widthOf(m)),
  )
  const perYear = DIRECTION_KEYS[o.key]
  const steps: { mark: Mark; arcDeg: number }[] = [{ mark: marks[start], arcDeg: 0 }]
  // One turn of the zodiac at most, back to the mark holding the significator at birth (met again when it is a
  // promissor's body or ray); the arcs grow with the zodiacal distance.
  for (let k = 1; k <= marks.length; k++) {
    const mark = marks[(start + k) % marks.length]
    const arcDeg = semiArcDirectionDeg(equatorial(mark.startDeg, 0, obliquityDeg), sig.eq, ramcDeg, geoLatDeg)
    if (arcDeg < steps[steps.length - 1].arcDeg) break
    steps.push({ mark, arcDeg })
    if (arcDeg / perYear > o.ageRange[1]) break
  }
  const out: Distribution[] = []
  steps.forEach((s, i) => {
    const fromYears = s.arcDeg / perYear
    const toYears = i + 1 < steps.length ? steps[i + 1].arcDeg / perYear : o.ageRange[1]
    if (toYears <= o.ageRange[0] || fromYears > o.ageRange[1]) return
    out.push({
      lord: s.mark.lord,
      aspectDeg: s.mark.aspectDeg,
      startLonDeg: s.mark.startDeg,
      endLonDeg: s.mark.endDeg,
      arcDeg: s.arcDeg,
      fromYears,
      toYears: Math.min(toYears, o.ageRange[1]),
      partners: o.hasTerm ? partnersIn(promissors, s.mark.startDeg, s.mark.endDeg, o.aspectAnglesDeg) : [],
    })
  })
  return o.circleNum > 0 ? out.slice(0, o.circleNum) : out
}

export interface ChartDistribution extends Distribution {
  jdUT: number
}

/** Circumambulation of a chart's significator (Asc, Mc, a body or a lot) with the seven planets as promissors. */
export function chartCircumambulation(eph: Ephemeris, chart: Chart, significator: string, o: CircumambulationOptions): ChartDistribution[] | null {
  const p = directionPointOf(eph, chart, significator)
  if (!p) return null
  const planets: Record<string, number> = {}
  // A body directed is not its own promissor.
  for (const id of CLASSICAL_PLANETS) {
    const b = chart.bodies[id]
    if (b && id !== significator) planets[id] = b.lonDeg
  }
  const sig = { lonDeg: p.lonDeg, eq: equatorial(p.lonDeg, 0, chart.obliquityDeg) }
  return circumambulation(sig, planets, chart.houses.armcDeg, chart.place.latDeg, chart.obliquityDeg, o).map((d) => ({
    ...d,
    jdUT: chart.jdUT + d.fromYears * TROPICAL_YEAR_DAYS,
  }))
}

export interface SignificatorCircumambulation {
  significator: string
  periods: ChartDistribution[]
}

/** The chosen significator and, with moonLink, the Moon beside it (once when the Moon is the one chosen). */
export function chartCircumambulations(
  eph: Ephemeris,
  chart: Chart,
  significator: string,
  o: CircumambulationOptions & { moonLink: boolean },
): SignificatorCircumambulation[] | null {
  const ids = o.moonLink && significator !== 'Moon' ? [significator, 'Moon'] : [significator]
  const out: SignificatorCircumambulation[] = []
  for (const id of ids) {
    const periods = chartCircumambulation(eph, chart, id, o)
    if (!periods) return null
    out.push({ significator: id, periods })
  }
  return out
}
