/** Month grid layout for the calendar page (pure): week header order, blank leading cells, month stepping. */
import type { CalendarMonth, MonthCell } from '@/divination/calendar'
import type { CalendarStyle } from '@/store/calendar-settings'

export const MIN_CAL_YEAR = 1
export const MAX_CAL_YEAR = 9999

/** Weekday numbers (0 = Sunday) in column order: style 1 starts on Sunday, style 2 on Monday. */
export function weekOrder(style: CalendarStyle): number[] {
  return style === 2 ? [1, 2, 3, 4, 5, 6, 0] : [0, 1, 2, 3, 4, 5, 6]
}

/** Rows of seven cells; null where the month has no day (before day 1, after the last day). */
export function gridRows(month: Pick<CalendarMonth, 'days'>, style: CalendarStyle): (MonthCell | null)[][] {
  const order = weekOrder(style)
  const cells: (MonthCell | null)[] = []
  const first = month.days[0]
  if (first) for (let i = 0; i < order.indexOf(first.week); i++) cells.push(null)
  for (const d of month.days) {
    // The 1582 reform gap: 10-04 (Thursday) is followed by 10-15 (Friday), no blanks between.
    cells.push(d)
  }
  while (cells.length % 7) cells.push(null)
  const rows: (MonthCell | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7))
  return rows
}

/** The month `delta` months away, or null outside the calendar range. */
export function stepMonth(year: number, month: number, delta: number): { year: number; month: number } | null {
  const index = year * 12 + (month - 1) + delta
  const y = Math.floor(index / 12)
  if (y < MIN_CAL_YEAR || y > MAX_CAL_YEAR) return null
  return { year: y, month: (index % 12) + 1 }
}

/** The leap month shown in this grid ('闰二月'), if any day of the month falls in one. */
export function leapMonthInGrid(month: Pick<CalendarMonth, 'days'>): string | null {
  return month.days.find((d) => d.lunarMonth.startsWith('闰'))?.lunarMonth ?? null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-MM-dd of a local date. */
export function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`
}

/** Parses a 'yyyy-MM-dd' query value into a date inside the calendar range, or null. */
export function dateParam(v: string | undefined): { year: number; month: number; day: number } | null {
  const m = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(v ?? '')
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < MIN_CAL_YEAR || year > MAX_CAL_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return null
  return { year, month, day }
}
