/** The editor's 农历 entry: the three typed fields and their conversion to and from a solar date. */
import { lunarToSolar, solarToLunar } from '@/divination/calendar'
import { parseDate } from '@/core/time'
import { normaliseDateInput } from '@/births/validate'

export interface LunarFields {
  year: string
  month: string
  day: string
  isLeap: boolean
}

export const EMPTY_LUNAR: LunarFields = { year: '', month: '', day: '', isLeap: false }

export function lunarFieldsOf(date: string): LunarFields {
  try {
    const l = solarToLunar(parseDate(normaliseDateInput(date)))
    return { year: String(l.year), month: String(l.month), day: String(l.day), isLeap: l.isLeap }
  } catch {
    return EMPTY_LUNAR
  }
}

export function solarOfLunarFields(l: LunarFields): { date?: string; error?: string } {
  try {
    const d = lunarToSolar({ year: Number(l.year), month: Number(l.month), day: Number(l.day), isLeap: l.isLeap })
    return { date: normaliseDateInput(`${d.year}-${d.month}-${d.day}`) }
  } catch (e) {
    return { error: (e as Error).message }
  }
}

/** 农历 text of a typed solar date, or '' while it cannot be read. */
export function lunarTextOf(dateText: string): string {
  try {
    return solarToLunar(parseDate(normaliseDateInput(dateText))).text
  } catch {
    return ''
  }
}
