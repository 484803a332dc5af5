/**
 * Stepping the time-layer target: 大限 to the first year of the next/previous decade, 流年 by a year, 流月 by a
 * lunar month (keeping the lunar day when it exists), 流日 by a day, 流时 by one 时辰 (two hours).
 * Pure: the page passes the current target and the layers computed for it.
 */
import { civilFromJulianDay, daysInMonth, julianDay, parseDate, parseTime } from '@/core/time'
import { solarToLunar } from '@/divination/calendar'
import type { ZiweiChart } from '@/divination/ziwei'

export type LayerStepScope = 'decadal' | 'yearly' | 'monthly' | 'daily' | 'hourly'
export const LAYER_STEP_SCOPES: readonly LayerStepScope[] = ['decadal', 'yearly', 'monthly', 'daily', 'hourly']

/** A local target moment (the chart's birth zone), as the engine's date + time input. */
export interface LayerTarget {
  date: string
  time: string
}

const pad = (n: number) => String(n).padStart(2, '0')

function fromJd(jd: number): LayerTarget {
  const c = civilFromJulianDay(jd + 1e-7)
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` }
}

function jdOf(t: LayerTarget): number {
  const { hour, minute } = parseTime(t.time)
  return julianDay(parseDate(t.date), hour + minute / 60)
}

function addYears(t: LayerTarget, years: number): LayerTarget {
  const d = parseDate(t.date)
  const year = d.year + years
  const day = Math.min(d.day, daysInMonth(year, d.month))
  return { date: `${year}-${pad(d.month)}-${pad(day)}`, time: t.time }
}

function addDays(t: LayerTarget, days: number): LayerTarget {
  return fromJd(jdOf(t) + days)
}

/** Moves to the same lunar day of the next (dir 1) or previous (-1) lunar month; a missing day 30 gives the nearest day. */
function addLunarMonth(t: LayerTarget, dir: 1 | -1): LayerTarget {
  const now = solarToLunar(parseDate(t.date))
  const candidates = [29, 30, 28, 31].map((n) => addDays(t, dir * n))
  const lunarOf = (c: LayerTarget) => solarToLunar(parseDate(c.date))
  const moved = candidates.filter((c) => {
    const l = lunarOf(c)
    return l.month !== now.month || l.isLeap !== now.isLeap
  })
  const sameDay = moved.find((c) => lunarOf(c).day === now.day)
  if (sameDay) return sameDay
  // Day 30 into a 29-day month: the last day of that month.
  return moved.sort((a, b) => Math.abs(lunarOf(a).day - now.day) - Math.abs(lunarOf(b).day - now.day))[0] ?? candidates[0]
}

/**
 * The next or previous target for a layer scope. `nominalAge` is the 虚岁 of the current target (from the layers).
 * Returns null when there is no further 大限 in that direction.
 */
export function stepTarget(chart: ZiweiChart, scope: LayerStepScope, target: LayerTarget, nominalAge: number, dir: 1 | -1): LayerTarget | null {
  switch (scope) {
    case 'decadal': {
      const starts = chart.palaces.map((p) => p.decadal.startAge).sort((a, b) => a - b)
      const current = [...starts].reverse().find((s) => s <= nominalAge)
      let age: number | undefined
      if (dir === 1) age = starts.find((s) => s > nominalAge)
      else if (current === undefined) age = undefined
      else age = [...starts].reverse().find((s) => s < current) ?? (current > 1 ? 1 : undefined)
      return age === undefined ? null : addYears(target, age - nominalAge)
    }
    case 'yearly':
      return addYears(target, dir)
    case 'monthly':
      return addLunarMonth(target, dir)
    case 'daily':
      return addDays(target, dir)
    case 'hourly':
      return addDays(target, (dir * 2) / 24)
  }
}
