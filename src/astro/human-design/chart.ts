/**
 * The human design chart of a birth instant: personality activations (birth) and design activations (the Sun 88°
 * of longitude earlier, found by Newton iteration on the ephemeris), the bodygraph, profile and incarnation cross.
 */
import { inputError } from '@/core/errors'
import { seBodyOf } from '../bodies'
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { diffDeg, normDeg } from '../zodiac'
import { bodygraphOf, type Bodygraph } from './bodygraph'
import type { HumanDesignSettings } from './settings'
import { ACTIVATION_IDS, DESIGN_SOLAR_ARC_DEG, PROFILES, STRATEGIES, type ActivationId, type Profile } from './tables'
import { activationOf, type Activation } from './wheel'

export interface HumanDesignChart extends Bodygraph {
  jdUT: number
  designJdUT: number
  personality: Record<ActivationId, Activation>
  design: Record<ActivationId, Activation>
  strategy: (typeof STRATEGIES)[keyof typeof STRATEGIES]
  profile: Profile
  cross: { gates: string; angle: (typeof PROFILES)[Profile] }
  /** 'moshier' when Swiss Ephemeris fell back to its analytical theory for any body (outside its files, 1800–2400). */
  ephemeris: 'files' | 'moshier'
  settings: HumanDesignSettings
}

const BODY_OF: Partial<
  Record<ActivationId, 'Sun' | 'Moon' | 'NorthNode' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto'>
> = {
  Sun: 'Sun',
  Moon: 'Moon',
  NorthNode: 'NorthNode',
  Mercury: 'Mercury',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptune: 'Neptune',
  Pluto: 'Pluto',
}

function calc(eph: Ephemeris, jdUT: number, body: number, s: HumanDesignSettings) {
  const p = eph.calcUt(jdUT, body, s.zodiac === 'sidereal' ? { sidMode: s.ayanamsa } : undefined)
  if (!p) inputError('ephemeris_failed', `星历计算失败（jdUT ${jdUT}）：${eph.lastError()}`)
  return p
}

/**
 * The UT when the Sun stood DESIGN_SOLAR_ARC_DEG before its longitude at jdUT. Newton steps on the ephemeris Sun
 * (longitude and daily speed) from 88 mean solar days earlier; stops below 1e-7° (about 0.01 s of time).
 */
export function designJdUTOf(eph: Ephemeris, jdUT: number, s: HumanDesignSettings): number {
  const targetDeg = normDeg(calc(eph, jdUT, SE.SUN, s).lonDeg - DESIGN_SOLAR_ARC_DEG)
  let jd = jdUT - DESIGN_SOLAR_ARC_DEG / 0.98565
  for (let i = 0; i < 20; i++) {
    const sun = calc(eph, jd, SE.SUN, s)
    const errorDeg = diffDeg(targetDeg, sun.lonDeg)
    jd += errorDeg / sun.lonSpeedDegPerDay
    if (Math.abs(errorDeg) < 1e-7) return jd
  }
  return inputError('design_not_found', `未能求得设计时刻（jdUT ${jdUT}）`)
}

function activationsAt(eph: Ephemeris, jdUT: number, s: HumanDesignSettings, sources: Set<string>): Record<ActivationId, Activation> {
  const lon: Partial<Record<ActivationId, number>> = {}
  for (const id of ACTIVATION_IDS) {
    const body = BODY_OF[id]
    if (!body) continue
    const p = calc(eph, jdUT, seBodyOf(body, { nodeTrue: s.nodeTrue, lilithTrue: false })!, s)
    lon[id] = p.lonDeg
    sources.add(p.source)
  }
  lon.Earth = lon.Sun! + 180
  lon.SouthNode = lon.NorthNode! + 180
  return Object.fromEntries(ACTIVATION_IDS.map((id) => [id, activationOf(lon[id]!, s.gateWheelStartDeg)])) as Record<ActivationId, Activation>
}

export function humanDesignChart(eph: Ephemeris, jdUT: number, s: HumanDesignSettings): HumanDesignChart {
  if (!Number.isFinite(jdUT)) inputError('bad_jd', `jdUT 不是数字：${jdUT}`)
  const designJdUT = designJdUTOf(eph, jdUT, s)
  const sources = new Set<string>()
  const personality = activationsAt(eph, jdUT, s, sources)
  const design = activationsAt(eph, designJdUT, s, sources)
  const gates = new Set([...Object.values(personality), ...Object.values(design)].map((a) => a.gate))
  const graph = bodygraphOf(gates)
  const profile = `${personality.Sun.line}/${design.Sun.line}` as Profile
  return {
    jdUT,
    designJdUT,
    personality,
    design,
    ...graph,
    strategy: STRATEGIES[graph.type],
    profile,
    cross: {
      gates: `${personality.Sun.gate}/${personality.Earth.gate} | ${design.Sun.gate}/${design.Earth.gate}`,
      angle: PROFILES[profile],
    },
    ephemeris: sources.has('moshier') ? 'moshier' : 'files',
    settings: s,
  }
}
