/**
 * The charts cast on the 策天 page (SPEC §3 storage key cetianSearchHistory): newest first, at most 20, one entry per
 * birth (casting it again moves it to the top). Kept on this device only.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted, reloadsFrom } from './persist'

export const CETIAN_HISTORY_MAX = 20

const entrySchema = z.object({
  /** The person's name; empty for a chart of the moment or a typed-in birth. */
  name: z.string(),
  /** True when the birth was the moment the chart was cast (此刻). */
  isNow: z.boolean(),
  date: z.string(),
  time: z.string(),
  birthZone: z.number(),
  summer: z.number(),
  sex: z.union([z.literal(0), z.literal(1)]),
  /** When it was cast, ISO 8601. */
  castAt: z.string(),
})
export type CetianHistoryEntry = z.infer<typeof entrySchema>

export const cetianHistoryStore = persisted({
  key: 'cetianSearchHistory',
  schema: () => z.array(entrySchema),
  defaults: (): CetianHistoryEntry[] => [],
})

const sameBirth = (a: CetianHistoryEntry, b: CetianHistoryEntry) =>
  a.name === b.name && a.date === b.date && a.time === b.time && a.birthZone === b.birthZone && a.summer === b.summer && a.sex === b.sex

/**
 * The list after casting `entry`: it goes first, an earlier cast of the same birth is dropped (a 此刻 chart reopened
 * from the list stays 此刻), the list is cut to 20.
 */
export function historyAfterCast(list: readonly CetianHistoryEntry[], entry: CetianHistoryEntry): CetianHistoryEntry[] {
  const isNow = entry.isNow || list.some((e) => sameBirth(e, entry) && e.isNow)
  return [{ ...entry, isNow }, ...list.filter((e) => !sameBirth(e, entry))].slice(0, CETIAN_HISTORY_MAX)
}

export interface CetianHistoryState {
  entries: CetianHistoryEntry[]
  chartCast(entry: CetianHistoryEntry): void
  historyCleared(): void
  hydrate(): void
}

export const useCetianHistory = create<CetianHistoryState>()((set, get) => ({
  entries: cetianHistoryStore.load(),
  chartCast(entry) {
    const entries = historyAfterCast(get().entries, entry)
    cetianHistoryStore.save(entries)
    set({ entries })
  },
  historyCleared() {
    cetianHistoryStore.save([])
    set({ entries: [] })
  },
  hydrate() {
    set({ entries: cetianHistoryStore.load() })
  },
}))

reloadsFrom([cetianHistoryStore.key], () => useCetianHistory.getState().hydrate())
