/** Time zone of the editor's place at its date and time, from the IANA tables (src/geo; tables loaded on first use). */
import type { BirthZoneFields } from '@/geo'
import { normaliseDateInput, normaliseTimeInput } from '@/births/validate'
import { birthZoneForPlace } from '@/platform/geo'

export interface ZoneFill {
  birthZone: number
  summer: 0 | 1
  dstHours: number
  ambiguity: BirthZoneFields['ambiguity']
  /** Local mean time (offset not a whole quarter hour). */
  lmt: boolean
}

export async function zoneFor(timeZone: string, dateText: string, timeText: string): Promise<ZoneFill | null> {
  let date: string
  let time: string
  try {
    date = normaliseDateInput(dateText)
    time = normaliseTimeInput(timeText, true)
  } catch {
    return null
  }
  const z = await birthZoneForPlace({ timeZone }, date, time)
  return { birthZone: z.birthZone, summer: z.summer, dstHours: z.dstHours, ambiguity: z.ambiguity, lmt: z.utcOffsetSeconds % 900 !== 0 }
}
