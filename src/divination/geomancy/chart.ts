/**
 * The geomantic shield and house chart (Greer, The Art and Practice of Geomancy, ch. 2; Agrippa, Fourth Book).
 * Rules, each quoted where it is applied:
 * - "Daughter i row j = Mother j row i" (the daughters are the mothers read across);
 * - adding two figures row by row: an odd sum gives one dot, an even sum two;
 * - "N1 = M1 + M2, N2 = M3 + M4, N3 = D1 + D2, N4 = D3 + D4"; "Right = N1 + N2, Left = N3 + N4";
 * - "Judge = Right + Left" (always an even number of points); "Reconciler = Judge + Mother 1".
 */
import { inputError } from '@/core/errors'
import { chance, rngFromSeed } from '@/divination/common/draw'
import { parseGeomancySettings, type GeomancySettings } from './settings'
import { FIGURE_BY_ROWS, type FigureRows, type Row } from './tables'

export interface PlacedFigure {
  /** Rows top first, "1" one dot, "2" two: e.g. "1121". */
  rows: string
  latin: string
  zh: string
  /** Dots in the figure (4–8). */
  points: number
}

export interface GeomancyInput {
  /** Any string; the mothers' rows are drawn from it. */
  seed?: string
  /** Four mothers, each 4 rows top first as "1212". */
  mothers?: readonly string[]
  /** Sixteen counts of random marks (mother 1 rows 1–4, then mother 2 …): odd gives one dot, even two. */
  marks?: readonly number[]
  settings?: Partial<GeomancySettings>
}

export interface GeomancyChart {
  mothers: PlacedFigure[]
  daughters: PlacedFigure[]
  nieces: PlacedFigure[]
  /** [right, left]. */
  witnesses: [PlacedFigure, PlacedFigure]
  judge: PlacedFigure
  reconciler: PlacedFigure
  /** Houses 1–12 (index 0 is house 1). */
  houses: PlacedFigure[]
}

/** Adds two figures row by row: "odd sum → 1, even sum → 2". */
export function addFigures(a: FigureRows, b: FigureRows): FigureRows {
  return a.map((r, i) => ((r + b[i]) % 2 === 0 ? 2 : 1)) as unknown as FigureRows
}

/** "Daughter i row j = Mother j row i." */
export function daughtersOf(mothers: readonly FigureRows[]): FigureRows[] {
  return [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => mothers[j][i]) as unknown as FigureRows)
}

export function parseFigure(text: string): FigureRows {
  if (typeof text !== 'string' || !/^[12]{4}$/.test(text)) inputError('bad_figure', `地占图形应为 4 行 1 或 2，如 "1212"：${String(text)}`)
  return text.split('').map((c) => Number(c) as Row) as unknown as FigureRows
}

/** Row from a count of marks: "odd → 1 dot, even → 2 dots". */
export function rowFromMarks(count: number): Row {
  if (!Number.isInteger(count) || count < 1) inputError('bad_marks', `记号数应为正整数：${String(count)}`)
  return count % 2 === 1 ? 1 : 2
}

function place(rows: FigureRows): PlacedFigure {
  const key = rows.join('')
  const f = FIGURE_BY_ROWS.get(key)!
  return { rows: key, latin: f.latin, zh: f.zh, points: rows.reduce<number>((n, r) => n + r, 0) }
}

function mothersOf(input: GeomancyInput): FigureRows[] {
  if (input.mothers !== undefined) {
    if (!Array.isArray(input.mothers) || input.mothers.length !== 4) inputError('bad_mothers', 'mothers 应为 4 个图形')
    return input.mothers.map(parseFigure)
  }
  if (input.marks !== undefined) {
    if (!Array.isArray(input.marks) || input.marks.length !== 16) inputError('bad_marks', 'marks 应为 16 个记号数')
    const rows = input.marks.map(rowFromMarks)
    return [0, 1, 2, 3].map((m) => rows.slice(m * 4, m * 4 + 4) as unknown as FigureRows)
  }
  if (typeof input.seed !== 'string' || input.seed.length === 0) inputError('missing_seed', '需要 seed、mothers 或 marks')
  const rng = rngFromSeed(input.seed)
  return [0, 1, 2, 3].map(() => [0, 1, 2, 3].map(() => (chance(rng, 0.5) ? 1 : 2)) as unknown as FigureRows)
}

export function castGeomancy(input: GeomancyInput): GeomancyChart {
  parseGeomancySettings(input.settings)
  const m = mothersOf(input)
  const d = daughtersOf(m)
  const n = [addFigures(m[0], m[1]), addFigures(m[2], m[3]), addFigures(d[0], d[1]), addFigures(d[2], d[3])]
  const right = addFigures(n[0], n[1])
  const left = addFigures(n[2], n[3])
  const judge = addFigures(right, left)
  const reconciler = addFigures(judge, m[0])
  const [mothers, daughters, nieces] = [m, d, n].map((group) => group.map(place))
  return {
    mothers,
    daughters,
    nieces,
    witnesses: [place(right), place(left)],
    judge: place(judge),
    reconciler: place(reconciler),
    houses: [...mothers, ...daughters, ...nieces],
  }
}
