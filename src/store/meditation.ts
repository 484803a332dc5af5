/**
 * Meditation (SPEC pagesE/meditation-index, meditation-sound, meditation-list; docs/wellness.md): the chosen sound,
 * length, beat band and volume, the session history (storage key meditation) and the session in progress (memory
 * only: a session belongs to one run of the app). The clock is the caller's: every action takes `nowMs`. When
 * logged in the history syncs through /Meditation/Sync (last writer wins with tombstones, DESIGN.md §4) while
 * autoSync and the meditation switch are on.
 */
import { create } from 'zustand'
import { persisted } from './persist'
import {
  entryOf,
  HISTORY_LIMIT,
  meditationDefaults,
  meditationEntrySchema,
  meditationSchema,
  migrateMeditation,
  type MeditationData,
  type MeditationEntry,
} from './meditation-model'
import { bindSyncedList, liveOf, settled, withDeleted, withPulled, type SyncedListRules } from './synced-list'
import type { ServerRecord } from '@/api/types'
import type { BeatBand, SoundId } from '@/meditation/soundscapes'
import { pauseTimer, resumeTimer, startTimer, stopTimer, tickTimer, type DurationMin, type MeditationTimer } from '@/meditation/timer'

export const meditationStore = persisted({
  key: 'meditation',
  schema: () => meditationSchema,
  defaults: meditationDefaults,
  migrate: migrateMeditation,
})

/** Local row → server shape (snake_case). */
export const toServerMeditation = (e: MeditationEntry): ServerRecord => ({
  id: e.id,
  sound: e.sound,
  planned_min: e.plannedMin,
  actual_s: e.actualS,
  started_at: e.startedAt,
  date: e.date,
  completed: e.completed ? 1 : 0,
  created_at: e.createdAt,
  update_time: e.updateTime,
  is_del: e.isDel,
})

/** Server shape → local row (stored on the server, so not local and not modified); undefined when unreadable. */
export function fromServerMeditation(raw: ServerRecord): MeditationEntry | undefined {
  const p = meditationEntrySchema.safeParse({
    id: typeof raw.id === 'number' ? String(raw.id) : raw.id,
    sound: raw.sound,
    plannedMin: raw.planned_min,
    actualS: raw.actual_s,
    startedAt: raw.started_at,
    date: raw.date,
    completed: raw.completed === 1 || raw.completed === true,
    createdAt: raw.created_at,
    updateTime: Number(raw.update_time),
    isDel: raw.is_del ? 1 : 0,
    isLocal: 0,
    modified: 0,
  })
  return p.success ? p.data : undefined
}

/** A tombstone keeps its few numbers: they are no one's secret and keep the row valid. */
const rules: SyncedListRules<MeditationEntry> = { limit: HISTORY_LIMIT, emptied: (e) => e, fromServer: fromServerMeditation }

export interface ActiveSession {
  sound: SoundId
  band: BeatBand
  timer: MeditationTimer
  /** Seed of the session's noise loops. */
  seed: number
}

export interface MeditationState {
  /** Settings and every history row, tombstones included. */
  data: MeditationData
  /** History rows not deleted, newest first (what the pages show). */
  live: MeditationEntry[]
  active: ActiveSession | null
  soundChosen(sound: SoundId): void
  durationChosen(min: DurationMin): void
  bandChosen(band: BeatBand): void
  volumeChanged(volume: number): void
  sessionStarted(nowMs: number): ActiveSession
  sessionPaused(nowMs: number): void
  sessionResumed(nowMs: number): void
  /** The clock moved on: a session whose time is up finishes and enters the history. */
  sessionTicked(nowMs: number): void
  sessionStopped(nowMs: number): void
  /** The ended session leaves the screen. */
  sessionDismissed(): void
  entryDeleted(id: string, nowMs: number): void
  /** The merged list /Meditation/Sync answered. */
  syncPulled(list: readonly ServerRecord[], nowMs: number): void
  hydrate(): void
}

export const useMeditation = create<MeditationState>()((set, get) => {
  const commit = (data: MeditationData) => {
    meditationStore.save(data)
    set({ data, live: liveOf(data.history) })
  }
  /** Moves the active session to `timer`, recording it once when it ends. */
  const advance = (timer: MeditationTimer, nowMs: number) => {
    const a = get().active
    if (!a || timer === a.timer) return
    const wasOpen = a.timer.status === 'running' || a.timer.status === 'paused'
    set({ active: { ...a, timer } })
    const entry = wasOpen ? entryOf(timer, a.sound, nowMs) : null
    const history = get().data.history
    if (entry) commit({ ...get().data, history: settled(rules, [entry, ...history.filter((x) => x.id !== entry.id)], nowMs) })
  }
  const loaded = meditationStore.load()
  return {
    data: loaded,
    live: liveOf(loaded.history),
    active: null,
    soundChosen(sound) {
      commit({ ...get().data, sound })
    },
    durationChosen(durationMin) {
      commit({ ...get().data, durationMin })
    },
    bandChosen(band) {
      commit({ ...get().data, band })
    },
    volumeChanged(volume) {
      commit({ ...get().data, volume: Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100 })
    },
    sessionStarted(nowMs) {
      const prev = get().active
      if (prev) advance(stopTimer(prev.timer, nowMs), nowMs)
      const { sound, band, durationMin } = get().data
      const active: ActiveSession = { sound, band, timer: startTimer(durationMin, nowMs), seed: nowMs >>> 0 }
      set({ active })
      return active
    },
    sessionPaused(nowMs) {
      const a = get().active
      if (a) advance(pauseTimer(a.timer, nowMs), nowMs)
    },
    sessionResumed(nowMs) {
      const a = get().active
      if (a) advance(resumeTimer(a.timer, nowMs), nowMs)
    },
    sessionTicked(nowMs) {
      const a = get().active
      if (a) advance(tickTimer(a.timer, nowMs), nowMs)
    },
    sessionStopped(nowMs) {
      const a = get().active
      if (a) advance(stopTimer(a.timer, nowMs), nowMs)
    },
    sessionDismissed() {
      const a = get().active
      if (a && (a.timer.status === 'finished' || a.timer.status === 'stopped')) set({ active: null })
    },
    entryDeleted(id, nowMs) {
      commit({ ...get().data, history: withDeleted(rules, get().data.history, id, nowMs) })
    },
    syncPulled(list, nowMs) {
      commit({ ...get().data, history: withPulled(rules, get().data.history, list, nowMs) })
    },
    hydrate() {
      const data = meditationStore.load()
      set({ data, live: liveOf(data.history) })
    },
  }
})

bindSyncedList('meditation', useMeditation, {
  records: (s) => s.data.history,
  toServer: toServerMeditation,
  pulled: (list) => useMeditation.getState().syncPulled(list, Date.now()),
})
