/**
 * Transits of the moving planets to natal points over a time window: the closest orb reached, the orb and
 * applying/separating at the reading instant, and the exact instants found by bisection on the ephemeris
 * (tools/moon.ts bisect, 1e-6 day).
 */
import { seBodyOf, type PlanetId } from '../bodies'
import type { Ephemeris } from '../ephemeris/adapter'
import { bisect } from '../tools/moon'
import { diffDeg, normDeg } from '../zodiac'
import { EXACT_SEARCH_DAYS, LUCK_ASPECTS, SCAN_STEP_DAYS, TRANSIT_ORB_DEG, type AspectFamily, type NatalTarget } from './tables'

export interface NatalPoint {
  id: NatalTarget
  lonDeg: number
  /** Natal house 1–12. */
  house: number
}

export interface TransitHit {
  body: PlanetId
  point: NatalTarget
  /** 1 conjunction, 2 opposition, 3 trine, 4 square, 5 sextile (aspects.ts ids). */
  aspect: number
  aspectDeg: number
  family: AspectFamily
  allowedOrbDeg: number
  /** Smallest orb reached in the window (0 when exact inside it). */
  minOrbDeg: number
  /** Orb at the reading instant. */
  orbDeg: number
  /** At the reading instant the orb is shrinking. */
  applying: boolean
  /** Exact instant inside the window, else the nearest one within EXACT_SEARCH_DAYS; null when none. */
  exactJdUT: number | null
  /** Longitude of the mover at the reading instant. */
  moverLonDeg: number
}

export interface ExactTransit {
  body: PlanetId
  point: NatalTarget
  aspect: number
  family: AspectFamily
  jdUT: number
  /** The mover is retrograde at the exact instant. */
  retrograde: boolean
}

interface Sampler {
  lon(jdUT: number): number
  speed(jdUT: number): number
}

/** Longitude and speed of a planet (in the natal chart's zodiac) with a one-entry cache. */
export function samplerOf(eph: Ephemeris, body: PlanetId, sidMode: number | null): Sampler {
  const se = seBodyOf(body, { nodeTrue: true, lilithTrue: false })!
  const opts = sidMode === null ? undefined : { sidMode }
  let lastJd = NaN
  let last = { lonDeg: 0, lonSpeedDegPerDay: 0 }
  const at = (jd: number) => {
    if (jd !== lastJd) {
      const p = eph.calcUt(jd, se, opts)
      if (!p) throw new Error(`Swiss Ephemeris gave no position for ${body} at JD ${jd}: ${eph.lastError()}`)
      last = p
      lastJd = jd
    }
    return last
  }
  return { lon: (jd) => at(jd).lonDeg, speed: (jd) => at(jd).lonSpeedDegPerDay }
}

/** Target longitudes of an aspect to a point: one for 0° and 180°, both sides otherwise. */
function targetsOf(pointLonDeg: number, angleDeg: number): number[] {
  return angleDeg === 0 || angleDeg === 180 ? [normDeg(pointLonDeg + angleDeg)] : [normDeg(pointLonDeg + angleDeg), normDeg(pointLonDeg - angleDeg)]
}

function gridOf(from: number, to: number, step: number): number[] {
  const n = Math.max(1, Math.ceil((to - from) / step))
  return Array.from({ length: n + 1 }, (_, k) => (k === n ? to : from + k * step))
}

/** Brackets [t0, t1] of the instants in [from, to] at which the mover is exactly at lonDeg (t0 === t1: on a sample). */
function brackets(lonDeg: number, grid: readonly number[], lons: readonly number[]): [number, number][] {
  const out: [number, number][] = []
  for (let k = 0; k < grid.length; k++) {
    const b = bracketOf(grid, (i) => diffDeg(lons[i], lonDeg), k)
    if (b) out.push(b)
  }
  return out
}

/** The bracket of interval k (samples k−1 and k; k = 0 is the first sample alone) of f sampled on grid, or null. */
function bracketOf(grid: readonly number[], f: (k: number) => number, k: number): [number, number] | null {
  if (k === 0) return f(0) === 0 ? [grid[0], grid[0]] : null
  const f0 = f(k - 1)
  const f1 = f(k)
  if (f1 === 0) return [grid[k], grid[k]]
  return f0 !== 0 && Math.sign(f0) !== Math.sign(f1) && Math.abs(f1 - f0) < 90 ? [grid[k - 1], grid[k]] : null
}

const solve = (s: Sampler, lonDeg: number, [t0, t1]: [number, number]) => (t0 === t1 ? t0 : bisect((jd) => diffDeg(s.lon(jd), lonDeg), t0, t1))

/** Instants in [from, to] at which the mover is exactly at lonDeg (either direction). */
function crossings(s: Sampler, lonDeg: number, grid: readonly number[], lons: readonly number[]): number[] {
  return brackets(lonDeg, grid, lons).map((b) => solve(s, lonDeg, b))
}

/** A grid whose longitudes are computed on first use: the outward search below reads only the samples it needs. */
interface LazyScan {
  grid: number[]
  lonAt(k: number): number
}

function lazyScan(s: Sampler, grid: number[]): LazyScan {
  const lons = new Array<number>(grid.length).fill(NaN)
  return { grid, lonAt: (k) => (Number.isNaN(lons[k]) ? (lons[k] = s.lon(grid[k])) : lons[k]) }
}

/**
 * The crossing nearest to jd on the scan's grid: the grid's intervals are read outward from jd, nearest first, and
 * the search stops when the next interval is farther than the best instant found. Each interval is judged as
 * brackets() judges it, so the answer is the nearest of crossings() on the whole grid.
 */
function nearestCrossing(s: Sampler, lonDeg: number, scan: LazyScan, jd: number): number | null {
  const { grid } = scan
  const f = (k: number) => diffDeg(scan.lonAt(k), lonDeg)
  const gapOf = (k: number) => {
    const t0 = grid[Math.max(0, k - 1)]
    const t1 = grid[k]
    return jd < t0 ? t0 - jd : jd > t1 ? jd - t1 : 0
  }
  // First interval at or after jd; left walks down from it, right up.
  let right = grid.findIndex((t) => t >= jd)
  if (right < 0) right = grid.length
  let left = right - 1
  let best: number | null = null
  while (left >= 0 || right < grid.length) {
    const takeRight = left < 0 || (right < grid.length && gapOf(right) <= gapOf(left))
    const k = takeRight ? right++ : left--
    if (best !== null && gapOf(k) > Math.abs(best - jd)) {
      if (takeRight) right = grid.length
      else left = -1
      continue
    }
    const b = bracketOf(grid, f, k)
    if (!b) continue
    const x = solve(s, lonDeg, b)
    if (best === null || Math.abs(x - jd) < Math.abs(best - jd)) best = x
  }
  return best
}

function nearest(list: readonly number[], jd: number): number | null {
  let best: number | null = null
  for (const x of list) if (best === null || Math.abs(x - jd) < Math.abs(best - jd)) best = x
  return best
}

/** Transits of `body` to the points that come within orb during [from, to]; the tightest side of each aspect. */
export function transitsInWindow(
  eph: Ephemeris,
  body: PlanetId,
  points: readonly NatalPoint[],
  window: { fromJdUT: number; toJdUT: number; atJdUT: number },
  sidMode: number | null,
): TransitHit[] {
  const s = samplerOf(eph, body, sidMode)
  const grid = gridOf(window.fromJdUT, window.toJdUT, SCAN_STEP_DAYS[body])
  const lons = grid.map((jd) => s.lon(jd))
  const lonAt = s.lon(window.atJdUT)
  const speedAt = s.speed(window.atJdUT)
  // The wider scan for an exact instant outside the window, sampled once for all the targets that need it.
  let wide: LazyScan | null = null
  const wideScan = () =>
    (wide ??= lazyScan(s, gridOf(window.fromJdUT - EXACT_SEARCH_DAYS[body], window.toJdUT + EXACT_SEARCH_DAYS[body], SCAN_STEP_DAYS[body])))
  const out: TransitHit[] = []
  for (const p of points) {
    for (const a of LUCK_ASPECTS) {
      const allowed = TRANSIT_ORB_DEG[body] * a.orbFactor
      let best: TransitHit | null = null
      for (const target of targetsOf(p.lonDeg, a.angleDeg)) {
        const inside = crossings(s, target, grid, lons)
        const minOrb = inside.length ? 0 : Math.min(...lons.map((l) => Math.abs(diffDeg(l, target))))
        if (minOrb > allowed || (best && minOrb >= best.minOrbDeg)) continue
        const f = diffDeg(lonAt, target)
        let exact = nearest(inside, window.atJdUT)
        if (exact === null) {
          exact = nearestCrossing(s, target, wideScan(), window.atJdUT)
        }
        best = {
          body,
          point: p.id,
          aspect: a.id,
          aspectDeg: a.angleDeg,
          family: a.family,
          allowedOrbDeg: allowed,
          minOrbDeg: minOrb,
          orbDeg: Math.abs(f),
          applying: f * speedAt < 0,
          exactJdUT: exact,
          moverLonDeg: lonAt,
        }
      }
      if (best) out.push(best)
    }
  }
  return out
}

/** Every exact transit of the movers to the points in [from, to), in time order. */
export function exactTransitsBetween(
  eph: Ephemeris,
  movers: readonly PlanetId[],
  points: readonly NatalPoint[],
  fromJdUT: number,
  toJdUT: number,
  sidMode: number | null,
): ExactTransit[] {
  const out: ExactTransit[] = []
  for (const body of movers) {
    const s = samplerOf(eph, body, sidMode)
    const grid = gridOf(fromJdUT, toJdUT, SCAN_STEP_DAYS[body])
    const lons = grid.map((jd) => s.lon(jd))
    for (const p of points)
      for (const a of LUCK_ASPECTS)
        for (const target of targetsOf(p.lonDeg, a.angleDeg))
          for (const jd of crossings(s, target, grid, lons))
            if (jd >= fromJdUT && jd < toJdUT) out.push({ body, point: p.id, aspect: a.id, family: a.family, jdUT: jd, retrograde: s.speed(jd) < 0 })
  }
  return out.sort((x, y) => x.jdUT - y.jdUT || x.body.localeCompare(y.body) || x.point.localeCompare(y.point))
}
