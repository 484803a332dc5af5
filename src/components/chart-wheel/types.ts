/** Shapes of the wheel layout: its input (charts, aspects, options) and its output (display list, placed glyphs, radii). */
import type { DisplayList } from './display'
import type { ChartStyleColors } from '@/chart-styles/styles'
import type { WheelView } from '@/chart-styles/view-settings'

export interface WheelBody {
  id: string
  lonDeg: number
  retrograde: boolean
}

export interface WheelChart {
  /** 12 cusp longitudes, house 1 first. */
  cusps: readonly number[]
  ascDeg: number
  mcDeg: number
  bodies: readonly WheelBody[]
}

export type Ring = 'inner' | 'outer'

export interface WheelAspect {
  a: string
  aRing: Ring
  b: string
  bRing: Ring
  /** 1–10 (ASPECTS ids of the engine). */
  aspect: number
  applying: boolean
}

/** Size and colours of one drawing plus the wheel part of the ViewSettings. */
export interface WheelOptions extends Omit<WheelView, 'fixedAries'> {
  sizePx: number
  style: ChartStyleColors
  showDegree: boolean
  fixedAries?: boolean
}

export interface PlacedGlyph {
  id: string
  ring: Ring
  /** True longitude and the longitude the glyph is drawn at after spreading. */
  lonDeg: number
  shownLonDeg: number
  x: number
  y: number
  sizePx: number
}

export interface WheelLayout {
  display: DisplayList
  glyphs: PlacedGlyph[]
  radii: Radii
  /** Screen angle (deg) of a longitude. */
  screenDegOf(lonDeg: number): number
}

export interface Radii {
  outer: number
  signIn: number
  termIn: number
  degIn: number
  split: number | null
  houseOut: number
  houseIn: number
  glyphOuter: number | null
  glyphInner: number
  glyphSizePx: number
}
