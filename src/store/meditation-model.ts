/**
 * Meditation settings and session history (storage key meditation, version 2; docs/wellness.md) as plain data and
 * pure functions: the schema, what a finished or stopped timer adds to the history, and minutes per week. History
 * rows carry sync stamps (synced-list.ts): a deleted row stays as a tombstone until the server has it.
 */
import { z } from 'zod'
import { BEAT_BANDS, SOUND_IDS, type BeatBand, type SoundId } from '@/meditation/soundscapes'
import { DURATIONS_MIN, elapsedMs, type DurationMin, type MeditationTimer } from '@/meditation/timer'
import { DATE_RE, localDate } from './merit-model'
import { freshStamp, syncStampShape } from './synced-list'

export const MEDITATION_VERSION = 2
/** Sessions kept (the oldest drop off). */
export const HISTORY_LIMIT = 500
/** A session shorter than this is not worth a history row. */
export const MIN_RECORD_S = 10

export const meditationEntrySchema = z.object({
  id: z.string().min(1),
  sound: z.enum(SOUND_IDS),
  plannedMin: z.number().int().positive(),
  actualS: z.number().int().min(0),
  /** Epoch ms of the start. */
  startedAt: z.number().int(),
  /** Local date of the start (yyyy-MM-dd): the day the minutes count for. */
  date: z.string().regex(DATE_RE),
  completed: z.boolean(),
  /** ISO instant of the start (orders the synced list). */
  createdAt: z.string().min(1),
  ...syncStampShape,
})
export type MeditationEntry = z.output<typeof meditationEntrySchema>

const durationSchema = z.union(DURATIONS_MIN.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<DurationMin>, z.ZodLiteral<DurationMin>])

export const meditationSchema = z.object({
  version: z.literal(MEDITATION_VERSION),
  sound: z.enum(SOUND_IDS),
  durationMin: durationSchema,
  band: z.enum(Object.keys(BEAT_BANDS) as [BeatBand, ...BeatBand[]]),
  /** 0…1. */
  volume: z.number().min(0).max(1),
  /** Newest first. */
  history: z.array(meditationEntrySchema),
})
export type MeditationData = z.output<typeof meditationSchema>

/** Version 1 rows had no stamps: they gain createdAt and updateTime from their start and count as not yet synced. */
export function migrateMeditation(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || (raw as { version?: unknown }).version !== 1) return raw
  const old = raw as { history?: unknown }
  const history = Array.isArray(old.history)
    ? old.history.map((e) => {
        const startedAt = Number((e as { startedAt?: unknown })?.startedAt)
        return Number.isFinite(startedAt) ? { createdAt: new Date(startedAt).toISOString(), ...freshStamp(startedAt), ...(e as object) } : e
      })
    : []
  return { ...raw, version: MEDITATION_VERSION, history }
}

export const meditationDefaults = (): MeditationData => ({
  version: MEDITATION_VERSION,
  sound: 'rain',
  durationMin: 10,
  band: 'theta',
  volume: 0.7,
  history: [],
})

/** The history row of an ended timer (finished or stopped), or null when it is too short to keep. */
export function entryOf(t: MeditationTimer, sound: SoundId, nowMs: number): MeditationEntry | null {
  if (t.status !== 'finished' && t.status !== 'stopped') return null
  const actualS = Math.round(elapsedMs(t, nowMs) / 1000)
  if (actualS < MIN_RECORD_S) return null
  return {
    id: String(t.startedAtMs),
    sound,
    plannedMin: Math.round(t.plannedMs / 60_000),
    actualS,
    startedAt: t.startedAtMs,
    date: localDate(new Date(t.startedAtMs)),
    completed: t.status === 'finished',
    createdAt: new Date(t.startedAtMs).toISOString(),
    ...freshStamp(nowMs),
  }
}

/** Whole minutes shown for a number of seconds (rounded). */
export const minutesOf = (seconds: number) => Math.round(seconds / 60)

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS
const dateOfDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The seven dates (Monday first) of the week holding `today` (yyyy-MM-dd). */
export function weekDates(today: string): string[] {
  const n = dayNumber(today)
  // 1970-01-01 was a Thursday: day number 0 → weekday index 3 counting from Monday.
  const monday = n - ((n + 3) % 7)
  return Array.from({ length: 7 }, (_, i) => dateOfDayNumber(monday + i))
}

/** Minutes meditated on each day of the week holding `today`, and the week's total (from summed seconds). */
export function weekMinutes(history: readonly MeditationEntry[], today: string): { days: { date: string; minutes: number }[]; total: number } {
  const dates = weekDates(today)
  const secs = new Map(dates.map((d) => [d, 0]))
  for (const e of history) if (secs.has(e.date)) secs.set(e.date, secs.get(e.date)! + e.actualS)
  const total = minutesOf([...secs.values()].reduce((a, b) => a + b, 0))
  return { days: dates.map((date) => ({ date, minutes: minutesOf(secs.get(date)!) })), total }
}

/** Totals for the history page: sessions, completed sessions and all minutes. */
export function historyTotals(history: readonly MeditationEntry[]): { sessions: number; completed: number; minutes: number } {
  return {
    sessions: history.length,
    completed: history.filter((e) => e.completed).length,
    minutes: minutesOf(history.reduce((n, e) => n + e.actualS, 0)),
  }
}
