/** The lucky-city world map: an equirectangular projection of land outlines, a 30° grid and one body's lines. */
import type { Ctx2D } from '@/components/chart-wheel/render'
import { LAND_RINGS_DECIDEG } from './land'

/** Line colours by kind (MC, IC, rising, setting): readable on the light ocean in either theme. */
export const LINE_COLOURS = { mc: '#c0392b', ic: '#2e6fbd', asc: '#d68910', dsc: '#7d3c98' } as const

export interface MapDisplay {
  widthPx: number
  heightPx: number
  paths: ReadonlyArray<{ kind: keyof typeof LINE_COLOURS; points: ReadonlyArray<readonly [number, number]> }>
  /** The birth place, [lngDeg, latDeg]. */
  home: readonly [number, number] | null
}

export function drawMap(ctx: Ctx2D, d: MapDisplay, pixelRatio: number) {
  const x = (lngDeg: number) => ((lngDeg + 180) / 360) * d.widthPx
  const y = (latDeg: number) => ((90 - latDeg) / 180) * d.heightPx
  ctx.save()
  ctx.scale(pixelRatio, pixelRatio)
  ctx.fillStyle = '#dde9f3'
  ctx.fillRect(0, 0, d.widthPx, d.heightPx)
  ctx.strokeStyle = '#b8cbe0'
  ctx.lineWidth = 0.5
  for (let lng = -150; lng < 180; lng += 30) {
    ctx.beginPath()
    ctx.moveTo(x(lng), 0)
    ctx.lineTo(x(lng), d.heightPx)
    ctx.stroke()
  }
  for (let lat = -60; lat <= 60; lat += 30) {
    ctx.beginPath()
    ctx.moveTo(0, y(lat))
    ctx.lineTo(d.widthPx, y(lat))
    ctx.stroke()
  }
  ctx.fillStyle = '#c9c2a8'
  ctx.strokeStyle = '#8f876b'
  for (const ring of LAND_RINGS_DECIDEG) {
    ctx.beginPath()
    for (let i = 0; i < ring.length; i += 2) {
      const px = x(ring[i] / 10)
      const py = y(ring[i + 1] / 10)
      if (i === 0) ctx.moveTo(px, py)
      else ctx.lineTo(px, py)
    }
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
  }
  ctx.lineWidth = 2
  for (const p of d.paths) {
    ctx.strokeStyle = LINE_COLOURS[p.kind]
    ctx.setLineDash(p.kind === 'ic' || p.kind === 'dsc' ? [6, 4] : [])
    ctx.beginPath()
    p.points.forEach(([lng, lat], i) => (i === 0 ? ctx.moveTo(x(lng), y(lat)) : ctx.lineTo(x(lng), y(lat))))
    ctx.stroke()
  }
  ctx.setLineDash([])
  if (d.home) {
    ctx.fillStyle = '#1b1b1b'
    ctx.beginPath()
    ctx.arc(x(d.home[0]), y(d.home[1]), 3.5, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.restore()
}
