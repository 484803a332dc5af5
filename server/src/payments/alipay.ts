// Alipay open platform (opendocs.alipay.com): alipay.trade.wap.pay for mobile browsers. Requests are signed
// RSA2 (SHA256withRSA) over the parameters sorted by name as "k=v&k=v" (sign and empty values left out); the
// asynchronous notification is verified the same way with Alipay's public key (sign and sign_type left out).
import { createSign, createVerify } from 'node:crypto'
import { chinaDateTime, fenToYuan, yuanToFen } from '../commerce/money'
import { NotifyRejected, ProviderError, type CreateInput, type NotifyRequest, type PaymentProvider, type PayParams } from './types'

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

export function alipayVerify(publicKeyPem: string, params: Record<string, string>, exclude: readonly string[] = ['sign', 'sign_type']): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(alipaySignContent(params, exclude), 'utf8')
      .verify(publicKeyPem, params.sign ?? '', 'base64')
  } catch {
    return false
  }
}

export function createAlipay(c: AlipayConfig): PaymentProvider {
  return {
    name: 'alipay',
    channels: ['alipay_h5'],
    async create(p: CreateInput): Promise<PayParams> {
      if (p.channel !== 'alipay_h5') throw new ProviderError('支付宝只支持 H5 支付')
      const params: Record<string, string> = {
        app_id: c.appId,
        method: 'alipay.trade.wap.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: chinaDateTime(p.now),
        version: '1.0',
        notify_url: p.notifyUrl,
        ...(p.returnUrl ? { return_url: p.returnUrl } : {}),
        biz_content: JSON.stringify({
          out_trade_no: p.paymentNo,
          total_amount: fenToYuan(p.amountFen),
          subject: p.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: chinaDateTime(p.expiresAt),
        }),
      }
      params.sign = alipaySign(c.privateKeyPem, params)
      // The browser opens this URL (a GET form to the gateway) and Alipay's cashier takes over.
      const url = new URL(c.gateway)
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
      return { pay_url: url.toString() }
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
