/**
 * A kin drawn as SVG text: the tone as a Maya bar-and-dot numeral (a dot is 1, a bar is 5) above the seal's
 * cartouche in its Dreamspell colour. Pure string building, the same on weapp and H5 (shown through a data URI).
 */
import { SEALS, TONES } from '@/divination/mayan'
import { INK, SEAL_MOTIFS } from './seal-motifs'

export type SealColor = (typeof SEALS)[number]['color']

/** Cartouche fill per seal colour (the badge tints of the totem page, deepened so the ink lines stand out). */
export const SEAL_FILL = {
  red: '#e2675c',
  white: '#f4f2ec',
  blue: '#5b8fdc',
  yellow: '#f0c63c',
} as const satisfies Record<SealColor, string>

export const GLYPH_WIDTH = 100
export const GLYPH_HEIGHT = 130

const DOT_RADIUS = 4.5
const DOT_STEP = 12
const BAR_WIDTH = 56
const BAR_HEIGHT = 7
const ROW_GAP = 3
/** The numeral sits on this line, above the cartouche. */
const TONE_BASELINE_Y = 32
const CARTOUCHE = { x: 6, y: 36, width: 88, height: 90, radius: 14 } as const
/** The 100 × 100 motif box scaled into the cartouche. */
const MOTIF_SCALE = 0.72

/** Bars and dots of a tone 1 … 13: tone 13 = 2 bars and 3 dots. */
export function toneNumeral(tone: number): { bars: number; dots: number } {
  if (!Number.isInteger(tone) || tone < 1 || tone > TONES.length) throw new RangeError(`tone ${tone} outside 1–13`)
  return { bars: Math.floor(tone / 5), dots: tone % 5 }
}

/** The numeral as SVG: bars stacked upwards from the baseline, the dots in one row above them. */
function toneSvg(tone: number): string {
  const { bars, dots } = toneNumeral(tone)
  const parts: string[] = []
  let bottom = TONE_BASELINE_Y
  for (let i = 0; i < bars; i++) {
    const y = bottom - BAR_HEIGHT
    parts.push(
      `<rect class="tone-bar" x="${(GLYPH_WIDTH - BAR_WIDTH) / 2}" y="${y}" width="${BAR_WIDTH}" height="${BAR_HEIGHT}" rx="${BAR_HEIGHT / 2}"/>`,
    )
    bottom = y - ROW_GAP
  }
  const cy = bars ? bottom - DOT_RADIUS : TONE_BASELINE_Y - DOT_RADIUS - 1
  const x0 = GLYPH_WIDTH / 2 - ((dots - 1) * DOT_STEP) / 2
  for (let i = 0; i < dots; i++) parts.push(`<circle class="tone-dot" cx="${x0 + i * DOT_STEP}" cy="${cy}" r="${DOT_RADIUS}"/>`)
  return `<g fill="${INK}">${parts.join('')}</g>`
}

/** Colour of seal 1 … 20 (red, white, blue, yellow in turn). */
export function sealColor(seal: number): SealColor {
  const s = SEALS[seal - 1]
  if (!s) throw new RangeError(`seal ${seal} outside 1–20`)
  return s.color
}

/** SVG document of seal 1 … 20 with tone 1 … 13. */
export function sealGlyphSvg(seal: number, tone: number): string {
  const color = sealColor(seal)
  const c = CARTOUCHE
  const motifX = c.x + c.width / 2 - 50 * MOTIF_SCALE
  const motifY = c.y + c.height / 2 - 50 * MOTIF_SCALE
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GLYPH_WIDTH} ${GLYPH_HEIGHT}" width="${GLYPH_WIDTH}" height="${GLYPH_HEIGHT}"` +
    ` data-seal="${seal}" data-tone="${tone}" data-color="${color}">` +
    toneSvg(tone) +
    `<rect class="cartouche" x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}" rx="${c.radius}"` +
    ` fill="${SEAL_FILL[color]}" stroke="${INK}" stroke-width="3"/>` +
    `<g transform="translate(${motifX} ${motifY}) scale(${MOTIF_SCALE})" fill="none" stroke="${INK}" stroke-width="5"` +
    ` stroke-linecap="round" stroke-linejoin="round">${SEAL_MOTIFS[seal - 1]}</g>` +
    `</svg>`
  )
}
