import { describe, expect, it } from 'vitest'
import {
  clockText,
  dueAtMs,
  elapsedMs,
  fadeLevel,
  fadeStartMs,
  pauseTimer,
  remainingMs,
  resumeTimer,
  sessionGain,
  startTimer,
  stopTimer,
  tickTimer,
} from '@/meditation/timer'

/** A fake clock: epoch ms moved on by hand. */
function fakeClock(startMs = Date.UTC(2025, 2, 10, 2)) {
  let now = startMs
  return { now: () => now, advance: (ms: number) => (now += ms) }
}
const MIN = 60_000

describe('meditation timer with a fake clock', () => {
  it('a five-minute session runs, is still running at 4:59 and finishes at 5:00, ended when time ran out', () => {
    const clock = fakeClock()
    let t = startTimer(5, clock.now())
    clock.advance(4 * MIN + 59_000)
    t = tickTimer(t, clock.now())
    expect(t.status).toBe('running')
    expect(remainingMs(t, clock.now())).toBe(1000)
    expect(clockText(remainingMs(t, clock.now()))).toBe('00:01')
    clock.advance(30_000) // the page looked again late (a throttled background tab)
    t = tickTimer(t, clock.now())
    expect(t.status).toBe('finished')
    expect(t.endedAtMs).toBe(t.startedAtMs + 5 * MIN)
    expect(elapsedMs(t, clock.now())).toBe(5 * MIN)
  })
  it('a pause holds the time; resuming moves the end later by the pause', () => {
    const clock = fakeClock()
    let t = startTimer(10, clock.now())
    clock.advance(3 * MIN)
    t = pauseTimer(t, clock.now())
    expect(t.status).toBe('paused')
    clock.advance(7 * MIN)
    expect(elapsedMs(t, clock.now())).toBe(3 * MIN)
    t = tickTimer(t, clock.now())
    expect(t.status).toBe('paused')
    t = resumeTimer(t, clock.now())
    expect(dueAtMs(t, clock.now())).toBe(clock.now() + 7 * MIN)
    clock.advance(7 * MIN)
    expect(tickTimer(t, clock.now()).status).toBe('finished')
  })
  it('stop ends early with the time meditated; stopping while paused counts up to the pause', () => {
    const clock = fakeClock()
    let t = startTimer(15, clock.now())
    clock.advance(2 * MIN)
    t = pauseTimer(t, clock.now())
    clock.advance(MIN)
    t = stopTimer(t, clock.now())
    expect(t.status).toBe('stopped')
    expect(elapsedMs(t, clock.now() + 10 * MIN)).toBe(2 * MIN)
    // Stopping after the time is up is a finish, not a stop.
    const u = startTimer(5, clock.now())
    expect(stopTimer(u, clock.now() + 6 * MIN).status).toBe('finished')
  })
  it('pause, resume and tick do nothing in the wrong state', () => {
    const t = startTimer(5, 0)
    expect(resumeTimer(t, 1000)).toBe(t)
    const done = tickTimer(t, 5 * MIN)
    expect(pauseTimer(done, 6 * MIN)).toBe(done)
    expect(tickTimer(done, 7 * MIN)).toBe(done)
  })
  it('the fade-out starts 30 s before the end and falls linearly to silence', () => {
    const t = startTimer(5, 0)
    expect(fadeStartMs(t)).toBe(4.5 * MIN)
    expect(fadeLevel(t, 4 * MIN)).toBe(1)
    expect(fadeLevel(t, 4.5 * MIN)).toBe(1)
    expect(fadeLevel(t, 4.75 * MIN)).toBeCloseTo(0.5)
    expect(fadeLevel(t, 5 * MIN)).toBe(0)
    expect(fadeLevel(tickTimer(t, 5 * MIN), 5 * MIN)).toBe(0)
  })
  it('the session gain is the volume times the fade, and silent while paused', () => {
    const t = startTimer(5, 0)
    expect(sessionGain(t, 0.8, MIN)).toBeCloseTo(0.8)
    expect(sessionGain(t, 0.4, MIN)).toBeCloseTo(0.4)
    expect(sessionGain(t, 0.8, 4.75 * MIN)).toBeCloseTo(0.4)
    expect(sessionGain(pauseTimer(t, MIN), 0.8, 2 * MIN)).toBe(0)
  })
})
