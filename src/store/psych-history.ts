import { create } from 'zustand'
import { z } from 'zod'
import { psychTestById, scoreTest, type PsychAnswers, type PsychResult } from '@/divination/psych'
import type { ServerRecord } from '@/api/types'
import { persisted } from './persist'
import {
  bindSyncedList,
  freshStamp,
  liveOf,
  settled,
  stampedLegacy,
  syncStampShape,
  withDeleted,
  withPulled,
  type SyncedListRules,
} from './synced-list'

/**
 * Psychological test results, newest first, under the storage key psychHistory. A record keeps the answers (so
 * the result can be recomputed) and the scores as shown when it was saved. When logged in they sync through
 * /Psych/Sync (last writer wins, DESIGN.md §4): a delete leaves a tombstone (isDel 1) until the server has it.
 */

/** Records kept; older ones drop off. A Big-Five record is well under 1 KB. */
export const PSYCH_HISTORY_LIMIT = 200
export const PSYCH_HISTORY_VERSION = 2

const scaleScoreSchema = z.object({
  scale: z.string().min(1),
  raw: z.number(),
  min: z.number(),
  max: z.number(),
  items: z.number().int().min(1),
  pct: z.number().min(0).max(100),
  band: z.number().int().min(0),
})

export const psychRecordSchema = z.object({
  id: z.string().min(1),
  testId: z.string().min(1),
  createdAt: z.string().min(1),
  answers: z.array(z.number().int().min(1).max(5)),
  /** Empty on a tombstone. */
  scales: z.array(scaleScoreSchema),
  ...syncStampShape,
})
export type PsychRecord = z.output<typeof psychRecordSchema>

const historySchema = z.object({ version: z.literal(PSYCH_HISTORY_VERSION), records: z.array(psychRecordSchema) })
type PsychHistory = z.output<typeof historySchema>

/**
 * Keeps the records that still parse and whose test still exists; anything unreadable becomes an empty history.
 * Version 1 records gain updateTime = createdAt and count as not yet synced.
 */
export function migratePsychHistory(raw: unknown): unknown {
  const list = raw && typeof raw === 'object' && Array.isArray((raw as { records?: unknown }).records) ? (raw as { records: unknown[] }).records : []
  const records = list.flatMap((r) => {
    const p = psychRecordSchema.safeParse(stampedLegacy(r))
    return p.success && (p.data.isDel || psychTestById(p.data.testId)) ? [p.data] : []
  })
  return { version: PSYCH_HISTORY_VERSION, records }
}

export const psychHistoryStore = persisted({
  key: 'psychHistory',
  schema: () => historySchema,
  defaults: (): PsychHistory => ({ version: PSYCH_HISTORY_VERSION, records: [] }),
  migrate: migratePsychHistory,
})

/** The store's clock (tests replace it). */
let clock: () => Date = () => new Date()
export function setPsychClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date())
}

const liveRecords = (records: readonly PsychRecord[]): PsychRecord[] => liveOf(records)

export interface PsychHistoryState {
  /** Every record, tombstones included. */
  records: PsychRecord[]
  /** The records not deleted (pages read this through selectLivePsych). */
  live: PsychRecord[]
  /** A test was finished: scores the answers, stamps createdAt, saves the record first and returns it with its result. */
  testFinished(testId: string, answers: PsychAnswers): { record: PsychRecord; result: PsychResult }
  recordDeleted(id: string): void
  historyCleared(): void
  /** The merged list /Psych/Sync answered. */
  syncPulled(list: readonly ServerRecord[]): void
  hydrate(): void
}

export const selectLivePsych = (s: PsychHistoryState): PsychRecord[] => s.live

export function psychRecordById(records: readonly PsychRecord[], id: string | undefined): PsychRecord | undefined {
  return id ? records.find((r) => r.id === id && !r.isDel) : undefined
}

/** Local record → server shape (snake_case). */
export const toServerPsych = (r: PsychRecord): ServerRecord => ({
  id: r.id,
  test_id: r.testId,
  created_at: r.createdAt,
  answers: r.answers,
  scales: r.scales,
  update_time: r.updateTime,
  is_del: r.isDel,
})

/** Server shape → local record (stored on the server, so not local and not modified); undefined when unreadable. */
export function fromServerPsych(raw: ServerRecord): PsychRecord | undefined {
  const p = psychRecordSchema.safeParse({
    id: typeof raw.id === 'number' ? String(raw.id) : raw.id,
    testId: raw.test_id,
    createdAt: raw.created_at,
    answers: raw.answers ?? [],
    scales: raw.scales ?? [],
    updateTime: Number(raw.update_time),
    isDel: raw.is_del ? 1 : 0,
    isLocal: 0,
    modified: 0,
  })
  return p.success && (p.data.isDel || psychTestById(p.data.testId)) ? p.data : undefined
}

const rules: SyncedListRules<PsychRecord> = {
  limit: PSYCH_HISTORY_LIMIT,
  emptied: (r) => ({ ...r, answers: [], scales: [] }),
  fromServer: fromServerPsych,
}

export const usePsychHistory = create<PsychHistoryState>()((set, get) => {
  const commit = (records: PsychRecord[]) => {
    psychHistoryStore.save({ version: PSYCH_HISTORY_VERSION, records })
    set({ records, live: liveRecords(records) })
  }
  const loaded = psychHistoryStore.load().records
  return {
    records: loaded,
    live: liveRecords(loaded),
    testFinished(testId, answers) {
      const test = psychTestById(testId)
      if (!test) throw new Error(`unknown test ${testId}`)
      const result = scoreTest(test, answers)
      const now = clock()
      let ms = now.getTime()
      const taken = new Set(get().records.map((r) => r.id))
      while (taken.has(`${testId}-${ms}`)) ms++
      const record = psychRecordSchema.parse({
        id: `${testId}-${ms}`,
        testId,
        createdAt: now.toISOString(),
        answers: [...answers],
        scales: result.scales,
        ...freshStamp(now.getTime()),
      })
      commit(settled(rules, [record, ...get().records], now.getTime()))
      return { record, result }
    },
    recordDeleted(id) {
      commit(withDeleted(rules, get().records, id, clock().getTime()))
    },
    historyCleared() {
      commit(withDeleted(rules, get().records, null, clock().getTime()))
    },
    syncPulled(list) {
      commit(withPulled(rules, get().records, list, clock().getTime()))
    },
    hydrate() {
      const records = psychHistoryStore.load().records
      set({ records, live: liveRecords(records) })
    },
  }
})

bindSyncedList('psych', usePsychHistory, {
  records: (s) => s.records,
  toServer: toServerPsych,
  pulled: (list) => usePsychHistory.getState().syncPulled(list),
})
