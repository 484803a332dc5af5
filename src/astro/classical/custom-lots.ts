/**
 * Custom lots (SPEC §3 Arabic point: start + add − minus). Each term is a chart body or point (type 1, `id`),
 * a house cusp (type 2, `degree` = house number 1–12), another lot of the catalogue or a custom lot (type 3, `id`),
 * or a fixed zodiac degree (type 4, `degree` a float 0–360).
 */
import { normDeg } from '../zodiac'

export interface CustomLotTerm {
  type: 1 | 2 | 3 | 4
  id?: string
  degree?: number
}

export interface CustomLotDef {
  id: string
  name?: string
  start: CustomLotTerm
  add: CustomLotTerm
  minus: CustomLotTerm
  /** Swap add and minus in a night chart (the Hellenistic rule for most lots). */
  reverseAtNight?: boolean
}

export interface LotContext {
  /** Longitude of a chart body or point (Asc, Mc, planets, nodes…). */
  body: (id: string) => number | undefined
  /** Cusp 1–12. */
  cusp: (house: number) => number | undefined
  /** Longitude of a catalogue lot or another custom lot. */
  lot: (id: string) => number | undefined
  isDiurnal: boolean
}

/** Why a term is unusable, or null when it is well formed (the editor shows the reason). */
export function customTermProblem(t: unknown): string | null {
  if (!t || typeof t !== 'object') return '缺少起点、加数或减数'
  const { type, id, degree } = t as Record<string, unknown>
  if (type === 1 || type === 3) return typeof id === 'string' && id !== '' ? null : '请选择星体或点'
  if (type === 2) return Number.isInteger(degree) && (degree as number) >= 1 && (degree as number) <= 12 ? null : '宫位应为 1–12'
  if (type === 4) return typeof degree === 'number' && Number.isFinite(degree) && degree >= 0 && degree < 360 ? null : '度数应在 0 到 360 之间'
  return '未知的类型'
}

function termLon(t: CustomLotTerm, ctx: LotContext): number | undefined {
  if (t.type === 1) return ctx.body(t.id!)
  if (t.type === 2) return ctx.cusp(t.degree!)
  if (t.type === 3) return ctx.lot(t.id!)
  return t.degree
}

/** Longitude of a custom lot, or undefined when a term cannot be resolved (missing body, bad term). */
export function customLotLonDeg(def: CustomLotDef, ctx: LotContext): number | undefined {
  if ([def.start, def.add, def.minus].some((t) => customTermProblem(t) !== null)) return undefined
  const swap = !ctx.isDiurnal && def.reverseAtNight === true
  const start = termLon(def.start, ctx)
  const add = termLon(swap ? def.minus : def.add, ctx)
  const minus = termLon(swap ? def.add : def.minus, ctx)
  if (start === undefined || add === undefined || minus === undefined) return undefined
  return normDeg(start + add - minus)
}

/**
 * Every custom lot of a list, resolving references between custom lots in any order (a lot referring to itself
 * or to a cycle stays unresolved).
 */
export function customLots(defs: readonly CustomLotDef[], ctx: LotContext): Record<string, number> {
  const out: Record<string, number> = {}
  const byId = new Map(defs.map((d) => [d.id, d]))
  const visiting = new Set<string>()
  const resolve = (id: string): number | undefined => {
    if (id in out) return out[id]
    const def = byId.get(id)
    if (!def || visiting.has(id)) return ctx.lot(id)
    visiting.add(id)
    const lon = customLotLonDeg(def, { ...ctx, lot: (x) => (byId.has(x) ? resolve(x) : ctx.lot(x)) })
    visiting.delete(id)
    if (lon !== undefined) out[id] = lon
    return lon
  }
  for (const d of defs) resolve(d.id)
  return out
}
