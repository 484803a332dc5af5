// Alipay open platform (opendocs.alipay.com): alipay.trade.wap.pay for mobile browsers. Requests are signed
// RSA2 (SHA256withRSA) over the parameters sorted by name as "k=v&k=v" (sign and empty values left out); the
// asynchronous notification is verified the same way with Alipay's public key (sign and sign_type left out).
import { createSign, createVerify } from 'node:crypto'
import { chinaDateTime, fenToYuan, yuanToFen } from '../commerce/money'
import { NotifyRejected, ProviderError, type CreateInput, type NotifyRequest, type PaymentProvider, type PayParams, type RefundInput } from './types'

export interface AlipayConfig {
  appId: string
  /** The application's private key (PKCS#1 or PKCS#8 PEM). */
  privateKeyPem: string
  /** Alipay's public key (PEM). */
  alipayPublicKeyPem: string
  /** https://openapi.alipay.com/gateway.do (tests: a local fake). */
  gateway: string
}

/** The string both sides sign: every non-empty parameter except those excluded, sorted by name, unencoded. */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export const alipaySign = (privateKeyPem: string, params: Record<string, string>): string =>
  createSign('RSA-SHA256').update(alipaySignContent(params), 'utf8').sign(privateKeyPem, 'base64')

export const alipayVerify = (publicKeyPem: string, params: Record<string, string>, exclude: readonly string[] = ['sign', 'sign_type']): boolean =>
  alipayVerifyText(publicKeyPem, alipaySignContent(params, exclude), params.sign ?? '')

/** The answer object's JSON text exactly as sent: Alipay signs it, not the parsed value. */
export function alipayAnswerText(body: string, key: string): string | null {
  const m = new RegExp(`"${key}"\\s*:\\s*(\\{[\\s\\S]*\\})\\s*,\\s*"sign"\\s*:`).exec(body)
  return m ? m[1] : null
}

export function alipayVerifyText(publicKeyPem: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64')
  } catch {
    return false
  }
}

export function createAlipay(c: AlipayConfig): PaymentProvider {
  const signed = (method: string, bizContent: object, now: number, extra: Record<string, string> = {}): Record<string, string> => {
    const params: Record<string, string> = {
      ...extra,
      app_id: c.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(now),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
    }
    params.sign = alipaySign(c.privateKeyPem, params)
    return params
  }
  /** A signed gateway call; the answer object verified with Alipay's key, code 10000 required. */
  async function gateway(method: string, biz: object, now: number): Promise<Record<string, string | undefined>> {
    const res = await fetch(c.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signed(method, biz, now)).toString(),
      signal: AbortSignal.timeout(15_000),
    }).catch((e: Error) => {
      throw new ProviderError(`支付宝无法连接：${e.message}`)
    })
    const text = await res.text()
    const answer = alipayAnswerText(text, `${method.replace(/\./g, '_')}_response`)
    let sign = ''
    try {
      sign = String((JSON.parse(text) as { sign?: unknown }).sign ?? '')
    } catch {
      // left empty: the check below refuses it
    }
    if (!answer || !alipayVerifyText(c.alipayPublicKeyPem, answer, sign)) throw new ProviderError('支付宝应答签名无效')
    const a = JSON.parse(answer) as Record<string, string | undefined>
    if (a.code !== '10000') throw new ProviderError(`支付宝：${a.sub_msg ?? a.msg ?? a.code ?? '请求失败'}`)
    return a
  }

  return {
    name: 'alipay',
    channels: ['alipay_h5'],
    async create(p: CreateInput): Promise<PayParams> {
      if (p.channel !== 'alipay_h5') throw new ProviderError('支付宝只支持 H5 支付')
      const params = signed(
        'alipay.trade.wap.pay',
        {
          out_trade_no: p.paymentNo,
          total_amount: fenToYuan(p.amountFen),
          subject: p.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: chinaDateTime(p.expiresAt),
        },
        p.now,
        { notify_url: p.notifyUrl, ...(p.returnUrl ? { return_url: p.returnUrl } : {}) },
      )
      // The browser opens this URL (a GET form to the gateway) and Alipay's cashier takes over.
      const url = new URL(c.gateway)
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
      return { pay_url: url.toString() }
    },
    // alipay.trade.refund: a server-to-server call; out_request_no makes a repeated request the same refund.
    async refund(r: RefundInput) {
      const a = await gateway(
        'alipay.trade.refund',
        {
          out_trade_no: r.paymentNo,
          ...(r.providerTxn ? { trade_no: r.providerTxn } : {}),
          refund_amount: fenToYuan(r.refundFen),
          out_request_no: r.refundNo,
          refund_reason: r.reason.slice(0, 256),
        },
        r.now,
      )
      return { providerRefundId: `${a.trade_no ?? r.providerTxn ?? r.paymentNo}:${r.refundNo}`, status: 'succeeded' as const }
    },
    // alipay.trade.fastpay.refund.query: REFUND_SUCCESS is done; no refund_status means not (yet) refunded.
    async queryRefund(r) {
      const a = await gateway('alipay.trade.fastpay.refund.query', { out_trade_no: r.paymentNo, out_request_no: r.refundNo }, r.now)
      return { refundNo: r.refundNo, status: a.refund_status === 'REFUND_SUCCESS' ? ('succeeded' as const) : ('processing' as const) }
    },
    verifyNotify(req: NotifyRequest) {
      const params: Record<string, string> = {}
      for (const [k, v] of new URLSearchParams(req.body)) params[k] = v
      if (params.sign_type !== 'RSA2') throw new NotifyRejected('sign_type must be RSA2')
      if (!alipayVerify(c.alipayPublicKeyPem, params)) throw new NotifyRejected('bad signature')
      if (params.app_id !== c.appId) throw new NotifyRejected('other app')
      if (!params.notify_id || !params.out_trade_no || !params.trade_no) throw new NotifyRejected('incomplete notification')
      const amountFen = yuanToFen(params.total_amount ?? '')
      if (amountFen === null) throw new NotifyRejected('bad total_amount')
      const status = params.trade_status
      const base = { eventId: params.notify_id, paymentNo: params.out_trade_no, providerTxn: params.trade_no, amountFen }
      if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') return { ...base, success: true }
      if (status === 'TRADE_CLOSED') return { ...base, success: false }
      return null
    },
    ack: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' }),
    nack: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'fail' }),
  }
}
