// Refunds the provider leaves processing: the WeChat Pay refund notify (signed, AES-GCM resource) and the refund
// query poll end them exactly once; a failed refund puts the payment and the order back (docs/commerce.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type Harness } from './helpers'
import { fakeAlipay, fakeWechatPay } from './fake-pay'
import { adminToken, skuByCode } from './shop-helpers'
import { pollRefunds, REFUND_POLL_AFTER_MS } from '../../server/src/commerce/refund-outcomes'

const ADDRESS = { name: '王五', phone: '13700137000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 2 号' }

describe(`refund outcomes (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  let wx: Awaited<ReturnType<typeof fakeWechatPay>>
  let ali: Awaited<ReturnType<typeof fakeAlipay>>
  beforeAll(async () => {
    wx = await fakeWechatPay()
    ali = await fakeAlipay()
    h = await harness({ payments: { providers: ['wechat', 'alipay'], notifyBase: 'https://xp.example.com', wechat: wx.config, alipay: ali.config } })
    admin = await adminToken(h, 'refund-outcome-boss@example.com')
  })
  afterAll(async () => {
    await h?.close()
    await wx?.close()
    await ali?.close()
  })

  const refundNotify = (headers: Record<string, string>, payload: string) =>
    h.raw({ method: 'POST', url: '/api/Pay/RefundNotify/wechat', headers, payload })
  const refundRow = async (orderNo: string) =>
    (
      await h.app.services.db.query<{ refund_no: string; status: string }>(
        'SELECT r.refund_no, r.status FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_no = $1',
        [orderNo],
      )
    ).rows[0]

  /** A paid tote bag order, refunded by the admin while WeChat Pay answers PROCESSING. */
  async function processingRefund(email: string) {
    const { token } = await h.login(email)
    const tote = await skuByCode(h, 'tote-zodiac')
    const addr = (await h.call('/Address/Save', ADDRESS, token)).data
    const order = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addr.id }, token)).data
    const pay = await h.call('/Pay/GetWeiXinPaymentH5ForOrder', { order_no: order.order_no }, token)
    const cb = wx.callback({ out_trade_no: pay.data.payment_no, total: 5900 }, { tsS: Math.floor(h.clock.now / 1000) })
    expect((await h.raw({ method: 'POST', url: '/api/Pay/Notify/wechat', headers: cb.headers, payload: cb.body })).statusCode).toBe(204)
    const stockPaid = (await skuByCode(h, 'tote-zodiac')).stock
    wx.mode.refundStatus = 'PROCESSING'
    const refunded = await h.call('/Admin/OrderRefund', { order_no: order.order_no, reason: '质量问题' }, admin)
    wx.mode.refundStatus = 'SUCCESS'
    expect(refunded.data).toMatchObject({ status: 'refunded', payments: [{ status: 'refunded' }] })
    expect(await refundRow(order.order_no)).toMatchObject({ refund_no: `R${pay.data.payment_no}`, status: 'processing' })
    const info = async () => (await h.call('/Order/Info', { order_no: order.order_no }, token)).data
    return { order, refundNo: `R${pay.data.payment_no}`, info, stockPaid }
  }

  it('a REFUND.SUCCESS notify ends a processing refund once; its replay changes nothing', async () => {
    const r = await processingRefund('refund-notify@example.com')
    const ev = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'SUCCESS' }, { tsS: Math.floor(h.clock.now / 1000) })
    expect((await refundNotify(ev.headers, ev.body)).statusCode).toBe(204)
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'succeeded' })
    // The replay, and a later contrary word, are acknowledged and change nothing.
    expect((await refundNotify(ev.headers, ev.body)).statusCode).toBe(204)
    const late = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'ABNORMAL' }, { tsS: Math.floor(h.clock.now / 1000) })
    expect((await refundNotify(late.headers, late.body)).statusCode).toBe(204)
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'succeeded' })
    expect((await r.info()).status).toBe('refunded')
  })

  it('a notify with a bad signature, a stale time or another serial is refused and changes nothing', async () => {
    const r = await processingRefund('refund-forged@example.com')
    const tsS = Math.floor(h.clock.now / 1000)
    const forged = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'SUCCESS' }, { tsS, signWith: wx.otherKey() })
    expect((await refundNotify(forged.headers, forged.body)).statusCode).toBe(400)
    const stale = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'SUCCESS' }, { tsS: tsS - 3600 })
    expect((await refundNotify(stale.headers, stale.body)).statusCode).toBe(400)
    const tampered = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'SUCCESS' }, { tsS })
    expect((await refundNotify(tampered.headers, tampered.body.replace('REFUND.SUCCESS', 'REFUND.CLOSED'))).statusCode).toBe(400)
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'processing' })
    // The genuine one still ends it.
    const real = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'SUCCESS' }, { tsS })
    expect((await refundNotify(real.headers, real.body)).statusCode).toBe(204)
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'succeeded' })
  })

  it('a REFUND.ABNORMAL notify fails the refund: payment succeeded again, order paid again, stock taken again', async () => {
    const r = await processingRefund('refund-abnormal@example.com')
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(r.stockPaid! + 1)
    const ev = wx.refundCallback({ out_refund_no: r.refundNo, refund_status: 'ABNORMAL' }, { tsS: Math.floor(h.clock.now / 1000) })
    const answers = await Promise.all([refundNotify(ev.headers, ev.body), refundNotify(ev.headers, ev.body)])
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204])
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'failed' })
    expect(await r.info()).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] })
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(r.stockPaid)
  })

  it('the query poll ends a refund stuck in processing, and only once it is old enough', async () => {
    const r = await processingRefund('refund-stuck@example.com')
    const { db } = h.app.services
    const payments = h.app.services.payments
    wx.mode.queryStatus = 'PROCESSING'
    expect(await pollRefunds(db, payments, h.clock.now + REFUND_POLL_AFTER_MS)).toBe(0)
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'processing' })
    wx.mode.queryStatus = 'SUCCESS'
    expect(await pollRefunds(db, payments, h.clock.now)).toBe(0) // too young to ask about
    const seen = wx.seen.length
    expect(await pollRefunds(db, payments, h.clock.now + REFUND_POLL_AFTER_MS)).toBe(1)
    expect(wx.seen.slice(seen)).toMatchObject([{ path: `/v3/refund/domestic/refunds/${r.refundNo}`, signatureValid: true }])
    expect(await refundRow(r.order.order_no)).toMatchObject({ status: 'succeeded' })
    expect(await pollRefunds(db, payments, h.clock.now + REFUND_POLL_AFTER_MS)).toBe(0)
  })
})
