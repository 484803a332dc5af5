import { Canvas, View } from '@tarojs/components'
import { roleAttributes } from '@/platform/a11y'
import { useCanvasDraw } from '../ui/use-canvas-draw'
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
  const drawn = useCanvasDraw(canvasId, display, (c) => drawBodygraph(c.ctx as Ctx2D, display, c.pixelRatio))
  const style = { width: `${display.widthPx}px`, height: `${display.heightPx}px` }
  return (
    <View style={style} data-testid={testId} data-drawn={drawn > 0 ? '1' : '0'} {...roleAttributes('img', summary)}>
      <Canvas type="2d" id={canvasId} canvasId={canvasId} style={{ ...style, display: 'block' }} />
    </View>
  )
}
