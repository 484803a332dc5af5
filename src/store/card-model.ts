/**
 * Cards and coupons (SPEC §1 user cards and coupons, §3 payability voucher counts; docs/commerce.md vouchers):
 * the user's vouchers by status and the card products on offer for coins. Pure: no calls, no clock.
 */
import type { ProductWire, VoucherStatus, VoucherWire } from '@/api/commerce'
import { productsOf, skusOnSale, soldOut } from './shop-model'

export type { VoucherStatus, VoucherWire } from '@/api/commerce'

/** The voucher states in the order the page's filter shows them (docs/commerce.md voucher table). */
export const VOUCHER_FILTERS: readonly VoucherStatus[] = ['active', 'used', 'revoked'] as const

/** Vouchers in one state, newest first. */
export function vouchersOf(list: readonly VoucherWire[], status: VoucherStatus): VoucherWire[] {
  return list.filter((v) => v.status === status).sort((a, b) => b.created_at - a.created_at || b.id - a.id)
}

export function voucherCounts(list: readonly VoucherWire[]): Record<VoucherStatus, number> {
  const out: Record<VoucherStatus, number> = { active: 0, used: 0, revoked: 0 }
  for (const v of list) out[v.status] += 1
  return out
}

/** A card SKU that can be bought with coins now. */
export interface CardOffer {
  productId: number
  skuId: number
  name: string
  spec: string
  description: string
  cardType: VoucherWire['card_type']
  priceCoins: number
}

export function cardOffers(products: readonly ProductWire[]): CardOffer[] {
  return productsOf(products, 'card').flatMap((p) =>
    skusOnSale(p)
      .filter((s) => s.price_coins !== null && !soldOut(s) && p.card_type !== null)
      .map((s) => ({
        productId: p.id,
        skuId: s.id,
        name: p.name,
        spec: s.spec,
        description: p.description,
        cardType: p.card_type!,
        priceCoins: s.price_coins!,
      })),
  )
}
