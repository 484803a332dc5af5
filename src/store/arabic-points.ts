/**
 * Custom Arabic points (SPEC §3 Arabic point, §4 top and delete) and which points the classical page lists.
 * Storage keys: arabicPoints (the records), arabicSelected (catalogue ids and custom ids shown). Synced through
 * /ArabicPoint/Sync by bindRecordSync: 100 ms after a change, 300 ms after a pin.
 */
import { create } from 'zustand'
import { z } from 'zod'
import type { ServerRecord } from '@/api/types'
import { BUILTIN_LOT_IDS, type CustomLotDef } from '@/astro/classical'
import { deletedRecord, mergedServerList, pendingRecords, type FlaggedRecord } from '@/core/flagged-records'
import { persisted, reloadsFrom } from './persist'
import { AUTO_SYNC_DELAY_MS, bindRecordSync, PIN_SYNC_DELAY_MS } from './sync'

const bit = z.union([z.literal(0), z.literal(1)]).catch(0)
const term = z.union([
  z.object({ type: z.union([z.literal(1), z.literal(3)]), id: z.string().min(1) }),
  z.object({ type: z.literal(2), degree: z.number().int().min(1).max(12) }),
  // SPEC §5: the degree is a float when the type is 4.
  z.object({ type: z.literal(4), degree: z.number().min(0).lt(360) }),
])
export type ArabicTerm = z.infer<typeof term>

const pointSchema = z.object({
  id: z.coerce.number().int().min(0),
  name: z.string().max(100).catch(''),
  start: term,
  add: term,
  minus: term,
  /** 1: add and minus swap in a night chart. */
  reverse: bit,
  top: bit,
  update_time: z.coerce.number().catch(0),
  is_del: bit,
  is_local: bit,
  modified: bit,
})
export type ArabicPoint = z.infer<typeof pointSchema> & FlaggedRecord

/** A stored or server record as a point; undefined when unreadable. */
export const readPoint = (raw: unknown): ArabicPoint | undefined => {
  const r = pointSchema.safeParse(raw)
  return r.success ? (r.data as ArabicPoint) : undefined
}

export type PointDraft = Pick<ArabicPoint, 'name' | 'start' | 'add' | 'minus' | 'reverse'>

export const arabicPointsStore = persisted({
  key: 'arabicPoints',
  schema: () => z.array(z.unknown()).transform((rows) => rows.map(readPoint).filter((p): p is ArabicPoint => !!p)),
  defaults: (): ArabicPoint[] => [],
})
/** SPEC §9: the default Arabic selection is Fortune and Spirit. */
export const DEFAULT_BUILTIN_SELECTION: readonly string[] = ['Fortune', 'Spirit']
/** Version 2: the default became Fortune and Spirit (version 1, unmarked, showed every catalogue lot). */
const SELECTION_VERSION = 2
const selectionSchema = z
  .object({ version: z.number().optional(), builtin: z.array(z.string()), custom: z.array(z.number()) })
  .transform(({ builtin, custom }) => ({ builtin, custom }))
export type ArabicSelection = z.output<typeof selectionSchema>
/** An unmarked selection that still lists every catalogue lot is the old default: it becomes the new one. */
export function migrateSelection(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw
  const r = raw as { version?: unknown; builtin?: unknown }
  if (r.version === SELECTION_VERSION || !Array.isArray(r.builtin)) return raw
  const old = r.builtin as unknown[]
  return BUILTIN_LOT_IDS.every((id) => old.includes(id)) ? { ...r, builtin: [...DEFAULT_BUILTIN_SELECTION] } : raw
}
export const arabicSelectedStore = persisted({
  key: 'arabicSelected',
  schema: () => selectionSchema,
  defaults: (): ArabicSelection => ({ builtin: [...DEFAULT_BUILTIN_SELECTION], custom: [] }),
  migrate: migrateSelection,
})

let clock: () => number = () => Date.now()
export function setArabicClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now())
}

/** Live points as listed: pinned first, then in creation order. */
export function pointList(points: readonly ArabicPoint[]): ArabicPoint[] {
  const live = points.filter((p) => !p.is_del)
  return [...live.filter((p) => p.top), ...live.filter((p) => !p.top)]
}

/** A point as the lot engine reads it (ids are strings there). */
export const lotDefOf = (p: ArabicPoint | (PointDraft & { id: number })): CustomLotDef => ({
  id: String(p.id),
  name: p.name,
  start: p.start,
  add: p.add,
  minus: p.minus,
  reverseAtNight: p.reverse === 1,
})

export interface ArabicPointsState {
  points: ArabicPoint[]
  selected: ArabicSelection
  lastWasPin: boolean
  pointCreated(draft: PointDraft): ArabicPoint
  pointSaved(id: number, draft: PointDraft): void
  pointDeleted(id: number): void
  pointPinToggled(id: number): void
  builtinToggled(id: string): void
  customToggled(id: number): void
  serverListReceived(list: readonly ServerRecord[]): void
  hydrate(): void
}

const load = () => ({ points: arabicPointsStore.load(), selected: arabicSelectedStore.load(), lastWasPin: false })
const toggled = <T>(list: readonly T[], x: T): T[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x])

export const useArabicPoints = create<ArabicPointsState>()((set, get) => {
  function commit(points: ArabicPoint[], lastWasPin = false) {
    arabicPointsStore.save(points)
    set({ points, lastWasPin })
  }
  function select(selected: ArabicSelection) {
    // The version mark keeps a later choice of every lot from being read as the old default.
    arabicSelectedStore.save({ ...selected, version: SELECTION_VERSION } as ArabicSelection)
    set({ selected })
  }
  const edit = (id: number, change: (p: ArabicPoint) => Partial<ArabicPoint>) =>
    get().points.map((p) => (p.id === id ? { ...p, ...change(p), modified: 1 as const, update_time: Math.max(clock(), p.update_time + 1) } : p))
  return {
    ...load(),
    pointCreated(draft) {
      const s = get()
      let id = clock()
      while (s.points.some((p) => p.id === id)) id++
      const point: ArabicPoint = { ...draft, id, top: 0, update_time: clock(), is_del: 0, is_local: 1, modified: 1 }
      commit([...s.points, point])
      // A new point shows on the classical page until it is unticked.
      select({ ...s.selected, custom: [...s.selected.custom, id] })
      return point
    },
    pointSaved(id, draft) {
      commit(edit(id, () => draft))
    },
    pointDeleted(id) {
      commit(deletedRecord(get().points, id, clock()))
      const s = get().selected
      if (s.custom.includes(id)) select({ ...s, custom: s.custom.filter((x) => x !== id) })
    },
    pointPinToggled(id) {
      commit(
        edit(id, (p) => ({ top: p.top ? 0 : 1 })),
        true,
      )
    },
    builtinToggled(id) {
      select({ ...get().selected, builtin: toggled(get().selected.builtin, id) })
    },
    customToggled(id) {
      select({ ...get().selected, custom: toggled(get().selected.custom, id) })
    },
    serverListReceived(list) {
      const before = new Set(get().points.map((p) => p.id))
      const points = mergedServerList(get().points, list, readPoint)
      commit(points)
      // Points another device added show like the ones made here.
      const added = points.filter((p) => !before.has(p.id) && !p.is_del).map((p) => p.id)
      if (added.length) select({ ...get().selected, custom: [...get().selected.custom, ...added] })
    },
    hydrate() {
      set(load())
    },
  }
})

bindRecordSync('arabicPoints', {
  pending: () => pendingRecords(useArabicPoints.getState().points) as unknown as ServerRecord[],
  serverListReceived: (list) => useArabicPoints.getState().serverListReceived(list),
  subscribe: (changed) =>
    useArabicPoints.subscribe((s, prev) => {
      if (s.points !== prev.points) changed(s.lastWasPin ? PIN_SYNC_DELAY_MS : AUTO_SYNC_DELAY_MS)
    }),
})

reloadsFrom([arabicPointsStore.key, arabicSelectedStore.key], () => useArabicPoints.getState().hydrate())
