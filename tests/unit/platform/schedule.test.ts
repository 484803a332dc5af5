import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, runInTasks, whenIdle } from '@/platform/schedule'

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
})
