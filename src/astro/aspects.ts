/** Aspects 1–10 between chart points, orbs from a chart-setting preset, applying/separating from the speeds. */
import type { AspectSetting, ChartPreset } from './settings/presets'

/** id → exact angle. 1–5 Ptolemaic; 6–10 the minor ones. */
export const ASPECTS = [
  { id: 1, angleDeg: 0, key: 'conjunction' },
  { id: 2, angleDeg: 180, key: 'opposition' },
  { id: 3, angleDeg: 120, key: 'trine' },
  { id: 4, angleDeg: 90, key: 'square' },
  { id: 5, angleDeg: 60, key: 'sextile' },
  { id: 6, angleDeg: 30, key: 'semisextile' },
  { id: 7, angleDeg: 45, key: 'semisquare' },
  { id: 8, angleDeg: 135, key: 'sesquiquadrate' },
  { id: 9, angleDeg: 150, key: 'quincunx' },
  { id: 10, angleDeg: 72, key: 'quintile' },
] as const

/** Index in ASPECTS of an exact angle (its `chart.aspect.<index>` label); -1 when none. */
export const aspectIndexOfAngle = (angleDeg: number): number => ASPECTS.findIndex((a) => a.angleDeg === angleDeg)

export interface AspectPoint {
  id: string
  lonDeg: number
  speedDegPerDay: number
}

export interface Aspect {
  p1: string
  p2: string
  /** 1–10 */
  aspect: number
  angleDeg: number
  /** |separation − exact angle|, degrees. */
  orb: number
  /** The orb is shrinking (from the two speeds). */
  applying: boolean
}

export type OrbSettings = Pick<ChartPreset, 'aspects' | 'orbsType' | 'orbsLight'>

/** Pairs that are always in aspect by construction. */
const TRIVIAL = new Set(['Asc|Dsc', 'Dsc|Asc', 'Mc|Ic', 'Ic|Mc', 'NorthNode|SouthNode', 'SouthNode|NorthNode'])

export function lightOrbOf(orbsLight: Record<string, number>, id: string): number {
  return orbsLight[id] ?? orbsLight.Other ?? 5
}

/** Allowed orb of one aspect between two points: the aspect's orb, or (orbsType 1) the mean light orb capped by maxOrb. */
export function allowedOrb(a: AspectSetting, settings: OrbSettings, id1: string, id2: string): number {
  if (settings.orbsType === 1) return Math.min(a.maxOrb, (lightOrbOf(settings.orbsLight, id1) + lightOrbOf(settings.orbsLight, id2)) / 2)
  return Math.min(a.orb, a.maxOrb)
}

interface ActiveAspect {
  setting: AspectSetting
  id: number
  angleDeg: number
  /** Orb when it does not depend on the bodies (orbsType 0). */
  fixedOrb: number | null
}

/** Active (not hidden) aspects of a settings object, computed once per object. */
const activeCache = new WeakMap<OrbSettings, ActiveAspect[]>()
function activeAspects(settings: OrbSettings): ActiveAspect[] {
  let list = activeCache.get(settings)
  if (!list) {
    list = settings.aspects
      .filter((x) => !x.hidden && x.id >= 1 && x.id <= 10)
      .map((x) => ({
        setting: x,
        id: x.id,
        angleDeg: ASPECTS[x.id - 1].angleDeg,
        fixedOrb: settings.orbsType === 1 ? null : Math.min(x.orb, x.maxOrb),
      }))
    activeCache.set(settings, list)
  }
  return list
}

function aspectBetween(p: AspectPoint, q: AspectPoint, active: ActiveAspect[], settings: OrbSettings): Aspect | null {
  let d = (p.lonDeg - q.lonDeg) % 360
  if (d < -180) d += 360
  else if (d >= 180) d -= 360
  const sep = d < 0 ? -d : d
  let best: Aspect | null = null
  for (const a of active) {
    const dev = sep - a.angleDeg
    const orb = dev < 0 ? -dev : dev
    if (best && orb >= best.orb) continue
    if (orb > (a.fixedOrb ?? allowedOrb(a.setting, settings, p.id, q.id))) continue
    // d(sep)/dt = sign(d)·(v1 − v2); the aspect applies when |sep − angle| is shrinking.
    const rate = (d >= 0 ? 1 : -1) * (p.speedDegPerDay - q.speedDegPerDay)
    best = { p1: p.id, p2: q.id, aspect: a.id, angleDeg: a.angleDeg, orb, applying: dev * rate < 0 }
  }
  return best
}

/** Aspects within one set of points (b omitted) or between two sets (synastry, transits). Hidden aspects are skipped. */
export function findAspects(a: readonly AspectPoint[], b: readonly AspectPoint[] | null, settings: OrbSettings): Aspect[] {
  const active = activeAspects(settings)
  const out: Aspect[] = []
  if (b === null) {
    for (let i = 0; i < a.length; i++)
      for (let j = i + 1; j < a.length; j++) {
        const hit = aspectBetween(a[i], a[j], active, settings)
        if (hit && !TRIVIAL.has(`${hit.p1}|${hit.p2}`)) out.push(hit)
      }
  } else {
    for (const p of a)
      for (const q of b) {
        const hit = aspectBetween(p, q, active, settings)
        if (hit) out.push(hit)
      }
  }
  return out
}
