/**
 * The round 七政 chart as a display list (drawn by chart-wheel's renderer): the 28 宿 with their boundaries on the
 * outer ring, the 十二宫 with 命宫 shaded inside it, and the eleven bodies at their longitudes within. 命度 sits on
 * the left, longitudes increase counter-clockwise, as on the Western wheel.
 */
import type { ChartStyleColors } from '@/chart-styles/styles'
import type { DisplayItem, DisplayList } from '@/components/chart-wheel/display'
import { PALACE_NAMES, QIZHENG, palaceWidthDeg, type ZhengyuBodyId, type ZhengyuChart } from '@/divination/zhengyu'

/** One-character names the charts print: 日 月 水 金 火 木 土 炁 孛 罗 计. */
export const BODY_SHORT: Record<ZhengyuBodyId, string> = {
  日: '日',
  月: '月',
  水: '水',
  金: '金',
  火: '火',
  木: '木',
  土: '土',
  紫炁: '炁',
  月孛: '孛',
  罗睺: '罗',
  计都: '计',
}

/** Ring radii as fractions of the outer radius. */
const RING = { xiuOuter: 1, xiuInner: 0.84, palaceInner: 0.64, bodyOuter: 0.6, hub: 0.22 } as const
/** Bodies closer than this (degrees) are stacked inwards. */
const CLASH_DEG = 7

export interface ZhengyuWheelOptions {
  sizePx: number
  style: ChartStyleColors
  /** Dynamic text in the reader's script (zh-Hant conversion). */
  localize: (text: string) => string
  /** Words for the centre: 命宫 and 身宫 captions. */
  centre: { ming: string; shen: string }
  /** A second chart (another person, or transits) drawn on a ring outside the 宿. */
  outer?: ZhengyuChart
}

/** With an outer chart the board shrinks to this fraction and the outer bodies take the band outside it. */
const OUTER_BAND = 0.8

export interface PlacedBody {
  id: ZhengyuBodyId
  lonDeg: number
  /** Stack level, 0 nearest the palace ring. */
  level: number
}

const norm = (d: number) => ((d % 360) + 360) % 360

/**
 * Span of the i-th 宿 up to the next boundary eastwards, whichever 宿 it belongs to: with 今度 参 (δ Ori) starts west
 * of 觜 (λ Ori), so 觜 runs to 井 and 参 to 觜 (the order xiuOf reads).
 */
export function spanOf(i: number, starts: readonly { lonDeg: number }[]): number {
  let best = 360
  starts.forEach((s, j) => {
    const d = norm(s.lonDeg - starts[i].lonDeg)
    if (j !== i && d > 0 && d < best) best = d
  })
  return best
}

/** Stack levels: walking the bodies by longitude, one that falls within CLASH_DEG of a body on a level moves in. */
export function stackBodies(bodies: readonly { id: ZhengyuBodyId; lonDeg: number }[]): PlacedBody[] {
  const sorted = [...bodies].sort((a, b) => a.lonDeg - b.lonDeg)
  const placed: PlacedBody[] = []
  for (const b of sorted) {
    let level = 0
    while (placed.some((p) => p.level === level && Math.abs(((b.lonDeg - p.lonDeg + 540) % 360) - 180) < CLASH_DEG)) level++
    placed.push({ id: b.id, lonDeg: b.lonDeg, level })
  }
  return placed
}

/** An 8-digit hex colour at the given opacity (styles hold #rgb or #rrggbb). */
export function withAlpha(hex: string, alpha: number): string {
  const six = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7)
  return (
    six +
    Math.round(alpha * 255)
      .toString(16)
      .padStart(2, '0')
  )
}

export function layoutZhengyuWheel(chart: ZhengyuChart, o: ZhengyuWheelOptions): DisplayList {
  const { sizePx, style } = o
  const c = sizePx / 2
  const fullR = c - 4
  const R = o.outer ? fullR * OUTER_BAND : fullR
  const rotation = 180 - chart.mingDu.lonDeg
  const screen = (lon: number) => norm(lon + rotation)
  const at = (lon: number, r: number) => {
    const a = (screen(lon) * Math.PI) / 180
    return { x: c + r * Math.cos(a), y: c - r * Math.sin(a) }
  }
  const items: DisplayItem[] = []
  const circle = (r: number, stroke: string, width: number, fill?: string) => items.push({ kind: 'circle', cx: c, cy: c, r, stroke, width, fill })
  const spoke = (lon: number, r0: number, r1: number, stroke: string, width: number, dash?: readonly number[]) => {
    const p = at(lon, r0)
    const q = at(lon, r1)
    items.push({ kind: 'line', x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke, width, dash })
  }
  const text = (lon: number, r: number, s: string, sizePx: number, color: string, bold?: boolean) => {
    const p = at(lon, r)
    items.push({ kind: 'text', x: p.x, y: p.y, text: o.localize(s), sizePx, color, bold })
  }

  // 命宫 shaded across the palace ring.
  const ming = chart.palaceStarts[chart.mingGong]
  items.push({
    kind: 'sector',
    cx: c,
    cy: c,
    r0: R * RING.palaceInner,
    r1: R * RING.xiuInner,
    a0Deg: screen(ming),
    a1Deg: screen(ming + palaceWidthDeg(chart.mingGong, chart.palaceStarts)),
    fill: withAlpha(style.out_circle, 0.22),
  })
  circle(R * RING.xiuOuter, style.out_circle, 1.5)
  circle(R * RING.xiuInner, style.inner_circle, 1)
  circle(R * RING.palaceInner, style.inner_circle, 1)
  circle(R * RING.hub, style.inner_circle2, 1)

  // 28 宿: boundary at each 距星, name at the middle of its span.
  const starts = chart.xiuStarts
  const xiuFont = Math.max(9, R * 0.062)
  starts.forEach((x, i) => {
    spoke(x.lonDeg, R * RING.xiuInner, R * RING.xiuOuter, style.constellation_line, 1)
    const span = spanOf(i, starts)
    text(x.lonDeg + span / 2, (R * (RING.xiuOuter + RING.xiuInner)) / 2, x.name, span < 4 ? xiuFont * 0.75 : xiuFont, style.text)
  })

  // 十二宫: boundaries of the chart's palace frame (30° signs or 十二次), the branch and the palace name.
  const palaceFont = Math.max(9, R * 0.058)
  const midR = (R * (RING.xiuInner + RING.palaceInner)) / 2
  chart.palaces.forEach((p) => {
    const start = chart.palaceStarts[p.branch]
    spoke(start, R * RING.hub, R * RING.xiuInner, style.house_line, 1)
    // Branch over name, stacked on the screen (not radially) so the pair fits on every side of the ring.
    const mid = at(start + palaceWidthDeg(p.branch, chart.palaceStarts) / 2, midR)
    items.push({
      kind: 'text',
      x: mid.x,
      y: mid.y - palaceFont * 0.6,
      text: o.localize(p.branch),
      sizePx: palaceFont,
      color: style.house_num,
      bold: true,
    })
    const isMing = p.name === PALACE_NAMES[0]
    items.push({
      kind: 'text',
      x: mid.x,
      y: mid.y + palaceFont * 0.6,
      text: o.localize(p.name),
      sizePx: palaceFont * 0.9,
      color: style.text,
      bold: isMing,
    })
  })
  // 命度: the axis on the left.
  spoke(chart.mingDu.lonDeg, R * RING.hub, R * RING.xiuOuter, style.house_axis_line, 2)

  // Bodies: a tick on the palace ring at the exact longitude, the name stacked inwards when crowded.
  const bodyFont = Math.max(10, R * 0.075)
  const qizheng = new Set<string>(QIZHENG)
  const placed = stackBodies(Object.entries(chart.bodies).map(([id, v]) => ({ id: id as ZhengyuBodyId, lonDeg: v.lonDeg })))
  const levels = Math.max(...placed.map((b) => b.level))
  const step = Math.min(0.1, (RING.bodyOuter - 0.04 - RING.hub - 0.06) / Math.max(1, levels))
  for (const b of placed) {
    spoke(b.lonDeg, R * RING.palaceInner, R * (RING.palaceInner - 0.03), style.planet_line, 1.5)
    const color = qizheng.has(b.id) ? style.professional.planet_color : style.house_num
    text(b.lonDeg, R * (RING.bodyOuter - 0.04 - b.level * step), BODY_SHORT[b.id], bodyFont, color, true)
  }

  if (o.outer) {
    // The outer chart: a ring outside the 宿, a tick at each body and its name stacked outwards when crowded.
    circle(fullR, style.out_circle, 1.5)
    const outerPlaced = stackBodies(Object.entries(o.outer.bodies).map(([id, v]) => ({ id: id as ZhengyuBodyId, lonDeg: v.lonDeg })))
    const outerLevels = Math.max(...outerPlaced.map((b) => b.level))
    const band = fullR - R
    const outerFont = Math.max(9, Math.min(bodyFont, band * 0.42))
    const outerStep = outerLevels ? Math.min(outerFont * 1.05, (band - outerFont * 1.2) / outerLevels) : 0
    for (const b of outerPlaced) {
      spoke(b.lonDeg, R, R + band * 0.12, style.professional.planet_r_color, 1.5)
      text(b.lonDeg, R + band * 0.12 + outerFont * 0.7 + b.level * outerStep, BODY_SHORT[b.id], outerFont, style.professional.planet_r_color, true)
    }
  }

  // Centre: 命宫 and 身宫.
  items.push({
    kind: 'text',
    x: c,
    y: c - bodyFont * 0.7,
    text: o.localize(`${o.centre.ming} ${chart.mingGong}`),
    sizePx: bodyFont * 0.8,
    color: style.text,
    bold: true,
  })
  items.push({
    kind: 'text',
    x: c,
    y: c + bodyFont * 0.7,
    text: o.localize(`${o.centre.shen} ${chart.shenGong}`),
    sizePx: bodyFont * 0.8,
    color: style.text,
  })
  return { widthPx: sizePx, heightPx: sizePx, background: style.bg, items }
}
