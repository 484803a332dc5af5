// WeChat Pay API v3 (pay.weixin.qq.com/doc/v3/merchant): requests signed with the merchant key
// (WECHATPAY2-SHA256-RSA2048 over "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n"), answers and callbacks verified with
// the WeChat Pay public key over "TIMESTAMP\nNONCE\nBODY\n", callback resources decrypted with the API v3 key
// (AEAD_AES_256_GCM). JSAPI (in WeChat) and H5 (other mobile browsers) transactions.
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto'
import { chinaRfc3339 } from '../commerce/money'
import {
  headerOf,
  NotifyRejected,
  ProviderError,
  type CreateInput,
  type NotifyRequest,
  type PaymentProvider,
  type PayParams,
  type RefundInput,
} from './types'

export interface WechatPayConfig {
  mchId: string
  /** Merchant API certificate serial number. */
  serialNo: string
  privateKeyPem: string
  /** 32-byte API v3 key. */
  apiV3Key: string
  /** WeChat Pay public key (or platform certificate key) and its id / serial. */
  platformPublicKeyPem: string
  platformSerial: string
  /** Official-account app id (H5 and JSAPI in the WeChat browser). */
  appId?: string
  /** Mini-program app id (JSAPI in the mini-program). */
  miniAppId?: string
  /** https://api.mch.weixin.qq.com (tests: a local fake). */
  apiBase: string
}

/** Callbacks older or newer than this are refused (replay window). */
export const WECHAT_CLOCK_SKEW_S = 300

const nonce = () => randomBytes(16).toString('hex')

export const wechatSign = (privateKeyPem: string, message: string): string => createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64')

export function wechatVerify(publicKeyPem: string, timestamp: string, nonceStr: string, body: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonceStr}\n${body}\n`).verify(publicKeyPem, signature, 'base64')
  } catch {
    return false
  }
}

/** Decrypts a callback resource: base64(ciphertext ‖ 16-byte tag), AES-256-GCM with nonce and associated data. */
export function wechatDecrypt(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(r.ciphertext, 'base64')
  if (data.length < 17) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

export function wechatAuthorization(c: WechatPayConfig, method: string, pathWithQuery: string, body: string, timestampS: number): string {
  const n = nonce()
  const signature = wechatSign(c.privateKeyPem, `${method}\n${pathWithQuery}\n${timestampS}\n${n}\n${body}\n`)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${timestampS}",serial_no="${c.serialNo}"`
}

/** WeChat Pay refund_status → ours: CLOSED and ABNORMAL are final failures. */
const refundState = (s: unknown): 'succeeded' | 'processing' | 'failed' =>
  s === 'SUCCESS' ? 'succeeded' : s === 'PROCESSING' ? 'processing' : 'failed'

export function createWechatPay(c: WechatPayConfig): PaymentProvider {
  if (Buffer.byteLength(c.apiV3Key, 'utf8') !== 32) throw new Error('WXPAY_API_V3_KEY must be 32 bytes')

  /** A signed request (POST with a JSON body, or GET without one) and its verified answer. */
  async function call(path: string, payload: object | null, now: number): Promise<Record<string, unknown>> {
    const body = payload === null ? '' : JSON.stringify(payload)
    const method = payload === null ? 'GET' : 'POST'
    const res = await fetch(new URL(path, c.apiBase), {
      method,
      headers: {
        authorization: wechatAuthorization(c, method, path, body, Math.floor(now / 1000)),
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'xingpan-server',
      },
      body: payload === null ? undefined : body,
      signal: AbortSignal.timeout(15_000),
    }).catch((e: Error) => {
      throw new ProviderError(`微信支付无法连接：${e.message}`)
    })
    const text = await res.text()
    const ts = res.headers.get('wechatpay-timestamp') ?? ''
    const ok = wechatVerify(c.platformPublicKeyPem, ts, res.headers.get('wechatpay-nonce') ?? '', text, res.headers.get('wechatpay-signature') ?? '')
    if (!ok) throw new ProviderError('微信支付应答签名无效')
    const json = (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>
      } catch {
        return {}
      }
    })()
    if (!res.ok) throw new ProviderError(`微信支付：${String(json.message ?? res.status)}`)
    return json
  }

  /** A callback's signature, serial and freshness checked and its resource decrypted (transactions and refunds). */
  function verified(req: NotifyRequest, now: number) {
    const ts = headerOf(req.headers, 'wechatpay-timestamp')
    const serial = headerOf(req.headers, 'wechatpay-serial')
    if (serial !== c.platformSerial) throw new NotifyRejected('unknown platform serial')
    if (!/^\d{1,12}$/.test(ts) || Math.abs(Number(ts) - now / 1000) > WECHAT_CLOCK_SKEW_S) throw new NotifyRejected('stale or bad timestamp')
    const sig = headerOf(req.headers, 'wechatpay-signature')
    if (!wechatVerify(c.platformPublicKeyPem, ts, headerOf(req.headers, 'wechatpay-nonce'), req.body, sig)) throw new NotifyRejected('bad signature')
    let event: { id?: unknown; event_type?: unknown; resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown } }
    let resource: Record<string, unknown> & { amount?: { total?: unknown } }
    try {
      event = JSON.parse(req.body)
      const r = event.resource
      if (!r || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') throw new Error('no resource')
      resource = JSON.parse(wechatDecrypt(c.apiV3Key, { ciphertext: r.ciphertext, nonce: r.nonce, associated_data: String(r.associated_data ?? '') }))
    } catch (e) {
      throw new NotifyRejected(`unreadable callback: ${(e as Error).message}`)
    }
    if (typeof event.id !== 'string' || !event.id) throw new NotifyRejected('no event id')
    return { event: { ...event, id: event.id }, resource }
  }

  return {
    name: 'wechat',
    channels: ['wechat_jsapi', 'wechat_h5'],
    async create(p: CreateInput): Promise<PayParams> {
      const appId = p.channel === 'wechat_jsapi' && p.app === 'mini' ? c.miniAppId : c.appId
      if (!appId) throw new ProviderError('微信支付未配置对应的 AppID')
      const base = {
        appid: appId,
        mchid: c.mchId,
        description: p.description.slice(0, 127),
        out_trade_no: p.paymentNo,
        time_expire: chinaRfc3339(p.expiresAt),
        notify_url: p.notifyUrl,
        amount: { total: p.amountFen, currency: 'CNY' },
      }
      if (p.channel === 'wechat_h5') {
        const r = await call('/v3/pay/transactions/h5', { ...base, scene_info: { payer_client_ip: p.clientIp, h5_info: { type: 'Wap' } } }, p.now)
        if (typeof r.h5_url !== 'string') throw new ProviderError('微信支付未返回 h5_url')
        return { h5_url: r.h5_url }
      }
      if (!p.openid) throw new ProviderError('缺少 openid')
      const r = await call('/v3/pay/transactions/jsapi', { ...base, payer: { openid: p.openid } }, p.now)
      if (typeof r.prepay_id !== 'string') throw new ProviderError('微信支付未返回 prepay_id')
      // wx.requestPayment / WeixinJSBridge parameters, signed over "appId\ntimeStamp\nnonceStr\npackage\n".
      const timeStamp = String(Math.floor(p.now / 1000))
      const nonceStr = nonce()
      const pkg = `prepay_id=${r.prepay_id}`
      const paySign = wechatSign(c.privateKeyPem, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
      return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
    },
    // Domestic refunds (/v3/refund/domestic/refunds): out_refund_no makes a repeated request the same refund.
    async refund(r: RefundInput) {
      const a = await call(
        '/v3/refund/domestic/refunds',
        {
          ...(r.providerTxn ? { transaction_id: r.providerTxn } : { out_trade_no: r.paymentNo }),
          out_refund_no: r.refundNo,
          reason: r.reason.slice(0, 80),
          notify_url: r.notifyUrl,
          amount: { refund: r.refundFen, total: r.totalFen, currency: 'CNY' },
        },
        r.now,
      )
      if (typeof a.refund_id !== 'string') throw new ProviderError('微信支付未返回 refund_id')
      if (a.status === 'SUCCESS') return { providerRefundId: a.refund_id, status: 'succeeded' as const }
      if (a.status === 'PROCESSING') return { providerRefundId: a.refund_id, status: 'processing' as const }
      throw new ProviderError(`微信支付退款状态 ${String(a.status)}`)
    },
    // GET /v3/refund/domestic/refunds/{out_refund_no}: SUCCESS, PROCESSING, or CLOSED / ABNORMAL (failed).
    async queryRefund(r) {
      const a = await call(`/v3/refund/domestic/refunds/${encodeURIComponent(r.refundNo)}`, null, r.now)
      return { refundNo: r.refundNo, status: refundState(a.status) }
    },
    verifyRefundNotify(req: NotifyRequest, now: number) {
      const { event, resource } = verified(req, now)
      if (typeof event.event_type !== 'string' || !event.event_type.startsWith('REFUND.')) return null
      if (resource.mchid !== c.mchId) throw new NotifyRejected('other merchant')
      if (typeof resource.out_refund_no !== 'string') throw new NotifyRejected('incomplete refund')
      return { eventId: event.id, refundNo: resource.out_refund_no, status: refundState(resource.refund_status) }
    },
    verifyNotify(req: NotifyRequest, now: number) {
      const { event, resource: tx } = verified(req, now)
      if (event.event_type !== 'TRANSACTION.SUCCESS') return null
      if (tx.mchid !== c.mchId) throw new NotifyRejected('other merchant')
      const total = tx.amount?.total
      if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || typeof total !== 'number' || !Number.isSafeInteger(total)) {
        throw new NotifyRejected('incomplete transaction')
      }
      if (tx.trade_state !== 'SUCCESS') return null
      return { eventId: event.id, paymentNo: tx.out_trade_no, providerTxn: tx.transaction_id, amountFen: total, success: true }
    },
    ack: () => ({ status: 204, contentType: 'application/json', body: '' }),
    nack: (message) => ({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) }),
  }
}
