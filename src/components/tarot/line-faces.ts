/**
 * The line deck (deckId 2): our own card faces drawn as thin-stroke SVG. Numbered cards show their pips in the
 * playing-card arrangement (pips on the lower half turned, as on printed cards), court cards their rank letter
 * between two suit signs, major arcana their numeral over a figure of their own. The card's name is set below the
 * drawing as text, so the SVG holds only Latin letters and digits (any font draws them).
 */

/** Drawing box of a face (the name goes below it). */
export const LINE_FACE_VIEW = { widthPx: 70, heightPx: 100 } as const

export type LineSuit = 'wands' | 'cups' | 'swords' | 'pentacles' | 'hearts' | 'diamonds' | 'spades' | 'clubs'

const pentagram = Array.from({ length: 5 }, (_, k) => {
  const a = ((-90 + 144 * k) * Math.PI) / 180
  return `${k === 0 ? 'M' : 'L'}${(6.5 * Math.cos(a)).toFixed(2)} ${(6.5 * Math.sin(a)).toFixed(2)}`
}).join('')

/** Suit signs in a 20 × 20 box centred on 0, 0 (tarot suits after the Rider–Waite emblems, French suits after the cards). */
const SUIT_PATHS: Record<LineSuit, string> = {
  wands: 'M0 -9V9M0 -3l4 -4M0 2l-4 -4M0 6l3 -2',
  cups: 'M-6 -8h12c0 7 -3 10 -6 10s-6 -3 -6 -10zM0 2v5M-4 8h8',
  swords: 'M0 -9v13M-5 4h10M0 4v5M-1.5 -6l1.5 -3l1.5 3',
  pentacles: `M8 0A8 8 0 1 1 -8 0A8 8 0 1 1 8 0z${pentagram}z`,
  hearts: 'M0 8C-9 1 -8 -7 -3 -7c2 0 3 2 3 3c0 -1 1 -3 3 -3c5 0 6 8 -3 15z',
  diamonds: 'M0 -9L6 0L0 9L-6 0z',
  spades: 'M0 -9C-9 -1 -8 6 -3 5c1 0 2 -1 3 -2c1 1 2 2 3 2c5 1 6 -6 -3 -14zM0 3l-3 6h6z',
  clubs:
    'M3.5 -4A3.5 3.5 0 1 1 -3.5 -4A3.5 3.5 0 1 1 3.5 -4zM0 2A3.5 3.5 0 1 1 -7 2A3.5 3.5 0 1 1 0 2zM7 2A3.5 3.5 0 1 1 0 2A3.5 3.5 0 1 1 7 2zM0 3l-2 6h4z',
}

/** Ink per suit: the drawn deck's element colours for tarot, red and black for the French suits. */
export const SUIT_INK: Record<LineSuit, string> = {
  wands: '#c4471d',
  cups: '#1f6fb2',
  swords: '#4e5d6c',
  pentacles: '#3f7d2c',
  hearts: '#b3261e',
  diamonds: '#b3261e',
  spades: '#2b2238',
  clubs: '#2b2238',
}
const MAJOR_INK = '#7a4bc2'
const FRAME_INK = '#c9a24a'

/** Pip places for 1–10 as [column 0…1, row 0…1], the usual playing-card layouts. */
export const PIP_LAYOUTS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[0.5, 0.5]],
  [
    [0.5, 0],
    [0.5, 1],
  ],
  [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
]

/** Where pips may go (the drawing box minus the corner marks). */
const PIP_AREA = { x0: 20, x1: 50, y0: 24, y1: 80 } as const

const sign = (suit: LineSuit, x: number, y: number, scale: number, turned = false) =>
  `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})${turned ? ' rotate(180)' : ''}" d="${SUIT_PATHS[suit]}"/>`

/** The count pips of a numbered card (1–10) in the pip area. */
export function pipSigns(suit: LineSuit, count: number): string {
  const scale = count === 1 ? 1.6 : 0.65
  return PIP_LAYOUTS[count]
    .map(([c, r]) => sign(suit, PIP_AREA.x0 + c * (PIP_AREA.x1 - PIP_AREA.x0), PIP_AREA.y0 + r * (PIP_AREA.y1 - PIP_AREA.y0), scale, r > 0.5))
    .join('')
}

const text = (x: number, y: number, sizePx: number, s: string, ink: string) =>
  `<text x="${x}" y="${y}" font-size="${sizePx}" font-family="Georgia, serif" text-anchor="middle" fill="${ink}" stroke="none">${s}</text>`

function svg(ink: string, body: string): string {
  const { widthPx: w, heightPx: h } = LINE_FACE_VIEW
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="4" fill="none" stroke="${FRAME_INK}" stroke-width="0.8"/>` +
    `<g fill="none" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  )
}

/** A numbered card (1–10) or a court card (rank mark, e.g. "Q"): corner marks and pips or letter. */
export function suitFaceSvg(suit: LineSuit, rankMark: string, count: number | null): string {
  const ink = SUIT_INK[suit]
  const corners = text(10, 14, 9, rankMark, ink) + sign(suit, 10, 20, 0.3) + text(60, 94, 9, rankMark, ink)
  const middle = count !== null ? pipSigns(suit, count) : sign(suit, 35, 30, 0.8) + text(35, 61, 22, rankMark, ink) + sign(suit, 35, 74, 0.8, true)
  return svg(ink, corners + middle)
}

/** A major arcanum: its numeral over a polygon of 3–8 sides in a circle, turned by its number. */
export function majorFaceSvg(number: number, numeral: string): string {
  const sides = 3 + (number % 6)
  const cx = 35
  const cy = 58
  const points = Array.from({ length: sides }, (_, k) => {
    const a = ((number * 7 - 90 + (360 / sides) * k) * Math.PI) / 180
    return `${(cx + 17 * Math.cos(a)).toFixed(1)},${(cy + 17 * Math.sin(a)).toFixed(1)}`
  }).join(' ')
  const body =
    text(35, 20, 12, numeral, MAJOR_INK) +
    `<path d="M14 27h42"/><circle cx="${cx}" cy="${cy}" r="21"/><polygon points="${points}"/><circle cx="${cx}" cy="${cy}" r="${(2 + (number % 4)).toFixed(0)}"/>` +
    `<path d="M14 89h42"/>`
  return svg(MAJOR_INK, body)
}

const FRENCH: Record<string, LineSuit> = { '♥': 'hearts', '♦': 'diamonds', '♠': 'spades', '♣': 'clubs' }

/** A Lenormand card by its playing-card inset ("9♥", "K♣", "A♠"): number corner, pips or rank letter. */
export function lenormandLineFaceSvg(n: number, inset: string): string {
  const suit = FRENCH[inset.slice(-1)] ?? 'spades'
  const rank = inset.slice(0, -1)
  const count = rank === 'A' ? 1 : /^\d+$/.test(rank) ? Number(rank) : null
  return suitFaceSvg(suit, rank, count).replace('</g></svg>', `</g>${text(60, 14, 8, String(n), FRAME_INK)}</svg>`)
}
