// Provider callbacks: POST /api/Pay/Notify/<provider>. The body is read as text (signatures cover the exact
// bytes), verified by the provider's adapter, then settled (commerce/pay.ts). Answers are in the provider's own
// format, never the {code, msg, data} envelope: WeChat Pay 204 or 4xx {code, message}, Alipay "success"/"fail".
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { envelope } from '../../util/http'
import { Codes } from '../../util/errors'
import { settle } from '../../commerce/pay'
import { settleRefund } from '../../commerce/refund-outcomes'
import { NotifyRejected, type ProviderName } from '../../payments/types'

export function registerNotify(app: FastifyInstance, svc: Services) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body))
    for (const name of ['sandbox', 'wechat', 'alipay'] as const satisfies readonly ProviderName[]) {
      scope.post(`/api/Pay/Notify/${name}`, async (req, reply) => {
        const provider = svc.payments.providers.get(name)
        if (!provider) return reply.code(404).send(envelope(Codes.NOT_FOUND, `支付渠道 ${name} 未开启`))
        const body = typeof req.body === 'string' ? req.body : ''
        const now = svc.clock()
        const answer = (a: { status: number; contentType: string; body: string }) => reply.code(a.status).type(a.contentType).send(a.body)
        let verified
        try {
          verified = provider.verifyNotify({ headers: req.headers, body }, now)
        } catch (e) {
          const why = e instanceof NotifyRejected ? e.message : 'unreadable callback'
          req.log.warn({ provider: name, why }, 'payment callback refused')
          return answer(provider.nack('签名验证失败'))
        }
        const r = await settle(svc.db, name, verified, body, now)
        req.log.info({ provider: name, payment: verified?.paymentNo, outcome: r.outcome }, 'payment callback')
        return answer(r.ack ? provider.ack() : provider.nack(r.outcome))
      })
      // Refund results (WeChat Pay REFUND.SUCCESS / ABNORMAL / CLOSED): settled once, a replay changes nothing.
      scope.post(`/api/Pay/RefundNotify/${name}`, async (req, reply) => {
        const provider = svc.payments.providers.get(name)
        if (!provider?.verifyRefundNotify) return reply.code(404).send(envelope(Codes.NOT_FOUND, `支付渠道 ${name} 没有退款通知`))
        const now = svc.clock()
        const answer = (a: { status: number; contentType: string; body: string }) => reply.code(a.status).type(a.contentType).send(a.body)
        let verified
        try {
          verified = provider.verifyRefundNotify({ headers: req.headers, body: typeof req.body === 'string' ? req.body : '' }, now)
        } catch (e) {
          req.log.warn({ provider: name, why: e instanceof NotifyRejected ? e.message : 'unreadable callback' }, 'refund callback refused')
          return answer(provider.nack('签名验证失败'))
        }
        const outcome = verified ? await settleRefund(svc.db, verified, now) : 'ignored'
        req.log.info({ provider: name, refund: verified?.refundNo, outcome }, 'refund callback')
        return answer(provider.ack())
      })
    }
  })
}
