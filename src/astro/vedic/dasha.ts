/**
 * Chara dasa (sign periods, Jaimini) is in chara.ts.
 * Dashas from the nakshatra of a starting longitude (the Moon by default): Vimshottari (BPHS 46.12–16), Yogini and
 * Ashtottari (BPHS 46.17–21). A maha dasha's sub-periods start with its own lord and follow the same cyclic order,
 * each lasting parent length × lord years / total years (BPHS 46.23). Dates are Julian days UT.
 */
import { normDeg } from '../zodiac'
import { charaDasha } from './chara'
import type { DasaSystem } from './settings'
import {
  ASHTOTTARI,
  ASHTOTTARI_TOTAL_YEARS,
  NAKSHATRA_SPAN_DEG,
  VIMSHOTTARI,
  VIMSHOTTARI_TOTAL_YEARS,
  YOGINI,
  YOGINI_TOTAL_YEARS,
  type GrahaId,
} from './tables'

export interface DashaPeriod {
  lord: GrahaId
  /** Yogini dasha only: the yogini's name. */
  yogini?: string
  /** Chara dasa only: the sign (1–12) of the period; `lord` is its (stronger) lord. */
  sign?: number
  startJdUT: number
  endJdUT: number
  sub?: DashaPeriod[]
}

export interface DashaResult {
  system: DasaSystem
  /** Nakshatra (1–27) of the starting longitude and the fraction of it (or of the lord's arc) already passed at birth. */
  nakshatra: number
  elapsedFraction: number
  /** Years of the birth period still to run. */
  balanceYears: number
  periods: DashaPeriod[]
}

interface Sequence {
  lords: ReadonlyArray<{ lord: GrahaId; years: number; yogini?: string }>
  totalYears: number
}

/** The period of lord index `i` from `startJdUT` for `lengthDays`, with `levels - 1` levels of sub-periods. */
function periodOf(seq: Sequence, i: number, startJdUT: number, lengthDays: number, levels: number): DashaPeriod {
  const p: DashaPeriod = { lord: seq.lords[i].lord, startJdUT, endJdUT: startJdUT + lengthDays }
  if (seq.lords[i].yogini) p.yogini = seq.lords[i].yogini
  if (levels > 1) p.sub = subPeriods(seq, i, startJdUT, lengthDays, levels - 1)
  return p
}

/** Sub-periods of a period of `lengthDays` that starts with lord index `first`. */
function subPeriods(seq: Sequence, first: number, startJdUT: number, lengthDays: number, levels: number): DashaPeriod[] {
  const out: DashaPeriod[] = []
  let t = startJdUT
  const n = seq.lords.length
  for (let k = 0; k < n; k++) {
    const i = (first + k) % n
    const d = (lengthDays * seq.lords[i].years) / seq.totalYears
    out.push(periodOf(seq, i, t, d, levels))
    t += d
  }
  return out
}

/** Maha dashas from the birth lord's start until `spanYears` after birth (to within a day; one full cycle at least). */
function mahaPeriods(seq: Sequence, first: number, firstStartJdUT: number, birthJdUT: number, yearDays: number, levels: number, spanYears: number) {
  const out: DashaPeriod[] = []
  let t = firstStartJdUT
  const n = seq.lords.length
  for (let k = 0; out.length < n || t < birthJdUT + spanYears * yearDays - 1; k++) {
    const i = (first + k) % n
    const d = seq.lords[i].years * yearDays
    out.push(periodOf(seq, i, t, d, levels))
    t += d
  }
  return out
}

export interface DashaInput {
  system: DasaSystem
  /** Sidereal longitude whose nakshatra starts the dashas. */
  startLonDeg: number
  birthJdUT: number
  yearDays: number
  /** 1 maha, 2 antar, 3 pratyantar. */
  levels: number
  /** Chara dasa: the lagna sign and the rashi sign of each graha. */
  chara?: { lagnaSign: number; signs: Record<GrahaId, number> }
}

export function computeDasha({ system, startLonDeg, birthJdUT, yearDays, levels, chara }: DashaInput): DashaResult {
  const lon = normDeg(startLonDeg)
  const nakIndex = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG))
  const nakFraction = (lon - nakIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG
  if (system === 'chara') {
    if (!chara) throw new Error('chara dasa needs the lagna sign and the graha signs')
    const periods = charaDasha({ ...chara, birthJdUT, yearDays, levels })
    // Sign dasas start at birth: nothing has elapsed, the first sign's full years remain.
    return { system, nakshatra: nakIndex + 1, elapsedFraction: 0, balanceYears: (periods[0].endJdUT - birthJdUT) / yearDays, periods }
  }
  let seq: Sequence
  let first: number
  let elapsed: number
  let spanYears: number
  if (system === 'vimshottari') {
    seq = { lords: VIMSHOTTARI, totalYears: VIMSHOTTARI_TOTAL_YEARS }
    first = nakIndex % 9
    elapsed = nakFraction
    spanYears = VIMSHOTTARI_TOTAL_YEARS
  } else if (system === 'yogini') {
    seq = { lords: YOGINI, totalYears: YOGINI_TOTAL_YEARS }
    // (nakshatra number + 3) mod 8, 0 counting as the 8th (Sankata).
    first = (((nakIndex + 1 + 3) % 8) + 7) % 8
    elapsed = nakFraction
    spanYears = VIMSHOTTARI_TOTAL_YEARS
  } else {
    seq = { lords: ASHTOTTARI, totalYears: ASHTOTTARI_TOTAL_YEARS }
    first = ASHTOTTARI.findIndex((g) => (nakIndex - g.firstNakshatra + 27) % 27 < g.count)
    const g = ASHTOTTARI[first]
    elapsed = normDeg(lon - g.firstNakshatra * NAKSHATRA_SPAN_DEG) / (g.count * NAKSHATRA_SPAN_DEG)
    spanYears = ASHTOTTARI_TOTAL_YEARS
  }
  const years = seq.lords[first].years
  const firstStart = birthJdUT - elapsed * years * yearDays
  return {
    system,
    nakshatra: nakIndex + 1,
    elapsedFraction: elapsed,
    balanceYears: (1 - elapsed) * years,
    periods: mahaPeriods(seq, first, firstStart, birthJdUT, yearDays, levels, spanYears),
  }
}

/** The running period at each level at `jdUT` (maha, antar, pratyantar …): the path to highlight for a moment. */
export function currentPeriods(periods: readonly DashaPeriod[], jdUT: number): DashaPeriod[] {
  const out: DashaPeriod[] = []
  let level: readonly DashaPeriod[] | undefined = periods
  while (level) {
    const p: DashaPeriod | undefined = level.find((q) => q.startJdUT <= jdUT && jdUT < q.endJdUT)
    if (!p) break
    out.push(p)
    level = p.sub
  }
  return out
}
