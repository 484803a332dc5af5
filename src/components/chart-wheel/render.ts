/** Draws a display list on a Canvas 2D context (weapp `type="2d"` and H5 share this API) and writes it as SVG. */
import type { DisplayItem, DisplayList } from './display'
import type { Glyph } from './glyphs'

/** The part of CanvasRenderingContext2D the wheel uses (weapp's context has the same members). */
export interface Ctx2D {
  save(): void
  restore(): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void
  arc(x: number, y: number, r: number, a0: number, a1: number, anticlockwise?: boolean): void
  stroke(): void
  fill(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  setLineDash(segments: number[]): void
  scale(x: number, y: number): void
  translate(x: number, y: number): void
  strokeStyle: unknown
  fillStyle: unknown
  lineWidth: number
  lineCap: string
  lineJoin: string
  font: string
  textAlign: string
  textBaseline: string
}

const RAD = Math.PI / 180
const FONT = '-apple-system, "PingFang SC", "Helvetica Neue", Arial, sans-serif'

function traceGlyph(ctx: Ctx2D, glyph: Glyph, x: number, y: number, k: number): { dots: Array<[number, number, number]> } {
  const dots: Array<[number, number, number]> = []
  const X = (v: number) => x + v * k
  const Y = (v: number) => y + v * k
  for (const op of glyph) {
    switch (op[0]) {
      case 'M':
        ctx.moveTo(X(op[1]), Y(op[2]))
        break
      case 'L':
        ctx.lineTo(X(op[1]), Y(op[2]))
        break
      case 'Q':
        ctx.quadraticCurveTo(X(op[1]), Y(op[2]), X(op[3]), Y(op[4]))
        break
      case 'C':
        ctx.bezierCurveTo(X(op[1]), Y(op[2]), X(op[3]), Y(op[4]), X(op[5]), Y(op[6]))
        break
      case 'A':
        ctx.arc(X(op[1]), Y(op[2]), op[3] * k, op[4] * RAD, op[5] * RAD, op[6] === 1)
        break
      case 'Z':
        ctx.closePath()
        break
      case 'O':
        ctx.moveTo(X(op[1]) + op[3] * k, Y(op[2]))
        ctx.arc(X(op[1]), Y(op[2]), op[3] * k, 0, Math.PI * 2)
        break
      case 'F':
        dots.push([X(op[1]), Y(op[2]), op[3] * k])
        break
    }
  }
  return { dots }
}

function drawItem(ctx: Ctx2D, it: DisplayItem): void {
  switch (it.kind) {
    case 'circle':
      ctx.beginPath()
      ctx.arc(it.cx, it.cy, it.r, 0, Math.PI * 2)
      if (it.fill) {
        ctx.fillStyle = it.fill
        ctx.fill()
      }
      if (it.stroke && it.width > 0) {
        ctx.strokeStyle = it.stroke
        ctx.lineWidth = it.width
        ctx.stroke()
      }
      return
    case 'line':
      ctx.beginPath()
      ctx.setLineDash(it.dash ? [...it.dash] : [])
      ctx.moveTo(it.x1, it.y1)
      ctx.lineTo(it.x2, it.y2)
      ctx.strokeStyle = it.stroke
      ctx.lineWidth = it.width
      ctx.stroke()
      if (it.dash) ctx.setLineDash([])
      return
    case 'sector':
      ctx.beginPath()
      ctx.arc(it.cx, it.cy, it.r1, -it.a0Deg * RAD, -it.a1Deg * RAD, true)
      ctx.arc(it.cx, it.cy, it.r0, -it.a1Deg * RAD, -it.a0Deg * RAD, false)
      ctx.closePath()
      ctx.fillStyle = it.fill
      ctx.fill()
      return
    case 'text':
      ctx.font = `${it.bold ? 'bold ' : ''}${Math.round(it.sizePx * 10) / 10}px ${FONT}`
      ctx.fillStyle = it.color
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.fillText(it.text, it.x, it.y)
      return
    case 'path': {
      const k = it.sizePx / 20
      ctx.beginPath()
      const { dots } = traceGlyph(ctx, it.glyph, it.x, it.y, k)
      ctx.strokeStyle = it.stroke
      ctx.lineWidth = it.width
      ctx.stroke()
      for (const [x, y, r] of dots) {
        ctx.beginPath()
        ctx.arc(x, y, r, 0, Math.PI * 2)
        ctx.fillStyle = it.stroke
        ctx.fill()
      }
      return
    }
  }
}

/** Paints the list at `pixelRatio` device pixels per CSS pixel. */
export function drawDisplayList(ctx: Ctx2D, list: DisplayList, pixelRatio = 1): void {
  ctx.save()
  ctx.scale(pixelRatio, pixelRatio)
  ctx.fillStyle = list.background
  ctx.fillRect(0, 0, list.widthPx, list.heightPx)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  for (const it of list.items) drawItem(ctx, it)
  ctx.restore()
}

const f = (v: number) => String(Math.round(v * 100) / 100)
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** SVG path data of a glyph centred at (x, y); filled dots are returned apart. */
export function glyphPathData(glyph: Glyph, x: number, y: number, k: number): { d: string; dots: Array<[number, number, number]> } {
  const parts: string[] = []
  const dots: Array<[number, number, number]> = []
  const X = (v: number) => f(x + v * k)
  const Y = (v: number) => f(y + v * k)
  for (const op of glyph) {
    switch (op[0]) {
      case 'M':
      case 'L':
        parts.push(`${op[0]}${X(op[1])} ${Y(op[2])}`)
        break
      case 'Q':
        parts.push(`Q${X(op[1])} ${Y(op[2])} ${X(op[3])} ${Y(op[4])}`)
        break
      case 'C':
        parts.push(`C${X(op[1])} ${Y(op[2])} ${X(op[3])} ${Y(op[4])} ${X(op[5])} ${Y(op[6])}`)
        break
      case 'A': {
        const [, acx, acy, ar, a0, a1, ccw] = op
        const sx = x + (acx + ar * Math.cos(a0 * RAD)) * k
        const sy = y + (acy + ar * Math.sin(a0 * RAD)) * k
        const ex = x + (acx + ar * Math.cos(a1 * RAD)) * k
        const ey = y + (acy + ar * Math.sin(a1 * RAD)) * k
        let sweep = ccw ? a0 - a1 : a1 - a0
        sweep = ((sweep % 360) + 360) % 360
        // Like canvas arc(): a line to the arc start, then the arc.
        parts.push(`L${f(sx)} ${f(sy)} A${f(ar * k)} ${f(ar * k)} 0 ${sweep > 180 ? 1 : 0} ${ccw ? 0 : 1} ${f(ex)} ${f(ey)}`)
        break
      }
      case 'Z':
        parts.push('Z')
        break
      case 'O': {
        const [, ocx, ocy, orr] = op
        const rr = f(orr * k)
        parts.push(`M${X(ocx + orr)} ${Y(ocy)} A${rr} ${rr} 0 1 1 ${X(ocx - orr)} ${Y(ocy)} A${rr} ${rr} 0 1 1 ${X(ocx + orr)} ${Y(ocy)}`)
        break
      }
      case 'F':
        dots.push([x + op[1] * k, y + op[2] * k, op[3] * k])
        break
    }
  }
  // A leading L (arc right after nothing) is fine in SVG only after an M: glyph data always starts with M or O.
  return { d: parts.join(' '), dots }
}

export function displayListToSvg(list: DisplayList): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(list.widthPx)}" height="${f(list.heightPx)}" viewBox="0 0 ${f(list.widthPx)} ${f(list.heightPx)}">`,
    `<rect width="100%" height="100%" fill="${esc(list.background)}"/>`,
    `<g stroke-linecap="round" stroke-linejoin="round" fill="none" font-family="${esc(FONT)}">`,
  ]
  for (const it of list.items) {
    switch (it.kind) {
      case 'circle':
        out.push(
          `<circle cx="${f(it.cx)}" cy="${f(it.cy)}" r="${f(it.r)}" fill="${it.fill ? esc(it.fill) : 'none'}"${it.stroke && it.width > 0 ? ` stroke="${esc(it.stroke)}" stroke-width="${f(it.width)}"` : ''}/>`,
        )
        break
      case 'line':
        out.push(
          `<line x1="${f(it.x1)}" y1="${f(it.y1)}" x2="${f(it.x2)}" y2="${f(it.y2)}" stroke="${esc(it.stroke)}" stroke-width="${f(it.width)}"${it.dash ? ` stroke-dasharray="${it.dash.map(f).join(' ')}"` : ''}/>`,
        )
        break
      case 'sector': {
        const p = (r: number, a: number) => `${f(it.cx + r * Math.cos(a * RAD))} ${f(it.cy - r * Math.sin(a * RAD))}`
        const large = (it.a1Deg - it.a0Deg + 360) % 360 > 180 ? 1 : 0
        out.push(
          `<path d="M${p(it.r1, it.a0Deg)} A${f(it.r1)} ${f(it.r1)} 0 ${large} 0 ${p(it.r1, it.a1Deg)} L${p(it.r0, it.a1Deg)} A${f(it.r0)} ${f(it.r0)} 0 ${large} 1 ${p(it.r0, it.a0Deg)} Z" fill="${esc(it.fill)}"/>`,
        )
        break
      }
      case 'text':
        out.push(
          `<text x="${f(it.x)}" y="${f(it.y)}" font-size="${f(it.sizePx)}" fill="${esc(it.color)}" text-anchor="middle" dominant-baseline="central"${it.bold ? ' font-weight="bold"' : ''}>${esc(it.text)}</text>`,
        )
        break
      case 'path': {
        const { d, dots } = glyphPathData(it.glyph, it.x, it.y, it.sizePx / 20)
        out.push(`<path d="${d}" stroke="${esc(it.stroke)}" stroke-width="${f(it.width)}"/>`)
        for (const [x, y, r] of dots) out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${esc(it.stroke)}"/>`)
        break
      }
    }
  }
  out.push('</g></svg>')
  return out.join('')
}
