// PAYMENT_PROVIDER=sandbox (development default): no money moves. Creating a payment yields a callback signed
// with a server-side key, which the route posts to /Pay/Notify/sandbox at once, so a sandbox payment settles
// through the same verification, replay and settlement path as a real provider's callback.
import { createHmac, randomBytes } from 'node:crypto'
import { safeEqual } from '../util/crypto'
import { headerOf, NotifyRejected, type CreateInput, type NotifyRequest, type PaymentProvider, type PayParams, type RefundInput } from './types'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

export interface SandboxCallback {
  body: string
  signature: string
}

export function createSandbox(key: string) {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  const provider: PaymentProvider & { callbackFor(p: Pick<CreateInput, 'paymentNo' | 'amountFen' | 'now'>): SandboxCallback } = {
    name: 'sandbox',
    // Stands in for every channel a real provider does not serve.
    channels: ['sandbox', 'wechat_jsapi', 'wechat_h5', 'alipay_h5'],
    callbackFor(p) {
      const body = JSON.stringify({
        event_id: randomBytes(12).toString('base64url'),
        payment_no: p.paymentNo,
        txn: `SB${randomBytes(9).toString('hex')}`,
        amount_fen: p.amountFen,
        ts: p.now,
      })
      return { body, signature: sign(body) }
    },
    async create(): Promise<PayParams> {
      return { sandbox: true }
    },
    // No money moved, so none goes back; the id is derived from our refund number (same refund, same id).
    async refund(r: RefundInput) {
      return { providerRefundId: `SBR${createHmac('sha256', key).update(r.refundNo).digest('hex').slice(0, 18)}`, status: 'succeeded' as const }
    },
    // Its refunds finish at once.
    queryRefund: async (r) => ({ refundNo: r.refundNo, status: 'succeeded' as const }),
    verifyNotify(req: NotifyRequest) {
      if (!safeEqual(headerOf(req.headers, SANDBOX_SIGNATURE_HEADER), sign(req.body))) throw new NotifyRejected('bad signature')
      const b = JSON.parse(req.body) as { event_id: string; payment_no: string; txn: string; amount_fen: number }
      return { eventId: b.event_id, paymentNo: b.payment_no, providerTxn: b.txn, amountFen: b.amount_fen, success: true }
    },
    ack: () => ({ status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }),
    nack: (message) => ({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) }),
  }
  return provider
}
