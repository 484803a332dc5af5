/**
 * The meditation timer as plain data and pure transitions driven by the caller's clock (epoch ms), so a page, a
 * store and a test with a fake clock share one definition. States: running ⇄ paused → finished (time is up) or
 * stopped (ended early by the user).
 */

/** Session lengths offered (minutes). */
export const DURATIONS_MIN = [5, 10, 15, 20, 30] as const
export type DurationMin = (typeof DURATIONS_MIN)[number]

/** The sound fades out over the last 30 s (at most half of a very short session). */
export const FADE_OUT_S = 30

export type TimerStatus = 'running' | 'paused' | 'finished' | 'stopped'

export interface MeditationTimer {
  plannedMs: number
  startedAtMs: number
  /** Set while paused. */
  pausedAtMs: number | null
  /** Paused time before the current pause. */
  pausedTotalMs: number
  endedAtMs: number | null
  status: TimerStatus
}

export function startTimer(plannedMin: number, nowMs: number): MeditationTimer {
  return { plannedMs: plannedMin * 60_000, startedAtMs: nowMs, pausedAtMs: null, pausedTotalMs: 0, endedAtMs: null, status: 'running' }
}

/** Meditated time so far (pauses excluded), never more than planned. */
export function elapsedMs(t: MeditationTimer, nowMs: number): number {
  const end = t.endedAtMs ?? t.pausedAtMs ?? nowMs
  return Math.max(0, Math.min(t.plannedMs, end - t.startedAtMs - t.pausedTotalMs))
}

export function remainingMs(t: MeditationTimer, nowMs: number): number {
  return t.plannedMs - elapsedMs(t, nowMs)
}

/** The wall-clock instant the time is up if nothing is paused from now on. */
export function dueAtMs(t: MeditationTimer, nowMs: number): number {
  return nowMs + remainingMs(t, nowMs)
}

export function pauseTimer(t: MeditationTimer, nowMs: number): MeditationTimer {
  if (t.status !== 'running') return t
  const ticked = tickTimer(t, nowMs)
  return ticked.status === 'running' ? { ...t, pausedAtMs: nowMs, status: 'paused' } : ticked
}

export function resumeTimer(t: MeditationTimer, nowMs: number): MeditationTimer {
  if (t.status !== 'paused' || t.pausedAtMs === null) return t
  return { ...t, pausedTotalMs: t.pausedTotalMs + Math.max(0, nowMs - t.pausedAtMs), pausedAtMs: null, status: 'running' }
}

/** A running timer whose time is up becomes finished, ended at the moment it ran out (not when this is called). */
export function tickTimer(t: MeditationTimer, nowMs: number): MeditationTimer {
  if (t.status !== 'running' || remainingMs(t, nowMs) > 0) return t
  return { ...t, endedAtMs: t.startedAtMs + t.pausedTotalMs + t.plannedMs, status: 'finished' }
}

/** Ended early by the user (a finished timer stays finished). */
export function stopTimer(t: MeditationTimer, nowMs: number): MeditationTimer {
  const ticked = tickTimer(t, nowMs)
  if (ticked.status === 'finished' || ticked.status === 'stopped') return ticked
  const end = t.pausedAtMs ?? nowMs
  return { ...t, endedAtMs: end, status: 'stopped' }
}

export function fadeOutMs(t: MeditationTimer): number {
  return Math.min(FADE_OUT_S * 1000, t.plannedMs / 2)
}

/** Meditated time at which the fade-out starts. */
export function fadeStartMs(t: MeditationTimer): number {
  return t.plannedMs - fadeOutMs(t)
}

/** The sound's loudness factor 0…1: 1 until the fade-out starts, then falling linearly to 0 at the end; 0 once ended. */
export function fadeLevel(t: MeditationTimer, nowMs: number): number {
  if (t.status === 'finished' || t.status === 'stopped') return 0
  const left = remainingMs(t, nowMs)
  const fade = fadeOutMs(t)
  return left >= fade ? 1 : Math.max(0, left / fade)
}

/** Master gain of the session: the user's volume (0…1) times the fade; silent while paused. */
export function sessionGain(t: MeditationTimer, volume: number, nowMs: number): number {
  if (t.status === 'paused') return 0
  return Math.max(0, Math.min(1, volume)) * fadeLevel(t, nowMs)
}

/** "mm:ss" of a number of milliseconds (rounded up to the next second, as a countdown shows it). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
