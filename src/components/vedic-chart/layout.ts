/**
 * Geometry of the three Indian chart styles on a unit square (x right, y down, 0–1):
 * - South: signs fixed round a 4×4 grid, Pisces top left, Aries next, clockwise; the centre is empty.
 * - North: the diamond. Houses are fixed (1 in the top diamond, then anticlockwise); signs turn with the lagna.
 * - East (Bengali): a 3×3 grid with the corner squares cut along the diagonals; Aries fixed at top middle,
 *   signs anticlockwise; the centre is empty.
 * The three layouts follow Jagannatha Hora's North, South and East Indian chart styles.
 */

export { CHART_STYLES, type ChartStyle } from '@/astro/vedic'

/** South Indian grid: sign (1–12) per cell, row by row; null cells form the empty centre. */
export const SOUTH_GRID: readonly (readonly (number | null)[])[] = [
  [12, 1, 2, 3],
  [11, null, null, 4],
  [10, null, null, 5],
  [9, 8, 7, 6],
]

/** A line from (x1, y1) to (x2, y2) on the unit square. */
export type Segment = readonly [number, number, number, number]

/** One of the twelve places of a diagram chart: where its label sits (the centroid of its polygon). */
export interface ChartPlace {
  sign: number
  /** Whole-sign house from the lagna, 1–12. */
  house: number
  /** Label centre on the unit square. */
  x: number
  y: number
  /** Triangles hold less than the squares and diamonds: labels there use a smaller box. */
  small: boolean
}

export interface DiagramLayout {
  lines: readonly Segment[]
  places: ChartPlace[]
}

const third = 1 / 3

/** North: both diagonals and the diamond through the side midpoints (the outer square is the border). */
const NORTH_LINES: readonly Segment[] = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0.5, 0, 1, 0.5],
  [1, 0.5, 0.5, 1],
  [0.5, 1, 0, 0.5],
  [0, 0.5, 0.5, 0],
]

/** North: label centre of houses 1–12 (centroids of the four diamonds and eight triangles), anticlockwise from the top. */
const NORTH_HOUSE_CENTRES: readonly (readonly [number, number])[] = [
  [0.5, 0.25],
  [0.25, 1 / 12],
  [1 / 12, 0.25],
  [0.25, 0.5],
  [1 / 12, 0.75],
  [0.25, 11 / 12],
  [0.5, 0.75],
  [0.75, 11 / 12],
  [11 / 12, 0.75],
  [0.75, 0.5],
  [11 / 12, 0.25],
  [0.75, 1 / 12],
]

/** East: the 3×3 grid and the four corner diagonals (outer corner to inner corner). */
const EAST_LINES: readonly Segment[] = [
  [third, 0, third, 1],
  [2 * third, 0, 2 * third, 1],
  [0, third, 1, third],
  [0, 2 * third, 1, 2 * third],
  [0, 0, third, third],
  [1, 0, 2 * third, third],
  [0, 1, third, 2 * third],
  [1, 1, 2 * third, 2 * third],
]

/** East: label centre of signs 1–12 (Aries top middle, then anticlockwise: Taurus and Gemini share the top-left corner …). */
const EAST_SIGN_CENTRES: readonly (readonly [number, number])[] = [
  [0.5, 1 / 6],
  [2 / 9, 1 / 9],
  [1 / 9, 2 / 9],
  [1 / 6, 0.5],
  [1 / 9, 7 / 9],
  [2 / 9, 8 / 9],
  [0.5, 5 / 6],
  [7 / 9, 8 / 9],
  [8 / 9, 7 / 9],
  [5 / 6, 0.5],
  [8 / 9, 2 / 9],
  [7 / 9, 1 / 9],
]

/** Sign in house `house` (1–12) for a lagna in `lagnaSign` (1–12). */
export function signOfHouse(lagnaSign: number, house: number): number {
  return ((lagnaSign - 1 + house - 1) % 12) + 1
}

/** Whole-sign house of `sign` for a lagna in `lagnaSign`. */
export function houseOfSign(lagnaSign: number, sign: number): number {
  return ((sign - lagnaSign + 12) % 12) + 1
}

const isTriangle = (x: number, y: number) => Math.min(x, y, 1 - x, 1 - y) < 0.15

export function northLayout(lagnaSign: number): DiagramLayout {
  return {
    lines: NORTH_LINES,
    places: NORTH_HOUSE_CENTRES.map(([x, y], i) => ({ sign: signOfHouse(lagnaSign, i + 1), house: i + 1, x, y, small: isTriangle(x, y) })),
  }
}

export function eastLayout(lagnaSign: number): DiagramLayout {
  return {
    lines: EAST_LINES,
    places: EAST_SIGN_CENTRES.map(([x, y], i) => ({ sign: i + 1, house: houseOfSign(lagnaSign, i + 1), x, y, small: isTriangle(x, y) })),
  }
}

/** A segment as a box rotated about its start: left/top and width in % of the square's side, angle in degrees. */
export function segmentBox([x1, y1, x2, y2]: Segment): { leftPct: number; topPct: number; widthPct: number; angleDeg: number } {
  return {
    leftPct: x1 * 100,
    topPct: y1 * 100,
    widthPct: Math.hypot(x2 - x1, y2 - y1) * 100,
    angleDeg: (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI,
  }
}
