import { useEffect, useRef, useState } from 'react'
import { openCanvas2d, type Canvas2D } from '@/platform/canvas'

/** How often and how long to look for a canvas that is still mounting: 20 × 50 ms. */
const RETRIES = 20
const RETRY_MS = 50

/**
 * Opens the Canvas 2D `canvasId` at the display's size (retrying while the page mounts it) and draws on it; draws
 * again whenever the canvas id or the display changes. Answers how many draws have completed (0: not drawn yet).
 */
export function useCanvasDraw(canvasId: string, display: { widthPx: number; heightPx: number }, draw: (c: Canvas2D) => void): number {
  const [drawn, setDrawn] = useState(0)
  const drawRef = useRef(draw)
  drawRef.current = draw
  useEffect(() => {
    let cancelled = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      void openCanvas2d(canvasId, display.widthPx, display.heightPx).then((c) => {
        if (cancelled) return
        if (!c || !c.ctx) {
          if (tries++ < RETRIES) timer = setTimeout(attempt, RETRY_MS)
          return
        }
        drawRef.current(c)
        setDrawn((n) => n + 1)
      })
    }
    timer = setTimeout(attempt, 0)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [canvasId, display])
  return drawn
}
