/**
 * A card reading as a picture to share (CSS pixels): title, question and date, the cards in their positions,
 * then short lines of text, wrapped to the width. The result is a display list painted by drawBodygraph.
 */
import type { BodygraphDisplay, BodygraphItem } from '../bodygraph/layout'

export interface ShareCard {
  /** Position name, e.g. 过去. */
  position: string
  /** Card name, e.g. 愚者. */
  name: string
  /** Under the name, e.g. 逆位; empty for none. */
  note: string
}

export interface ShareReading {
  title: string
  question: string
  /** Already formatted, e.g. 2026-11-28 19:30. */
  date: string
  cards: readonly ShareCard[]
  /** Short texts under the cards (one paragraph each). */
  lines: readonly string[]
  footer: string
}

export const SHARE_WIDTH_PX = 600
const MARGIN_PX = 40
const CARD_GAP_PX = 12
/** Cards per row: five for small spreads, nine (the Grand Tableau's width) for large ones. */
const COLUMNS = { small: 5, large: 9 } as const
const LARGE_SPREAD = 10
/** Tarot proportions, 7:12. */
const CARD_ASPECT = 12 / 7
const MAX_NAME_LINES = 3

const PALETTE = {
  background: '#1d1838',
  gold: '#e9c878',
  cardFace: '#fbf6e9',
  cardInk: '#2b2238',
  text: '#f3eee2',
  muted: '#b9b0cf',
} as const

/** Width of a character in ems: CJK and full-width forms 1, everything else about half. */
const charEm = (c: string) => (c.codePointAt(0)! >= 0x2e80 ? 1 : 0.55)

export function textWidthPx(s: string, sizePx: number): number {
  let em = 0
  for (const c of s) em += charEm(c)
  return em * sizePx
}

/** Breaks text into lines no wider than maxWidthPx (by character; Chinese needs no word breaks). */
export function wrapText(s: string, sizePx: number, maxWidthPx: number): string[] {
  const lines: string[] = []
  let line = ''
  let width = 0
  for (const c of s) {
    const w = charEm(c) * sizePx
    if (line && width + w > maxWidthPx) {
      lines.push(line)
      line = ''
      width = 0
    }
    line += c
    width += w
  }
  if (line) lines.push(line)
  return lines
}

const rect = (x: number, y: number, w: number, h: number, fill: string, stroke?: string): BodygraphItem => ({
  kind: 'poly',
  points: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
  closed: true,
  fill,
  stroke,
  width: 1.5,
})

export function shareImageLayout(r: ShareReading): BodygraphDisplay {
  const items: BodygraphItem[] = []
  const contentW = SHARE_WIDTH_PX - 2 * MARGIN_PX
  const left = (text: string, x: number, y: number, sizePx: number, color: string, bold = false) =>
    items.push({ kind: 'text', x, y, text, sizePx, color, bold, align: 'left' })
  const centre = (text: string, x: number, y: number, sizePx: number, color: string, bold = false) =>
    items.push({ kind: 'text', x, y, text, sizePx, color, bold })
  const paragraph = (text: string, y: number, sizePx: number, color: string): number => {
    for (const line of wrapText(text, sizePx, contentW)) {
      left(line, MARGIN_PX, y + sizePx / 2, sizePx, color)
      y += sizePx * 1.5
    }
    return y
  }

  let y = MARGIN_PX
  centre(r.title, SHARE_WIDTH_PX / 2, y + 16, 32, PALETTE.gold, true)
  y += 56
  y = paragraph(r.question, y, 22, PALETTE.text)
  centre(r.date, SHARE_WIDTH_PX / 2, y + 10, 18, PALETTE.muted)
  y += 40

  const columns = r.cards.length > LARGE_SPREAD ? COLUMNS.large : COLUMNS.small
  const perRow = Math.min(columns, Math.max(1, r.cards.length))
  const cardW = Math.min(110, (contentW - (columns - 1) * CARD_GAP_PX) / columns)
  const cardH = cardW * CARD_ASPECT
  const nameSizePx = Math.min(20, cardW / 4.5)
  const labelSizePx = Math.min(16, cardW / 5)
  const rowW = perRow * cardW + (perRow - 1) * CARD_GAP_PX
  const rowH = cardH + labelSizePx * 2.2 + CARD_GAP_PX
  r.cards.forEach((c, i) => {
    const x = (SHARE_WIDTH_PX - rowW) / 2 + (i % perRow) * (cardW + CARD_GAP_PX)
    const top = y + Math.floor(i / perRow) * rowH
    items.push(rect(x, top, cardW, cardH, PALETTE.cardFace, PALETTE.gold))
    const nameLines = wrapText(c.name, nameSizePx, cardW - 8).slice(0, MAX_NAME_LINES)
    const textH = nameLines.length * nameSizePx * 1.25 + (c.note ? labelSizePx * 1.4 : 0)
    let ty = top + (cardH - textH) / 2 + nameSizePx * 0.6
    for (const line of nameLines) {
      centre(line, x + cardW / 2, ty, nameSizePx, PALETTE.cardInk, true)
      ty += nameSizePx * 1.25
    }
    if (c.note) centre(c.note, x + cardW / 2, ty + labelSizePx * 0.3, labelSizePx, PALETTE.cardInk)
    centre(wrapText(c.position, labelSizePx, cardW + CARD_GAP_PX)[0] ?? '', x + cardW / 2, top + cardH + labelSizePx, labelSizePx, PALETTE.muted)
  })
  y += Math.ceil(r.cards.length / perRow) * rowH + 16

  for (const line of r.lines) y = paragraph(line, y, 20, PALETTE.text) + 10
  y += 10
  centre(r.footer, SHARE_WIDTH_PX / 2, y + 9, 18, PALETTE.gold)
  y += 18 + MARGIN_PX
  return { widthPx: SHARE_WIDTH_PX, heightPx: Math.ceil(y), background: PALETTE.background, items }
}
