import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useSession } from '@/store/session'
import { setPurchaseWait } from '@/store/coin-buy-actions'
import { createAndPay, newRequestId, payOrder, payWithCoins } from '@/store/shop-actions'
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutState } from '@/store/order-model'
import { fakeServer, info } from '../account/fake-server'
import { loggedInPurchaseServer } from '../commerce/purchase-server'

// The checkout as the order-create page drives it: the store actions against a scripted server, their results
// replayed into the checkout reducer.
let srv: ReturnType<typeof fakeServer>['s']
const order = (status: string, order_no = 'O1') => ({ order_no, status, pay_method: 'money', cancel_reason: null })
const started = (status: string) => ({
  code: 0,
  data: {
    order_no: 'O1',
    payment_no: 'P1',
    provider: 'sandbox',
    channel: 'wechat_h5',
    amount_fen: 5900,
    params: { sandbox: true },
    order: order(status),
  },
})
const body = (path: string) => JSON.parse(JSON.stringify(srv.calls.find((c) => c.url.endsWith(path))!.data))

beforeEach(() => {
  srv = loggedInPurchaseServer()
  srv.routes.set('/Pay/Payable', () => ({ code: 0, data: { payable: true, is_local: true, channels: ['wechat_h5', 'alipay_h5'] } }))
})
afterEach(() => setPurchaseWait(null))

async function checkout(source: Parameters<typeof createAndPay>[0], s: CheckoutState): Promise<CheckoutState> {
  s = checkoutReducer(s, { type: 'submit' })
  if (s.orderNo) {
    const pay = await payOrder(s.orderNo)
    return checkoutReducer(
      s,
      pay.kind === 'paid' ? { type: 'paid' } : pay.kind === 'failed' ? { type: 'fail', error: pay.error } : { type: 'cancelled' },
    )
  }
  const r = await createAndPay(source, s.addressId!, 'req-00000001')
  if (r.kind === 'failed') return checkoutReducer(s, { type: 'fail', error: r.error })
  s = checkoutReducer(s, { type: 'created', orderNo: r.orderNo })
  return checkoutReducer(
    s,
    r.pay.kind === 'paid' ? { type: 'paid' } : r.pay.kind === 'failed' ? { type: 'fail', error: r.pay.error } : { type: 'cancelled' },
  )
}

describe('order checkout with money (sandbox)', () => {
  it('whole trolley: Order/Create from_trolley, then the order paid on the first channel payability offers', async () => {
    srv.routes.set('/Order/Create', () => ({ code: 0, data: order('created') }))
    srv.routes.set('/Pay/GetWeiXinPaymentH5ForOrder', () => started('paid'))
    const s = await checkout({ wholeTrolley: true }, checkoutReducer(INITIAL_CHECKOUT, { type: 'address', id: 3 }))
    expect(s).toEqual({ phase: 'paid', addressId: 3, orderNo: 'O1', error: '' })
    expect(srv.paths()).toEqual(['/Order/Create', '/Pay/Payable', '/Pay/GetWeiXinPaymentH5ForOrder'])
    expect(body('/Order/Create')).toMatchObject({ from_trolley: 1, address_id: 3, request_id: 'req-00000001' })
    expect(body('/Pay/GetWeiXinPaymentH5ForOrder')).toMatchObject({ order_no: 'O1' })
  })
  it('ticked lines: ordered as items and then taken out of the trolley', async () => {
    srv.routes.set('/Order/Create', () => ({ code: 0, data: order('created') }))
    srv.routes.set('/Trolley/Remove', () => ({ code: 0, data: { local: false, num: 0, list: [] } }))
    srv.routes.set('/Pay/GetWeiXinPaymentH5ForOrder', () => started('paid'))
    const items = [{ sku_id: 9, qty: 2 }]
    expect((await checkout({ items, fromTrolley: true }, { ...INITIAL_CHECKOUT, addressId: 3 })).phase).toBe('paid')
    expect(body('/Order/Create')).toMatchObject({ items, address_id: 3 })
    expect(body('/Trolley/Remove')).toEqual({ sku_ids: [9] })
  })
  it('payment fails, then the retry pays the same order (no second Order/Create)', async () => {
    srv.routes.set('/Order/Create', () => ({ code: 0, data: order('created') }))
    srv.routes.set('/Pay/GetWeiXinPaymentH5ForOrder', () => ({ code: 1016, msg: '支付渠道暂不可用' }))
    let s = await checkout({ items: [{ sku_id: 9, qty: 1 }], fromTrolley: false }, { ...INITIAL_CHECKOUT, addressId: 3 })
    expect(s).toMatchObject({ phase: 'failed', orderNo: 'O1', error: '支付渠道暂不可用' })
    srv.routes.set('/Pay/GetWeiXinPaymentH5ForOrder', () => started('paid'))
    s = await checkout({ items: [{ sku_id: 9, qty: 1 }], fromTrolley: false }, s)
    expect(s.phase).toBe('paid')
    expect(srv.paths().filter((p) => p === '/Order/Create')).toHaveLength(1)
  })
  it('out of stock at creation: failed with the server message, nothing paid', async () => {
    srv.routes.set('/Order/Create', () => ({ code: 1013, msg: '库存不足' }))
    const s = await checkout({ wholeTrolley: true }, { ...INITIAL_CHECKOUT, addressId: 3 })
    expect(s).toMatchObject({ phase: 'failed', orderNo: null, error: '库存不足' })
    expect(srv.paths()).toEqual(['/Order/Create'])
  })
  it('nothing payable: the order waits, failed with payability’s message', async () => {
    srv.routes.set('/Pay/Payable', () => ({ code: 0, data: { payable: false, channels: [], msg: '暂不支持支付' } }))
    expect(await payOrder('O1')).toEqual({ kind: 'failed', error: '暂不支持支付' })
  })
})

describe('coin goods (SPEC §5, §8)', () => {
  it('enough coins: Shop/BuyWithCoins, then the balance re-read', async () => {
    srv.routes.set('/Shop/BuyWithCoins', () => ({ code: 0, data: { order: { ...order('completed'), pay_method: 'coins' }, coin_num: 200 } }))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(200) }))
    const r = await payWithCoins(20, 300, 'req-00000002')
    expect(r.kind).toBe('paid')
    expect(body('/Shop/BuyWithCoins')).toEqual({ sku_id: 20, qty: 1, request_id: 'req-00000002' })
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(200)
  })
  it('the server says 1101: the 星币不足 dialog with its message', async () => {
    srv.routes.set('/Shop/BuyWithCoins', () => ({ code: 1101, msg: '星币不足，还差 50 星币' }))
    expect(await payWithCoins(20, 300, 'req-00000003')).toEqual({ kind: 'stopped' })
    expect(srv.dialogs.map((d) => d.content)).toEqual(['星币不足，还差 50 星币'])
  })
  it('too few coins and nothing payable: 星币不足 before any call', async () => {
    useSession.getState().payabilityFetched({ payable: false, channels: [] })
    expect(await payWithCoins(20, 800, 'req-00000004')).toEqual({ kind: 'stopped' })
    expect(srv.paths()).toEqual([])
    expect(srv.dialogs[0].title).toBe('星币不足')
  })
  it('logged out: the login prompt, no purchase', async () => {
    useSession.getState().loggedOut()
    srv.confirmAnswer = false
    expect(await payWithCoins(20, 300, 'req-00000005')).toEqual({ kind: 'stopped' })
    expect(srv.paths()).toEqual([])
  })
})

describe('request ids', () => {
  it('match the server rule (8–64 of A-Za-z0-9_-)', () => {
    expect(newRequestId(1_700_000_000_000, () => 0.5)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newRequestId(1, () => 0)).not.toBe(newRequestId(1, () => 0.9))
  })
})
