/**
 * The admin order list's model (docs/commerce.md: the admin rows of the order table, Admin/OrderList,
 * OrderShip, OrderRefund): which filters, which actions each order allows, and the ship/refund form. Pure.
 */
import type { AdminOrderWire, OrderStatus } from '@/api/commerce'
import { MAX_REASON } from './admin-model'

export type { AdminOrderWire } from '@/api/commerce'

/** Filters of the admin order list: all, or one status. */
export const ADMIN_ORDER_FILTERS: readonly (OrderStatus | 'all')[] = [
  'all',
  'created',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
] as const
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number]

export type AdminOrderAction = 'ship' | 'refund'

/** Admin events per state (server/src/commerce/machines.ts ORDER_TRANSITIONS, actor admin). */
const ADMIN_ACTIONS: Readonly<Record<OrderStatus, readonly AdminOrderAction[]>> = {
  created: [],
  paid: ['ship', 'refund'],
  shipped: ['refund'],
  completed: ['refund'],
  cancelled: [],
  refunded: [],
} as const

/** Ship is for physical goods only (virtual goods complete on payment). */
export function adminOrderActions(o: Pick<AdminOrderWire, 'status' | 'kind'>): AdminOrderAction[] {
  return ADMIN_ACTIONS[o.status].filter((a) => a !== 'ship' || o.kind === 'physical')
}

/** Longest tracking number the server takes (Admin/OrderShip: text(64)). */
export const MAX_TRACKING = 64

export type AdminOrderInputError = 'required' | 'tooLong'

/** What is wrong with the form's text: a tracking number for ship, a reason for refund. */
export function validateOrderInput(action: AdminOrderAction, value: string): AdminOrderInputError | null {
  const v = value.trim()
  if (!v) return 'required'
  return v.length > (action === 'ship' ? MAX_TRACKING : MAX_REASON) ? 'tooLong' : null
}

/** Replaces an order in the list with its new state (it stays, under any filter, until the list is read again). */
export function withOrder(list: readonly AdminOrderWire[], next: AdminOrderWire): AdminOrderWire[] {
  return list.map((o) => (o.order_no === next.order_no ? next : o))
}
