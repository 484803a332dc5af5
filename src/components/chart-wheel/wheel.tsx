import { Canvas, View } from '@tarojs/components'
import type { Canvas2D } from '@/platform/canvas'
import { roleAttributes } from '@/platform/a11y'
import { Pressable } from '../ui/pressable'
import { useCanvasDraw } from '../ui/use-canvas-draw'
import type { DisplayList } from './display'
import type { PlacedGlyph } from './layout'
import { drawDisplayList, type Ctx2D } from './render'
import './wheel.css'

export interface ChartWheelProps {
  /** Unique on the page (the canvas id). */
  canvasId: string
  display: DisplayList
  glyphs: readonly PlacedGlyph[]
  onGlyphTap?: (g: PlacedGlyph) => void
  /** Called after every draw with the canvas (for export). */
  onDrawn?: (c: Canvas2D) => void
  /** Text alternative read by screen readers (see ./summary). */
  summary?: string
  /** Spoken name of a tap target (a body's name). */
  glyphLabel?: (g: PlacedGlyph) => string
  /** The page has the same choices as named controls (the planet table): tap targets are then pointer-only. */
  pointerOnlyGlyphs?: boolean
}

/** WCAG 2.5.8: a tap target is at least 24 × 24 CSS px. */
const MIN_TARGET_PX = 24

/** Square tap target centred on a glyph: 1.4 × its size, never under MIN_TARGET_PX. */
function hitBox(g: PlacedGlyph) {
  const side = Math.max(g.sizePx * 1.4, MIN_TARGET_PX)
  return { left: `${g.x - side / 2}px`, top: `${g.y - side / 2}px`, width: `${side}px`, height: `${side}px` }
}

/** The wheel on a Canvas 2D, with invisible tap targets over the glyphs (same on weapp and H5). */
export function ChartWheel({ canvasId, display, glyphs, onGlyphTap, onDrawn, summary, glyphLabel, pointerOnlyGlyphs }: ChartWheelProps) {
  const drawn = useCanvasDraw(canvasId, display, (c) => {
    drawDisplayList(c.ctx as Ctx2D, display, c.pixelRatio)
    onDrawn?.(c)
  })
  const size = `${display.widthPx}px`
  return (
    <View className="chart-wheel" style={{ width: size, height: size }} data-testid="chart-wheel" data-drawn={drawn > 0 ? '1' : '0'}>
      <View className="chart-wheel__img" {...roleAttributes('img', summary)} data-testid="chart-wheel-img">
        <Canvas type="2d" id={canvasId} canvasId={canvasId} className="chart-wheel__canvas" style={{ width: size, height: size }} />
      </View>
      {onGlyphTap &&
        glyphs.map((g) => (
          <Pressable
            key={`${g.ring}-${g.id}`}
            label={glyphLabel?.(g) ?? g.id}
            pointerOnly={pointerOnlyGlyphs}
            className="chart-wheel__hit"
            data-testid={`glyph-${g.ring}-${g.id}`}
            style={hitBox(g)}
            onPress={() => onGlyphTap(g)}
          />
        ))}
    </View>
  )
}
