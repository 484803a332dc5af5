/** A cast chart plus what its preset adds: visible bodies and the aspects among them. */
import { findAspects, type Aspect, type AspectPoint } from '../aspects'
import type { BodyId } from '../bodies'
import { castChart, type ChartCore, type ChartPlace } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf, type ResolvedOptions } from '../options'
import type { ChartPreset, ChartType, PresetName } from '../settings/presets'

export interface Chart extends ChartCore {
  kind: ChartType
  preset: PresetName
  /** Bodies the preset hides (still computed, left out of aspects). */
  hiddenBodies: BodyId[]
  aspects: Aspect[]
}

export function visibleIds(chart: ChartCore, preset: ChartPreset): BodyId[] {
  const hidden = new Set(preset.planets.filter((p) => p.hidden).map((p) => p.id))
  return chart.order.filter((id) => !hidden.has(id))
}

export function aspectPointsOf(chart: ChartCore, ids: readonly BodyId[]): AspectPoint[] {
  return ids.map((id) => {
    const b = chart.bodies[id]!
    return { id, lonDeg: b.lonDeg, speedDegPerDay: b.speedDegPerDay }
  })
}

export function finishChart(kind: ChartType, core: ChartCore, preset: ChartPreset): Chart {
  const visible = visibleIds(core, preset)
  const hiddenBodies = core.order.filter((id) => !visible.includes(id))
  return { kind, ...core, preset: preset.name, hiddenBodies, aspects: findAspects(aspectPointsOf(core, visible), null, preset) }
}

export function chartAt(eph: Ephemeris, kind: ChartType, jdUT: number, place: ChartPlace, r: ResolvedOptions): Chart {
  return finishChart(kind, castChart(eph, castOptionsOf(jdUT, place, r)), r.preset)
}
