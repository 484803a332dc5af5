/** Birth profiles → engine input for every chart type the engine offers. */
import type { ChartType, ReturnPlace } from '@/astro'
import type { RawInput } from '@/astro/options'
import type { LocalBirth } from '@/births/model'
import { personInput } from '@/births/chart-input'

export type ViewKind = ChartType | 'sky'

export const CHART_KINDS: readonly ChartType[] = [
  'natal',
  'transit',
  'progression',
  'solarArc',
  'solarReturn',
  'lunarReturn',
  'synastry',
  'composite',
  'davison',
  'harmonic',
  'marks',
]
export const PAIR_KINDS: readonly ChartType[] = ['synastry', 'composite', 'davison', 'marks']

export function isViewKind(k: string | undefined): k is ViewKind {
  return !!k && (k === 'sky' || (CHART_KINDS as readonly string[]).includes(k))
}

// One definition, shared with the two-person pages of other sub-packages.
export { personInput }

/** Julian day (UT) of a JavaScript time value. */
export function jdOfMs(ms: number): number {
  return ms / 86400000 + 2440587.5
}

export interface ChartRequest {
  kind: ViewKind
  a: LocalBirth | null
  b: LocalBirth | null
  /** The moment of a dynamic chart (ms since 1970). */
  atMs: number
  harmonic: number
  /** CalcSettings.returnPlace: 'current' casts returns at the profile's current place (the birth place when it has none). */
  returnPlace?: ReturnPlace
  /** Solar return of this calendar year (engine `year`); lunar return: the first after the 1st of returnMonth. */
  returnYear?: number
  /** 1–12, lunar returns only. */
  returnMonth?: number
  /** Marks chart: whose side of the relationship (default a). */
  whose?: 'a' | 'b'
}

/** Where a profile is now: its current place, else its birth place. */
export function currentPlaceOf(b: Pick<LocalBirth, 'lat' | 'lng' | 'latCurrent' | 'lngCurrent'>): { lat: number; lng: number } {
  return b.latCurrent !== null && b.lngCurrent !== null ? { lat: b.latCurrent, lng: b.lngCurrent } : { lat: b.lat, lng: b.lng }
}

/** The engine call (time and place input) for a request; null when a person is missing. Settings go separately, typed. */
export function engineCall(r: ChartRequest): { kind: ChartType; input: RawInput } | null {
  if (r.kind === 'sky') {
    const place = r.a ? currentPlaceOf(r.a) : { lat: 39.93, lng: 116.41 }
    return { kind: 'natal', input: { jdUT: jdOfMs(r.atMs), ...place } }
  }
  if (!r.a) return null
  const a = personInput(r.a)
  const atPlace = r.returnPlace === 'current' ? { atPlace: currentPlaceOf(r.a) } : {}
  switch (r.kind) {
    case 'natal':
      return { kind: 'natal', input: a }
    case 'transit':
    case 'progression':
    case 'solarArc':
      return { kind: r.kind, input: { ...a, at: { jdUT: jdOfMs(r.atMs) } } }
    case 'solarReturn':
      if (r.returnYear !== undefined) return { kind: r.kind, input: { ...a, ...atPlace, year: r.returnYear } }
      // The latest return before the chosen moment: search from a year earlier.
      return { kind: r.kind, input: { ...a, ...atPlace, at: { jdUT: jdOfMs(r.atMs) - 365.25 } } }
    case 'lunarReturn':
      if (r.returnYear !== undefined)
        return { kind: r.kind, input: { ...a, ...atPlace, at: { jdUT: jdOfMs(Date.UTC(r.returnYear, (r.returnMonth ?? 1) - 1, 1)) } } }
      return { kind: r.kind, input: { ...a, ...atPlace, at: { jdUT: jdOfMs(r.atMs) - 27.4 } } }
    case 'harmonic':
      return { kind: r.kind, input: { ...a, harmonic: r.harmonic } }
    case 'synastry':
    case 'composite':
    case 'davison':
      if (!r.b) return null
      return { kind: r.kind, input: { a, b: personInput(r.b) } }
    case 'marks':
      if (!r.b) return null
      return { kind: r.kind, input: { a, b: personInput(r.b), whose: r.whose ?? 'a' } }
  }
}

/** Moon phase index 0–7 (new, crescent, first quarter, …) from the Sun–Moon elongation. */
export function moonPhaseIndex(sunLonDeg: number, moonLonDeg: number): number {
  const e = (((moonLonDeg - sunLonDeg) % 360) + 360) % 360
  return Math.floor(((e + 22.5) % 360) / 45)
}

export function fmtDeg(lonDeg: number): { sign: number; d: number; m: number } {
  const lon = ((lonDeg % 360) + 360) % 360
  let total = Math.round(lon * 60)
  if (total >= 21600) total -= 21600
  return { sign: Math.floor(total / 1800) + 1, d: Math.floor((total % 1800) / 60), m: total % 60 }
}

/** Which person's natal chart a wheel ring shows (natal-planet opens for it); null when the ring is not a natal chart. */
export function natalPersonOfRing(kind: ViewKind, ring: 'inner' | 'outer'): 'a' | 'b' | null {
  switch (kind) {
    case 'natal':
      return ring === 'inner' ? 'a' : null
    case 'transit':
    case 'progression':
    case 'solarArc':
      return ring === 'inner' ? 'a' : null
    case 'solarReturn':
    case 'lunarReturn':
      return ring === 'outer' ? 'a' : null
    case 'synastry':
      return ring === 'inner' ? 'a' : 'b'
    default:
      return null
  }
}

/** JavaScript time of a local civil date-time (the device zone, as the date-time picker shows it). */
export function msOfLocal(v: { year: number; month: number; day: number; hour: number; minute: number }): number {
  const d = new Date(2000, 0, 1, 0, 0, 0, 0)
  d.setFullYear(v.year, v.month - 1, v.day)
  d.setHours(v.hour, v.minute, 0, 0)
  return d.getTime()
}

/** Years offered by the return chooser: birth year to birth year + 120. */
export function returnYears(birthYear: number): number[] {
  return Array.from({ length: 121 }, (_, i) => birthYear + i)
}
