import { useEffect, useState } from 'react'
import { afterNextPaint, firstScreen, nextTask } from '@/platform/schedule'

/**
 * How many of a page's `stages` parts to render: the first at once, each further one after the previous has been
 * painted. A long page's first render is split into tasks (the wheel first, its tables after) instead of one.
 * Once everything is shown it stays shown; `ready` false holds the count where it is.
 */
export function useStagedReveal(stages: number, ready: boolean): number {
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (!ready || shown >= stages) return
    let live = true
    void afterNextPaint().then(() => {
      if (live) setShown((n) => n + 1)
    })
    return () => {
      live = false
    }
  }, [ready, shown, stages])
  return shown
}

/**
 * The value of `compute`, run in a task of its own after the current render has been committed: a second heavy
 * computation of a card does not lengthen the task that renders the first. Null until computed, and while `compute`
 * is null; a new `compute` (keep it memoized) replaces the value when it has run.
 */
export function useComputedLater<T>(compute: (() => T) | null): T | null {
  const [result, setResult] = useState<{ of: () => T; value: T } | null>(null)
  useEffect(() => {
    if (!compute) return
    let live = true
    void nextTask().then(() => {
      if (live) setResult({ of: compute, value: compute() })
    })
    return () => {
      live = false
    }
  }, [compute])
  return compute && result ? result.value : null
}

/**
 * False until the app's first page body has been painted (at once true afterwards): parts rendered behind it (and the
 * chunks they load) come after the first content instead of competing with it.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreen.painted)
  useEffect(() => {
    if (ready) return
    let live = true
    void firstScreen.after().then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [ready])
  return ready
}
