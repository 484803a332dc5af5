/**
 * The cards pages' calls (docs/commerce.md Card/List, Shop/BuyWithCoins): the user's vouchers, the card products,
 * and buying one with coins through the shop's coin path (SPEC §5 checks, 星币不足 on 1101).
 */
import { cardList, productList } from '@/api/commerce'
import { cardOffers, type CardOffer, type VoucherWire } from './card-model'
import { newRequestId, payWithCoins, QUIET, type CoinBuyResult } from './shop-actions'

export async function loadVouchers(): Promise<VoucherWire[]> {
  return (await cardList(undefined, QUIET)).list
}

export async function loadCardOffers(): Promise<CardOffer[]> {
  return cardOffers((await productList('card', QUIET)).list)
}

/** One purchase of a card: a fresh request id per tap of 兑换 (a retried request answers the first result). */
export function buyCard(offer: CardOffer, nowMs: number): Promise<CoinBuyResult> {
  return payWithCoins(offer.skuId, offer.priceCoins, newRequestId(nowMs))
}
