// The look-back day's picker range in device-local dates: today to ten years ahead (the server's limits), one
// year ahead by default.
import { localDate } from '@/store/merit-model'

export { localDate }

export const LOOK_BACK_MAX_YEARS = 10

function yearsAhead(d: Date, years: number): Date {
  const x = new Date(d.getFullYear() + years, d.getMonth(), d.getDate())
  // 29 February into a common year: the 28th, not 1 March.
  if (x.getMonth() !== d.getMonth()) x.setDate(0)
  return x
}

export function lookBackRange(now: Date): { start: string; initial: string; end: string } {
  return { start: localDate(now), initial: localDate(yearsAhead(now, 1)), end: localDate(yearsAhead(now, LOOK_BACK_MAX_YEARS)) }
}
