/**
 * Main-thread scheduling: work that the first screen does not need runs after it has been painted, in tasks
 * short enough not to block input (a task over 50 ms counts as blocking time).
 */

/** Resolves after the next frame has been painted (two animation frames), or at once without a document. */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/**
 * Resolves when the main thread is next idle (requestIdleCallback), at the latest after `timeoutMs`; where the host
 * has no idle callback, after the next paint.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return afterNextPaint()
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }))
}

/** Yields to the event loop: what follows runs in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs the steps one task each; a failing step is logged and the rest still run. */
export async function runInTasks(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await nextTask()
    try {
      await step()
    } catch (e) {
      console.warn('start-up step failed', e)
    }
  }
}

export interface FirstScreenSignal {
  /** A page body has been committed: the signal fires once it has been painted and the main thread is idle (first call only). */
  bodyCommitted(): void
  /** Resolves once the first page body has been painted, or after `timeoutMs` without one. */
  after(timeoutMs?: number): Promise<void>
  /** Whether the first page body has been painted. */
  painted(): boolean
}

/** Default wait (ms) for the first screen before work that waits for it starts anyway. */
export const FIRST_SCREEN_TIMEOUT_MS = 4000

export function createFirstScreenSignal(): FirstScreenSignal {
  let painted = false
  let pending = false
  const waiters: (() => void)[] = []
  return {
    bodyCommitted() {
      if (painted || pending) return
      pending = true
      // The body's components draw in the frames after their commit (Taro's web components hydrate in animation
      // frames): the first idle moment after the next paint, at most 1 s later.
      void afterNextPaint()
        .then(() => whenIdle(1000))
        .then(() => {
          painted = true
          for (const resolve of waiters.splice(0)) resolve()
        })
    },
    after(timeoutMs = FIRST_SCREEN_TIMEOUT_MS) {
      if (painted) return Promise.resolve()
      return new Promise((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, timeoutMs)
      })
    },
    painted: () => painted,
  }
}

/**
 * The app's first screen: launch work the first page does not need (sync, the service worker, a page's lower cards)
 * waits until that page's body has been painted, so its downloads and evaluation come after the first content.
 */
export const firstScreen = createFirstScreenSignal()

/**
 * H5: a page's body renders as a React transition after its frame (title bar, theme) has been committed, so React
 * renders it in slices of a few milliseconds instead of one long task. The mini-program keeps one render.
 */
export const deferPageBody = process.env.TARO_ENV === 'h5'
