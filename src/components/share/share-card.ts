/**
 * A reading, report or daily card as a picture to share (CSS pixels): title, subtitle, date, a picture area drawn
 * by the caller, wrapped paragraphs and section headings, then the footer. Long content is split into pages no
 * taller than SHARE_PAGE_MAX_HEIGHT_PX; each page is a display list painted by drawBodygraph.
 */
import type { BodygraphDisplay, BodygraphItem } from '../bodygraph/layout'

export type ShareItem = BodygraphItem
export type ShareDisplay = BodygraphDisplay
export type ShareTheme = 'light' | 'dark'

export const SHARE_WIDTH_PX = 600
export const SHARE_MARGIN_PX = 40
/**
 * One page at most 1360 CSS px tall: 4080 device px at a pixel ratio of 3, under the 4096 px side that weapp
 * canvases (and older iOS WebViews) can export. Longer content becomes several pictures.
 */
export const SHARE_PAGE_MAX_HEIGHT_PX = 1360

export interface SharePalette {
  background: string
  accent: string
  text: string
  muted: string
  face: string
  ink: string
}

const PALETTES: Record<ShareTheme, SharePalette> = {
  dark: { background: '#1d1838', accent: '#e9c878', text: '#f3eee2', muted: '#b9b0cf', face: '#fbf6e9', ink: '#2b2238' },
  light: { background: '#fbf8f1', accent: '#9a6b12', text: '#2b2238', muted: '#6f6880', face: '#ffffff', ink: '#2b2238' },
}

export const sharePalette = (theme: ShareTheme): SharePalette => PALETTES[theme]

export interface ShareBox {
  x: number
  y: number
  widthPx: number
  heightPx: number
}

export interface SharePicture {
  heightPx: number
  /** Items inside `box` (the full content width, heightPx tall). */
  draw: (box: ShareBox, palette: SharePalette) => ShareItem[]
}

/** A paragraph of text, or a section heading. */
export type ShareParagraph = string | { heading: string }

export interface ShareCardContent {
  title: string
  /** Under the title, e.g. the question; empty for none. */
  subtitle: string
  /** Already formatted, e.g. 2026-11-28 19:30. */
  date: string
  picture?: SharePicture
  paragraphs: readonly ShareParagraph[]
  footer: string
}

/** Width of a character in ems: CJK and full-width forms 1, everything else about half. */
const charEm = (c: string) => (c.codePointAt(0)! >= 0x2e80 ? 1 : 0.55)

export function textWidthPx(s: string, sizePx: number): number {
  let em = 0
  for (const c of s) em += charEm(c)
  return em * sizePx
}

/** Characters that may not begin a line (Chinese line-breaking rule, 避头点). */
const NO_LINE_START = new Set('，。、；：！？）》」』”’…%,.;:!?)')

/** Breaks text into lines no wider than maxWidthPx, by character, keeping closing punctuation off a line's start. */
export function wrapText(s: string, sizePx: number, maxWidthPx: number): string[] {
  const lines: string[] = []
  let line = ''
  let width = 0
  for (const c of s) {
    const w = charEm(c) * sizePx
    if (line && width + w > maxWidthPx && !NO_LINE_START.has(c)) {
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

const TEXT = { title: 32, subtitle: 22, date: 18, heading: 24, body: 20, footer: 18 } as const
const LINE_HEIGHT = 1.5
const PARAGRAPH_GAP_PX = 10
const contentWidthPx = SHARE_WIDTH_PX - 2 * SHARE_MARGIN_PX

/** One laid-out row of the body: its height and how to draw it at a given top. */
interface Row {
  heightPx: number
  draw: (top: number) => ShareItem[]
}

const textItem = (text: string, x: number, y: number, sizePx: number, color: string, bold = false, align: 'left' | 'center' = 'left'): ShareItem => ({
  kind: 'text',
  x,
  y,
  text,
  sizePx,
  color,
  bold,
  align,
})

function lineRows(text: string, sizePx: number, color: string, bold: boolean, gapAfterPx: number): Row[] {
  const lines = wrapText(text, sizePx, contentWidthPx)
  return lines.map((line, i) => ({
    heightPx: sizePx * LINE_HEIGHT + (i === lines.length - 1 ? gapAfterPx : 0),
    draw: (top) => [textItem(line, SHARE_MARGIN_PX, top + (sizePx * LINE_HEIGHT) / 2, sizePx, color, bold)],
  }))
}

function bodyRows(c: ShareCardContent, p: SharePalette): Row[] {
  const rows: Row[] = []
  if (c.picture) {
    const pic = c.picture
    rows.push({
      heightPx: pic.heightPx + 16,
      draw: (top) => pic.draw({ x: SHARE_MARGIN_PX, y: top, widthPx: contentWidthPx, heightPx: pic.heightPx }, p),
    })
  }
  for (const para of c.paragraphs) {
    if (typeof para === 'string') rows.push(...lineRows(para, TEXT.body, p.text, false, PARAGRAPH_GAP_PX))
    else rows.push(...lineRows(para.heading, TEXT.heading, p.accent, true, 4))
  }
  return rows
}

/** Heights of a page's header (title, subtitle on the first page, date) and footer. */
function headerRows(c: ShareCardContent, p: SharePalette, title: string, first: boolean): Row[] {
  const centre = SHARE_WIDTH_PX / 2
  const rows: Row[] = [{ heightPx: 56, draw: (top) => [textItem(title, centre, top + 16, TEXT.title, p.accent, true, 'center')] }]
  if (first && c.subtitle) rows.push(...lineRows(c.subtitle, TEXT.subtitle, p.text, false, 0))
  rows.push({ heightPx: 40, draw: (top) => [textItem(c.date, centre, top + 10, TEXT.date, p.muted, false, 'center')] })
  return rows
}

/** Space above the footer line, its text and the bottom margin. */
const FOOTER_GAP_PX = 20
const FOOTER_HEIGHT_PX = FOOTER_GAP_PX + TEXT.footer + SHARE_MARGIN_PX
const sum = (rows: readonly Row[]) => rows.reduce((a, r) => a + r.heightPx, 0)

/** Splits body rows into pages whose header, rows and footer fit maxHeightPx (a taller single row gets its own page). */
export function paginateHeights(
  headerPx: (page: number) => number,
  rowHeightsPx: readonly number[],
  footerPx: number,
  maxHeightPx: number,
): number[][] {
  const pages: number[][] = [[]]
  let used = headerPx(0)
  rowHeightsPx.forEach((h, i) => {
    const page = pages[pages.length - 1]
    if (page.length > 0 && used + h + footerPx > maxHeightPx) {
      pages.push([i])
      used = headerPx(pages.length - 1) + h
    } else {
      page.push(i)
      used += h
    }
  })
  return pages
}

/** The share pictures of some content: one page, or several of at most maxHeightPx, titled "(1/3)"… */
export function shareCardPages(c: ShareCardContent, theme: ShareTheme, maxHeightPx = SHARE_PAGE_MAX_HEIGHT_PX): ShareDisplay[] {
  const p = sharePalette(theme)
  const body = bodyRows(c, p)
  const headerPx = (page: number) => SHARE_MARGIN_PX + sum(headerRows(c, p, c.title, page === 0))
  const pages = paginateHeights(
    headerPx,
    body.map((r) => r.heightPx),
    FOOTER_HEIGHT_PX,
    maxHeightPx,
  )
  return pages.map((rowIndexes, page) => {
    const title = pages.length > 1 ? `${c.title}（${page + 1}/${pages.length}）` : c.title
    const items: ShareItem[] = []
    let y = SHARE_MARGIN_PX
    for (const row of [...headerRows(c, p, title, page === 0), ...rowIndexes.map((i) => body[i])]) {
      items.push(...row.draw(y))
      y += row.heightPx
    }
    y += FOOTER_GAP_PX
    items.push(textItem(c.footer, SHARE_WIDTH_PX / 2, y + TEXT.footer / 2, TEXT.footer, p.accent, false, 'center'))
    y += TEXT.footer + SHARE_MARGIN_PX
    return { widthPx: SHARE_WIDTH_PX, heightPx: Math.ceil(y), background: p.background, items }
  })
}

/** A filled (and optionally outlined) rectangle. */
export const shareRect = (x: number, y: number, w: number, h: number, fill: string, stroke?: string): ShareItem => ({
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
