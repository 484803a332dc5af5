// /Pay/* (SPEC §7): payability from configuration, the coin packs, and payments by channel. Get*Payment* buys a
// coin pack (sku_id) or pays an order (order_no); *ForOrder and *Again pay an existing unpaid order (again
// closes the earlier attempt). With the sandbox provider the payment settles at once through /Pay/Notify/sandbox.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { bearerOf } from '../../plugins/auth'
import { forOrder, orderNo, payTarget, paymentNo } from '../../schemas/commerce'
import { listProducts, saleSku } from '../../repositories/shop'
import { findOrder } from '../../repositories/orders'
import { findPayment } from '../../repositories/payments'
import { findUser } from '../../repositories/users'
import { createMoneyOrder, expireDue, orderView } from '../../commerce/orders'
import { pollRefunds, REFUND_POLL_EVERY_MS } from '../../commerce/refund-outcomes'
import { startPayment } from '../../commerce/pay'
import { SANDBOX_SIGNATURE_HEADER } from '../../payments/sandbox'
import type { Channel } from '../../payments/types'
import { registerNotify } from './notify'

/** Channels a client can use: JSAPI inside WeChat (mini-program, X-App-Type mp-weixin, or its browser), else H5. */
export function channelsFor(appType: string, platform: string, userAgent: string): Channel[] {
  if (appType === 'mp-weixin' || platform === 'weixin' || /MicroMessenger/i.test(userAgent)) return ['wechat_jsapi']
  return ['wechat_h5', 'alipay_h5']
}

/** SPEC §3 payability for this caller: channels by client (SPEC §7 headers), vouchers when logged in. */
async function payability(svc: Services, req: FastifyRequest, uid: number | null) {
  const h = (name: string) => String(req.headers[name] ?? '').toLowerCase()
  const wanted = channelsFor(h('x-app-type'), h('x-platform'), h('user-agent'))
  const channels = wanted.filter((c) => svc.payments.channelProvider(c))
  const sandboxOnly = svc.payments.providers.size > 0 && [...svc.payments.providers.keys()].every((p) => p === 'sandbox')
  const vouchers = { report_voucher: 0, dice_voucher: 0, card_voucher: 0 }
  if (uid !== null) {
    const r = await svc.db.query<{ card_type: string; n: number }>(
      `SELECT card_type, count(*)::int AS n FROM user_cards WHERE uid = $1 AND status = 'active' GROUP BY card_type`,
      [uid],
    )
    for (const x of r.rows) vouchers[`${x.card_type}_voucher` as keyof typeof vouchers] = Number(x.n)
  }
  const payable = channels.length > 0
  return {
    is_local: !payable || sandboxOnly,
    payable,
    ios_payable: payable && svc.payments.iosPayable,
    ...vouchers,
    show_btn: payable,
    msg: !payable ? '当前版本暂不支持支付' : sandboxOnly ? '开发环境：支付在本地完成，不会扣款' : '',
    channels,
  }
}

export function registerPay(app: FastifyInstance, svc: Services) {
  registerNotify(app, svc)
  const timer = setInterval(
    () => void expireDue(svc.db, svc.clock()).catch((e: Error) => app.log.warn({ err: e.message }, 'order expiry failed')),
    60_000,
  )
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
  // Refunds left processing: asked about every few minutes; shutdown waits for a poll under way.
  let polling: Promise<unknown> = Promise.resolve()
  const refundTimer = setInterval(() => {
    polling = pollRefunds(svc.db, svc.payments, svc.clock()).catch((e: Error) => app.log.warn({ err: e.message }, 'refund poll failed'))
  }, REFUND_POLL_EVERY_MS)
  refundTimer.unref()
  app.addHook('onClose', async () => {
    clearInterval(refundTimer)
    await polling
  })

  defineRoute(app, svc, {
    path: '/Pay/Payable',
    input: z.unknown(),
    async handler({ req, now }) {
      // Optional login: vouchers are counted for a valid, unrevoked token; a bad one is ignored here.
      const token = bearerOf(req.headers.authorization)
      const claims = token ? await svc.jwt.verify(token, now).catch(() => null) : null
      const state = claims && (await svc.tokens.get(claims.uid))
      return payability(svc, req, claims && state && state.tokenVersion === claims.tokenVersion ? claims.uid : null)
    },
  })

  defineRoute(app, svc, {
    path: '/Pay/ProductList',
    input: z.unknown(),
    handler: async () => ({ list: await listProducts(svc.db, { kind: 'coin_pack' }) }),
  })

  const routes: [string, Channel, 'target' | 'order'][] = [
    ['/Pay/GetWeiXinPaymentJs', 'wechat_jsapi', 'target'],
    ['/Pay/GetWeiXinPaymentH5', 'wechat_h5', 'target'],
    ['/Pay/GetAliPaymentH5', 'alipay_h5', 'target'],
    ['/Pay/GetWeiXinPaymentJsAgain', 'wechat_jsapi', 'order'],
    ['/Pay/GetWeiXinPaymentH5Again', 'wechat_h5', 'order'],
    ['/Pay/GetAliPaymentH5Again', 'alipay_h5', 'order'],
    ['/Pay/GetWeiXinPaymentJsForOrder', 'wechat_jsapi', 'order'],
    ['/Pay/GetWeiXinPaymentH5ForOrder', 'wechat_h5', 'order'],
    ['/Pay/GetAliPaymentH5ForOrder', 'alipay_h5', 'order'],
  ]
  for (const [path, channel, shape] of routes) {
    defineRoute(app, svc, {
      path,
      input: shape === 'target' ? payTarget : forOrder,
      auth: true,
      async handler({ input, user, req, ip, now }) {
        const uid = user!.uid
        const body = input as z.output<typeof payTarget>
        if (!svc.payments.channelProvider(channel)) throw new ApiError(Codes.NOT_PAYABLE, '当前不支持这种支付方式')
        let no = body.order_no
        if (body.sku_id !== undefined) {
          const skuId = body.sku_id
          const o = await svc.db.tx(async (q) => {
            const sku = await saleSku(q, skuId, true)
            if (!sku || !sku.on_sale || !sku.product_on_sale) throw new ApiError(Codes.NOT_FOR_SALE, '商品不存在或已下架')
            if (sku.kind !== 'coin_pack' || !sku.price_fen) throw new ApiError(Codes.NOT_FOR_SALE, '这里只能购买星币')
            const lines = [{ sku, qty: 1 }]
            return createMoneyOrder(q, {
              uid,
              kind: 'coin_pack',
              lines,
              address: null,
              requestId: body.request_id ?? null,
              now,
              ttlMs: svc.payments.orderTtlMs,
            })
          })
          no = o.order_no
        }
        // JSAPI without an official-account openid: the mini-program login's openid.
        let openid = body.openid
        if (channel === 'wechat_jsapi' && !openid) openid = (await findUser(svc.db, 'uid', uid))?.mini_openid ?? undefined
        const started = await startPayment(svc, {
          uid,
          orderNo: no!,
          channel,
          openid,
          app: body.openid ? 'official' : 'mini',
          clientIp: ip,
          returnUrl: body.return_url,
          now,
        })
        const sandbox = svc.payments.sandbox
        if (started.provider === 'sandbox' && sandbox) {
          const cb = sandbox.callbackFor({ paymentNo: started.payment_no, amountFen: started.amount_fen, now })
          await req.server.inject({
            method: 'POST',
            url: '/api/Pay/Notify/sandbox',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: cb.signature },
            payload: cb.body,
          })
        }
        const order = await findOrder(svc.db, started.order_no, uid)
        return { ...started, order: order && (await orderView(svc.db, order)) }
      },
    })
  }

  defineRoute(app, svc, {
    path: '/Pay/Query',
    input: z.union([z.object({ payment_no: paymentNo }), z.object({ order_no: orderNo })]),
    auth: true,
    async handler({ input, user, now }) {
      await expireDue(svc.db, now)
      let no = 'order_no' in input ? input.order_no : null
      if ('payment_no' in input) {
        const p = await findPayment(svc.db, input.payment_no)
        if (!p || p.uid !== user!.uid) throw new ApiError(Codes.RECORD_NOT_FOUND, '支付记录不存在')
        const o = await svc.db.query<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [p.order_id])
        no = o.rows[0].order_no
      }
      const order = await findOrder(svc.db, no!, user!.uid)
      if (!order) throw new ApiError(Codes.RECORD_NOT_FOUND, '订单不存在')
      return orderView(svc.db, order)
    },
  })
}
