/**
 * The lots a page lists for a chart: the chosen catalogue lots (with Basis) and the chosen custom lots (SPEC §3
 * Arabic point), each custom one computed from its start + add − minus against this chart.
 */
import { findAspects, type Aspect, type AspectPoint, type OrbSettings } from '../aspects'
import { MINOR_BODY_IDS, PLANET_IDS } from '../bodies'
import type { Chart } from '../charts/common'
import { customLots, type CustomLotDef, type LotContext } from './custom-lots'
import { computeLots, LOTS } from './lots'

/** Catalogue ids in display order (Basis is derived from Fortune and Spirit). */
export const BUILTIN_LOT_IDS: readonly string[] = [...LOTS.map((l) => l.id), 'Basis']

/** Chart bodies and points a custom lot term may name (one the chart lacks leaves the lot unresolved). */
export const LOT_BODY_IDS: readonly string[] = ['Asc', 'Mc', ...PLANET_IDS, ...MINOR_BODY_IDS]

/** Resolves the terms of a custom lot against a chart and its catalogue lots. */
export function chartLotContext(chart: Chart, builtin: Readonly<Record<string, number>>): LotContext {
  return {
    body: (id) => (id === 'Asc' ? chart.houses.ascDeg : id === 'Mc' ? chart.houses.mcDeg : chart.bodies[id as keyof Chart['bodies']]?.lonDeg),
    cusp: (house) => chart.houses.cusps[house - 1],
    lot: (id) => builtin[id],
    isDiurnal: chart.isDiurnal,
  }
}

export interface ListedLot {
  id: string
  /** A custom lot carries its own name; a catalogue one is named by id. */
  name?: string
  custom: boolean
  lonDeg: number
}

export interface LotSelection {
  /** Catalogue ids shown. */
  builtin: readonly string[]
  /** Custom lot ids shown. */
  custom: readonly string[]
}

/** The chosen lots of a chart, catalogue first; a custom lot that cannot be resolved is left out. */
export function listedLots(chart: Chart, builtin: Readonly<Record<string, number>>, defs: readonly CustomLotDef[], sel: LotSelection): ListedLot[] {
  const shown = new Set(sel.builtin)
  const out: ListedLot[] = BUILTIN_LOT_IDS.filter((id) => shown.has(id) && builtin[id] !== undefined).map((id) => ({
    id,
    custom: false,
    lonDeg: builtin[id],
  }))
  const customShown = new Set(sel.custom)
  const lons = customLots(defs, chartLotContext(chart, builtin))
  for (const d of defs) if (customShown.has(d.id) && lons[d.id] !== undefined) out.push({ id: d.id, name: d.name, custom: true, lonDeg: lons[d.id] })
  return out
}

/** One custom lot of a chart, resolving its references to the catalogue and to the other custom lots. */
export function customLotOfChart(chart: Chart, defs: readonly CustomLotDef[], id: string): number | undefined {
  const body = chartLotContext(chart, {}).body
  return customLots(defs, chartLotContext(chart, computeLots(body, chart.isDiurnal)))[id]
}

/**
 * Aspects of the ten planets to the listed lots within the chart preset's aspects and orbs (SPEC §3
 * pointsAspect, customsAspect). A lot does not move, so applying follows the planet's own motion. p2 is the lot id.
 */
export function lotAspects(chart: Chart, lots: readonly ListedLot[], orbs: OrbSettings): Aspect[] {
  const planets = PLANET_IDS.flatMap((id) => {
    const b = chart.bodies[id]
    return b ? [b as AspectPoint] : []
  })
  return findAspects(
    planets,
    lots.map((l) => ({ id: l.id, lonDeg: l.lonDeg, speedDegPerDay: 0 })),
    orbs,
  )
}
