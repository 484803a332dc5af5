/**
 * Buying a coin pack (docs/commerce.md): start the payment on the channel payability allows, hand it to the
 * platform, then ask /Pay/Query until the order is paid, and re-read the account for the new balance.
 */
import { ApiRequestError } from '@/api/request'
import { productList, startCoinPayment, type OrderWire } from '@/api/commerce'
import { handOffPayment, paymentReturnUrl } from '@/platform/payment'
import { refreshUserInfo } from './account'
import { coinPacksOf, type CoinPack } from './coin-buy-model'
import { pollOrder } from './order-poll'
import type { PayChannel, PaymentStarted } from '@/api/commerce'

export type PurchaseResult = { kind: 'paid'; coins: number } | { kind: 'failed'; error: string } | { kind: 'cancelled' } | { kind: 'redirected' }

export const POLL_INTERVAL_MS = 1000
export const POLL_TRIES = 30

let wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
/** Tests replace the timer. */
export function setPurchaseWait(next: ((ms: number) => Promise<void>) | null): void {
  wait = next ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)))
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

/** The coin packs on sale (/Shop/ProductList, kind coin_pack); none when the catalogue cannot be read. */
export async function loadCoinPacks(): Promise<CoinPack[]> {
  try {
    return coinPacksOf((await productList('coin_pack')).list)
  } catch {
    return []
  }
}

export type SettleResult = { kind: 'paid'; order: OrderWire } | { kind: 'failed'; error: string } | { kind: 'cancelled' } | { kind: 'redirected' }

/** Hands a started payment (coin pack or order) to the platform, then polls until the order is paid. */
export async function settlePayment(start: () => Promise<PaymentStarted>): Promise<SettleResult> {
  try {
    const started = await start()
    const handoff = await handOffPayment(started.channel, started.params)
    if (handoff === 'cancelled') return { kind: 'cancelled' }
    if (handoff === 'redirected') return { kind: 'redirected' }
    const r = await pollOrder(started.order.order_no, { first: started.order, tries: POLL_TRIES, intervalMs: POLL_INTERVAL_MS, wait })
    if (r.kind !== 'paid') return { kind: 'failed', error: r.order?.cancel_reason ?? '' }
    return { kind: 'paid', order: r.order }
  } catch (e) {
    return { kind: 'failed', error: e instanceof ApiRequestError ? e.message : reason(e) }
  }
}

export async function purchaseCoinPack(pack: CoinPack, channel: Exclude<PayChannel, 'sandbox'>): Promise<PurchaseResult> {
  const r = await settlePayment(() =>
    startCoinPayment(channel, { sku_id: pack.skuId, return_url: paymentReturnUrl() }, { toast: false, loading: false }),
  )
  if (r.kind !== 'paid') return r
  await refreshUserInfo()
  return { kind: 'paid', coins: pack.coins }
}
