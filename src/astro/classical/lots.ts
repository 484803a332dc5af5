/**
 * Lots (Arabic parts): Asc + A − B by day; by night the terms swap where the source says so. Each lot names
 * its source. Custom lots (SPEC §3 Arabic point) reuse `lotLonDeg`.
 */
import { normDeg } from '../zodiac'

/** Where a term of a lot formula comes from: a chart body/point, another lot, or a fixed zodiac degree. */
export type LotTerm = { body: string } | { lot: string } | { deg: number }

export interface LotDef {
  id: string
  /** Day formula: Asc + add − sub. */
  add: LotTerm
  sub: LotTerm
  /** Night formula when it is not the plain swap of add and sub. */
  night?: { add: LotTerm; sub: LotTerm }
  /** false: the same formula by day and night. */
  reverseAtNight: boolean
  source: string
}

const PAULUS = 'Paulus Alexandrinus, Introduction ch. 23 (the seven Hermetic lots)'
const ABU_MASHAR = 'Abū Maʿshar, Abbreviation of the Introduction VI (on the lots)'

/** Built-in catalogue; Fortune and Spirit first because the others use them. */
export const LOTS = [
  { id: 'Fortune', add: { body: 'Moon' }, sub: { body: 'Sun' }, reverseAtNight: true, source: PAULUS },
  { id: 'Spirit', add: { body: 'Sun' }, sub: { body: 'Moon' }, reverseAtNight: true, source: PAULUS },
  { id: 'Eros', add: { body: 'Venus' }, sub: { lot: 'Spirit' }, reverseAtNight: true, source: `${PAULUS}; Valens, Anthology IV` },
  { id: 'Necessity', add: { lot: 'Fortune' }, sub: { body: 'Mercury' }, reverseAtNight: true, source: `${PAULUS}; Valens, Anthology IV` },
  { id: 'Courage', add: { lot: 'Fortune' }, sub: { body: 'Mars' }, reverseAtNight: true, source: PAULUS },
  { id: 'Victory', add: { body: 'Jupiter' }, sub: { lot: 'Spirit' }, reverseAtNight: true, source: PAULUS },
  { id: 'Nemesis', add: { lot: 'Fortune' }, sub: { body: 'Saturn' }, reverseAtNight: true, source: PAULUS },
  {
    id: 'Exaltation',
    add: { deg: 19 },
    sub: { body: 'Sun' },
    night: { add: { deg: 33 }, sub: { body: 'Moon' } },
    reverseAtNight: false,
    source: `${ABU_MASHAR}: by day from the Sun to 19° Aries, by night from the Moon to 3° Taurus`,
  },
  { id: 'Father', add: { body: 'Saturn' }, sub: { body: 'Sun' }, reverseAtNight: true, source: ABU_MASHAR },
  { id: 'Mother', add: { body: 'Moon' }, sub: { body: 'Venus' }, reverseAtNight: true, source: ABU_MASHAR },
] as const satisfies readonly LotDef[]

export type LotId = (typeof LOTS)[number]['id']

/** Asc + add − sub, normalised to 0–360. */
export function lotLonDeg(ascDeg: number, addDeg: number, subDeg: number): number {
  return normDeg(ascDeg + addDeg - subDeg)
}

/**
 * Lot of Basis: the shorter arc between Fortune and Spirit, projected from the Ascendant (Valens, as Brennan
 * reads it in Hellenistic Astrology ch. 16).
 */
export function basisLonDeg(ascDeg: number, fortuneDeg: number, spiritDeg: number): number {
  const arc = normDeg(spiritDeg - fortuneDeg)
  return normDeg(ascDeg + Math.min(arc, 360 - arc))
}

/**
 * Every lot of the catalogue, plus Basis. `lonOf` gives the longitude of a chart body or point (Asc included);
 * `reverseFortune` false follows Ptolemy (Tetrabiblos III.10), who does not reverse Fortune at night.
 */
export function computeLots(
  lonOf: (bodyId: string) => number | undefined,
  isDiurnal: boolean,
  opts: { reverseFortune?: boolean } = {},
): Record<string, number> {
  const asc = lonOf('Asc')
  if (asc === undefined) return {}
  const out: Record<string, number> = {}
  const termDeg = (t: LotTerm): number | undefined => ('deg' in t ? t.deg : 'lot' in t ? out[t.lot] : lonOf(t.body))
  for (const def of LOTS as readonly LotDef[]) {
    const reverse = !isDiurnal && def.reverseAtNight && !(def.id === 'Fortune' && opts.reverseFortune === false)
    const f = !isDiurnal && def.night ? def.night : reverse ? { add: def.sub, sub: def.add } : def
    const add = termDeg(f.add)
    const sub = termDeg(f.sub)
    if (add !== undefined && sub !== undefined) out[def.id] = lotLonDeg(asc, add, sub)
  }
  if (out.Fortune !== undefined && out.Spirit !== undefined) out.Basis = basisLonDeg(asc, out.Fortune, out.Spirit)
  return out
}
