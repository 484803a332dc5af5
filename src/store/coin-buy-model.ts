/**
 * The coin purchase page's model (SPEC §2 coin-buy, §5, §8): coin packs from the catalogue, the channel to pay
 * with, and the page's phases. Pure: no calls, no clock.
 */
import type { OrderStatus, PayChannel, ProductWire } from '@/api/commerce'

export interface CoinPack {
  skuId: number
  coins: number
  priceFen: number
}

/** fen → "6" / "6.50" (yuan, no trailing .00). */
export function yuanOf(priceFen: number): string {
  const yuan = priceFen / 100
  return Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2)
}

/** Every on-sale coin-pack SKU with a price and coins, fewest coins first. */
export function coinPacksOf(products: readonly ProductWire[]): CoinPack[] {
  const packs: CoinPack[] = []
  for (const p of products) {
    if (p.kind !== 'coin_pack' || !p.on_sale) continue
    for (const s of p.skus) {
      if (!s.on_sale || !s.coins || !s.price_fen) continue
      packs.push({ skuId: s.id, coins: s.coins, priceFen: s.price_fen })
    }
  }
  return packs.sort((a, b) => a.coins - b.coins || a.priceFen - b.priceFen)
}

/** Channels that start a coin-pack payment, in the order the client prefers them. */
const PREFERRED: readonly Exclude<PayChannel, 'sandbox'>[] = ['wechat_jsapi', 'wechat_h5', 'alipay_h5']

/** The first channel /Pay/Payable offers this client, or null when nothing is payable. */
export function channelFor(channels: readonly string[]): Exclude<PayChannel, 'sandbox'> | null {
  return PREFERRED.find((c) => channels.includes(c)) ?? null
}

/** An order the payment settled: coin packs complete at once, paid is the moment before. */
export function orderSettled(status: OrderStatus): boolean {
  return status === 'paid' || status === 'completed'
}

/** Cancelled or refunded: this order will never pay. */
export function orderDead(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'refunded'
}

export type CoinBuyPhase = 'choose' | 'paying' | 'success' | 'failed'

export interface CoinBuyState {
  phase: CoinBuyPhase
  selected: number | null
  /** Coins the success state shows as bought. */
  boughtCoins: number
  /** The server's or platform's reason for a failure. */
  error: string
}

export type CoinBuyEvent =
  | { type: 'select'; skuId: number }
  | { type: 'pay' }
  | { type: 'paid'; coins: number }
  | { type: 'fail'; error: string }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'again' }

export const INITIAL_COIN_BUY: CoinBuyState = { phase: 'choose', selected: null, boughtCoins: 0, error: '' }

/** Phase changes; an event that does not apply to the current phase leaves the state as it is. */
export function coinBuyReducer(s: CoinBuyState, e: CoinBuyEvent): CoinBuyState {
  switch (e.type) {
    case 'select':
      return s.phase === 'choose' ? { ...s, selected: e.skuId } : s
    case 'pay':
      return (s.phase === 'choose' || s.phase === 'failed') && s.selected !== null ? { ...s, phase: 'paying', error: '' } : s
    case 'paid':
      return s.phase === 'paying' ? { ...s, phase: 'success', boughtCoins: e.coins } : s
    case 'fail':
      return s.phase === 'paying' ? { ...s, phase: 'failed', error: e.error } : s
    case 'cancel':
      return s.phase === 'paying' ? { ...s, phase: 'choose' } : s
    case 'retry':
      return s.phase === 'failed' ? { ...s, phase: 'choose', error: '' } : s
    case 'again':
      return s.phase === 'success' ? { ...INITIAL_COIN_BUY, selected: s.selected } : s
  }
}
