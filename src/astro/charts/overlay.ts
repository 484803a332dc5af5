/**
 * Synastry overlays: the inter-aspect grid (A's bodies × B's bodies) and each person's bodies in the other's
 * houses. Built from a synastry result: the aspects and house placements come from compare.ts, never recomputed.
 */
import type { Aspect } from '../aspects'
import type { BodyId } from '../bodies'
import type { ChartPreset } from '../settings/presets'
import { visibleIds } from './common'
import type { SynastryResult } from './compare'

export interface InterAspectGrid {
  /** A's bodies shown under the synastry preset. */
  rows: BodyId[]
  /** B's bodies shown under the synastry preset. */
  cols: BodyId[]
  /** cells[i][j]: the aspect of rows[i] (A) to cols[j] (B), or null. */
  cells: (Aspect | null)[][]
}

export function interAspectGrid(r: SynastryResult, preset: ChartPreset): InterAspectGrid {
  const rows = visibleIds(r.a, preset)
  const cols = visibleIds(r.b, preset)
  const byPair = new Map(r.aspects.map((x) => [`${x.p1}|${x.p2}`, x]))
  return { rows, cols, cells: rows.map((p) => cols.map((q) => byPair.get(`${p}|${q}`) ?? null)) }
}

/** 'aInB': A's bodies in B's houses; 'bInA': B's bodies in A's houses. */
export type OverlayDirection = 'aInB' | 'bInA'

export interface OverlayBody {
  id: BodyId
  lonDeg: number
  /** House (1–12) of the host chart. */
  house: number
}

export interface HouseOverlay {
  direction: OverlayDirection
  /** The guest's shown bodies in chart order. */
  bodies: OverlayBody[]
  /** The host's 12 houses with their cusp and the guest bodies inside, by longitude from the cusp. */
  houses: { house: number; cuspDeg: number; ids: BodyId[] }[]
}

export function houseOverlay(r: SynastryResult, direction: OverlayDirection, preset: ChartPreset): HouseOverlay {
  const guest = direction === 'aInB' ? r.a : r.b
  const host = direction === 'aInB' ? r.b : r.a
  const placed = direction === 'aInB' ? r.aInBHouses : r.bInAHouses
  const bodies = visibleIds(guest, preset).map((id) => ({ id, lonDeg: guest.bodies[id]!.lonDeg, house: placed[id]! }))
  const fromCusp = (b: OverlayBody) => (((b.lonDeg - host.houses.cusps[b.house - 1]) % 360) + 360) % 360
  const houses = host.houses.cusps.map((cuspDeg, i) => ({
    house: i + 1,
    cuspDeg,
    ids: bodies
      .filter((b) => b.house === i + 1)
      .sort((x, y) => fromCusp(x) - fromCusp(y))
      .map((b) => b.id),
  }))
  return { direction, bodies, houses }
}
