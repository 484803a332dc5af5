/**
 * The wheel as a display list: plain shapes in CSS pixels (origin top-left, y down). The same list is drawn on a
 * Canvas 2D context (weapp and H5) and written out as SVG, so both always agree.
 */
import type { Glyph } from './glyphs'

export type DisplayItem =
  | { kind: 'circle'; cx: number; cy: number; r: number; stroke?: string; fill?: string; width: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number; dash?: readonly number[] }
  /** Ring sector between r0 and r1; angles are screen angles (degrees, counter-clockwise from the right). */
  | { kind: 'sector'; cx: number; cy: number; r0: number; r1: number; a0Deg: number; a1Deg: number; fill: string }
  | { kind: 'text'; x: number; y: number; text: string; sizePx: number; color: string; bold?: boolean }
  /** A vector glyph (20-unit box) centred at (x, y), scaled to sizePx. */
  | { kind: 'path'; glyph: Glyph; x: number; y: number; sizePx: number; stroke: string; width: number }

export interface DisplayList {
  widthPx: number
  heightPx: number
  background: string
  items: DisplayItem[]
}
