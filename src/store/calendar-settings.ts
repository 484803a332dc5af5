/**
 * Calendar preferences (SPEC §3 "Calendar style", storage key calendarSettings; SPEC §9: style 1 by default).
 * style 1: the week starts on Sunday (the almanac's 星期日 first); style 2: on Monday.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted } from './persist'

export type CalendarStyle = 1 | 2

export interface CalendarSettings {
  style: CalendarStyle
  /** the day's 干支 under each date in the month grid */
  showGanZhi: boolean
  /** minor festivals and memorial days in the day view */
  showOtherFestivals: boolean
}

export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = { style: 1, showGanZhi: false, showOtherFestivals: true }

const storedSchema = z.object({
  style: z
    .union([z.literal(1), z.literal(2)])
    .catch(1)
    .default(1),
  showGanZhi: z.boolean().catch(false).default(false),
  showOtherFestivals: z.boolean().catch(true).default(true),
})

export const calendarSettingsStore = persisted({
  key: 'calendarSettings',
  schema: () => storedSchema,
  defaults: () => ({ ...DEFAULT_CALENDAR_SETTINGS }),
})

export interface CalendarSettingsStore extends CalendarSettings {
  styleChosen(style: CalendarStyle): void
  flagToggled(flag: 'showGanZhi' | 'showOtherFestivals', on: boolean): void
  hydrate(): void
}

export const useCalendarSettings = create<CalendarSettingsStore>()((set, get) => {
  const save = (patch: Partial<CalendarSettings>) => {
    const { style, showGanZhi, showOtherFestivals } = get()
    calendarSettingsStore.save({ style, showGanZhi, showOtherFestivals, ...patch })
    set(patch)
  }
  return {
    ...calendarSettingsStore.load(),
    styleChosen(style) {
      if (style !== 1 && style !== 2) throw new Error(`calendar style must be 1 or 2: ${String(style)}`)
      save({ style })
    },
    flagToggled(flag, on) {
      save({ [flag]: on })
    },
    hydrate() {
      set(calendarSettingsStore.load())
    },
  }
})
