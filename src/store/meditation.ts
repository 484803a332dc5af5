/**
 * Meditation (SPEC pagesE/meditation-index, meditation-sound, meditation-list; docs/wellness.md): the chosen sound,
 * length, beat band and volume, the session history (storage key meditation) and the session in progress (memory
 * only: a session belongs to one run of the app). The clock is the caller's: every action takes `nowMs`.
 */
import { create } from 'zustand'
import { persisted } from './persist'
import { entryOf, meditationDefaults, meditationSchema, withEntry, type MeditationData } from './meditation-model'
import type { BeatBand, SoundId } from '@/meditation/soundscapes'
import { pauseTimer, resumeTimer, startTimer, stopTimer, tickTimer, type DurationMin, type MeditationTimer } from '@/meditation/timer'

export const meditationStore = persisted({ key: 'meditation', schema: meditationSchema, defaults: meditationDefaults })

export interface ActiveSession {
  sound: SoundId
  band: BeatBand
  timer: MeditationTimer
  /** Seed of the session's noise loops. */
  seed: number
}

export interface MeditationState {
  data: MeditationData
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
  entryDeleted(id: string): void
  hydrate(): void
}

export const useMeditation = create<MeditationState>()((set, get) => {
  const commit = (data: MeditationData) => {
    meditationStore.save(data)
    set({ data })
  }
  /** Moves the active session to `timer`, recording it once when it ends. */
  const advance = (timer: MeditationTimer, nowMs: number) => {
    const a = get().active
    if (!a || timer === a.timer) return
    const wasOpen = a.timer.status === 'running' || a.timer.status === 'paused'
    set({ active: { ...a, timer } })
    const entry = wasOpen ? entryOf(timer, a.sound, nowMs) : null
    if (entry) commit({ ...get().data, history: withEntry(get().data.history, entry) })
  }
  return {
    data: meditationStore.load(),
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
    entryDeleted(id) {
      commit({ ...get().data, history: get().data.history.filter((e) => e.id !== id) })
    },
    hydrate() {
      set({ data: meditationStore.load() })
    },
  }
})
