// The payment provider interface: each adapter builds the signed request for one payment and verifies the
// provider's signed callback. Amounts are fen; payment numbers are ours (out_trade_no).

import type { PayChannel, PaymentStarted } from '../../../src/api/commerce-types'

export type ProviderName = PaymentStarted['provider']
/** wechat_jsapi: in WeChat (mini-program or official account); wechat_h5: other mobile browsers. */
export type Channel = PayChannel

export interface CreateInput {
  paymentNo: string
  amountFen: number
  description: string
  channel: Channel
  /** wechat_jsapi: the payer's openid and the app it belongs to. */
  openid?: string
  app?: 'mini' | 'official'
  clientIp: string
  notifyUrl: string
  returnUrl?: string
  /** The provider refuses payment after this instant (the order's expiry). */
  expiresAt: number
  now: number
}

/** What the client needs to start paying (JSAPI parameters, an H5 URL …). */
export type PayParams = Record<string, string | number | boolean>

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface VerifiedNotify {
  /** Unique per callback event (replays carry the same one). */
  eventId: string
  paymentNo: string
  providerTxn: string
  amountFen: number
  /** true: paid; false: the provider reports a final failure (closed, revoked). */
  success: boolean
}

export interface NotifyAnswer {
  status: number
  contentType: string
  body: string
}

export interface RefundInput {
  /** Ours (out_refund_no / out_request_no), one per payment, so a retried refund is the same refund to the provider. */
  refundNo: string
  paymentNo: string
  providerTxn: string | null
  /** The payment's amount and the part given back (fen). */
  totalFen: number
  refundFen: number
  reason: string
  /** Where the provider reports the refund's outcome (WeChat Pay). */
  notifyUrl: string
  now: number
}

/** A refund's outcome as the provider reports it (notify or query). */
export interface RefundOutcome {
  refundNo: string
  status: 'succeeded' | 'processing' | 'failed'
}

export interface RefundResult {
  /** The provider's refund id. */
  providerRefundId: string
  /** succeeded: the money is on its way back; processing: accepted, the provider finishes it later. */
  status: 'succeeded' | 'processing'
}

export interface PaymentProvider {
  readonly name: ProviderName
  readonly channels: readonly Channel[]
  create(input: CreateInput): Promise<PayParams>
  /** Gives a settled payment's money back; throws ProviderError when the provider refuses. Idempotent on refundNo. */
  refund(input: RefundInput): Promise<RefundResult>
  /** Asks the provider where a refund stands (the poll for refunds left processing). */
  queryRefund(q: { refundNo: string; paymentNo: string; now: number }): Promise<RefundOutcome>
  /** A refund-result callback (WeChat Pay REFUND.*); throws NotifyRejected like verifyNotify. */
  verifyRefundNotify?(req: NotifyRequest, now: number): (RefundOutcome & { eventId: string }) | null
  /** Throws NotifyRejected when the signature, freshness or content is wrong. */
  verifyNotify(req: NotifyRequest, now: number): VerifiedNotify | null
  ack(): NotifyAnswer
  nack(message: string): NotifyAnswer
}

/** A callback refused before it touches any payment (bad signature, stale timestamp, wrong merchant …). */
export class NotifyRejected extends Error {
  name = 'NotifyRejected'
}

/** The provider answered an error or an unverifiable answer when a payment was created. */
export class ProviderError extends Error {
  name = 'ProviderError'
}

export const headerOf = (h: NotifyRequest['headers'], name: string): string => {
  const v = h[name.toLowerCase()]
  return (Array.isArray(v) ? v[0] : v) ?? ''
}
