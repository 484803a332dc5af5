import { create } from 'zustand'
import { z } from 'zod'
import { psychTestById, scoreTest, type PsychAnswers, type PsychResult } from '@/divination/psych'
import { persisted } from './persist'

/**
 * Psychological test results, newest first, under the storage key psychHistory. A record keeps the answers (so
 * the result can be recomputed) and the scores as shown when it was saved. Local only: no server endpoint yet.
 */

/** Records kept; older ones drop off. A Big-Five record is well under 1 KB. */
export const PSYCH_HISTORY_LIMIT = 200
export const PSYCH_HISTORY_VERSION = 1

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
  scales: z.array(scaleScoreSchema).min(1),
})
export type PsychRecord = z.output<typeof psychRecordSchema>

const historySchema = z.object({ version: z.literal(PSYCH_HISTORY_VERSION), records: z.array(psychRecordSchema) })
type PsychHistory = z.output<typeof historySchema>

/** Keeps the records that still parse and whose test still exists; anything unreadable becomes an empty history. */
export function migratePsychHistory(raw: unknown): unknown {
  const list = raw && typeof raw === 'object' && Array.isArray((raw as { records?: unknown }).records) ? (raw as { records: unknown[] }).records : []
  const records = list.flatMap((r) => {
    const p = psychRecordSchema.safeParse(r)
    return p.success && psychTestById(p.data.testId) ? [p.data] : []
  })
  return { version: PSYCH_HISTORY_VERSION, records }
}

export const psychHistoryStore = persisted({
  key: 'psychHistory',
  schema: historySchema,
  defaults: (): PsychHistory => ({ version: PSYCH_HISTORY_VERSION, records: [] }),
  migrate: migratePsychHistory,
})

/** The store's clock (tests replace it). */
let clock: () => Date = () => new Date()
export function setPsychClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date())
}

export interface PsychHistoryState {
  records: PsychRecord[]
  /** A test was finished: scores the answers, stamps createdAt, saves the record first and returns it with its result. */
  testFinished(testId: string, answers: PsychAnswers): { record: PsychRecord; result: PsychResult }
  recordDeleted(id: string): void
  historyCleared(): void
  hydrate(): void
}

export function psychRecordById(records: readonly PsychRecord[], id: string | undefined): PsychRecord | undefined {
  return id ? records.find((r) => r.id === id) : undefined
}

function save(records: PsychRecord[]): void {
  psychHistoryStore.save({ version: PSYCH_HISTORY_VERSION, records })
}

export const usePsychHistory = create<PsychHistoryState>()((set, get) => ({
  records: psychHistoryStore.load().records,
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
    })
    const records = [record, ...get().records].slice(0, PSYCH_HISTORY_LIMIT)
    save(records)
    set({ records })
    return { record, result }
  },
  recordDeleted(id) {
    const records = get().records.filter((r) => r.id !== id)
    save(records)
    set({ records })
  },
  historyCleared() {
    save([])
    set({ records: [] })
  },
  hydrate() {
    set({ records: psychHistoryStore.load().records })
  },
}))
