/** A cast chart plus what its preset adds: visible bodies and the aspects among them. */
import { findAspects, type Aspect, type AspectPoint } from '../aspects'
import type { BodyId } from '../bodies'
import { castChart, type ChartCore, type ChartPlace } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf } from '../options'
import type { CastSettings } from '../settings/calc'
import type { ChartPreset, ChartType, PresetName } from '../settings/presets'

export interface Chart extends ChartCore {
  kind: ChartType
  preset: PresetName
  /** Bodies the preset hides (still computed, left out of aspects). */
  hiddenBodies: BodyId[]
  aspects: Aspect[]
}

const hiddenCache = new WeakMap<ChartPreset['planets'], Set<BodyId>>()
function hiddenOf(preset: ChartPreset): Set<BodyId> {
  let set = hiddenCache.get(preset.planets)
  if (!set) {
    set = new Set(preset.planets.filter((p) => p.hidden).map((p) => p.id))
    hiddenCache.set(preset.planets, set)
  }
  return set
}

export function visibleIds(chart: ChartCore, preset: ChartPreset): BodyId[] {
  const hidden = hiddenOf(preset)
  return chart.order.filter((id) => !hidden.has(id))
}

/** Chart bodies already carry id, lonDeg and speedDegPerDay. */
export function aspectPointsOf(chart: ChartCore, ids: readonly BodyId[]): AspectPoint[] {
  return ids.map((id) => chart.bodies[id]!)
}

export function finishChart(kind: ChartType, core: ChartCore, preset: ChartPreset): Chart {
  const visible = visibleIds(core, preset)
  const hidden = hiddenOf(preset)
  const hiddenBodies = core.order.filter((id) => hidden.has(id))
  return {
    kind,
    jdUT: core.jdUT,
    place: core.place,
    zodiac: core.zodiac,
    obliquityDeg: core.obliquityDeg,
    houses: core.houses,
    bodies: core.bodies,
    order: core.order,
    isDiurnal: core.isDiurnal,
    ephemeris: core.ephemeris,
    warnings: core.warnings,
    preset: preset.name,
    hiddenBodies,
    aspects: findAspects(aspectPointsOf(core, visible), null, preset),
  }
}

export function chartAt(eph: Ephemeris, kind: ChartType, jdUT: number, place: ChartPlace, c: CastSettings): Chart {
  return finishChart(kind, castChart(eph, castOptionsOf(jdUT, place, c)), c.preset)
}
