/**
 * Pure layout of the 紫微 board: which palace goes in which cell of the traditional 4×4 board (巳 top-left,
 * 亥 bottom-right, centre 2×2 for the birth panel), what each cell shows under the show flags, the 三方四正
 * highlight of the chosen palace and the time-layer overlay (layer palace names, layer 四化, moving stars).
 */
import {
  boardCell,
  sanFangSiZheng,
  type SiHuaType,
  type StarKind,
  type ZiweiChart,
  type ZiweiLayer,
  type ZiweiStar,
  type LayerScope,
} from '@/divination/ziwei'

export interface BoardShowFlags {
  minorStars: boolean
  adjectiveStars: boolean
  brightness: boolean
  siHua: boolean
  gods: boolean
  decadalAges: boolean
  flowStars: boolean
}

export interface BoardStar {
  name: string
  kind: StarKind
  /** Shown only when the brightness flag is on. */
  brightness?: string
  /** Birth-year 四化 (when the 四化 flag is on). */
  siHua?: SiHuaType
  /** 四化 of the shown time layer landing on this star. */
  layerSiHua?: SiHuaType
}

export type Highlight = 'self' | 'sanHe' | 'opposite'

export interface BoardCell {
  /** Branch index (子 = 0). */
  index: number
  /** 1-based CSS grid row and column. */
  gridRow: number
  gridColumn: number
  branch: string
  ganZhi: string
  name: string
  isMingGong: boolean
  isShenGong: boolean
  major: BoardStar[]
  minor: BoardStar[]
  adjective: BoardStar[]
  /** 长生 · 博士 · 将前 · 岁前 (empty when the gods flag is off). */
  gods: string[]
  /** "43–52" (empty when the flag is off). */
  decadal: string
  highlight: Highlight | null
  /** Short layer palace name, e.g. 年命, 大财 (null without a layer). */
  layerName: string | null
  /** True for the layer's own 命宫. */
  isLayerMing: boolean
  /** Layer moving stars here (流禄, 运羊 …). */
  layerStars: string[]
}

export interface BoardModel {
  cells: BoardCell[]
  /** The centre panel's grid area (rows 2–3, columns 2–3). */
  centre: { gridRow: string; gridColumn: string }
  /** Branch indices of the chosen palace's 三方四正 (empty when none is chosen). */
  sanFang: number[]
}

/** One-character prefix of a layer's short palace names (大命, 年命, 月命, 日命, 时命, 小命). */
export const LAYER_PREFIX: Record<LayerScope, string> = { decadal: '大', xiaoXian: '小', yearly: '年', monthly: '月', daily: '日', hourly: '时' }

/** 命宫 → 命, 兄弟 → 兄 … the traditional one-character palace abbreviations. */
export function shortPalaceName(name: string): string {
  return name.charAt(0)
}

/** The 三方四正 role of a palace relative to the chosen one. */
export function highlightOf(chosen: number | null, branch: number): Highlight | null {
  if (chosen === null) return null
  const s = sanFangSiZheng(chosen)
  if (branch === s.self) return 'self'
  if (branch === s.opposite) return 'opposite'
  if (s.sanHe.includes(branch)) return 'sanHe'
  return null
}

function boardStar(s: ZiweiStar, show: BoardShowFlags, layerSiHua: Map<string, SiHuaType>): BoardStar {
  const out: BoardStar = { name: s.name, kind: s.kind }
  if (show.brightness && s.brightness) out.brightness = s.brightness
  if (show.siHua && s.siHua) out.siHua = s.siHua
  const l = layerSiHua.get(s.name)
  if (l) out.layerSiHua = l
  return out
}

/**
 * The order a screen reader walks the palaces: from 命宫 through 兄弟, 夫妻 … 父母, the traditional order (each next
 * palace one branch back). The grid places cells by row and column, so this order does not move them.
 */
export function palaceReadingOrder(cells: BoardCell[]): BoardCell[] {
  const ming = cells.find((c) => c.isMingGong)?.index ?? 0
  return [...cells].sort((a, b) => ((ming - a.index + 12) % 12) - ((ming - b.index + 12) % 12))
}

/** Builds the board: twelve cells in branch order plus the centre area. */
export function buildBoard(chart: ZiweiChart, options: { chosen: number | null; layer: ZiweiLayer | null; show: BoardShowFlags }): BoardModel {
  const { chosen, layer, show } = options
  const layerSiHua = new Map<string, SiHuaType>()
  for (const h of layer?.siHua ?? []) if (h.palaceIndex >= 0) layerSiHua.set(h.star, h.type)
  const keep = (s: BoardStar, flag: boolean) => flag || !!s.siHua || !!s.layerSiHua
  const cells = chart.palaces.map((p): BoardCell => {
    const { row, col } = boardCell(p.index)
    const star = (s: ZiweiStar) => boardStar(s, show, layerSiHua)
    return {
      index: p.index,
      gridRow: row + 1,
      gridColumn: col + 1,
      branch: p.branch,
      ganZhi: p.ganZhi,
      name: p.name,
      isMingGong: p.isMingGong,
      isShenGong: p.isShenGong,
      major: p.majorStars.map(star),
      minor: p.minorStars.map(star).filter((s) => keep(s, show.minorStars)),
      adjective: p.adjectiveStars.map(star).filter((s) => keep(s, show.adjectiveStars)),
      gods: show.gods ? [p.changSheng, p.boShi, p.jiangQian, p.suiQian].filter(Boolean) : [],
      decadal: show.decadalAges ? `${p.decadal.startAge}–${p.decadal.endAge}` : '',
      highlight: highlightOf(chosen, p.index),
      layerName: layer ? LAYER_PREFIX[layer.scope] + shortPalaceName(layer.palaceNames[p.index]) : null,
      isLayerMing: !!layer && layer.palaceIndex === p.index,
      layerStars: layer && show.flowStars ? layer.stars.filter((s) => s.palaceIndex === p.index).map((s) => s.name) : [],
    }
  })
  return {
    cells,
    centre: { gridRow: '2 / span 2', gridColumn: '2 / span 2' },
    sanFang: chosen === null ? [] : sanFangSiZheng(chosen).all,
  }
}
