/**
 * The merit counter (SPEC §3 merit-counter date/count/word type; docs/wellness.md) as plain data and pure
 * transitions, so the store and its tests share one definition. This device keeps its own grow-only count per
 * local day; the server sums the devices of an account. `acked` is what the server has confirmed of a day's count,
 * `others` the other devices' knocks as last answered.
 */
import { z } from 'zod'
import { lazy } from '@/core/lazy'

export const MERIT_VERSION = 1
/** Word type 0: 功德+1; 1: the user's own word. */
export type WordType = 0 | 1
export const MAX_WORD_CHARS = 8
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** The stored counter's schema, built on first use (the store's first read of a stored value). */
export const meritCounterSchema = lazy(() => {
  const count = z.number().int().min(0)
  return z.object({
    version: z.literal(MERIT_VERSION),
    wordType: z.union([z.literal(0), z.literal(1)]),
    word: z.string().max(MAX_WORD_CHARS),
    /** Epoch ms of the last word change (last writer wins across devices). */
    wordTime: count,
    sound: z.boolean(),
    /** This device's counts per local day, newest first. */
    days: z.array(z.object({ date: z.string().regex(DATE_RE), count, acked: count })),
    /** Other devices of the account, per day, from the last sync answer. */
    others: z.array(z.object({ date: z.string().regex(DATE_RE), count })),
    /** Raised when another account takes over this device, so each account's device rows stay apart. */
    epoch: count,
    /** Account (uid) the counts were last synced to; null before the first sync. */
    owner: z.string().nullable(),
  })
})
export type MeritCounter = z.output<ReturnType<typeof meritCounterSchema>>
export type MeritDay = MeritCounter['days'][number]

export const meritDefaults = (): MeritCounter => ({
  version: MERIT_VERSION,
  wordType: 0,
  word: '',
  wordTime: 0,
  sound: true,
  days: [],
  others: [],
  epoch: 0,
  owner: null,
})

/** Local calendar date yyyy-MM-dd of a Date (the device's own day). */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

const byDateDesc = <T extends { date: string }>(list: T[]): T[] => [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))

/** One more knock on `date`. */
export function knock(s: MeritCounter, date: string): MeritCounter {
  const found = s.days.some((d) => d.date === date)
  const days = found ? s.days.map((d) => (d.date === date ? { ...d, count: d.count + 1 } : d)) : byDateDesc([{ date, count: 1, acked: 0 }, ...s.days])
  return { ...s, days }
}

/** Days whose count the server has not confirmed yet, as absolute counts (a retry sends the same numbers). */
export function pendingDays(s: MeritCounter): { date: string; count: number }[] {
  return s.days.filter((d) => d.count > d.acked).map((d) => ({ date: d.date, count: d.count }))
}

/** Knocks not yet confirmed by the server. */
export function pendingKnocks(s: MeritCounter): number {
  return s.days.reduce((n, d) => n + Math.max(0, d.count - d.acked), 0)
}

/**
 * Before a sync as `uid`: a first sync adopts the account; another account takes over with a new epoch, keeping
 * only the knocks no server has confirmed (those made logged out or never sent) and dropping the old account's rest.
 */
export function adoptOwner(s: MeritCounter, uid: string): MeritCounter {
  if (s.owner === uid) return s
  if (s.owner === null) return { ...s, owner: uid }
  const days = s.days.map((d) => ({ date: d.date, count: d.count - d.acked, acked: 0 })).filter((d) => d.count > 0)
  return { ...s, owner: uid, epoch: s.epoch + 1, days, others: [] }
}

export interface SyncAnswer {
  list: { date: string; count: number; mine: number }[]
  word: { word_type: number; word: string; update_time: number } | null
}

/**
 * The server's answer: our share confirms (acked) and, should local data have been lost, restores our counts;
 * the rest of each day belongs to the other devices. Knocks made while the call ran stay pending.
 */
export function syncAnswered(s: MeritCounter, a: SyncAnswer): MeritCounter {
  const mine = new Map(a.list.map((d) => [d.date, d.mine]))
  const days = s.days.map((d) => {
    const m = mine.get(d.date) ?? 0
    return { date: d.date, count: Math.max(d.count, m), acked: Math.max(d.acked, m) }
  })
  for (const d of a.list) if (d.mine > 0 && !s.days.some((x) => x.date === d.date)) days.push({ date: d.date, count: d.mine, acked: d.mine })
  const others = a.list.filter((d) => d.count > d.mine).map((d) => ({ date: d.date, count: d.count - d.mine }))
  const w = a.word
  const word =
    w && w.update_time > s.wordTime && (w.word_type === 0 || w.word_type === 1)
      ? { wordType: w.word_type as WordType, word: w.word.slice(0, MAX_WORD_CHARS), wordTime: w.update_time }
      : {}
  return { ...s, ...word, days: byDateDesc(days), others: byDateDesc(others) }
}

/** Knocks on a day: ours plus the other devices'. */
export function dayTotal(s: MeritCounter, date: string): number {
  return (s.days.find((d) => d.date === date)?.count ?? 0) + (s.others.find((d) => d.date === date)?.count ?? 0)
}

export function grandTotal(s: MeritCounter): number {
  return s.days.reduce((n, d) => n + d.count, 0) + s.others.reduce((n, d) => n + d.count, 0)
}

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS

/**
 * Streaks of days with at least one knock: `current` ends today, or yesterday while today has none yet (the
 * streak is still alive until the day is over); `longest` over all days.
 */
export function streaks(s: MeritCounter, today: string): { current: number; longest: number } {
  const days = [...new Set([...s.days, ...s.others].filter((d) => d.count > 0).map((d) => dayNumber(d.date)))].sort((a, b) => a - b)
  let longest = 0
  let run = 0
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const have = new Set(days)
  let end = dayNumber(today)
  if (!have.has(end)) end -= 1
  let current = 0
  while (have.has(end - current)) current++
  return { current, longest }
}

/** The word shown per knock: 功德+1 for type 0 (or an empty own word), else the user's word. */
export function knockWord(s: MeritCounter, defaultWord: string): string {
  return s.wordType === 1 && s.word.trim() ? s.word.trim() : defaultWord
}
