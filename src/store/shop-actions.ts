/**
 * The shop pages' calls (docs/commerce.md): catalogue, trolley, addresses, creating and paying orders (money
 * through the payment channel /Pay/Payable allows, the sandbox in development), coin goods bought with coins,
 * cancel and confirm. Pages reach the server here.
 */
import {
  addressDelete,
  addressList,
  addressSave,
  addressSetDefault,
  buyWithCoins,
  orderCancel,
  orderConfirm,
  orderCreate,
  orderInfo,
  orderList,
  productInfo,
  productList,
  startOrderPayment,
  trolleyAdd,
  trolleyInfo,
  trolleyRemove,
  trolleyUpdate,
  type AddressInput,
  type OrderStatus,
  type OrderWire,
} from '@/api/commerce'
import { ApiRequestError } from '@/api/request'
import { isIos } from '@/platform/request'
import { paymentReturnUrl } from '@/platform/payment'
import { urlOf } from '@/platform/navigation'
import { routeById } from '@/routes'
import { fetchPayability, refreshUserInfo } from './account'
import { channelFor } from './coin-buy-model'
import { settlePayment, type SettleResult } from './coin-buy-actions'
import { ensureCoins, showCoinsShortDialog } from './login-prompt'
import type { OrderLineInput } from './order-model'
import { canBuyCoins, useSession } from './session'

export { addressDelete, addressList, addressSave, addressSetDefault, orderInfo, productInfo, productList, trolleyInfo, trolleyRemove, trolleyUpdate }
export type { AddressInput }

/** Calls whose failure the page shows itself (offline message, inline error): no toast, no loading. */
export const QUIET = { toast: false, loading: false } as const

/** Code 1101 (docs/commerce.md): too few coins. */
export const COINS_SHORT_CODE = 1101

export const isNetworkError = (e: unknown) => e instanceof ApiRequestError && (e.kind === 'network' || e.kind === 'http' || e.kind === 'no-body')
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export async function addToTrolley(skuId: number, qty: number) {
  return trolleyAdd(skuId, qty, { loading: true })
}

export async function listOrders(status: OrderStatus | 'all') {
  return (await orderList(status === 'all' ? { size: 50 } : { status, size: 50 }, QUIET)).list
}

/** The channel to pay money with now, or null when nothing is payable here (SPEC §3 payability). */
export async function payChannel() {
  await fetchPayability()
  const p = useSession.getState().payability
  return canBuyCoins(p, isIos()) ? channelFor(p.channels) : null
}

/** Pays an unpaid order: the platform hand-off, then /Pay/Query until it is paid. */
export async function payOrder(orderNo: string): Promise<SettleResult> {
  const channel = await payChannel()
  if (!channel) return { kind: 'failed', error: useSession.getState().payability.msg }
  // A H5 provider sends the buyer back to the order, which then waits for the payment (order-info ?paying=1).
  const back = routeById('order-info')
  const returnUrl = paymentReturnUrl(back ? urlOf(back, { no: orderNo, paying: 1 }) : undefined)
  return settlePayment(() => startOrderPayment(channel, { order_no: orderNo, return_url: returnUrl }, QUIET))
}

export type CheckoutResult = { kind: 'created'; orderNo: string; pay: SettleResult } | { kind: 'failed'; error: string }

/**
 * Creates the order for an address, then pays it. Source: the whole trolley, or given lines (`fromTrolley`: they
 * were ticked in the trolley and leave it once ordered).
 */
export async function createAndPay(
  source: { wholeTrolley: true } | { items: OrderLineInput[]; fromTrolley: boolean },
  addressId: number,
  requestId: string,
): Promise<CheckoutResult> {
  let order: OrderWire
  try {
    const body = 'wholeTrolley' in source ? { from_trolley: 1 as const } : { items: source.items }
    order = await orderCreate({ ...body, address_id: addressId, request_id: requestId }, QUIET)
    if ('items' in source && source.fromTrolley)
      await trolleyRemove(
        source.items.map((i) => i.sku_id),
        QUIET,
      ).catch(() => undefined)
  } catch (e) {
    return { kind: 'failed', error: messageOf(e) }
  }
  return { kind: 'created', orderNo: order.order_no, pay: await payOrder(order.order_no) }
}

export type CoinBuyResult = { kind: 'paid'; order: OrderWire } | { kind: 'stopped' } | { kind: 'failed'; error: string }

export type CoinSpendResult<T> = { kind: 'done'; value: T } | { kind: 'stopped' } | { kind: 'failed'; error: string }

/**
 * The one coin-spending path (SPEC §5) of reports, cards and courses: login and balance checked first (coin
 * purchase or 星币不足), then the spending call; the server's 1101 answered with the 星币不足 dialog carrying its
 * message; the balance refreshed after a spend.
 */
export async function spendCoins<T>(priceCoins: number, call: () => Promise<T>): Promise<CoinSpendResult<T>> {
  if ((await ensureCoins(priceCoins)) !== 'ok') return { kind: 'stopped' }
  try {
    const value = await call()
    await refreshUserInfo()
    return { kind: 'done', value }
  } catch (e) {
    if (e instanceof ApiRequestError && e.code === COINS_SHORT_CODE) {
      await showCoinsShortDialog(e.message)
      return { kind: 'stopped' }
    }
    return { kind: 'failed', error: messageOf(e) }
  }
}

/** A card bought with coins through the shared coin path. */
export async function payWithCoins(skuId: number, priceCoins: number, requestId: string): Promise<CoinBuyResult> {
  const r = await spendCoins(priceCoins, () => buyWithCoins({ sku_id: skuId, qty: 1, request_id: requestId }, QUIET))
  return r.kind === 'done' ? { kind: 'paid', order: r.value.order } : r
}

export const cancelOrder = (orderNo: string) => orderCancel(orderNo, { loading: true })
export const confirmOrder = (orderNo: string) => orderConfirm(orderNo, { loading: true })

/** A request id for one checkout: a retried request answers the first result (server request_id rule). */
export function newRequestId(nowMs: number, random: () => number = Math.random): string {
  return `c${nowMs.toString(36)}${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`
}
