/**
 * The shop pages' model (SPEC §1 shop and trolley, §3 trolley info; docs/commerce.md catalogue): categories,
 * prices, the SKU choice and the trolley selection. Pure: no calls, no clock.
 */
import type { ProductKind, ProductWire, SkuWire, TrolleyWire } from '@/api/commerce'

export type { AddressInput, AddressWire, OrderStatus, OrderWire, ProductKind, ProductWire, SkuWire, TrolleyWire } from '@/api/commerce'

/** Shop categories in the order the tab shows them: one per product kind. */
export const CATEGORY_ORDER: readonly ProductKind[] = ['physical', 'report', 'card', 'coin_pack']

/** Server limit of one line's quantity (server/src/schemas/commerce.ts MAX_QTY). */
export const MAX_QTY = 99

/** Categories that have at least one product on sale, in CATEGORY_ORDER. */
export function categoriesOf(products: readonly ProductWire[]): ProductKind[] {
  return CATEGORY_ORDER.filter((k) => products.some((p) => p.kind === k && p.on_sale))
}

export function productsOf(products: readonly ProductWire[], kind: ProductKind | null): ProductWire[] {
  return products.filter((p) => p.on_sale && (kind === null || p.kind === kind)).sort((a, b) => a.sort - b.sort || a.id - b.id)
}

export function skusOnSale(p: ProductWire): SkuWire[] {
  return p.skus.filter((s) => s.on_sale)
}

/** A price: money in fen or coins (a SKU has one or the other). */
export type Price = { fen: number } | { coins: number }

export function skuPrice(s: SkuWire): Price | null {
  if (s.price_fen !== null) return { fen: s.price_fen }
  if (s.price_coins !== null) return { coins: s.price_coins }
  return null
}

/** The lowest price among the SKUs on sale (fen before coins), for the product grid. */
export function fromPrice(p: ProductWire): Price | null {
  const prices = skusOnSale(p)
    .map(skuPrice)
    .filter((x): x is Price => x !== null)
  const fen = prices.filter((x): x is { fen: number } => 'fen' in x).map((x) => x.fen)
  if (fen.length) return { fen: Math.min(...fen) }
  const coins = prices.filter((x): x is { coins: number } => 'coins' in x).map((x) => x.coins)
  return coins.length ? { coins: Math.min(...coins) } : null
}

/** Whether a SKU has more than one price in the product (the grid then says 起). */
export function hasPriceRange(p: ProductWire): boolean {
  const keys = new Set(skusOnSale(p).map((s) => JSON.stringify(skuPrice(s))))
  return keys.size > 1
}

export const soldOut = (s: SkuWire) => s.stock !== null && s.stock <= 0

/** How the product is bought (docs/commerce.md catalogue). */
export type BuyWay = 'trolley' | 'coins' | 'coin-pack'
export function buyWayOf(kind: ProductKind): BuyWay {
  return kind === 'physical' ? 'trolley' : kind === 'coin_pack' ? 'coin-pack' : 'coins'
}

// ---- SKU choice on the product page ----

export interface SkuChoice {
  skuId: number | null
  qty: number
}

/** The most one line may hold: stock when limited, the server's limit, 1 for coin goods (bought one at a time). */
export function maxQty(p: ProductWire, s: SkuWire | undefined): number {
  if (!s || soldOut(s)) return 0
  if (p.kind !== 'physical') return 1
  return Math.min(MAX_QTY, s.stock ?? MAX_QTY)
}

/** First SKU on sale with stock, quantity 1. */
export function initialChoice(p: ProductWire): SkuChoice {
  const sku = skusOnSale(p).find((s) => !soldOut(s)) ?? skusOnSale(p)[0]
  return { skuId: sku?.id ?? null, qty: 1 }
}

export type ChoiceEvent = { type: 'sku'; skuId: number } | { type: 'qty'; qty: number } | { type: 'step'; by: 1 | -1 }

/** Quantity kept within 1..maxQty of the chosen SKU. */
export function choiceReducer(p: ProductWire, c: SkuChoice, e: ChoiceEvent): SkuChoice {
  const clamp = (skuId: number | null, qty: number) => {
    const max = maxQty(
      p,
      p.skus.find((s) => s.id === skuId),
    )
    return Math.max(1, Math.min(max || 1, Math.round(qty) || 1))
  }
  switch (e.type) {
    case 'sku':
      return skusOnSale(p).some((s) => s.id === e.skuId) ? { skuId: e.skuId, qty: clamp(e.skuId, c.qty) } : c
    case 'qty':
      return { ...c, qty: clamp(c.skuId, e.qty) }
    case 'step':
      return { ...c, qty: clamp(c.skuId, c.qty + e.by) }
  }
}

// ---- trolley ----

export type TrolleyLine = TrolleyWire['list'][number]

/** A line that can be ordered now: on sale, priced, enough stock. */
export function lineOrderable(l: TrolleyLine): boolean {
  return l.on_sale && l.price_fen !== null && (l.stock === null || l.stock >= l.qty)
}

export interface TrolleySelection {
  /** SKU ids ticked for the order. */
  selected: number[]
}

/** After a reload: keep ticks of lines still there and orderable; new lines start ticked. */
export function reconcileSelection(before: TrolleyLine[] | null, sel: number[], after: TrolleyLine[]): number[] {
  const known = new Set((before ?? []).map((l) => l.sku_id))
  return after.filter((l) => lineOrderable(l) && (sel.includes(l.sku_id) || !known.has(l.sku_id))).map((l) => l.sku_id)
}

export function toggleLine(sel: number[], skuId: number, lines: TrolleyLine[]): number[] {
  if (sel.includes(skuId)) return sel.filter((x) => x !== skuId)
  const l = lines.find((x) => x.sku_id === skuId)
  return l && lineOrderable(l) ? [...sel, skuId] : sel
}

/** Tick all orderable lines, or none when all are ticked already. */
export function toggleAll(sel: number[], lines: TrolleyLine[]): number[] {
  const orderable = lines.filter(lineOrderable).map((l) => l.sku_id)
  return orderable.every((id) => sel.includes(id)) ? [] : orderable
}

export interface TrolleyTotal {
  /** Ticked lines and their pieces. */
  lines: number
  pieces: number
  totalFen: number
}

export function trolleyTotal(lines: readonly TrolleyLine[], sel: readonly number[]): TrolleyTotal {
  const picked = lines.filter((l) => sel.includes(l.sku_id) && lineOrderable(l))
  return {
    lines: picked.length,
    pieces: picked.reduce((n, l) => n + l.qty, 0),
    totalFen: picked.reduce((n, l) => n + l.qty * (l.price_fen ?? 0), 0),
  }
}
