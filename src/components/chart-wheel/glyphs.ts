/**
 * Astrological glyphs as vector strokes, so the wheel looks the same on every device (no font needed).
 * Each glyph lives in a 20 × 20 box centred on (0, 0), y downwards; strokes are drawn with a round pen.
 * Ops: M/L move/line, Q quadratic, C cubic, A arc (cx, cy, r, fromDeg, toDeg, anticlockwise 0|1; canvas angles,
 * clockwise on screen), Z close, O circle (new sub-path), F filled dot. Shapes follow the Unicode reference glyphs
 * (U+2609–U+2653, U+26B3–U+26B8); letters are our own single-stroke capitals.
 */

export type GlyphOp =
  | readonly ['M' | 'L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number]
  | readonly ['A', number, number, number, number, number, 0 | 1]
  | readonly ['Z']
  | readonly ['O' | 'F', number, number, number]

export type Glyph = readonly GlyphOp[]

const CROSS_LOW: Glyph = [
  ['M', 0, 1.5],
  ['L', 0, 9.5],
  ['M', -3.5, 6],
  ['L', 3.5, 6],
]

/** Letters in an 8 × 14 box (x 0…8, y −7…7). */
const LETTERS: Record<string, Glyph> = {
  A: [
    ['M', 0, 7],
    ['L', 4, -7],
    ['L', 8, 7],
    ['M', 1.5, 2],
    ['L', 6.5, 2],
  ],
  C: [
    ['M', 8, -5],
    ['Q', 6.5, -7.5, 4, -7.5],
    ['Q', 0, -7.5, 0, 0],
    ['Q', 0, 7.5, 4, 7.5],
    ['Q', 6.5, 7.5, 8, 5],
  ],
  D: [['M', 0, -7], ['L', 0, 7], ['L', 3, 7], ['Q', 8, 7, 8, 0], ['Q', 8, -7, 3, -7], ['Z']],
  I: [
    ['M', 4, -7],
    ['L', 4, 7],
    ['M', 1.5, -7],
    ['L', 6.5, -7],
    ['M', 1.5, 7],
    ['L', 6.5, 7],
  ],
  M: [
    ['M', 0, 7],
    ['L', 0, -7],
    ['L', 4, 3],
    ['L', 8, -7],
    ['L', 8, 7],
  ],
  V: [
    ['M', 0, -7],
    ['L', 4, 7],
    ['L', 8, -7],
  ],
  X: [
    ['M', 0, -7],
    ['L', 8, 7],
    ['M', 8, -7],
    ['L', 0, 7],
  ],
  R: [
    ['M', 0, 7],
    ['L', 0, -7],
    ['L', 4, -7],
    ['Q', 8, -7, 8, -3],
    ['Q', 8, 1, 4, 1],
    ['L', 0, 1],
    ['M', 3.5, 1],
    ['L', 8, 7],
  ],
}

function shift(g: Glyph, dx: number, dy: number, k = 1): Glyph {
  return g.map((op): GlyphOp => {
    switch (op[0]) {
      case 'M':
      case 'L':
        return [op[0], op[1] * k + dx, op[2] * k + dy]
      case 'Q':
        return ['Q', op[1] * k + dx, op[2] * k + dy, op[3] * k + dx, op[4] * k + dy]
      case 'C':
        return ['C', op[1] * k + dx, op[2] * k + dy, op[3] * k + dx, op[4] * k + dy, op[5] * k + dx, op[6] * k + dy]
      case 'A':
        return ['A', op[1] * k + dx, op[2] * k + dy, op[3] * k, op[4], op[5], op[6]]
      case 'O':
      case 'F':
        return [op[0], op[1] * k + dx, op[2] * k + dy, op[3] * k]
      default:
        return op
    }
  })
}

/** Two capitals side by side, filling the glyph box. */
function word(a: string, b: string): Glyph {
  return [...shift(LETTERS[a], -9, 0, 1.05), ...shift(LETTERS[b], 1, 0, 1.05)]
}

const MOON: Glyph = [['M', 2.74, -7.52], ['A', 0, 0, 8, -70, 70, 1], ['A', 6.5, 0, 8.38, 116.3, 243.7, 0], ['Z']]

export const BODY_GLYPHS: Record<string, Glyph> = {
  Sun: [
    ['O', 0, 0, 8],
    ['F', 0, 0, 1.6],
  ],
  Moon: MOON,
  Mercury: [
    ['O', 0, -0.5, 4],
    ['M', 3.7, -8.2],
    ['A', 0, -9.5, 4, 20, 160, 0],
    ['M', 0, 3.5],
    ['L', 0, 9.5],
    ['M', -3.2, 6.5],
    ['L', 3.2, 6.5],
  ],
  Venus: [['O', 0, -3.5, 5.5], ...CROSS_LOW.map((o): GlyphOp => (o[0] === 'M' && o[2] === 1.5 ? ['M', 0, 2] : o))],
  Mars: [
    ['O', -2.5, 2.5, 5.5],
    ['M', 1.4, -1.4],
    ['L', 8.5, -8.5],
    ['M', 3.5, -8.5],
    ['L', 8.5, -8.5],
    ['L', 8.5, -3.5],
  ],
  Jupiter: [
    ['M', -6.5, -5.5],
    ['Q', -4, -9.5, -1, -7.5],
    ['Q', 1.5, -5, -6.5, 3.5],
    ['L', 7.5, 3.5],
    ['M', 3.5, -9],
    ['L', 3.5, 9],
  ],
  Saturn: [
    ['M', -7, -6],
    ['L', 0, -6],
    ['M', -3.5, -9.5],
    ['L', -3.5, 3],
    ['M', -3.5, -0.5],
    ['Q', 1, -5.5, 4, -1.5],
    ['Q', 6, 1.5, 1.5, 5],
    ['Q', -0.5, 8, 3.5, 9.5],
  ],
  Uranus: [
    ['M', -6, -8],
    ['L', -6, 2],
    ['M', 6, -8],
    ['L', 6, 2],
    ['M', -6, -3],
    ['L', 6, -3],
    ['M', 0, -8],
    ['L', 0, 4],
    ['O', 0, 6.7, 2.6],
  ],
  Neptune: [
    ['M', -6.5, -7],
    ['Q', -6.5, 1, 0, 1],
    ['Q', 6.5, 1, 6.5, -7],
    ['M', 0, -9.5],
    ['L', 0, 9.5],
    ['M', -3.5, 5.5],
    ['L', 3.5, 5.5],
  ],
  Pluto: [
    ['M', -6, -7],
    ['A', 0, -7, 6, 180, 0, 1],
    ['O', 0, -7, 2.6],
    ['M', 0, -1],
    ['L', 0, 9.5],
    ['M', -3.5, 5],
    ['L', 3.5, 5],
  ],
  NorthNode: [
    ['M', -5.5, 3],
    ['L', -5.5, -1],
    ['A', 0, -1, 5.5, 180, 360, 0],
    ['L', 5.5, 3],
    ['O', -5.5, 5.5, 2.5],
    ['O', 5.5, 5.5, 2.5],
  ],
  SouthNode: [
    ['M', -5.5, -3],
    ['L', -5.5, 1],
    ['A', 0, 1, 5.5, 180, 0, 1],
    ['L', 5.5, -3],
    ['O', -5.5, -5.5, 2.5],
    ['O', 5.5, -5.5, 2.5],
  ],
  Lilith: [...shift(MOON, 0, -3.5, 0.7), ...CROSS_LOW.map((o): GlyphOp => (o[0] === 'M' && o[2] === 1.5 ? ['M', 0, 2.5] : o))],
  Chiron: [
    ['O', 0, 5.5, 3.5],
    ['M', 0, 2],
    ['L', 0, -9.5],
    ['M', 5, -9],
    ['L', 0, -4.5],
    ['L', 5, 0],
  ],
  Ceres: [['M', -3.5, -7.2], ['A', 0, -4, 4.5, 225, 450, 0], ...CROSS_LOW.map((o): GlyphOp => (o[0] === 'M' && o[2] === 1.5 ? ['M', 0, 0.5] : o))],
  Pallas: [
    ['M', 0, -9.5],
    ['L', 5, -4.5],
    ['L', 0, 0.5],
    ['L', -5, -4.5],
    ['Z'],
    ...CROSS_LOW.map((o): GlyphOp => (o[0] === 'M' && o[2] === 1.5 ? ['M', 0, 0.5] : o)),
  ],
  Juno: [['M', 0, -9.5], ['L', 0, 0.5], ['M', -4.3, -7], ['L', 4.3, -2], ['M', 4.3, -7], ['L', -4.3, -2], ...CROSS_LOW],
  Vesta: [
    ['M', -6.5, -1],
    ['L', 0, 8.5],
    ['L', 6.5, -1],
    ['M', 0, -9.5],
    ['Q', 3.5, -6, 0, -2.5],
    ['Q', -3.5, -6, 0, -9.5],
  ],
  Asc: word('A', 'C'),
  Mc: word('M', 'C'),
  Dsc: word('D', 'C'),
  Ic: word('I', 'C'),
  Vertex: word('V', 'X'),
  Fortune: [
    ['O', 0, 0, 8],
    ['M', -5.66, -5.66],
    ['L', 5.66, 5.66],
    ['M', 5.66, -5.66],
    ['L', -5.66, 5.66],
  ],
  Spirit: [
    ['O', 0, 0, 8],
    ['M', 0, -8],
    ['L', 0, 8],
    ['F', 0, 0, 1.6],
  ],
}

const CAPRICORN_MODERN: Glyph = [
  ['M', -9, -6],
  ['L', -5.5, 6],
  ['L', -2, -5],
  ['Q', -1, -8, 1, -6.5],
  ['L', 1.5, 5],
  ['Q', 2, 9.5, 6, 8],
  ['Q', 9.5, 6, 7.5, 2.5],
  ['Q', 5, 0, 1.5, 4],
]
const CAPRICORN_CLASSIC: Glyph = [
  ['M', -9, -7],
  ['L', -5, 7],
  ['L', -1.5, -7],
  ['M', 7.5, -5],
  ['Q', 6.5, -7.5, 4, -7],
  ['Q', 1, -6, 2.5, -2.5],
  ['Q', 8, 0.5, 6.5, 4.5],
  ['Q', 4.5, 8.5, 1, 6],
]
const M_STEMS: Glyph = [
  ['M', -9.5, -6.5],
  ['L', -7.5, -7],
  ['L', -7.5, 6],
  ['M', -7.5, -4],
  ['Q', -5.5, -8.5, -3.5, -6],
  ['L', -3.5, 6],
  ['M', -3.5, -4],
  ['Q', -1.5, -8.5, 0.5, -6],
]

/** Signs 1 (Aries) … 12 (Pisces), modern drawing. */
const SIGN_GLYPHS_MODERN: readonly Glyph[] = [
  [
    ['M', -8, -1],
    ['Q', -9.5, -8.5, -4, -8.5],
    ['Q', 0, -8.5, 0, -2],
    ['L', 0, 9],
    ['M', 0, -2],
    ['Q', 0, -8.5, 4, -8.5],
    ['Q', 9.5, -8.5, 8, -1],
  ],
  [
    ['O', 0, 3, 5.5],
    ['M', -8, -8.5],
    ['Q', -6.5, -2.5, 0, -2.5],
    ['Q', 6.5, -2.5, 8, -8.5],
  ],
  [
    ['M', -7.5, -8],
    ['Q', 0, -5, 7.5, -8],
    ['M', -7.5, 8],
    ['Q', 0, 5, 7.5, 8],
    ['M', -3, -6.1],
    ['L', -3, 6.1],
    ['M', 3, -6.1],
    ['L', 3, 6.1],
  ],
  [
    ['O', -4.5, -2.5, 2.6],
    ['M', -4.5, -5.1],
    ['Q', 2, -9, 8.5, -5],
    ['O', 4.5, 2.5, 2.6],
    ['M', 4.5, 5.1],
    ['Q', -2, 9, -8.5, 5],
  ],
  [
    ['O', -5, 3.5, 2.8],
    ['M', -2.4, 2.2],
    ['Q', -6, -4, -2, -7.5],
    ['Q', 3, -10, 5, -5],
    ['Q', 6, -1, 2.5, 4],
    ['Q', 0.5, 8.5, 4.5, 9],
    ['Q', 7.5, 9, 8.5, 6.5],
  ],
  [...M_STEMS, ['L', 0.5, 4], ['Q', 1.5, 9, 6.5, 9], ['M', 0.5, 0], ['Q', 7.5, -5.5, 7, 1.5], ['Q', 6, 7.5, 1, 9.5]],
  [
    ['M', -8.5, 2.5],
    ['L', -2.96, 2.52],
    ['A', 0, -1, 4.6, 130, 410, 0],
    ['L', 8.5, 2.5],
    ['M', -8.5, 7],
    ['L', 8.5, 7],
  ],
  [...M_STEMS, ['L', 0.5, 5], ['Q', 1, 8, 4, 8], ['L', 8.5, 8], ['M', 6, 5.5], ['L', 8.5, 8], ['L', 6, 10]],
  [
    ['M', -7.5, 8],
    ['L', 8, -7.5],
    ['M', 1.5, -7.5],
    ['L', 8, -7.5],
    ['L', 8, -1],
    ['M', -5, -1],
    ['L', 2, 6],
  ],
  CAPRICORN_MODERN,
  [
    ['M', -8.5, -2],
    ['L', -4.25, -6],
    ['L', 0, -2],
    ['L', 4.25, -6],
    ['L', 8.5, -2],
    ['M', -8.5, 6],
    ['L', -4.25, 2],
    ['L', 0, 6],
    ['L', 4.25, 2],
    ['L', 8.5, 6],
  ],
  [
    ['M', -7, -9],
    ['Q', -1, 0, -7, 9],
    ['M', 7, -9],
    ['Q', 1, 0, 7, 9],
    ['M', -4.5, 0],
    ['L', 4.5, 0],
  ],
]

/** Classic sign glyphs (display pref cChartClassicSign): the old Capricorn (the "VS" form). */
export function signGlyph(sign: number, classic: boolean): Glyph {
  if (classic && sign === 10) return CAPRICORN_CLASSIC
  return SIGN_GLYPHS_MODERN[(sign - 1 + 12) % 12]
}

export function bodyGlyph(id: string): Glyph {
  return BODY_GLYPHS[id] ?? BODY_GLYPHS.Fortune
}

/** Retrograde mark: a small R. */
export const RETRO_GLYPH: Glyph = shift(LETTERS.R, -4, 0)
