import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { useDialogStore } from '@/components/ui/dialog-store'
import { useSession } from '@/store/session'
import { purchaseCoinPack, setPurchaseWait, POLL_TRIES } from '@/store/coin-buy-actions'
import { openCoins } from '@/pages/mine/coin-info'
import { tFor } from '@/i18n'
import { fakeServer, info } from '../account/fake-server'
import { loggedInPurchaseServer } from './purchase-server'

let srv: ReturnType<typeof fakeServer>['s']
const pack = { skuId: 1, coins: 60, priceFen: 600 }
const order = (status: string) => ({ order_no: 'O1', status, cancel_reason: status === 'cancelled' ? '超时未支付' : null })
const started = (status: string, params: Record<string, unknown> = { sandbox: true }) => ({
  code: 0,
  data: { order_no: 'O1', payment_no: 'P1', provider: 'sandbox', channel: 'wechat_h5', amount_fen: 600, params, order: order(status) },
})

beforeEach(() => {
  srv = loggedInPurchaseServer()
})
afterEach(() => setPurchaseWait(null))

describe('buying a coin pack (docs/commerce.md)', () => {
  it('sandbox: settled at once; the account is re-read for the new balance', async () => {
    srv.routes.set('/Pay/GetWeiXinPaymentH5', () => started('completed'))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(560) }))
    expect(await purchaseCoinPack(pack, 'wechat_h5')).toEqual({ kind: 'paid', coins: 60 })
    expect(srv.paths()).toEqual(['/Pay/GetWeiXinPaymentH5', '/User/Info'])
    expect(JSON.parse(JSON.stringify(srv.calls[0].data))).toMatchObject({ sku_id: 1 })
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(560)
  })
  it('the channel picks the call: Alipay H5', async () => {
    srv.routes.set('/Pay/GetAliPaymentH5', () => started('completed'))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(560) }))
    expect((await purchaseCoinPack(pack, 'alipay_h5')).kind).toBe('paid')
    expect(srv.paths()[0]).toBe('/Pay/GetAliPaymentH5')
  })
  it('not settled yet: polls /Pay/Query until the order is paid', async () => {
    const answers = ['created', 'created', 'completed']
    srv.routes.set('/Pay/GetWeiXinPaymentH5', () => started('created'))
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order(answers.shift()!) }))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(560) }))
    expect((await purchaseCoinPack(pack, 'wechat_h5')).kind).toBe('paid')
    expect(srv.paths().filter((p) => p === '/Pay/Query')).toHaveLength(3)
  })
  it('never settles: failed after the tries run out; an order cancelled meanwhile fails with its reason', async () => {
    srv.routes.set('/Pay/GetWeiXinPaymentH5', () => started('created'))
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('created') }))
    expect(await purchaseCoinPack(pack, 'wechat_h5')).toEqual({ kind: 'failed', error: '' })
    expect(srv.paths().filter((p) => p === '/Pay/Query')).toHaveLength(POLL_TRIES)
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('cancelled') }))
    expect(await purchaseCoinPack(pack, 'wechat_h5')).toEqual({ kind: 'failed', error: '超时未支付' })
  })
  it('the provider refuses (1016): failed with the server message, no account re-read', async () => {
    srv.routes.set('/Pay/GetWeiXinPaymentH5', () => ({ code: 1016, msg: '支付渠道暂不可用' }))
    expect(await purchaseCoinPack(pack, 'wechat_h5')).toEqual({ kind: 'failed', error: '支付渠道暂不可用' })
    expect(srv.paths()).not.toContain('/User/Info')
  })
})

describe('我的 coin row', () => {
  const t = tFor('zh-Hans')
  const navigations = () => fake.calls.filter((c) => c.api === 'navigateTo').map((c) => c.arg)
  it('payable and logged in: opens the coin purchase page', async () => {
    useSession.getState().payabilityFetched({ payable: true, channels: ['wechat_h5'] })
    await openCoins(t, true)
    expect(navigations()).toEqual(['/packageA/coin-buy/index'])
  })
  it('not payable: the 星币 explanation, no purchase page', async () => {
    useSession.getState().payabilityFetched({ payable: false, channels: [] })
    const shown = openCoins(t, true)
    await Promise.resolve()
    const entry = useDialogStore.getState().entries[0]
    expect((entry.options as { title: string }).title).toBe('星币是什么')
    entry.settle({ ok: true, index: 0 })
    await shown
    expect(navigations()).toEqual([])
  })
})
