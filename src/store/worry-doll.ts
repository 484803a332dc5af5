/**
 * The worry doll (SPEC pagesE/worry-doll, worry-doll-list; docs/wellness.md): a worry is written to the doll, the
 * doll keeps it until 6:00 the next morning, then the user marks how it turned out. Local only (storage key
 * worryDolls, version 1). States follow from the clock and the outcome: keeping → waiting → settled; the
 * transition table below is what the actions consult.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted } from './persist'

export const WORRY_VERSION = 1
export const MAX_WORRY_CHARS = 200
/** Worries kept; the oldest settled ones drop off first. */
export const WORRY_LIMIT = 300
/** The doll gives the worry back at this local hour. */
export const KEEP_UNTIL_HOUR = 6

export const OUTCOMES = ['resolved', 'better', 'still', 'letGo'] as const
export type Outcome = (typeof OUTCOMES)[number]
export type WorryState = 'keeping' | 'waiting' | 'settled'

const worrySchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1).max(MAX_WORRY_CHARS),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Epoch ms of the first 6:00 local after createdAt. */
  keptUntil: z.number().int(),
  outcome: z.enum(OUTCOMES).nullable(),
  outcomeAt: z.number().int().nullable(),
})
export type Worry = z.output<typeof worrySchema>

export const worryListSchema = z.object({ version: z.literal(WORRY_VERSION), list: z.array(worrySchema) })
export type WorryList = z.output<typeof worryListSchema>

/** The first KEEP_UNTIL_HOUR:00 (device time) after the instant. */
export function keptUntilOf(createdAt: Date): Date {
  const d = new Date(createdAt.getFullYear(), createdAt.getMonth(), createdAt.getDate(), KEEP_UNTIL_HOUR, 0, 0, 0)
  if (d.getTime() <= createdAt.getTime()) d.setDate(d.getDate() + 1)
  return d
}

export function worryState(w: Worry, nowMs: number): WorryState {
  if (w.outcome) return 'settled'
  return nowMs < w.keptUntil ? 'keeping' : 'waiting'
}

/** What may happen in each state (the actions refuse anything else). */
export const WORRY_TRANSITIONS: Readonly<Record<WorryState, readonly ('mark' | 'delete')[]>> = {
  keeping: ['delete'],
  waiting: ['mark', 'delete'],
  settled: ['mark', 'delete'],
}

export function canDo(w: Worry, action: 'mark' | 'delete', nowMs: number): boolean {
  return WORRY_TRANSITIONS[worryState(w, nowMs)].includes(action)
}

/** Newest first; over the limit the oldest settled worries go first, then the oldest. */
export function trimmed(list: Worry[]): Worry[] {
  if (list.length <= WORRY_LIMIT) return list
  const extra = list.length - WORRY_LIMIT
  const settledOldest = list
    .map((w, i) => ({ w, i }))
    .filter((x) => x.w.outcome)
    .slice(-extra)
    .map((x) => x.i)
  const drop = new Set(settledOldest)
  const kept = list.filter((_, i) => !drop.has(i))
  return kept.slice(0, WORRY_LIMIT)
}

const store = persisted({
  key: 'worryDolls',
  schema: () => worryListSchema,
  defaults: (): WorryList => ({ version: WORRY_VERSION, list: [] }),
})

export interface WorryDollState {
  list: Worry[]
  /** Gives the worry to the doll; answers it, or null when the text is empty. */
  worryWritten(text: string, now: Date): Worry | null
  outcomeMarked(id: string, outcome: Outcome, nowMs: number): boolean
  worryDeleted(id: string, nowMs: number): boolean
  hydrate(): void
}

export const useWorryDoll = create<WorryDollState>()((set, get) => {
  const commit = (list: Worry[]) => {
    store.save({ version: WORRY_VERSION, list })
    set({ list })
  }
  return {
    list: store.load().list,
    worryWritten(text, now) {
      const clean = text.trim().slice(0, MAX_WORRY_CHARS)
      if (!clean) return null
      let id = String(now.getTime())
      while (get().list.some((w) => w.id === id)) id = `${id}x`
      const w: Worry = { id, text: clean, createdAt: now.getTime(), keptUntil: keptUntilOf(now).getTime(), outcome: null, outcomeAt: null }
      commit(trimmed([w, ...get().list]))
      return w
    },
    outcomeMarked(id, outcome, nowMs) {
      const w = get().list.find((x) => x.id === id)
      if (!w || !canDo(w, 'mark', nowMs)) return false
      commit(get().list.map((x) => (x.id === id ? { ...x, outcome, outcomeAt: nowMs } : x)))
      return true
    },
    worryDeleted(id, nowMs) {
      const w = get().list.find((x) => x.id === id)
      if (!w || !canDo(w, 'delete', nowMs)) return false
      commit(get().list.filter((x) => x.id !== id))
      return true
    },
    hydrate() {
      set({ list: store.load().list })
    },
  }
})
