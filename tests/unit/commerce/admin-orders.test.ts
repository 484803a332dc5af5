import { beforeEach, describe, expect, it } from 'vitest'
import { adminOrderActions, validateOrderInput, withOrder } from '@/store/admin-order-model'
import { editOrderForm, loadAdminOrders, openOrderForm, submitOrderForm, useAdminOrders } from '@/store/admin-order-actions'
import { fakeServer } from '../account/fake-server'
import { loggedInPurchaseServer } from './purchase-server'

// The admin order list: which actions each order allows, and the ship/refund flow against a scripted server.
let srv: ReturnType<typeof fakeServer>['s']
const bodies = (path: string) => srv.calls.filter((c) => c.url.endsWith(path)).map((c) => JSON.parse(JSON.stringify(c.data)))
const row = (order_no: string, status: string, kind = 'physical') =>
  ({ order_no, status, kind, uid: 9, pay_method: 'money', total_fen: 5900, total_coins: 0, items: [], payments: [] }) as never
const ask = () => ({ content: 'sure?' })

beforeEach(() => {
  srv = loggedInPurchaseServer()
  useAdminOrders.setState({ filter: 'all', phase: 'loading', list: [], loadError: '', form: null, busy: null, outcome: null })
})

describe('admin order model (the admin rows of the order table)', () => {
  it('ship only paid physical goods; refund paid, shipped and completed orders; nothing else', () => {
    expect(adminOrderActions({ status: 'paid', kind: 'physical' })).toEqual(['ship', 'refund'])
    expect(adminOrderActions({ status: 'paid', kind: 'report' })).toEqual(['refund'])
    expect(adminOrderActions({ status: 'shipped', kind: 'physical' })).toEqual(['refund'])
    expect(adminOrderActions({ status: 'completed', kind: 'coin_pack' })).toEqual(['refund'])
    for (const s of ['created', 'cancelled', 'refunded'] as const) expect(adminOrderActions({ status: s, kind: 'physical' })).toEqual([])
  })
  it('a tracking number and a reason are required and bounded', () => {
    expect(validateOrderInput('ship', '  ')).toBe('required')
    expect(validateOrderInput('ship', 'x'.repeat(65))).toBe('tooLong')
    expect(validateOrderInput('ship', 'SF1001')).toBeNull()
    expect(validateOrderInput('refund', 'x'.repeat(201))).toBe('tooLong')
  })
  it('a changed order stays in place with its new state', () => {
    const list = [row('O1', 'paid'), row('O2', 'paid')]
    expect(withOrder(list, row('O1', 'shipped'))).toEqual([row('O1', 'shipped'), row('O2', 'paid')])
  })
})

describe('admin order actions', () => {
  it('the filter picks the status asked for; a refusal to load is shown with its message', async () => {
    srv.routes.set('/Admin/OrderList', () => ({ code: 0, data: { list: [row('O1', 'paid')] } }))
    await loadAdminOrders('paid')
    expect(bodies('/Admin/OrderList')).toEqual([{ status: 'paid', size: 50 }])
    expect(useAdminOrders.getState()).toMatchObject({ phase: 'ready', list: [{ order_no: 'O1' }] })
    await loadAdminOrders('all')
    expect(bodies('/Admin/OrderList')[1]).toEqual({ size: 50 })
    srv.routes.set('/Admin/OrderList', () => ({ code: 403, msg: '没有权限' }))
    await loadAdminOrders('all')
    expect(useAdminOrders.getState()).toMatchObject({ phase: 'failed', loadError: '没有权限' })
  })

  it('ship: an empty tracking number is refused before asking; a declined confirmation sends nothing; confirmed, it goes out once', async () => {
    srv.routes.set('/Admin/OrderList', () => ({ code: 0, data: { list: [row('O1', 'paid')] } }))
    srv.routes.set('/Admin/OrderShip', () => ({ code: 0, data: { ...(row('O1', 'shipped') as object), uid: undefined, tracking_no: 'SF1001' } }))
    await loadAdminOrders('all')
    openOrderForm('O1', 'ship')
    await submitOrderForm(ask)
    expect(useAdminOrders.getState().form?.error).toBe('required')
    expect(srv.dialogs).toHaveLength(0)
    editOrderForm(' SF1001 ')
    srv.confirmAnswer = false
    await submitOrderForm(ask)
    expect(srv.dialogs).toHaveLength(1)
    expect(bodies('/Admin/OrderShip')).toEqual([])
    srv.confirmAnswer = true
    await Promise.all([submitOrderForm(ask), submitOrderForm(ask)])
    expect(bodies('/Admin/OrderShip')).toEqual([{ order_no: 'O1', tracking_no: 'SF1001' }])
    expect(useAdminOrders.getState()).toMatchObject({
      form: null,
      busy: null,
      list: [{ order_no: 'O1', status: 'shipped', uid: 9, tracking_no: 'SF1001' }],
      outcome: { orderNo: 'O1', action: 'ship', ok: true },
    })
  })

  it('refund: the server refusal keeps the form open with its message', async () => {
    srv.routes.set('/Admin/OrderList', () => ({ code: 0, data: { list: [row('O1', 'completed')] } }))
    srv.routes.set('/Admin/OrderRefund', () => ({ code: 1016, msg: '退款失败：交易状态不合法' }))
    await loadAdminOrders('all')
    openOrderForm('O1', 'refund')
    editOrderForm('商品破损')
    await submitOrderForm(ask)
    expect(bodies('/Admin/OrderRefund')).toEqual([{ order_no: 'O1', reason: '商品破损' }])
    expect(useAdminOrders.getState()).toMatchObject({
      form: { orderNo: 'O1', action: 'refund', text: '商品破损' },
      busy: null,
      list: [{ status: 'completed' }],
      outcome: { ok: false, message: '退款失败：交易状态不合法' },
    })
  })
})
