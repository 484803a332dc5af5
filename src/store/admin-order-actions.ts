/**
 * The admin order list's calls (docs/commerce.md Admin/OrderList, OrderShip, OrderRefund): load by status, and
 * ship or refund one order after the admin confirms. One change at a time; the server audits each one.
 */
import { create } from 'zustand'
import { adminOrderList, adminOrderRefund, adminOrderShip, type AdminOrderWire } from '@/api/commerce'
import { feedback, type ConfirmOptions } from '@/platform/feedback'
import { validateOrderInput, withOrder, type AdminOrderAction, type AdminOrderFilter, type AdminOrderInputError } from './admin-order-model'
import { QUIET } from './shop-actions'

export interface AdminOrdersState {
  filter: AdminOrderFilter
  phase: 'loading' | 'ready' | 'failed'
  list: AdminOrderWire[]
  loadError: string
  /** The order whose ship or refund form is open, and the form's text. */
  form: { orderNo: string; action: AdminOrderAction; text: string; error: AdminOrderInputError | null } | null
  /** The order being changed on the server. */
  busy: string | null
  /** The last change: done, or refused with the server's message. */
  outcome: { orderNo: string; action: AdminOrderAction; ok: boolean; message: string } | null
}

const INITIAL: AdminOrdersState = { filter: 'all', phase: 'loading', list: [], loadError: '', form: null, busy: null, outcome: null }

export const useAdminOrders = create<AdminOrdersState>(() => ({ ...INITIAL }))

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
const PAGE_SIZE = 50

/** Loads the newest orders for a filter; a slower earlier load never overwrites a later one. */
export async function loadAdminOrders(filter: AdminOrderFilter): Promise<void> {
  useAdminOrders.setState({ filter, phase: 'loading', loadError: '', form: null, outcome: null })
  try {
    const r = await adminOrderList(filter === 'all' ? { size: PAGE_SIZE } : { status: filter, size: PAGE_SIZE }, QUIET)
    if (useAdminOrders.getState().filter === filter) useAdminOrders.setState({ phase: 'ready', list: r.list })
  } catch (e) {
    if (useAdminOrders.getState().filter === filter) useAdminOrders.setState({ phase: 'failed', loadError: messageOf(e) })
  }
}

export function openOrderForm(orderNo: string, action: AdminOrderAction): void {
  useAdminOrders.setState({ form: { orderNo, action, text: '', error: null }, outcome: null })
}

export function editOrderForm(text: string): void {
  const f = useAdminOrders.getState().form
  if (f) useAdminOrders.setState({ form: { ...f, text, error: null } })
}

export function closeOrderForm(): void {
  useAdminOrders.setState({ form: null })
}

/**
 * Sends the open form after the admin confirms (`ask` builds the dialog for the order). A second tap while a
 * change is on its way does nothing; a refusal keeps the form open with the server's message.
 */
export async function submitOrderForm(ask: (order: AdminOrderWire, action: AdminOrderAction, text: string) => ConfirmOptions): Promise<void> {
  const s = useAdminOrders.getState()
  const f = s.form
  if (!f || s.busy) return
  const error = validateOrderInput(f.action, f.text)
  if (error) {
    useAdminOrders.setState({ form: { ...f, error } })
    return
  }
  const order = s.list.find((o) => o.order_no === f.orderNo)
  if (!order) return
  const text = f.text.trim()
  useAdminOrders.setState({ busy: f.orderNo })
  if (!(await feedback().confirm(ask(order, f.action, text)))) {
    useAdminOrders.setState({ busy: null })
    return
  }
  try {
    const next = await (f.action === 'ship' ? adminOrderShip : adminOrderRefund)(f.orderNo, text, QUIET)
    const now = useAdminOrders.getState()
    useAdminOrders.setState({
      list: withOrder(now.list, { ...next, uid: order.uid }),
      form: null,
      busy: null,
      outcome: { orderNo: f.orderNo, action: f.action, ok: true, message: '' },
    })
  } catch (e) {
    useAdminOrders.setState({ busy: null, outcome: { orderNo: f.orderNo, action: f.action, ok: false, message: messageOf(e) } })
  }
}
