/** The cast moment as the divination pages enter it: device-local date and time with the SPEC zone convention. */

export interface CastTimeInput {
  date: string
  time: string
  /** SPEC zone convention: negative east, -8 = UTC+8 (standard time). */
  birthZone: number
  /** 1 when daylight saving time is in force at that moment. */
  summer: number
}

const pad = (n: number) => String(n).padStart(2, '0')

export function formatDateOf(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
export function formatTimeOf(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Standard-time zone of the device in the SPEC convention; DST is reported separately. */
export function deviceZone(at: Date): { birthZone: number; summer: number } {
  const jan = new Date(at.getFullYear(), 0, 1).getTimezoneOffset()
  const jul = new Date(at.getFullYear(), 6, 1).getTimezoneOffset()
  const standard = Math.max(jan, jul) // minutes west of UTC; the larger value is standard time
  return { birthZone: standard / 60, summer: at.getTimezoneOffset() < standard ? 1 : 0 }
}

/** A device-local moment as a cast time; the zone comes from the moment itself, not from "now". */
export function castTimeOf(d: Date): CastTimeInput {
  return { date: formatDateOf(d), time: formatTimeOf(d), ...deviceZone(d) }
}

/** The date+time fields (as picked) re-read in the device zone of that moment. */
export function castTimeFromFields(date: string, time: string): CastTimeInput {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const at = new Date(y, m - 1, d, hh, mm)
  return { date, time, ...deviceZone(at) }
}

/** The cast time a saved record carries, when it is a date and time (not a bare instant). */
export function savedCastTime(castTime: unknown): CastTimeInput | undefined {
  if (!castTime || typeof castTime !== 'object' || !('date' in castTime)) return undefined
  const c = castTime as { date: string; time: string; birthZone: number; summer?: number }
  return { date: c.date, time: c.time, birthZone: c.birthZone, summer: c.summer ?? 0 }
}

/** ISO instant → "2024-06-10 14:05" in device-local time. */
export function formatCreatedAt(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return `${formatDateOf(d)} ${formatTimeOf(d)}`
}

/** Positive integers from text fields; empty optional fields are skipped. undefined when any is invalid. */
export function parsePositiveInts(fields: readonly string[], required: number): number[] | undefined {
  const out: number[] = []
  for (let i = 0; i < fields.length; i++) {
    const s = fields[i].trim()
    if (!s) {
      if (i < required) return undefined
      continue
    }
    if (!/^\d+$/.test(s)) return undefined
    const n = Number(s)
    if (!Number.isSafeInteger(n) || n < 1) return undefined
    out.push(n)
  }
  return out
}

/** A fresh 32-bit seed for a coin cast; saved with the record so the cast replays. */
export function newSeed(): number {
  return Math.floor(Math.random() * 0x100000000) >>> 0
}
