/**
 * The bazi page's birth: from query params (date, time, birthZone, summer, sex, lng, name) or the current chart
 * birth of the birth list; and the time-basis line shown above the chart.
 */
import { parseDate, parseTime } from '@/core/time'
import type { BaziChart } from '@/divination/bazi'

export interface BaziBirth {
  date: string
  time: string
  birthZone: number
  summer: 0 | 1
  sex: 0 | 1
  /** east positive; null when unknown (solar-time bases then fall back to the clock) */
  lng: number | null
  name: string
}

/** SPEC §3 birth defaults: sex 1, date 2000-03-01, time 16:30, birthZone -8, Beijing 116.41. */
export const DEFAULT_BAZI_BIRTH: BaziBirth = { date: '2000-03-01', time: '16:30', birthZone: -8, summer: 0, sex: 1, lng: 116.41, name: '' }

function decode(v: string | number | undefined | null): string | undefined {
  if (v === undefined || v === null) return undefined
  const s = String(v)
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const finite = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/** A birth from page query params, or null when there is no usable date. */
export function birthFromParams(params: Record<string, string | undefined>): BaziBirth | null {
  const date = decode(params.date)?.replace(/\//g, '-')
  if (!date) return null
  try {
    parseDate(date)
  } catch {
    return null
  }
  let time = decode(params.time) ?? '12:00'
  try {
    parseTime(time)
  } catch {
    time = '12:00'
  }
  const zone = finite(decode(params.birthZone ?? params.birth_zone))
  const lng = finite(decode(params.lng))
  return {
    date,
    time,
    birthZone: zone ?? -8,
    summer: decode(params.summer) === '1' ? 1 : 0,
    sex: decode(params.sex) === '0' ? 0 : 1,
    lng: lng !== null && lng >= -180 && lng <= 180 ? lng : null,
    name: decode(params.name) ?? '',
  }
}

/** The current chart birth (src/store/births.ts) as the page's birth. */
export function birthFromProfile(
  b: { date: string; time: string; birthZone: number; summer: number; sex: number; lng: number; name: string } | null,
): BaziBirth | null {
  if (!b) return null
  return birthFromParams({ date: b.date, time: b.time.slice(0, 5), birthZone: String(b.birthZone), summer: String(b.summer), sex: String(b.sex), lng: String(b.lng), name: b.name })
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
