import { Canvas, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { roleAttributes } from '@/platform/a11y'
import { openCanvas2d } from '@/platform/canvas'
import type { Ctx2D } from '../chart-wheel/render'
import type { BodygraphDisplay } from './layout'
import { drawBodygraph } from './render'

export interface BodygraphProps {
  /** Unique on the page (the canvas id). */
  canvasId: string
  display: BodygraphDisplay
  /** Text alternative read by screen readers. */
  summary: string
  testId?: string
}

/** The bodygraph on a Canvas 2D (same on weapp and H5); redrawn when the display list changes. */
export function Bodygraph({ canvasId, display, summary, testId }: BodygraphProps) {
  const [drawn, setDrawn] = useState(0)
  useEffect(() => {
    let cancelled = false
    let tries = 0
    const attempt = () => {
      void openCanvas2d(canvasId, display.widthPx, display.heightPx).then((c) => {
        if (cancelled) return
        if (!c || !c.ctx) {
          if (tries++ < 20) setTimeout(attempt, 50)
          return
        }
        drawBodygraph(c.ctx as Ctx2D, display, c.pixelRatio)
        setDrawn((n) => n + 1)
      })
    }
    const t = setTimeout(attempt, 0)
    return () => {
      cancelled = true
      clearTimeout(t)
    }
  }, [canvasId, display])
  const style = { width: `${display.widthPx}px`, height: `${display.heightPx}px` }
  return (
    <View style={style} data-testid={testId} data-drawn={drawn > 0 ? '1' : '0'} {...roleAttributes('img', summary)}>
      <Canvas type="2d" id={canvasId} canvasId={canvasId} style={{ ...style, display: 'block' }} />
    </View>
  )
}
