import { useEffect, useState } from 'react'
import { afterNextPaint } from '@/platform/schedule'

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
