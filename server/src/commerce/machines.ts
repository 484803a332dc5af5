// Order, payment, report and card lifecycles as transition tables (docs/commerce.md). Pure: no database, no
// clock. Handlers ask `next` before every status change and write the answer; the tests enumerate the tables.

export type Actor = 'user' | 'admin' | 'system'

export interface Transition<S extends string, E extends string> {
  from: S
  event: E
  to: S
  /** Who may cause it. */
  by: readonly Actor[]
}

export const ORDER_STATES = ['created', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'] as const
export type OrderState = (typeof ORDER_STATES)[number]
export const ORDER_EVENTS = ['pay', 'cancel', 'expire', 'ship', 'fulfil', 'confirm', 'refund'] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** Orders: unpaid orders expire; virtual goods are fulfilled at payment, physical ones shipped then confirmed. */
export const ORDER_TRANSITIONS: readonly Transition<OrderState, OrderEvent>[] = [
  { from: 'created', event: 'pay', to: 'paid', by: ['system'] },
  { from: 'created', event: 'cancel', to: 'cancelled', by: ['user', 'admin'] },
  { from: 'created', event: 'expire', to: 'cancelled', by: ['system'] },
  { from: 'paid', event: 'ship', to: 'shipped', by: ['admin'] },
  { from: 'paid', event: 'fulfil', to: 'completed', by: ['system'] },
  { from: 'paid', event: 'refund', to: 'refunded', by: ['admin'] },
  { from: 'shipped', event: 'confirm', to: 'completed', by: ['user', 'admin'] },
  { from: 'shipped', event: 'refund', to: 'refunded', by: ['admin'] },
  { from: 'completed', event: 'refund', to: 'refunded', by: ['admin'] },
] as const

export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'closed', 'refunded'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]
export const PAYMENT_EVENTS = ['succeed', 'fail', 'close', 'refund'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

/**
 * Payments: a verified success callback settles a pending (or failed, the provider's final word wins) payment;
 * a new attempt or the order's end closes the pending ones. A success for a closed payment is refused.
 */
export const PAYMENT_TRANSITIONS: readonly Transition<PaymentState, PaymentEvent>[] = [
  { from: 'pending', event: 'succeed', to: 'succeeded', by: ['system'] },
  { from: 'pending', event: 'fail', to: 'failed', by: ['system'] },
  { from: 'pending', event: 'close', to: 'closed', by: ['user', 'admin', 'system'] },
  { from: 'failed', event: 'succeed', to: 'succeeded', by: ['system'] },
  { from: 'failed', event: 'close', to: 'closed', by: ['user', 'admin', 'system'] },
  { from: 'succeeded', event: 'refund', to: 'refunded', by: ['admin'] },
] as const

export const REPORT_STATES = ['locked', 'unlocked'] as const
export type ReportState = (typeof REPORT_STATES)[number]
export const REPORT_EVENTS = ['buy', 'redeem', 'revoke'] as const
export type ReportEvent = (typeof REPORT_EVENTS)[number]

/** A report is unlocked by coins (buy) or a report voucher (redeem); refunding its order locks it again. */
export const REPORT_TRANSITIONS: readonly Transition<ReportState, ReportEvent>[] = [
  { from: 'locked', event: 'buy', to: 'unlocked', by: ['user'] },
  { from: 'locked', event: 'redeem', to: 'unlocked', by: ['user'] },
  { from: 'unlocked', event: 'revoke', to: 'locked', by: ['admin'] },
] as const

export const CARD_STATES = ['active', 'used', 'revoked'] as const
export type CardState = (typeof CARD_STATES)[number]
export const CARD_EVENTS = ['use', 'revoke'] as const
export type CardEvent = (typeof CARD_EVENTS)[number]

/** Vouchers: used once; an unused voucher is revoked when its order is refunded. */
export const CARD_TRANSITIONS: readonly Transition<CardState, CardEvent>[] = [
  { from: 'active', event: 'use', to: 'used', by: ['user'] },
  { from: 'active', event: 'revoke', to: 'revoked', by: ['admin'] },
] as const

/** The state after `event`, or null when the table has no such transition for this actor. */
export function next<S extends string, E extends string>(table: readonly Transition<S, E>[], from: S, event: E, actor: Actor): S | null {
  const t = table.find((x) => x.from === from && x.event === event)
  return t && t.by.includes(actor) ? t.to : null
}

export const nextOrder = (from: OrderState, event: OrderEvent, actor: Actor) => next(ORDER_TRANSITIONS, from, event, actor)
export const nextPayment = (from: PaymentState, event: PaymentEvent, actor: Actor) => next(PAYMENT_TRANSITIONS, from, event, actor)
export const nextReport = (from: ReportState, event: ReportEvent, actor: Actor) => next(REPORT_TRANSITIONS, from, event, actor)
export const nextCard = (from: CardState, event: CardEvent, actor: Actor) => next(CARD_TRANSITIONS, from, event, actor)

/** Orders in these states take no further event except a refund or nothing at all. */
export const isFinalOrder = (s: OrderState) => !ORDER_TRANSITIONS.some((t) => t.from === s)
