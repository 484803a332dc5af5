/** 择日 profiles: the year and day pillars of chosen births (bazi engine under the reader's bazi settings). */
import { baziChart, type BaziSettings } from '@/divination/bazi'
import type { ZeriProfile } from '@/divination/zeri'

export interface ProfileBirth {
  id: number
  name: string
  date: string
  time: string
  birthZone: number
  summer: number
  sex: number
  lng: number
}

/** Profiles for the engine, in the order of `ids`; births that fail to chart are left out. */
export function zeriProfilesOf(births: readonly ProfileBirth[], ids: readonly number[], settings: BaziSettings): ZeriProfile[] {
  const out: ZeriProfile[] = []
  for (const id of ids) {
    const b = births.find((x) => x.id === id)
    if (!b) continue
    try {
      const c = baziChart({ date: b.date, time: b.time.slice(0, 5), birthZone: b.birthZone, summer: b.summer, sex: b.sex, lng: b.lng }, settings)
      out.push({ name: b.name, yearPillar: c.pillars.year.ganZhi, dayPillar: c.pillars.day.ganZhi })
    } catch (e) {
      // An unusable birth is not offered as a profile.
      console.warn('birth not usable for zeri', b.id, e)
    }
  }
  return out
}

/** The search range: from `today` for `spanDays` days, as yyyy-MM-dd strings. */
export function rangeOf(today: { year: number; month: number; day: number }, spanDays: number): { from: string; to: string } {
  const start = Date.UTC(today.year, today.month - 1, today.day)
  const end = new Date(start + (spanDays - 1) * 86400000)
  const iso = (d: Date) =>
    `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`
  return { from: iso(new Date(start)), to: iso(end) }
}
