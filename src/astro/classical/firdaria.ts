/**
 * Firdaria (al-fardār): 75 years divided among the seven planets and the nodes in an order set by the sect;
 * each planetary period splits into seven equal sub-periods in Chaldean order from its own lord.
 * Abū Maʿshar, On the Revolutions of the Years of Nativities; al-Bīrūnī, Book of Instruction §522; Bonatti,
 * Liber Astronomiae, tr. 10 (the nocturnal node placement read by Zoller).
 */
import { CHALDEAN_ORDER } from './tables'

export const FIRDARIA_YEARS = { Sun: 10, Venus: 8, Mercury: 13, Moon: 9, Saturn: 11, Jupiter: 12, Mars: 7, NorthNode: 3, SouthNode: 2 } as const
export type FirdariaLord = keyof typeof FIRDARIA_YEARS

const DIURNAL: readonly FirdariaLord[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'NorthNode', 'SouthNode']
/** Nocturnal orders: the nodes close the cycle (Abū Maʿshar, the default) or follow Mars (Bonatti). */
const NOCTURNAL = {
  abuMashar: ['Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'NorthNode', 'SouthNode'],
  bonatti: ['Moon', 'Saturn', 'Jupiter', 'Mars', 'NorthNode', 'SouthNode', 'Sun', 'Venus', 'Mercury'],
} as const satisfies Record<string, readonly FirdariaLord[]>
export type NocturnalOrder = keyof typeof NOCTURNAL

/** Texts fix no day count: 365.2425 (Gregorian mean), 365.25 (Julian) or 365.2422 (tropical) are all in use. */
export const FIRDARIA_YEAR_DAYS = [365.2425, 365.25, 365.2422] as const

export interface TimeLordPeriod<L extends string = string> {
  lord: L
  startJdUT: number
  endJdUT: number
  sub?: TimeLordPeriod<L>[]
}

export interface FirdariaOptions {
  nocturnalOrder?: NocturnalOrder
  yearDays?: number
}

export function firdaria(birthJdUT: number, isDiurnal: boolean, opts: FirdariaOptions = {}): TimeLordPeriod<FirdariaLord>[] {
  const yearDays = opts.yearDays ?? FIRDARIA_YEAR_DAYS[0]
  const order = isDiurnal ? DIURNAL : NOCTURNAL[opts.nocturnalOrder ?? 'abuMashar']
  const out: TimeLordPeriod<FirdariaLord>[] = []
  let t = birthJdUT
  for (const lord of order) {
    const lengthDays = FIRDARIA_YEARS[lord] * yearDays
    const period: TimeLordPeriod<FirdariaLord> = { lord, startJdUT: t, endJdUT: t + lengthDays }
    // Node periods are not subdivided.
    if (lord !== 'NorthNode' && lord !== 'SouthNode') {
      const first = CHALDEAN_ORDER.indexOf(lord)
      period.sub = Array.from({ length: 7 }, (_, k) => ({
        lord: CHALDEAN_ORDER[(first + k) % 7],
        startJdUT: t + (k * lengthDays) / 7,
        endJdUT: t + ((k + 1) * lengthDays) / 7,
      }))
    }
    out.push(period)
    t += lengthDays
  }
  return out
}

/** The periods running at an instant, outermost first (empty before birth and after the cycle). */
export function runningPeriods<L extends string>(periods: readonly TimeLordPeriod<L>[], atJdUT: number): TimeLordPeriod<L>[] {
  const p = periods.find((x) => atJdUT >= x.startJdUT && atJdUT < x.endJdUT)
  return p ? [p, ...runningPeriods(p.sub ?? [], atJdUT)] : []
}
