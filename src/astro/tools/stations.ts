/**
 * Retrograde stations: the instants a planet's geocentric ecliptic longitude speed changes sign (Swiss
 * Ephemeris speeds with SEFLG_SPEED), found by scanning the speed and bisecting each sign change; and the shadow
 * periods around each retrograde loop (pre-shadow from the degree of the later direct station, post-shadow
 * until the planet is back at the degree of the retrograde station).
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { diffDeg } from '../zodiac'

export const STATION_BODIES = {
  Mercury: SE.MERCURY,
  Venus: SE.VENUS,
  Mars: SE.MARS,
  Jupiter: SE.JUPITER,
  Saturn: SE.SATURN,
  Uranus: SE.URANUS,
  Neptune: SE.NEPTUNE,
  Pluto: SE.PLUTO,
} as const
export type StationBody = keyof typeof STATION_BODIES

export interface Station {
  /** 'R' turning retrograde, 'D' turning direct. */
  type: 'R' | 'D'
  jdUT: number
  lonDeg: number
}

/** Scan step in days: well under the shortest retrograde (Mercury ~20 days) and direct spells. */
const STEP_DAYS = 2

/** Stations of a body with jdUT in [fromJdUT, toJdUT), to about a second. */
export function stationsBetween(eph: Ephemeris, body: StationBody, fromJdUT: number, toJdUT: number): Station[] {
  const se = STATION_BODIES[body]
  const speed = (jd: number) => eph.calcUt(jd, se)?.lonSpeedDegPerDay ?? NaN
  const out: Station[] = []
  let t0 = fromJdUT
  let v0 = speed(t0)
  while (t0 < toJdUT) {
    const t1 = Math.min(t0 + STEP_DAYS, toJdUT)
    const v1 = speed(t1)
    if (v0 !== 0 && Math.sign(v0) !== Math.sign(v1)) {
      let a = t0
      let b = t1
      let va = v0
      // Bisection to 1e-6 day (0.09 s).
      while (b - a > 1e-6) {
        const m = (a + b) / 2
        const vm = speed(m)
        if (Math.sign(vm) === Math.sign(va)) {
          a = m
          va = vm
        } else b = m
      }
      const jd = (a + b) / 2
      out.push({ type: v0 > 0 ? 'R' : 'D', jdUT: jd, lonDeg: eph.calcUt(jd, se)!.lonDeg })
    }
    t0 = t1
    v0 = v1
  }
  return out
}

/** Instants in [fromJdUT, toJdUT] at which the body, moving forward, reaches lonDeg. */
function forwardCrossings(eph: Ephemeris, se: number, lonDeg: number, fromJdUT: number, toJdUT: number): number[] {
  const off = (jd: number) => diffDeg(eph.calcUt(jd, se)!.lonDeg, lonDeg)
  const out: number[] = []
  let t0 = fromJdUT
  let f0 = off(t0)
  while (t0 < toJdUT) {
    const t1 = Math.min(t0 + 1, toJdUT)
    const f1 = off(t1)
    if (f0 <= 0 && f1 > 0 && f1 - f0 < 90) {
      let a = t0
      let b = t1
      while (b - a > 1e-6) {
        const m = (a + b) / 2
        if (off(m) <= 0) a = m
        else b = m
      }
      out.push((a + b) / 2)
    }
    t0 = t1
    f0 = f1
  }
  return out
}

export interface RetrogradeLoop {
  body: StationBody
  retrograde: Station
  direct: Station
  /** The planet first reaches the degree where it will station direct. */
  preShadowStartJdUT: number | null
  /** The planet is back at the degree where it stationed retrograde. */
  postShadowEndJdUT: number | null
}

/** Retrograde loops whose retrograde station falls in [fromJdUT, toJdUT), with their shadow periods. */
export function retrogradeLoops(eph: Ephemeris, body: StationBody, fromJdUT: number, toJdUT: number): RetrogradeLoop[] {
  const se = STATION_BODIES[body]
  // Outer planets stay retrograde ~5 months and their shadows last longer: look a year around the range.
  const margin = 400
  const st = stationsBetween(eph, body, fromJdUT - margin, toJdUT + margin)
  const loops: RetrogradeLoop[] = []
  st.forEach((s, i) => {
    const d = st[i + 1]
    if (s.type !== 'R' || !d || s.jdUT < fromJdUT || s.jdUT >= toJdUT) return
    const prev = st[i - 1]
    const next = st[i + 2]
    loops.push({
      body,
      retrograde: s,
      direct: d,
      // The shadow opens the last time the planet reaches the direct-station degree before turning, and closes the
      // first time it is back at the retrograde-station degree (Mars passes each degree about every two years).
      preShadowStartJdUT: forwardCrossings(eph, se, d.lonDeg, prev ? prev.jdUT : s.jdUT - margin, s.jdUT).pop() ?? null,
      postShadowEndJdUT: forwardCrossings(eph, se, s.lonDeg, d.jdUT, next ? next.jdUT : d.jdUT + margin)[0] ?? null,
    })
  })
  return loops
}

/** Is the body retrograde at an instant (speed < 0)? */
export function isRetrograde(eph: Ephemeris, body: StationBody, jdUT: number): boolean {
  return (eph.calcUt(jdUT, STATION_BODIES[body])?.lonSpeedDegPerDay ?? 0) < 0
}
