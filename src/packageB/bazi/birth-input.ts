/**
 * The bazi page's birth: from query params (date, time, birthZone, summer, sex, lng, name) or the current chart
 * birth of the birth list; and the time-basis line shown above the chart.
 */
import { birthFromQuery, birthFromStored, type QueryBirth, type QueryParams } from '@/births/query'
import type { BaziChart } from '@/divination/bazi'

export type BaziBirth = QueryBirth

/** SPEC §3 birth defaults: sex 1, date 2000-03-01, time 16:30, birthZone -8, Beijing 116.41. */
export const DEFAULT_BAZI_BIRTH: BaziBirth = {
  date: '2000-03-01',
  time: '16:30',
  birthZone: -8,
  summer: 0,
  sex: 1,
  lng: 116.41,
  name: '',
  isDelta: 0,
}

/** A birth from page query params, or null when there is no usable date. */
export const birthFromParams: (params: QueryParams) => BaziBirth | null = birthFromQuery

/** The current chart birth (src/store/births.ts) as the page's birth. */
export function birthFromProfile(
  b: { date: string; time: string; birthZone: number; summer: number; sex: number; lng: number; name: string; isDelta?: number } | null,
): BaziBirth | null {
  return birthFromStored(b)
}

/** Engine input of a birth. */
export function engineInput(b: BaziBirth) {
  return { date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, sex: b.sex, ...(b.lng !== null ? { lng: b.lng } : {}) }
}

export interface BasisLine {
  /** i18n key under bazi. */
  key: 'basisClock' | 'basisMean' | 'basisTrue'
  params: Record<string, string>
  /** i18n key of the 子时 rule */
  ziKey: 'ziNextDay' | 'ziSameDay'
}

const signed = (minutes: number) => `${minutes >= 0 ? '+' : '−'}${Math.abs(minutes).toFixed(1)}`

/** The visible time-basis line: which clock the day and hour pillars use, with the corrected time. */
export function basisLineOf(chart: Pick<BaziChart, 'time' | 'settings'>): BasisLine {
  const t = chart.time
  const key = t.basis === 'clock' ? 'basisClock' : t.basis === 'mean' ? 'basisMean' : 'basisTrue'
  return {
    key,
    params: {
      clock: t.clockTime.slice(0, 16),
      local: t.localTime.slice(0, 19),
      // not 'lng': i18next reads that option as the language
      lngMin: signed(t.longitudeMinutes),
      eot: signed(t.equationOfTimeMinutes),
    },
    ziKey: chart.settings.nextDayZiShi ? 'ziNextDay' : 'ziSameDay',
  }
}
