// Refunds through the providers (WeChat Pay v3 domestic refunds, Alipay alipay.trade.refund) against the local
// fakes: signed requests, verified answers, one refund per payment under concurrency, a failed refund changes
// nothing and its retry is the same refund to the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type Harness } from './helpers'
import { fakeAlipay, fakeWechatPay } from './fake-pay'
import { adminToken, skuByCode } from './shop-helpers'
import { alipayAnswerText } from '../../server/src/payments/alipay'

const ADDRESS = { name: '李四', phone: '13900139000', province: '上海市', city: '上海市', district: '黄浦区', detail: '南京东路 1 号' }

describe(`provider refunds (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  let wx: Awaited<ReturnType<typeof fakeWechatPay>>
  let ali: Awaited<ReturnType<typeof fakeAlipay>>
  beforeAll(async () => {
    wx = await fakeWechatPay()
    ali = await fakeAlipay()
    h = await harness({ payments: { providers: ['wechat', 'alipay'], notifyBase: 'https://xp.example.com', wechat: wx.config, alipay: ali.config } })
    admin = await adminToken(h, 'refund-boss@example.com')
  })
  afterAll(async () => {
    await h?.close()
    await wx?.close()
    await ali?.close()
  })

  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num as number
  const notify = (provider: string, headers: Record<string, string>, payload: string) =>
    h.raw({ method: 'POST', url: `/api/Pay/Notify/${provider}`, headers, payload })
  const refundRows = async (orderNo: string) =>
    (
      await h.app.services.db.query<{ refund_no: string; provider: string; status: string; amount_fen: number }>(
        'SELECT r.refund_no, r.provider, r.status, r.amount_fen FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_no = $1',
        [orderNo],
      )
    ).rows

  it('WeChat: a failed refund changes nothing; racing refunds reach the provider once, with one out_refund_no', async () => {
    const { token } = await h.login('wx-refund@example.com')
    const tote = await skuByCode(h, 'tote-zodiac')
    const addr = (await h.call('/Address/Save', ADDRESS, token)).data
    const order = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addr.id }, token)).data
    const pay = await h.call('/Pay/GetWeiXinPaymentH5ForOrder', { order_no: order.order_no }, token)
    const cb = wx.callback(
      { out_trade_no: pay.data.payment_no, total: 5900, transaction_id: '4200000000202501150001' },
      { tsS: Math.floor(h.clock.now / 1000) },
    )
    expect((await notify('wechat', cb.headers, cb.body)).statusCode).toBe(204)
    expect((await h.call('/Order/Info', { order_no: order.order_no }, token)).data.status).toBe('paid')
    const stock = (await skuByCode(h, 'tote-zodiac')).stock

    wx.mode.answer = 'error'
    const failed = await h.call('/Admin/OrderRefund', { order_no: order.order_no, reason: '缺货' }, admin)
    expect(failed).toMatchObject({ code: 1016, msg: expect.stringContaining('退款失败') })
    wx.mode.answer = 'ok'
    expect((await h.call('/Order/Info', { order_no: order.order_no }, token)).data).toMatchObject({
      status: 'paid',
      payments: [{ status: 'succeeded' }],
    })
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(stock)
    expect(await refundRows(order.order_no)).toEqual([])

    const before = wx.seen.length
    const both = await Promise.all([0, 1, 2].map(() => h.call('/Admin/OrderRefund', { order_no: order.order_no, reason: '缺货' }, admin)))
    expect(both.map((r) => r.code).sort()).toEqual([0, 1105, 1105])
    expect(both.find((r) => r.code === 0)!.data).toMatchObject({ status: 'refunded', payments: [{ status: 'refunded' }] })
    const calls = wx.seen.slice(before)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      path: '/v3/refund/domestic/refunds',
      signatureValid: true,
      body: {
        transaction_id: '4200000000202501150001',
        out_refund_no: `R${pay.data.payment_no}`,
        amount: { refund: 5900, total: 5900, currency: 'CNY' },
      },
    })
    // The failed attempt asked for the very same refund number.
    expect(wx.seen[before - 1].body.out_refund_no).toBe(`R${pay.data.payment_no}`)
    expect(await refundRows(order.order_no)).toEqual([
      { refund_no: `R${pay.data.payment_no}`, provider: 'wechat', status: 'succeeded', amount_fen: 5900 },
    ])
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(stock + 1)
    const audits = (await h.call('/Admin/AuditList', { page: 1, size: 50 }, admin)).data.list.filter(
      (a: { action: string; target: string }) => a.action === 'order.refund' && a.target === `order:${order.order_no}`,
    )
    expect(audits).toHaveLength(1)
    expect(audits[0].detail).toMatchObject({ from: 'paid', to: 'refunded', refunds: [{ refund_no: `R${pay.data.payment_no}`, status: 'succeeded' }] })
  })

  it('Alipay: a signed alipay.trade.refund, the answer verified; a refused refund keeps the coins and the order', async () => {
    const { token } = await h.login('ali-refund@example.com')
    const pack = await skuByCode(h, 'coin-60')
    const r = await h.call('/Pay/GetAliPaymentH5', { sku_id: pack.id }, token)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(
      (await notify('alipay', form, ali.notify({ out_trade_no: r.data.payment_no, total_amount: '6.00', trade_no: '2025011522001400' }))).body,
    ).toBe('success')
    expect(await coins(token)).toBe(560)

    ali.refundMode.answer = 'error'
    const refused = await h.call('/Admin/OrderRefund', { order_no: r.data.order_no, reason: '误充' }, admin)
    expect(refused).toMatchObject({ code: 1016, msg: expect.stringContaining('交易状态不合法') })
    expect(await coins(token)).toBe(560)
    expect((await h.call('/Order/Info', { order_no: r.data.order_no }, token)).data.status).toBe('completed')
    ali.refundMode.answer = 'ok'

    const done = await h.call('/Admin/OrderRefund', { order_no: r.data.order_no, reason: '误充' }, admin)
    expect(done.data).toMatchObject({ status: 'refunded', payments: [{ status: 'refunded' }] })
    expect(await coins(token)).toBe(500)
    expect(ali.refundsSeen.map((x) => x.valid)).toEqual([true, true])
    expect(ali.refundsSeen.at(-1)!.biz).toMatchObject({
      out_trade_no: r.data.payment_no,
      trade_no: '2025011522001400',
      refund_amount: '6.00',
      out_request_no: `R${r.data.payment_no}`,
    })
    expect(await refundRows(r.data.order_no)).toMatchObject([{ provider: 'alipay', status: 'succeeded', amount_fen: 600 }])
  })

  it('the signed part of an Alipay answer is its object text, as sent', () => {
    const body = '{"alipay_trade_refund_response":{"code":"10000","msg":"Success"},"sign":"abc"}'
    expect(alipayAnswerText(body, 'alipay_trade_refund_response')).toBe('{"code":"10000","msg":"Success"}')
    expect(alipayAnswerText('{"error":1}', 'alipay_trade_refund_response')).toBeNull()
  })
})
