/**
 * Bodygraph geometry in a 200 × 345 unit box (y down): the nine centre shapes in their usual places, an anchor for
 * each of the 64 gates on its centre's edge, and bends for the channels that would otherwise cross a centre.
 */
import type { CenterId } from '@/astro/human-design'

export type Point = readonly [number, number]

/** The drawn part of the box (x 14–186, y 4–342). */
export const VIEW = { x0: 14, y0: 4, width: 172, height: 338 } as const

export const CENTER_SHAPES: Record<CenterId, readonly Point[]> = {
  Head: [
    [100, 8],
    [124, 48],
    [76, 48],
  ],
  Ajna: [
    [76, 62],
    [124, 62],
    [100, 102],
  ],
  Throat: [
    [80, 118],
    [120, 118],
    [120, 158],
    [80, 158],
  ],
  G: [
    [100, 166],
    [126, 192],
    [100, 218],
    [74, 192],
  ],
  Heart: [
    [134, 214],
    [164, 202],
    [156, 230],
  ],
  Sacral: [
    [80, 236],
    [120, 236],
    [120, 276],
    [80, 276],
  ],
  SolarPlexus: [
    [182, 236],
    [182, 296],
    [140, 266],
  ],
  Spleen: [
    [18, 236],
    [60, 266],
    [18, 296],
  ],
  Root: [
    [80, 298],
    [120, 298],
    [120, 338],
    [80, 338],
  ],
}

export const GATE_ANCHORS: Record<number, Point> = {
  64: [86, 48],
  61: [100, 48],
  63: [114, 48],
  47: [86, 62],
  24: [100, 62],
  4: [114, 62],
  17: [87, 80],
  11: [113, 80],
  43: [100, 97],
  62: [88, 118],
  23: [100, 118],
  56: [112, 118],
  16: [80, 128],
  20: [80, 146],
  35: [120, 126],
  12: [120, 138],
  45: [120, 150],
  31: [88, 158],
  8: [100, 158],
  33: [112, 158],
  1: [100, 169],
  7: [91, 175],
  13: [109, 175],
  10: [77, 192],
  25: [123, 192],
  15: [91, 209],
  2: [100, 215],
  46: [109, 209],
  21: [156, 206],
  51: [138, 214],
  26: [144, 221],
  40: [155, 224],
  5: [88, 236],
  14: [100, 236],
  29: [112, 236],
  34: [80, 248],
  27: [80, 266],
  59: [120, 266],
  42: [88, 276],
  3: [100, 276],
  9: [112, 276],
  53: [88, 298],
  60: [100, 298],
  52: [112, 298],
  54: [80, 308],
  38: [80, 320],
  58: [80, 332],
  19: [120, 308],
  39: [120, 320],
  41: [120, 332],
  48: [24, 240],
  57: [34, 247],
  44: [46, 256],
  50: [58, 265],
  32: [46, 276],
  28: [34, 285],
  18: [24, 292],
  36: [176, 240],
  22: [166, 247],
  37: [154, 256],
  6: [142, 265],
  49: [154, 276],
  55: [166, 285],
  30: [176, 292],
}

/** Bends (from the lower gate's end) for channels whose straight line would run through a centre or another channel. */
export const CHANNEL_BENDS: Record<string, readonly Point[]> = {
  '20-34': [
    [68, 158],
    [68, 236],
  ],
  '26-44': [
    [128, 226],
    [72, 226],
  ],
}

/** Points of a channel from gate a to gate b (a < b as in CHANNELS). */
export function channelPath(channel: string): Point[] {
  const [a, b] = channel.split('-').map(Number)
  return [GATE_ANCHORS[a], ...(CHANNEL_BENDS[channel] ?? []), GATE_ANCHORS[b]]
}

/** The polyline cut at half its length: the half next to the first point, then the half next to the last. */
export function splitAtMiddle(points: readonly Point[]): [Point[], Point[]] {
  const lengths = points.slice(1).map((p, i) => Math.hypot(p[0] - points[i][0], p[1] - points[i][1]))
  let rest = lengths.reduce((s, l) => s + l, 0) / 2
  for (let i = 0; i < lengths.length; i++) {
    if (rest <= lengths[i]) {
      const k = lengths[i] === 0 ? 0 : rest / lengths[i]
      const mid: Point = [points[i][0] + (points[i + 1][0] - points[i][0]) * k, points[i][1] + (points[i + 1][1] - points[i][1]) * k]
      return [
        [...points.slice(0, i + 1), mid],
        [mid, ...points.slice(i + 1)],
      ]
    }
    rest -= lengths[i]
  }
  return [[...points], [points[points.length - 1]]]
}
