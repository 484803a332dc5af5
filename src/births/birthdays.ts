/**
 * Upcoming birthdays of saved births (the birthday widget page): the next birthday on or after a given day, the
 * age turned then and the days left. Solar birthdays fall on the same month and day; 29 February is kept on
 * 28 February in common years. Lunar birthdays (农历生日) fall on the birth's lunar month and day: a birth in a
 * leap month keeps its birthday in the ordinary month of that number, and a 30th in a 29-day month moves to the
 * 29th (the usual family custom).
 */
import { daysInMonth, julianDay, parseDate, type CivilDate } from '@/core/time'
import { lunarToSolar, solarToLunar } from '@/divination/calendar'

export type BirthdayKind = 'solar' | 'lunar'

export interface UpcomingBirthday {
  id: number
  name: string
  /** yyyy-MM-dd of the next birthday (solar calendar). */
  date: string
  daysLeft: number
  /** Full years turned on that day (lunar: lunar years). */
  age: number
  /** Lunar birthday as written, e.g. 八月十五 (lunar kind only). */
  lunarText?: string
}

const fmt = (d: CivilDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
const dayNo = (d: CivilDate) => Math.round(julianDay(d, 12))

function nextSolar(birth: CivilDate, today: CivilDate): { date: CivilDate; age: number; text?: string } {
  for (const year of [today.year, today.year + 1]) {
    const day = Math.min(birth.day, daysInMonth(year, birth.month))
    const date = { year, month: birth.month, day }
    if (dayNo(date) >= dayNo(today)) return { date, age: year - birth.year }
  }
  throw new Error('unreachable')
}

function lunarOn(year: number, month: number, day: number): CivilDate {
  try {
    return lunarToSolar({ year, month, day })
  } catch {
    return lunarToSolar({ year, month, day: day - 1 })
  }
}

function nextLunar(birth: CivilDate, today: CivilDate): { date: CivilDate; age: number; text: string } {
  const l = solarToLunar(birth)
  const thisLunarYear = solarToLunar(today).year
  for (const year of [thisLunarYear - 1, thisLunarYear, thisLunarYear + 1]) {
    const date = lunarOn(year, l.month, l.day)
    if (dayNo(date) >= dayNo(today)) return { date, age: year - l.year, text: `${l.monthInChinese}月${l.dayInChinese}` }
  }
  throw new Error('unreachable')
}

/** Births' next birthdays from `today`, soonest first (a birthday today has 0 days left). Unreadable dates are skipped. */
export function upcomingBirthdays(
  births: readonly { id: number; name: string; date: string; isDel?: number }[],
  today: CivilDate,
  kind: BirthdayKind,
): UpcomingBirthday[] {
  const out: UpcomingBirthday[] = []
  for (const b of births) {
    if (b.isDel) continue
    let birth: CivilDate
    try {
      birth = parseDate(b.date)
    } catch {
      continue
    }
    if (dayNo(birth) > dayNo(today)) continue
    try {
      const n = kind === 'lunar' ? nextLunar(birth, today) : nextSolar(birth, today)
      out.push({
        id: b.id,
        name: b.name,
        date: fmt(n.date),
        daysLeft: dayNo(n.date) - dayNo(today),
        age: n.age,
        ...(n.text ? { lunarText: n.text } : {}),
      })
    } catch {
      // Outside the calendar's years: no lunar birthday to show.
    }
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name))
}
