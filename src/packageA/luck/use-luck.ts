/** The current birth's luck reading for a period and a local date (?date=YYYY-MM-DD, else today), with loading state. */
import { useMemo } from 'react'
import { luckReading, type LuckPeriod, type LuckReading } from '@/astro/luck'
import { jdUTOf } from '@/core/time'
import type { LocalBirth } from '@/births/model'
import type { Ephemeris } from '@/astro'
import { useCalcSettings } from '@/store/chart-settings'
import { personInput } from '../chart-common/input'

/** Device zone offset in hours east, read by the page (engines never read the clock or the zone). */
export function deviceUtcOffsetHours(): number {
  return -new Date().getTimezoneOffset() / 60
}

export function todayText(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

export function isDateText(s: string | undefined): s is string {
  return !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= '1800-01-02' && s <= '2399-12-30'
}

/** Noon of a local date in the device's zone. */
export function noonJdUT(date: string, utcOffsetHours: number): number {
  return jdUTOf({ date, time: '12:00', birthZone: -utcOffsetHours, summer: 0 })
}

export function useLuckReading(eph: Ephemeris | null, birth: LocalBirth | null, period: LuckPeriod, date: string): LuckReading | string | null {
  const calc = useCalcSettings('natal')
  return useMemo(() => {
    if (!eph || !birth) return null
    try {
      const off = deviceUtcOffsetHours()
      return luckReading(eph, personInput(birth), calc, { period, atJdUT: noonJdUT(date, off), utcOffsetHours: off })
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [eph, birth, calc, period, date])
}
