/**
 * Main-thread scheduling: work that the first screen does not need runs after it has been painted, in tasks
 * short enough not to block input (a task over 50 ms counts as blocking time).
 */

/** Resolves after the next frame has been painted (two animation frames), or at once without a document. */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
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
