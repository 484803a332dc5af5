import { create } from 'zustand'
import { z } from 'zod'
import { makeCastRecord, type CastRecord, type DivinationSystem } from '@/divination/yi/record'
import type { ServerRecord } from '@/api/types'
import { persisted, reloadsFrom } from './persist'
import { castRecordSchema, emptiedCast, fromServerCast, historySchema, toServerCast, type StoredCast, type StoredEntry } from './divination-records'
import { bindSyncedList, edited, freshStamp, liveOf, settled, withDeleted, withPulled, type SyncedListRules } from './synced-list'

export type { StoredCast, StoredEntry } from './divination-records'

/**
 * Divination history (issue 10): every cast is saved locally as a CastRecord, newest first. The store stamps
 * createdAt from its clock when the cast is saved; engines never read the clock. When logged in the history syncs
 * through /Divination/Sync (last writer wins, DESIGN.md §4): a delete leaves a tombstone until the server has it.
 * Also the divination preferences (coin mapping, 23:00 convention) under their own key.
 */

/** Records kept; older ones drop off (a WeChat storage key holds at most 1 MB; a liuyao record is ~3 KB). */
export const HISTORY_LIMIT = 150

export const historyStore = persisted({
  key: 'divinationHistory',
  schema: () => historySchema,
  defaults: (): StoredEntry[] => [],
})

const settingsSchema = z.object({
  /** Which coin side counts as yang (value 3) in liuyao coin casts. */
  coinYangSide: z.enum(['back', 'face']).default('back'),
  /** 23:00–24:00 counts as the next day's 子时 (day pillar and lunar day advance). */
  nextDayZiShi: z.boolean().default(false),
})
export type DivinationSettings = z.output<typeof settingsSchema>
export const DEFAULT_DIVINATION_SETTINGS: DivinationSettings = { coinYangSide: 'back', nextDayZiShi: false }
export const divinationSettingsStore = persisted({
  key: 'divinationSettings',
  schema: () => settingsSchema,
  defaults: () => ({ ...DEFAULT_DIVINATION_SETTINGS }),
})

/** The store's clock (tests replace it). */
let clock: () => Date = () => new Date()
export function setDivinationClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date())
}

export interface CastDraft {
  system: DivinationSystem
  question?: string
  castTime?: CastRecord['castTime']
  inputs: Record<string, unknown>
  result: unknown
}

export interface DivinationHistoryState {
  /** The casts not deleted, newest first: what the pages read. */
  records: StoredCast[]
  /** Every stored entry, tombstones included. */
  all: StoredEntry[]
  settings: DivinationSettings
  /** A cast was made: stamps createdAt, saves it first in the list and returns the saved record. */
  castSaved(draft: CastDraft): StoredCast
  castDeleted(id: string): void
  /** The remark under a tarot or Lenormand reading was written or changed (SPEC showRemarkInput). */
  remarkSaved(id: string, remark: string): void
  /** Clarifier cards were added to a tarot reading (the whole list, replayed by the engine). */
  tarotPlusSaved(id: string, plus: Extract<StoredCast, { system: 'tarot' }>['result']['plus']): void
  /** Clarifier cards were added to a Lenormand reading (the whole list, replayed by the engine). */
  lenormandPlusSaved(id: string, plus: Extract<StoredCast, { system: 'lenormand' }>['result']['plus']): void
  historyCleared(): void
  /** The merged list /Divination/Sync answered. */
  syncPulled(list: readonly ServerRecord[]): void
  coinYangSideChosen(side: DivinationSettings['coinYangSide']): void
  nextDayZiShiChosen(on: boolean): void
  hydrate(): void
}

export function recordById(records: readonly StoredCast[], id: string | undefined): StoredCast | undefined {
  return id ? records.find((r) => r.id === id) : undefined
}

const rules: SyncedListRules<StoredEntry> = { limit: HISTORY_LIMIT, emptied: emptiedCast, fromServer: fromServerCast }

export const useDivinationHistory = create<DivinationHistoryState>()((set, get) => {
  const commit = (all: StoredEntry[]) => {
    historyStore.save(all)
    set({ all, records: liveOf(all) })
  }
  /** Applies a change to one live cast and marks it pending upload. */
  const change = (id: string, f: (r: StoredCast) => StoredCast) => {
    const ms = clock().getTime()
    commit(get().all.map((r) => (r.id === id && !r.isDel ? edited(f(r), ms) : r)))
  }
  const loaded = historyStore.load()
  return {
    records: liveOf(loaded),
    all: loaded,
    settings: divinationSettingsStore.load(),
    castSaved(draft) {
      const now = clock()
      let ms = now.getTime()
      const taken = new Set(get().all.map((r) => r.id))
      while (taken.has(`${draft.system}-${ms}`)) ms++
      const made = makeCastRecord({ ...draft, createdAt: now.toISOString(), createdAtMs: ms })
      const record = castRecordSchema.parse({ ...made, ...freshStamp(now.getTime()) })
      commit(settled(rules, [record, ...get().all], now.getTime()))
      return record
    },
    castDeleted(id) {
      commit(withDeleted(rules, get().all, id, clock().getTime()))
    },
    tarotPlusSaved(id, plus) {
      change(id, (r) => (r.system === 'tarot' ? { ...r, result: { ...r.result, plus } } : r))
    },
    lenormandPlusSaved(id, plus) {
      change(id, (r) => (r.system === 'lenormand' ? { ...r, result: { ...r.result, plus } } : r))
    },
    remarkSaved(id, remark) {
      change(id, (r) => {
        if (r.system === 'tarot') return { ...r, result: { ...r.result, remark: remark.trim() } }
        if (r.system === 'lenormand') return { ...r, result: { ...r.result, remark: remark.trim() } }
        return r
      })
    },
    historyCleared() {
      commit(withDeleted(rules, get().all, null, clock().getTime()))
    },
    syncPulled(list) {
      commit(withPulled(rules, get().all, list, clock().getTime()))
    },
    coinYangSideChosen(coinYangSide) {
      const settings = { ...get().settings, coinYangSide }
      divinationSettingsStore.save(settings)
      set({ settings })
    },
    nextDayZiShiChosen(nextDayZiShi) {
      const settings = { ...get().settings, nextDayZiShi }
      divinationSettingsStore.save(settings)
      set({ settings })
    },
    hydrate() {
      const all = historyStore.load()
      set({ all, records: liveOf(all), settings: divinationSettingsStore.load() })
    },
  }
})

bindSyncedList('divination', useDivinationHistory, {
  records: (s) => s.all,
  toServer: toServerCast,
  pulled: (list) => useDivinationHistory.getState().syncPulled(list),
})

reloadsFrom([divinationSettingsStore.key], () => useDivinationHistory.getState().hydrate())
