// WeChat Pay v3 and Alipay adapters against local fake providers with generated keys: signed requests checked
// by the fakes, signed answers and callbacks checked by the server, replays and forgeries settled at most once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVerify } from 'node:crypto'
import { harness, DB_LABEL, type Harness } from './helpers'
import { fakeAlipay, fakeWechatPay } from './fake-pay'
import { adminToken, skuByCode } from './shop-helpers'
import { alipaySignContent, alipayVerify } from '../../server/src/payments/alipay'
import { wechatDecrypt } from '../../server/src/payments/wechat'
import { fenToYuan, yuanToFen } from '../../server/src/commerce/money'

describe(`payment providers (${DB_LABEL})`, () => {
  let h: Harness
  let wx: Awaited<ReturnType<typeof fakeWechatPay>>
  let ali: Awaited<ReturnType<typeof fakeAlipay>>
  beforeAll(async () => {
    wx = await fakeWechatPay()
    ali = await fakeAlipay()
    h = await harness({ payments: { providers: ['wechat', 'alipay'], notifyBase: 'https://xp.example.com/', wechat: wx.config, alipay: ali.config } })
  })
  afterAll(async () => {
    await h?.close()
    await wx?.close()
    await ali?.close()
  })

  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num as number
  const notify = (provider: string, headers: Record<string, string>, payload: string) =>
    h.raw({ method: 'POST', url: `/api/Pay/Notify/${provider}`, headers, payload })
  const nowS = () => Math.floor(h.clock.now / 1000)

  it('Payable: real providers are not local; the sandbox route is off', async () => {
    expect((await h.call('/Pay/Payable', {})).data).toMatchObject({ payable: true, is_local: false, channels: ['wechat_h5', 'alipay_h5'] })
    const r = await notify('sandbox', { 'content-type': 'application/json' }, '{}')
    expect(r.statusCode).toBe(404)
  })

  it('WeChat H5: a signed order request, a verified callback credits once; replays and forgeries do not', async () => {
    const { token } = await h.login('wx-h5@example.com')
    const pack = await skuByCode(h, 'coin-60')
    const r = await h.call('/Pay/GetWeiXinPaymentH5', { sku_id: pack.id }, token)
    expect(r.code).toBe(0)
    expect(r.data.params.h5_url).toContain(`prepay_id=wx${r.data.payment_no}`)
    const req = wx.seen.at(-1)!
    expect(req).toMatchObject({ path: '/v3/pay/transactions/h5', signatureValid: true, mchid: '1900000109' })
    expect(req.body).toMatchObject({
      appid: 'wxd678efh567hg6787',
      out_trade_no: r.data.payment_no,
      notify_url: 'https://xp.example.com/api/Pay/Notify/wechat',
      amount: { total: 600, currency: 'CNY' },
      scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
    })
    // time_expire: the order's expiry (30 minutes on), RFC 3339 in China time.
    expect(req.body.time_expire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    expect(Date.parse(req.body.time_expire as string)).toBe(Math.floor((h.clock.now + 30 * 60_000) / 1000) * 1000)
    expect(r.data.order.status).toBe('created')

    const pay = { out_trade_no: r.data.payment_no, total: 600 }
    // Forgeries first: wrong key, unknown serial, stale timestamp, tampered body, wrong amount.
    const forged = wx.callback(pay, { tsS: nowS(), signWith: wx.otherKey() })
    expect((await notify('wechat', forged.headers, forged.body)).statusCode).toBe(400)
    const serial = wx.callback(pay, { tsS: nowS(), serial: 'OTHER' })
    expect((await notify('wechat', serial.headers, serial.body)).statusCode).toBe(400)
    const stale = wx.callback(pay, { tsS: nowS() - 301 })
    expect((await notify('wechat', stale.headers, stale.body)).statusCode).toBe(400)
    const good = wx.callback(pay, { tsS: nowS(), eventId: 'EV-wx-1' })
    const tampered = good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "')
    expect((await notify('wechat', good.headers, tampered)).statusCode).toBe(400)
    const cheap = wx.callback({ ...pay, total: 1 }, { tsS: nowS() })
    const cheapRes = await notify('wechat', cheap.headers, cheap.body)
    expect(cheapRes.statusCode).toBe(400)
    expect(cheapRes.json()).toMatchObject({ code: 'FAIL' })
    const other = wx.callback({ ...pay, mchid: '1900000999' }, { tsS: nowS() })
    expect((await notify('wechat', other.headers, other.body)).statusCode).toBe(400)
    expect(await coins(token)).toBe(500)

    // The real one, then its replay, then the same payment under a new event id: credited once.
    expect((await notify('wechat', good.headers, good.body)).statusCode).toBe(204)
    expect(await coins(token)).toBe(560)
    expect((await notify('wechat', good.headers, good.body)).statusCode).toBe(204)
    const again = wx.callback(pay, { tsS: nowS(), eventId: 'EV-wx-2' })
    expect((await notify('wechat', again.headers, again.body)).statusCode).toBe(204)
    const both = await Promise.all([0, 1, 2].map(() => notify('wechat', good.headers, good.body)))
    expect(both.map((x) => x.statusCode)).toEqual([204, 204, 204])
    expect(await coins(token)).toBe(560)
    const info = await h.call('/Order/Info', { order_no: r.data.order_no }, token)
    expect(info.data).toMatchObject({ status: 'completed', payments: [{ status: 'succeeded' }] })
    const events = await h.app.services.db.query<{ outcome: string }>('SELECT outcome FROM payment_events WHERE payment_no = $1 ORDER BY id', [
      r.data.payment_no,
    ])
    expect(events.rows.map((e) => e.outcome)).toEqual(['amount_mismatch', 'settled', 'already_settled'])
    // The replay window: the very same callback, resent after five minutes, is refused before it is read.
    h.clock.advance(6 * 60_000)
    expect((await notify('wechat', good.headers, good.body)).statusCode).toBe(400)
  })

  it('the callback resource decrypts with the API v3 key only (AES-256-GCM tag checked)', () => {
    const c = wx.callback({ out_trade_no: 'P1', total: 5 }, { tsS: 1 })
    const r = JSON.parse(c.body).resource
    expect(JSON.parse(wechatDecrypt(wx.config.apiV3Key, r))).toMatchObject({ out_trade_no: 'P1', amount: { total: 5 } })
    expect(() => wechatDecrypt('x'.repeat(32), r)).toThrow()
    expect(() => wechatDecrypt(wx.config.apiV3Key, { ...r, associated_data: 'other' })).toThrow()
  })

  it('WeChat JSAPI: prepay_id and paySign verifiable with the merchant key; no openid, an error or a forged answer fail the payment', async () => {
    const { token } = await h.login('wx-js@example.com')
    const pack = await skuByCode(h, 'coin-300')
    const openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
    const r = await h.call('/Pay/GetWeiXinPaymentJs', { sku_id: pack.id, openid }, token)
    expect(r.code).toBe(0)
    expect(wx.seen.at(-1)).toMatchObject({
      path: '/v3/pay/transactions/jsapi',
      signatureValid: true,
      body: { payer: { openid }, appid: 'wxd678efh567hg6787' },
    })
    const p = r.data.params
    expect(p).toMatchObject({ appId: 'wxd678efh567hg6787', package: `prepay_id=wx${r.data.payment_no}`, signType: 'RSA' })
    const msg = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(createVerify('RSA-SHA256').update(msg).verify(wx.merchantPublicKey, p.paySign, 'base64')).toBe(true)

    // No openid (no mini-program login either): refused, the attempt marked failed.
    const noOpenid = await h.call('/Pay/GetWeiXinPaymentJsAgain', { order_no: r.data.order_no }, token)
    expect(noOpenid.code).toBe(1016)
    wx.mode.answer = 'error'
    const err = await h.call('/Pay/GetWeiXinPaymentJsAgain', { order_no: r.data.order_no, openid }, token)
    expect(err).toMatchObject({ code: 1016, msg: expect.stringContaining('参数错误') })
    wx.mode.answer = 'bad-signature'
    const forged = await h.call('/Pay/GetWeiXinPaymentH5ForOrder', { order_no: r.data.order_no }, token)
    expect(forged).toMatchObject({ code: 1016, msg: expect.stringContaining('签名无效') })
    wx.mode.answer = 'ok'
    const info = await h.call('/Order/Info', { order_no: r.data.order_no }, token)
    expect(info.data.status).toBe('created')
    expect(info.data.payments.map((x: { status: string }) => x.status)).toEqual(['closed', 'closed', 'closed', 'failed'])
    // A success for a closed attempt is acknowledged but settles nothing (kept for a manual refund).
    const late = wx.callback({ out_trade_no: r.data.payment_no, total: 3000 }, { tsS: nowS() })
    expect((await notify('wechat', late.headers, late.body)).statusCode).toBe(204)
    expect(await coins(token)).toBe(500)
    expect((await h.call('/Order/Info', { order_no: r.data.order_no }, token)).data.status).toBe('created')
  })

  it('Alipay H5: the pay URL carries a valid RSA2 signature; notifications are verified and settle once', async () => {
    const { token } = await h.login('ali@example.com')
    const pack = await skuByCode(h, 'coin-680')
    const r = await h.call('/Pay/GetAliPaymentH5', { sku_id: pack.id, return_url: 'https://xp.example.com/#/pages/mine/index' }, token)
    expect(r.code).toBe(0)
    const url: string = r.data.params.pay_url
    const checked = await (await fetch(url)).json()
    expect(checked).toMatchObject({ verified: true, biz: { out_trade_no: r.data.payment_no, total_amount: '68.00', product_code: 'QUICK_WAP_WAY' } })
    const tamperedUrl = url.replace(encodeURIComponent('"68.00"'), encodeURIComponent('"0.01"'))
    expect(tamperedUrl).not.toBe(url)
    expect((await (await fetch(tamperedUrl)).json()).verified).toBe(false)

    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const fields = { out_trade_no: r.data.payment_no, total_amount: '68.00' }
    const forged = await notify('alipay', form, ali.notify(fields, ali.otherKey()))
    expect(forged.body).toBe('fail')
    expect((await notify('alipay', form, ali.notify({ ...fields, app_id: '2021000000000000' }))).body).toBe('fail')
    expect((await notify('alipay', form, ali.notify({ ...fields, total_amount: '0.01' }))).body).toBe('fail')
    expect((await notify('alipay', form, ali.notify({ ...fields, trade_status: 'WAIT_BUYER_PAY' }))).body).toBe('success')
    expect(await coins(token)).toBe(500)
    const good = ali.notify(fields)
    const tampered = good.replace('trade_status=TRADE_SUCCESS', 'trade_status=TRADE_FINISHED')
    expect((await notify('alipay', form, tampered)).body).toBe('fail')
    expect((await notify('alipay', form, good)).body).toBe('success')
    expect((await notify('alipay', form, good)).body).toBe('success')
    expect((await notify('alipay', form, ali.notify(fields))).body).toBe('success')
    expect(await coins(token)).toBe(1180)
    expect((await notify('alipay', form, 'garbage=%E0%A4%A')).body).toBe('fail')
    expect((await notify('alipay', form, '')).body).toBe('fail')
  })

  it('Alipay TRADE_CLOSED marks a pending attempt failed; the order can still be paid', async () => {
    const { token } = await h.login('ali-closed@example.com')
    const pack = await skuByCode(h, 'coin-60')
    const r = await h.call('/Pay/GetAliPaymentH5', { sku_id: pack.id }, token)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(
      (await notify('alipay', form, ali.notify({ out_trade_no: r.data.payment_no, total_amount: '6.00', trade_status: 'TRADE_CLOSED' }))).body,
    ).toBe('success')
    const info = await h.call('/Order/Info', { order_no: r.data.order_no }, token)
    expect(info.data).toMatchObject({ status: 'created', payments: [{ status: 'failed' }] })
    expect((await h.call('/Pay/GetAliPaymentH5Again', { order_no: r.data.order_no }, token)).code).toBe(0)
  })

  it('callbacks with garbage bodies, headers or content types are refused, never HTTP 500', async () => {
    const ts = String(nowS())
    const headers = [
      {},
      { 'content-type': 'application/json' },
      {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-serial': wx.config.platformSerial,
        'wechatpay-signature': '!!',
        'wechatpay-nonce': 'n',
      },
      { 'content-type': 'text/plain', 'wechatpay-timestamp': 'x'.repeat(100) },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ]
    const bodies = ['', '{', 'null', '[]', '{"resource":{}}', 'sign_type=RSA2&sign=abc', 'a=%ZZ', '\u0000', 'x'.repeat(70_000)]
    for (const provider of ['wechat', 'alipay', 'sandbox', 'other']) {
      for (const hd of headers) {
        for (const payload of bodies) {
          const r = await notify(provider, hd as Record<string, string>, payload)
          expect(r.statusCode, `${provider} ${payload.slice(0, 20)}`).not.toBe(500)
          if (provider === 'wechat' && payload.length < 1000) expect(r.statusCode).toBe(400)
          if (provider === 'alipay' && payload.length < 1000) expect(r.body).toBe('fail')
        }
      }
    }
  })

  it('admin income per day and month counts provider payments and ledger coins', async () => {
    const admin = await adminToken(h, 'ledger-boss@example.com')
    const day = new Date(h.clock.now + 8 * 3600_000).toISOString().slice(0, 10)
    const daily = await h.call('/Admin/IncomeDaily', { from: '2025-01-14', to: day }, admin)
    const total = daily.data.list.reduce((s: number, d: { income_fen: number }) => s + d.income_fen, 0)
    expect(total).toBe(600 + 6800)
    expect(daily.data.list.reduce((s: number, d: { coins_sold: number }) => s + d.coins_sold, 0)).toBe(60 + 680)
    const monthly = await h.call('/Admin/IncomeMonthly', { from: '2025-01', to: '2025-01' }, admin)
    expect(monthly.data.list).toEqual([expect.objectContaining({ period: '2025-01', income_fen: 7400, payments: 2, coins_sold: 740 })])
  })
})

describe('signing helpers', () => {
  it('Alipay sign content: sorted, empty values and sign left out, values unencoded', () => {
    expect(alipaySignContent({ b: '2', a: '1 & 2', sign: 'x', c: '' })).toBe('a=1 & 2&b=2')
    expect(alipayVerify('not a key', { sign: 'x' })).toBe(false)
  })

  it('fen and yuan convert exactly', () => {
    expect([0, 1, 10, 600, 6800, 123456].map(fenToYuan)).toEqual(['0.00', '0.01', '0.10', '6.00', '68.00', '1234.56'])
    expect(['68.00', '68', '0.1', '0.01', '1.234', '-1', 'x'].map(yuanToFen)).toEqual([6800, 6800, 10, 1, null, null, null])
  })
})
