/**
 * The Moon's month: phase angle (Moon − Sun, apparent geocentric longitudes), the eight phases of the lunation
 * cycle (45° each from the new moon, as Rudhyar names them in The Lunation Cycle), illuminated fraction, the
 * quarter instants, sign ingresses and void-of-course periods: from the Moon's last exact Ptolemaic aspect
 * (0°, 60°, 90°, 120°, 180°) to a planet until it enters the next sign (Lilly, Christian Astrology p.112,
 * counts Sun to Saturn; the modern planets are a setting).
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { diffDeg, normDeg } from '../zodiac'

export const LUNATION_PHASES = ['new', 'crescent', 'firstQuarter', 'gibbous', 'full', 'disseminating', 'lastQuarter', 'balsamic'] as const
export type LunationPhase = (typeof LUNATION_PHASES)[number]

const TRADITIONAL = { Sun: SE.SUN, Mercury: SE.MERCURY, Venus: SE.VENUS, Mars: SE.MARS, Jupiter: SE.JUPITER, Saturn: SE.SATURN } as const
const MODERN = { ...TRADITIONAL, Uranus: SE.URANUS, Neptune: SE.NEPTUNE, Pluto: SE.PLUTO } as const
const PTOLEMAIC_ANGLES = [0, 60, 90, 120, 180] as const

export interface MoonState {
  phaseAngleDeg: number
  phase: LunationPhase
  /** Illuminated fraction of the disc, 0–1 (from the geocentric elongation; the phase angle's supplement is neglected). */
  illumination: number
  moonLonDeg: number
}

/** A body's position at a UT Julian day; Swiss Ephemeris giving none is an error. */
export const lonOf = (eph: Ephemeris, jd: number, body: number) => {
  const p = eph.calcUt(jd, body)
  if (!p) throw new Error(`Swiss Ephemeris gave no position for body ${body} at JD ${jd}`)
  return p
}

export function moonState(eph: Ephemeris, jdUT: number): MoonState {
  const moon = lonOf(eph, jdUT, SE.MOON)
  const sun = lonOf(eph, jdUT, SE.SUN)
  const phaseAngleDeg = normDeg(moon.lonDeg - sun.lonDeg)
  const r = Math.PI / 180
  const cosElong = Math.cos(moon.latDeg * r) * Math.cos((moon.lonDeg - sun.lonDeg) * r)
  return { phaseAngleDeg, phase: LUNATION_PHASES[Math.floor(phaseAngleDeg / 45) % 8], illumination: (1 - cosElong) / 2, moonLonDeg: moon.lonDeg }
}

/**
 * Root of a continuous signed function between a and b (f(a) ≤ 0 < f(b) or the reverse) to 1e-6 day: regula falsi
 * with the Illinois step (the kept end's value halved when the same end is kept twice), which keeps the root
 * bracketed like bisection and needs about a third of its evaluations on these smooth longitude differences.
 */
export function bisect(f: (jd: number) => number, a: number, b: number): number {
  let fa = f(a)
  if (fa === 0) return a
  let fb = f(b)
  if (fb === 0) return b
  let kept = 0
  for (let i = 0; i < 200 && b - a > 1e-6; i++) {
    let c = (a * fb - b * fa) / (fb - fa)
    // Guard against a step on or outside the bracket (rounding): bisect instead.
    if (!(c > a && c < b)) c = (a + b) / 2
    const fc = f(c)
    if (fc === 0) return c
    if (Math.sign(fc) === Math.sign(fa)) {
      a = c
      fa = fc
      if (kept === -1) fb /= 2
      kept = -1
    } else {
      b = c
      fb = fc
      if (kept === 1) fa /= 2
      kept = 1
    }
  }
  return (a + b) / 2
}

/** Scan step: the Moon gains ~12–15° a day on the Sun, so 0.1 day keeps every crossing apart. */
const STEP_DAYS = 0.1

export interface QuarterEvent {
  kind: 'new' | 'firstQuarter' | 'full' | 'lastQuarter'
  jdUT: number
  moonLonDeg: number
}

/** New moons, quarters and full moons in [fromJdUT, toJdUT). */
export function lunationQuarters(eph: Ephemeris, fromJdUT: number, toJdUT: number): QuarterEvent[] {
  const kinds = ['new', 'firstQuarter', 'full', 'lastQuarter'] as const
  const angle = (jd: number) => normDeg(lonOf(eph, jd, SE.MOON).lonDeg - lonOf(eph, jd, SE.SUN).lonDeg)
  const out: QuarterEvent[] = []
  let t0 = fromJdUT
  let a0 = angle(t0)
  while (t0 < toJdUT) {
    const t1 = Math.min(t0 + STEP_DAYS, toJdUT)
    const a1 = angle(t1)
    const q0 = Math.floor(a0 / 90)
    const q1 = Math.floor(a1 / 90)
    if (q1 !== q0) {
      const target = q1 * 90
      const jd = bisect((jd) => diffDeg(angle(jd), target), t0, t1)
      out.push({ kind: kinds[q1], jdUT: jd, moonLonDeg: lonOf(eph, jd, SE.MOON).lonDeg })
    }
    t0 = t1
    a0 = a1
  }
  return out
}

export interface MoonAspect {
  planet: string
  aspectDeg: number
  jdUT: number
}

export interface VoidOfCourse {
  /** The last exact aspect before the ingress; null when the Moon made none in the sign (void from the previous ingress). */
  lastAspect: MoonAspect | null
  startJdUT: number
  /** Ingress into `nextSign`. */
  endJdUT: number
  nextSign: number
}

/**
 * Void-of-course periods ending in [fromJdUT, toJdUT). `modern` adds Uranus, Neptune and Pluto to the planets
 * whose aspects end the void.
 */
export function voidOfCourse(eph: Ephemeris, fromJdUT: number, toJdUT: number, opts: { modern?: boolean } = {}): VoidOfCourse[] {
  const planets = Object.entries(opts.modern ? MODERN : TRADITIONAL)
  // Start the scan one Moon sign (≤ 2.7 days) early so the first period has its last aspect.
  const start = fromJdUT - 3
  const moonLon = (jd: number) => lonOf(eph, jd, SE.MOON).lonDeg
  const out: VoidOfCourse[] = []
  let lastAspect: MoonAspect | null = null
  let lastIngress: number | null = null
  let t0 = start
  let m0 = moonLon(t0)
  let rel0 = planets.map(([, se]) => normDeg(m0 - lonOf(eph, t0, se).lonDeg))
  while (t0 < toJdUT) {
    const t1 = t0 + STEP_DAYS
    const m1 = moonLon(t1)
    const rel1 = planets.map(([, se]) => normDeg(m1 - lonOf(eph, t1, se).lonDeg))
    // Aspects perfected in this step, in time order.
    const hits: MoonAspect[] = []
    planets.forEach(([name, se], k) => {
      for (const a of PTOLEMAIC_ANGLES) {
        for (const target of a === 0 || a === 180 ? [a] : [a, 360 - a]) {
          const d0 = diffDeg(rel0[k], target)
          const d1 = diffDeg(rel1[k], target)
          if (d0 <= 0 && d1 > 0 && d1 - d0 < 90) {
            const f = (jd: number) => diffDeg(normDeg(moonLon(jd) - lonOf(eph, jd, se).lonDeg), target)
            hits.push({ planet: name, aspectDeg: a, jdUT: bisect(f, t0, t1) })
          }
        }
      }
    })
    hits.sort((x, y) => x.jdUT - y.jdUT)
    const s0 = Math.floor(m0 / 30)
    const s1 = Math.floor(m1 / 30)
    if (s0 !== s1) {
      const target = s1 * 30
      const ingress = bisect((jd) => diffDeg(moonLon(jd), target), t0, t1)
      const before = hits.filter((h) => h.jdUT < ingress)
      if (before.length) lastAspect = before[before.length - 1]
      if (ingress >= fromJdUT && lastIngress !== null) {
        const aspectInSign = lastAspect && lastAspect.jdUT >= lastIngress ? lastAspect : null
        out.push({ lastAspect: aspectInSign, startJdUT: aspectInSign ? aspectInSign.jdUT : lastIngress, endJdUT: ingress, nextSign: s1 + 1 })
      }
      lastIngress = ingress
      const after = hits.filter((h) => h.jdUT >= ingress)
      if (after.length) lastAspect = after[after.length - 1]
    } else if (hits.length) lastAspect = hits[hits.length - 1]
    t0 = t1
    m0 = m1
    rel0 = rel1
  }
  return out.filter((v) => v.endJdUT < toJdUT)
}
