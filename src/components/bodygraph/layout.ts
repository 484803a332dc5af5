/**
 * The bodygraph of a chart as a display list (CSS pixels): channels as two halves coloured by the column that
 * activates each gate (design red, personality dark, both striped), defined centres filled, gates labelled by
 * number or hexagram name (guaType).
 */
import { CENTER_IDS, CHANNELS, centerOfGate, gateLabel, type CenterId, type HumanDesignChart, type HumanDesignSettings } from '@/astro/human-design'
import { CENTER_SHAPES, GATE_ANCHORS, VIEW, channelPath, splitAtMiddle, type Point } from './geometry'

export type BodygraphItem =
  | { kind: 'poly'; points: Point[]; closed: boolean; fill?: string; stroke?: string; width: number; dash?: number[] }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; stroke?: string; width: number }
  | { kind: 'text'; x: number; y: number; text: string; sizePx: number; color: string; bold?: boolean; align?: 'left' | 'center' }

export interface BodygraphDisplay {
  widthPx: number
  heightPx: number
  background: string
  items: BodygraphItem[]
}

export interface BodygraphPalette {
  background: string
  track: string
  openFill: string
  openStroke: string
  openText: string
  definedText: string
  personality: string
  personalityText: string
  design: string
  designText: string
  centerFill: Record<CenterId, string>
}

const DESIGN_RED = '#d0342c'
/** Defined-centre colours in the usual bodygraph scheme: awareness yellow/green, motors red/brown. */
const CENTER_FILL: Record<CenterId, string> = {
  Head: '#f3d36b',
  Ajna: '#7cc495',
  Throat: '#c89a6c',
  G: '#f3d36b',
  Heart: '#e4756b',
  Sacral: '#e4756b',
  SolarPlexus: '#c89a6c',
  Spleen: '#c89a6c',
  Root: '#c89a6c',
}

export function bodygraphPalette(theme: 'light' | 'dark'): BodygraphPalette {
  const dark = theme === 'dark'
  return {
    background: dark ? '#1b1a26' : '#ffffff',
    track: dark ? '#3a3850' : '#e4e2ec',
    openFill: dark ? '#242233' : '#ffffff',
    openStroke: dark ? '#6b6880' : '#b9b6c8',
    openText: dark ? '#b8b6cc' : '#6b6880',
    definedText: '#1d1b26',
    personality: dark ? '#ecebf5' : '#1d1b26',
    personalityText: dark ? '#1d1b26' : '#ffffff',
    design: DESIGN_RED,
    designText: '#ffffff',
    centerFill: CENTER_FILL,
  }
}

type Side = 'personality' | 'design' | 'both' | null

function sideOf(gate: number, p: ReadonlySet<number>, d: ReadonlySet<number>): Side {
  const inP = p.has(gate)
  const inD = d.has(gate)
  return inP && inD ? 'both' : inP ? 'personality' : inD ? 'design' : null
}

export function bodygraphDisplay(
  chart: Pick<HumanDesignChart, 'personality' | 'design' | 'definedCenters'>,
  guaType: HumanDesignSettings['guaType'],
  palette: BodygraphPalette,
  widthPx: number,
): BodygraphDisplay {
  const k = widthPx / VIEW.width
  const X = (x: number) => (x - VIEW.x0) * k
  const Y = (y: number) => (y - VIEW.y0) * k
  const P = (pts: readonly Point[]): Point[] => pts.map(([x, y]) => [X(x), Y(y)] as const)
  const pGates = new Set(Object.values(chart.personality).map((a) => a.gate))
  const dGates = new Set(Object.values(chart.design).map((a) => a.gate))
  const defined = new Set(chart.definedCenters)
  const items: BodygraphItem[] = []
  const lineW = 4.2 * k

  // Channels: a grey track, then each activated half in its column's colour.
  for (const c of CHANNELS) items.push({ kind: 'poly', points: P(channelPath(c)), closed: false, stroke: palette.track, width: lineW })
  for (const c of CHANNELS) {
    const [a, b] = c.split('-').map(Number)
    const [half0, half1] = splitAtMiddle(channelPath(c))
    for (const [gate, half] of [
      [a, half0],
      [b, half1],
    ] as const) {
      const side = sideOf(gate, pGates, dGates)
      if (!side) continue
      const points = P(half)
      if (side !== 'personality') items.push({ kind: 'poly', points, closed: false, stroke: palette.design, width: lineW })
      if (side === 'personality') items.push({ kind: 'poly', points, closed: false, stroke: palette.personality, width: lineW })
      if (side === 'both') items.push({ kind: 'poly', points, closed: false, stroke: palette.personality, width: lineW, dash: [3 * k, 3 * k] })
    }
  }

  for (const id of CENTER_IDS)
    items.push({
      kind: 'poly',
      points: P(CENTER_SHAPES[id]),
      closed: true,
      fill: defined.has(id) ? palette.centerFill[id] : palette.openFill,
      stroke: defined.has(id) ? palette.centerFill[id] : palette.openStroke,
      width: 1.2 * k,
    })

  // Gates: activated ones in a disc of their column's colour; the others as plain labels.
  for (const [gateKey, at] of Object.entries(GATE_ANCHORS)) {
    const gate = Number(gateKey)
    const id = centerOfGate(gate)
    const side = sideOf(gate, pGates, dGates)
    const text = gateLabel(gate, guaType)
    const sizePx = (text.length > 1 && guaType === 'hexagram' ? 4.4 : text.length > 1 ? 5.4 : 6) * k
    const [x, y] = [X(at[0]), Y(at[1])]
    if (side) {
      const fill = side === 'design' ? palette.design : palette.personality
      items.push({ kind: 'circle', cx: x, cy: y, r: 5.3 * k, fill, stroke: side === 'both' ? palette.design : undefined, width: 1.4 * k })
      const color = side === 'design' ? palette.designText : palette.personalityText
      items.push({ kind: 'text', x, y, text, sizePx, color, bold: true })
    } else {
      items.push({ kind: 'text', x, y, text, sizePx, color: defined.has(id) ? palette.definedText : palette.openText })
    }
  }
  return { widthPx, heightPx: Math.round(VIEW.height * k), background: palette.background, items }
}
