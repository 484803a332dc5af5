import type { ProductWire, TrolleyWire } from '@/store/shop-model'
import type { OrderLineInput } from '@/store/order-model'

/** A line of the order being confirmed. */
export interface CheckoutLine {
  skuId: number
  name: string
  spec: string
  qty: number
  priceFen: number | null
  priceCoins: number | null
  physical: boolean
}

/** Trolley lines, all or the given ones with their quantities. */
export function linesOfTrolley(t: TrolleyWire, only: OrderLineInput[] | null): CheckoutLine[] {
  return t.list
    .filter((l) => !only || only.some((i) => i.sku_id === l.sku_id))
    .map((l) => ({
      skuId: l.sku_id,
      name: l.name,
      spec: l.spec,
      qty: only?.find((i) => i.sku_id === l.sku_id)?.qty ?? l.qty,
      priceFen: l.price_fen,
      priceCoins: null,
      physical: true,
    }))
}

/** One SKU bought now from the product page. */
export function lineOfSku(products: readonly ProductWire[], skuId: number, qty: number): CheckoutLine | null {
  for (const p of products) {
    const s = p.skus.find((x) => x.id === skuId)
    if (s) return { skuId, name: p.name, spec: s.spec, qty, priceFen: s.price_fen, priceCoins: s.price_coins, physical: p.kind === 'physical' }
  }
  return null
}

export const linesTotalFen = (lines: readonly CheckoutLine[]) => lines.reduce((n, l) => n + l.qty * (l.priceFen ?? 0), 0)
