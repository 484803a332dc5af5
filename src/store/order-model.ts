/**
 * Orders and postal addresses on the client (docs/commerce.md order state machine, SPEC §1): what the user may
 * do with an order, the checkout's phases and the address form. Pure: no calls, no clock.
 */
import type { AddressWire, OrderStatus, OrderWire } from '@/api/commerce'

// ---- order actions: the user's rows of the order table in docs/commerce.md ----

export type OrderAction = 'pay' | 'cancel' | 'confirm'

const USER_ACTIONS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  created: ['pay', 'cancel'],
  paid: [],
  shipped: ['confirm'],
  completed: [],
  cancelled: [],
  refunded: [],
} as const

/** Pay is offered only for money orders that have not expired yet. */
export function orderActions(o: Pick<OrderWire, 'status' | 'pay_method' | 'expires_at'>, nowMs: number): OrderAction[] {
  return USER_ACTIONS[o.status].filter((a) => a !== 'pay' || (o.pay_method === 'money' && (o.expires_at === null || o.expires_at > nowMs)))
}

/** Whole minutes left to pay, null when the order has no deadline. */
export function minutesLeft(o: Pick<OrderWire, 'expires_at'>, nowMs: number): number | null {
  return o.expires_at === null ? null : Math.max(0, Math.ceil((o.expires_at - nowMs) / 60_000))
}

/** Order-list filters: all, or one status. */
export const ORDER_FILTERS: readonly (OrderStatus | 'all')[] = ['all', 'created', 'paid', 'shipped', 'completed', 'cancelled'] as const

// ---- checkout (order-create) ----

export interface OrderLineInput {
  sku_id: number
  qty: number
}

/** Order lines in a page parameter: "12x2,13x1". */
export const itemsParam = (items: readonly OrderLineInput[]) => items.map((i) => `${i.sku_id}x${i.qty}`).join(',')

/** Lines of an items parameter; malformed parts are left out. */
export function parseItemsParam(s: string | undefined): OrderLineInput[] {
  const out: OrderLineInput[] = []
  for (const part of (s ?? '').split(',')) {
    const m = /^(\d+)x(\d+)$/.exec(part.trim())
    if (m && Number(m[1]) > 0 && Number(m[2]) > 0) out.push({ sku_id: Number(m[1]), qty: Number(m[2]) })
  }
  return out
}

export type CheckoutPhase = 'ready' | 'submitting' | 'paid' | 'failed'

export interface CheckoutState {
  phase: CheckoutPhase
  addressId: number | null
  /** The order once created: a retry pays this order again instead of creating another. */
  orderNo: string | null
  error: string
}

export type CheckoutEvent =
  | { type: 'address'; id: number | null }
  | { type: 'submit' }
  | { type: 'created'; orderNo: string }
  | { type: 'paid' }
  | { type: 'fail'; error: string }
  | { type: 'cancelled' }

export const INITIAL_CHECKOUT: CheckoutState = { phase: 'ready', addressId: null, orderNo: null, error: '' }

export function checkoutReducer(s: CheckoutState, e: CheckoutEvent): CheckoutState {
  switch (e.type) {
    case 'address':
      return s.phase === 'ready' && s.orderNo === null ? { ...s, addressId: e.id } : s
    case 'submit':
      return s.phase === 'ready' || s.phase === 'failed' ? { ...s, phase: 'submitting', error: '' } : s
    case 'created':
      return s.phase === 'submitting' ? { ...s, orderNo: e.orderNo } : s
    case 'paid':
      return s.phase === 'submitting' ? { ...s, phase: 'paid' } : s
    case 'fail':
      return s.phase === 'submitting' ? { ...s, phase: 'failed', error: e.error } : s
    case 'cancelled':
      return s.phase === 'submitting' ? { ...s, phase: 'ready' } : s
  }
}

/** The address to preselect: the one asked for, else the default, else the first. */
export function pickAddress(list: readonly AddressWire[], wanted: number | null): number | null {
  if (wanted !== null && list.some((a) => a.id === wanted)) return wanted
  return (list.find((a) => a.is_default) ?? list[0])?.id ?? null
}

export function addressLine(a: Pick<AddressWire, 'province' | 'city' | 'district' | 'detail'>): string {
  const region = [a.province, a.city, a.district].filter((x, i, all) => x && all.indexOf(x) === i).join(' ')
  return `${region} ${a.detail}`.trim()
}

/** China time of an epoch-ms instant, yyyy-MM-dd HH:mm. */
export function chinaTimeText(ms: number): string {
  const d = new Date(ms + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
}
