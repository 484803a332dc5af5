/**
 * Waiting for an order's payment (docs/commerce.md): /Pay/Query until the order is paid, can no longer be paid,
 * or the tries run out. Used right after a payment hand-off and when a H5 provider sends the buyer back to the
 * order page (return_url) before its callback has reached the server.
 */
import { payQuery, type OrderWire } from '@/api/commerce'
import { orderDead, orderSettled } from './coin-buy-model'

export type PollVerdict = 'paid' | 'failed'

/** paid: money arrived (or the order moved on past payment); failed: it will not pay, or the provider said no. */
export function paymentVerdict(o: Pick<OrderWire, 'status' | 'payments'>): PollVerdict | null {
  if (orderSettled(o.status) || o.status === 'shipped') return 'paid'
  if (orderDead(o.status)) return 'failed'
  const last = o.payments?.at(-1)
  return o.status === 'created' && last?.status === 'failed' ? 'failed' : null
}

export type PollOutcome = { kind: PollVerdict; order: OrderWire } | { kind: 'timeout'; order: OrderWire | null }

export interface PollOptions {
  /** The order as last seen (asked again only after a wait), or null to ask at once. */
  first?: OrderWire | null
  tries: number
  intervalMs: number
  wait?: (ms: number) => Promise<void>
  /** After each answer: how many tries are used. */
  onProgress?: (used: number, tries: number) => void
  /** Stops early (the page closed); answers a timeout. */
  stopped?: () => boolean
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export async function pollOrder(orderNo: string, o: PollOptions): Promise<PollOutcome> {
  const wait = o.wait ?? sleep
  let order = o.first ?? null
  for (let used = 0; ; used++) {
    const verdict = order && paymentVerdict(order)
    if (order && verdict) return { kind: verdict, order }
    if (used >= o.tries || o.stopped?.()) return { kind: 'timeout', order }
    if (order) await wait(o.intervalMs)
    if (o.stopped?.()) return { kind: 'timeout', order }
    order = await payQuery({ order_no: orderNo }, { toast: false, loading: false })
    o.onProgress?.(used + 1, o.tries)
  }
}

/** Back from a H5 provider: every 2 s for a minute. */
export const RETURN_POLL_INTERVAL_MS = 2000
export const RETURN_POLL_TRIES = 30
