import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, createFirstScreenSignal, runInTasks, whenIdle } from '@/platform/schedule'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('start-up scheduling', () => {
  it('runs each step in a task of its own, in order, past a failing step', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const ran: string[] = []
    const done = runInTasks([() => ran.push('a'), () => Promise.reject(new Error('x')), () => ran.push('c')])
    expect(ran).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(ran).toEqual(['a'])
    await vi.advanceTimersToNextTimerAsync()
    await vi.advanceTimersToNextTimerAsync()
    expect(ran).toEqual(['a', 'c'])
    await done
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('waits two animation frames and a task after them', async () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    let painted = false
    void afterNextPaint().then(() => (painted = true))
    frames.shift()?.()
    expect(frames).toHaveLength(1)
    frames.shift()?.()
    await Promise.resolve()
    expect(painted).toBe(false)
    await vi.advanceTimersToNextTimerAsync()
    expect(painted).toBe(true)
  })

  it('whenIdle: resolves on the idle callback, which is given the time limit; without one, after the next paint', async () => {
    const idle: Array<{ cb: () => void; timeout?: number }> = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts?: { timeout?: number }) => idle.push({ cb, timeout: opts?.timeout }))
    let done = false
    void whenIdle(1500).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    expect(idle.map((i) => i.timeout)).toEqual([1500])
    idle[0].cb()
    await Promise.resolve()
    expect(done).toBe(true)

    vi.unstubAllGlobals()
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    let fallback = false
    void whenIdle().then(() => (fallback = true))
    frames.shift()?.()
    frames.shift()?.()
    await vi.advanceTimersToNextTimerAsync()
    expect(fallback).toBe(true)
  })

  it('first screen: waiters resolve once the first committed body has been painted, later ones at once', async () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    const idle: Array<{ cb: () => void; timeout?: number }> = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts?: { timeout?: number }) => idle.push({ cb, timeout: opts?.timeout }))
    const signal = createFirstScreenSignal()
    let woke = 0
    void signal.after().then(() => woke++)
    signal.bodyCommitted()
    signal.bodyCommitted()
    expect(frames).toHaveLength(1)
    expect(signal.painted()).toBe(false)
    frames.shift()?.()
    frames.shift()?.()
    await vi.advanceTimersToNextTimerAsync()
    // Painted; then the first idle moment (at most 1 s).
    expect(signal.painted()).toBe(false)
    expect(idle.map((i) => i.timeout)).toEqual([1000])
    idle[0].cb()
    await vi.advanceTimersByTimeAsync(0)
    expect(signal.painted()).toBe(true)
    expect(woke).toBe(1)
    let late = false
    await signal.after().then(() => (late = true))
    expect(late).toBe(true)
    signal.bodyCommitted()
    expect(frames).toHaveLength(0)
  })

  it('first screen: without a painted body, waiters still start after the time limit', async () => {
    vi.useFakeTimers()
    const signal = createFirstScreenSignal()
    let woke = false
    void signal.after(3000).then(() => (woke = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(woke).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(woke).toBe(true)
    expect(signal.painted()).toBe(false)
  })
})
