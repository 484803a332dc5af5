/**
 * setTimeout/setInterval for the mini-program contexts: host timers whose callbacks report a throw (as WeChat
 * reports it to App.onError) instead of crashing the test process, and which are all cleared on dispose.
 */
type Callback = (...args: unknown[]) => void

export interface HostTimers {
  setTimeout(cb: Callback, ms?: number, ...args: unknown[]): number
  clearTimeout(id?: number): void
  setInterval(cb: Callback, ms?: number, ...args: unknown[]): number
  clearInterval(id?: number): void
  /** Runs `cb` on the next macrotask, with the same error reporting. */
  later(cb: () => void): void
  dispose(): void
}

export function createHostTimers(onError: (where: string, error: unknown) => void): HostTimers {
  const live = new Map<number, NodeJS.Timeout>()
  let nextId = 1
  const guard = (where: string, cb: Callback, args: unknown[]) => () => {
    try {
      cb(...args)
    } catch (e) {
      onError(where, e)
    }
  }
  const timers: HostTimers = {
    setTimeout(cb, ms = 0, ...args) {
      const id = nextId++
      const run = guard('setTimeout callback', cb, args)
      live.set(
        id,
        setTimeout(() => {
          live.delete(id)
          run()
        }, ms),
      )
      return id
    },
    clearTimeout(id) {
      if (id === undefined) return
      clearTimeout(live.get(id))
      live.delete(id)
    },
    setInterval(cb, ms = 0, ...args) {
      const id = nextId++
      live.set(id, setInterval(guard('setInterval callback', cb, args), Math.max(ms, 1)))
      return id
    },
    clearInterval(id) {
      timers.clearTimeout(id)
    },
    later(cb) {
      timers.setTimeout(cb, 0)
    },
    dispose() {
      for (const t of live.values()) clearTimeout(t)
      live.clear()
    },
  }
  return timers
}
