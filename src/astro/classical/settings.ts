/**
 * The stored settings groups (SPEC §3 classicalCalcs, firdaria, term, zodiacalReleasing) read as classical
 * options. Every choice the classical page offers is one of these rows.
 */
import type { ClassicalOptions } from './chart'
import { FIRDARIA_YEAR_DAYS, type NocturnalOrder } from './firdaria'
import type { TermScheme, TriplicityScheme } from './tables'

export interface ClassicalGroups {
  classicalCalcs: Record<string, unknown>
  firdaria: Record<string, unknown>
  term: Record<string, unknown>
  zodiacalReleasing: Record<string, unknown>
}

/** A row of the classical settings: the stored group field and its values in option order. */
export const CLASSICAL_SETTING_ROWS = [
  { group: 'classicalCalcs', field: 'triplicityType', values: [0, 1] },
  { group: 'term', field: 'termType', values: [0, 1] },
  { group: 'classicalCalcs', field: 'fixedStarOrb', values: [1, 2, 3] },
  { group: 'classicalCalcs', field: 'antiscoinOrb', values: [1, 2, 3] },
  { group: 'firdaria', field: 'fadaType', values: [0, 1] },
  { group: 'firdaria', field: 'fadaDayNumberPerYearType', values: [0, 1, 2] },
  { group: 'zodiacalReleasing', field: 'lot', values: [0, 1] },
] as const

export interface ClassicalPageOptions extends ClassicalOptions {
  nocturnalOrder: NocturnalOrder
  firdariaYearDays: number
  releasingLot: 'Fortune' | 'Spirit'
}

const num = (v: unknown, allowed: readonly number[], def: number) => (typeof v === 'number' && allowed.includes(v) ? v : def)

export function classicalOptionsOf(g: ClassicalGroups): ClassicalPageOptions {
  const triplicity: TriplicityScheme = num(g.classicalCalcs.triplicityType, [0, 1], 0) === 1 ? 'ptolemaic' : 'dorothean'
  const terms: TermScheme = num(g.term.termType, [0, 1], 0) === 1 ? 'ptolemaic' : 'egyptian'
  const axis =
    typeof g.classicalCalcs.antisciaAxiosLng === 'number' && Number.isFinite(g.classicalCalcs.antisciaAxiosLng)
      ? g.classicalCalcs.antisciaAxiosLng
      : 90
  return {
    triplicity,
    terms,
    fixedStarOrbDeg: num(g.classicalCalcs.fixedStarOrb, [1, 2, 3], 1),
    antisciaOrbDeg: num(g.classicalCalcs.antiscoinOrb, [1, 2, 3], 2),
    antisciaAxisDeg: axis,
    reverseFortuneAtNight: true,
    nocturnalOrder: num(g.firdaria.fadaType, [0, 1], 0) === 1 ? 'bonatti' : 'abuMashar',
    firdariaYearDays: FIRDARIA_YEAR_DAYS[num(g.firdaria.fadaDayNumberPerYearType, [0, 1, 2], 0)],
    releasingLot: num(g.zodiacalReleasing.lot, [0, 1], 0) === 1 ? 'Spirit' : 'Fortune',
  }
}
