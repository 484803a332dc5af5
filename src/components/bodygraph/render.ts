/** Paints a bodygraph display list on a Canvas 2D context (weapp `type="2d"` and H5 share this API). */
import type { Ctx2D } from '../chart-wheel/render'
import type { BodygraphDisplay, BodygraphItem } from './layout'

const FONT = '-apple-system, "PingFang SC", "Helvetica Neue", Arial, sans-serif'

function drawItem(ctx: Ctx2D, it: BodygraphItem): void {
  ctx.beginPath()
  switch (it.kind) {
    case 'poly':
      ctx.setLineDash(it.dash ?? [])
      it.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
      if (it.closed) ctx.closePath()
      if (it.fill) {
        ctx.fillStyle = it.fill
        ctx.fill()
      }
      if (it.stroke) {
        ctx.strokeStyle = it.stroke
        ctx.lineWidth = it.width
        ctx.stroke()
      }
      if (it.dash) ctx.setLineDash([])
      return
    case 'circle':
      ctx.arc(it.cx, it.cy, it.r, 0, Math.PI * 2)
      ctx.fillStyle = it.fill
      ctx.fill()
      if (it.stroke) {
        ctx.strokeStyle = it.stroke
        ctx.lineWidth = it.width
        ctx.stroke()
      }
      return
    case 'text':
      ctx.font = `${it.bold ? 'bold ' : ''}${Math.round(it.sizePx * 10) / 10}px ${FONT}`
      ctx.fillStyle = it.color
      ctx.textAlign = it.align ?? 'center'
      ctx.textBaseline = 'middle'
      ctx.fillText(it.text, it.x, it.y)
      return
  }
}

export function drawBodygraph(ctx: Ctx2D, list: BodygraphDisplay, pixelRatio = 1): void {
  ctx.save()
  ctx.scale(pixelRatio, pixelRatio)
  ctx.fillStyle = list.background
  ctx.fillRect(0, 0, list.widthPx, list.heightPx)
  ctx.lineCap = 'butt'
  ctx.lineJoin = 'round'
  for (const it of list.items) drawItem(ctx, it)
  ctx.restore()
}
