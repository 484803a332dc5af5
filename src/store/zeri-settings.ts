/**
 * 择日 preferences (SPEC §3 "Zeri", storage key zeriSettings): the last activity, the search span, the chosen
 * profiles (birth ids, at most two) and whether rejected days are listed with their reasons.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { ZERI_ACTIVITIES } from '@/divination/zeri'
import { persisted, reloadsFrom } from './persist'

export const ZERI_SPANS = [30, 60, 90, 180, 366] as const
export type ZeriSpan = (typeof ZERI_SPANS)[number]

export interface ZeriSettings {
  activity: string
  spanDays: ZeriSpan
  profileIds: number[]
  showRejected: boolean
}

export const DEFAULT_ZERI_SETTINGS: ZeriSettings = { activity: '嫁娶', spanDays: 60, profileIds: [], showRejected: false }

const isActivity = (a: string) => (ZERI_ACTIVITIES as readonly string[]).includes(a)

const storedSchema = z.object({
  activity: z.string().refine(isActivity).catch('嫁娶').default('嫁娶'),
  spanDays: z
    .number()
    .refine((n) => (ZERI_SPANS as readonly number[]).includes(n))
    .catch(60)
    .default(60) as unknown as z.ZodType<ZeriSpan>,
  profileIds: z.array(z.number()).max(2).catch([]).default([]),
  showRejected: z.boolean().catch(false).default(false),
})

export const zeriSettingsStore = persisted({
  key: 'zeriSettings',
  schema: () => storedSchema,
  defaults: () => ({ ...DEFAULT_ZERI_SETTINGS, profileIds: [] }),
})

export interface ZeriSettingsStore extends ZeriSettings {
  activityChosen(activity: string): void
  spanChosen(days: ZeriSpan): void
  /** Adds or removes a profile; a third one replaces the earlier of the two. */
  profileToggled(id: number): void
  rejectedToggled(on: boolean): void
  hydrate(): void
}

/** Profile selection: toggling off removes; a third id pushes out the oldest of two. */
export function toggleProfile(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id)
  return [...ids, id].slice(-2)
}

export const useZeriSettings = create<ZeriSettingsStore>()((set, get) => {
  const save = (patch: Partial<ZeriSettings>) => {
    const { activity, spanDays, profileIds, showRejected } = get()
    zeriSettingsStore.save({ activity, spanDays, profileIds, showRejected, ...patch })
    set(patch)
  }
  return {
    ...zeriSettingsStore.load(),
    activityChosen(activity) {
      if (!isActivity(activity)) throw new Error(`unknown zeri activity: ${activity}`)
      save({ activity })
    },
    spanChosen(days) {
      if (!(ZERI_SPANS as readonly number[]).includes(days)) throw new Error(`unknown zeri span: ${days}`)
      save({ spanDays: days })
    },
    profileToggled(id) {
      save({ profileIds: toggleProfile(get().profileIds, id) })
    },
    rejectedToggled(on) {
      save({ showRejected: on })
    },
    hydrate() {
      set(zeriSettingsStore.load())
    },
  }
})

reloadsFrom([zeriSettingsStore.key], () => useZeriSettings.getState().hydrate())
