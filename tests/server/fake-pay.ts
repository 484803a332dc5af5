// Local stand-ins for WeChat Pay API v3 and the Alipay gateway, with freshly generated RSA keys. They check our
// signed requests the way the providers do, answer signed like them, and build signed callbacks.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
const sign = (pem: string, msg: string) => createSign('RSA-SHA256').update(msg, 'utf8').sign(pem, 'base64')
const verify = (pem: string, msg: string, sig: string) => {
  try {
    return createVerify('RSA-SHA256').update(msg, 'utf8').verify(pem, sig, 'base64')
  } catch {
    return false
  }
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = ''
    req.on('data', (c: Buffer) => (s += c.toString('utf8')))
    req.on('end', () => resolve(s))
  })

export interface WechatSeen {
  path: string
  signatureValid: boolean
  mchid: string
  body: Record<string, unknown>
}

export async function fakeWechatPay() {
  const merchant = rsa()
  const platform = rsa()
  const apiV3Key = randomBytes(16).toString('hex') // 32 ASCII bytes
  const seen: WechatSeen[] = []
  const mode = {
    answer: 'ok' as 'ok' | 'bad-signature' | 'error',
    /** refund_status of new refunds and of refund queries. */
    refundStatus: 'SUCCESS' as 'SUCCESS' | 'PROCESSING',
    queryStatus: 'SUCCESS' as 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED',
  }
  const platformSerial = 'PUB_KEY_ID_0114'
  const web = await listen(async (req, res) => {
    const body = await readBody(req)
    const auth = req.headers.authorization ?? ''
    const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const valid =
      auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      verify(merchant.publicKey, `${req.method}\n${req.url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`, f.signature ?? '')
    const parsed = JSON.parse(body || '{}')
    seen.push({ path: req.url ?? '', signatureValid: valid, mchid: f.mchid ?? '', body: parsed })
    const answer = !valid
      ? { status: 401, json: { code: 'SIGN_ERROR', message: '签名错误' } }
      : mode.answer === 'error'
        ? { status: 400, json: { code: 'PARAM_ERROR', message: '参数错误' } }
        : req.url === '/v3/refund/domestic/refunds'
          ? {
              status: 200,
              json: { refund_id: `5030${String(parsed.out_refund_no).slice(-12)}`, out_refund_no: parsed.out_refund_no, status: mode.refundStatus },
            }
          : req.method === 'GET' && req.url?.startsWith('/v3/refund/domestic/refunds/')
            ? { status: 200, json: { out_refund_no: decodeURIComponent(req.url.split('/').pop() ?? ''), status: mode.queryStatus } }
            : req.url?.endsWith('/h5')
              ? { status: 200, json: { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${parsed.out_trade_no}` } }
              : { status: 200, json: { prepay_id: `wx${parsed.out_trade_no}` } }
    const text = JSON.stringify(answer.json)
    const ts = String(Math.floor(Date.now() / 1000))
    const nonce = randomBytes(8).toString('hex')
    const key = mode.answer === 'bad-signature' ? rsa().privateKey : platform.privateKey
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': platformSerial,
      'wechatpay-signature': sign(key, `${ts}\n${nonce}\n${text}\n`),
    })
    res.end(text)
  })

  /** A REFUND.* callback: the refund resource encrypted and the headers signed like a transaction callback. */
  function refundCallback(
    r: { out_refund_no: string; refund_status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'; mchid?: string },
    o: { eventId?: string; tsS: number; signWith?: string },
  ) {
    const plain = JSON.stringify({
      mchid: r.mchid ?? '1900000109',
      out_refund_no: r.out_refund_no,
      refund_id: `5030${randomBytes(6).toString('hex')}`,
      refund_status: r.refund_status,
      amount: { total: 5900, refund: 5900, payer_total: 5900, payer_refund: 5900 },
    })
    return signedEvent(plain, 'refund', `REFUND.${r.refund_status}`, o)
  }

  function signedEvent(plain: string, type: string, eventType: string, o: { eventId?: string; tsS: number; signWith?: string; serial?: string }) {
    const nonce = randomBytes(6).toString('hex')
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from(type, 'utf8'))
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
    const body = JSON.stringify({
      id: o.eventId ?? `EV-${randomBytes(8).toString('hex')}`,
      create_time: '2025-01-15T12:00:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: eventType,
      resource: { original_type: type, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: type, nonce },
    })
    const ts = String(o.tsS)
    const n = randomBytes(8).toString('hex')
    const headers = {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': o.serial ?? platformSerial,
      'wechatpay-signature': sign(o.signWith ?? platform.privateKey, `${ts}\n${n}\n${body}\n`),
    }
    return { headers, body }
  }

  /** A TRANSACTION.SUCCESS callback: resource encrypted with the API v3 key, headers signed by the platform key. */
  function callback(
    tx: { out_trade_no: string; total: number; transaction_id?: string; mchid?: string },
    o: { eventId?: string; tsS: number; signWith?: string; serial?: string },
  ) {
    const plain = JSON.stringify({
      mchid: tx.mchid ?? '1900000109',
      appid: 'wxd678efh567hg6787',
      out_trade_no: tx.out_trade_no,
      transaction_id: tx.transaction_id ?? `4200000${randomBytes(6).toString('hex')}`,
      trade_type: 'MWEB',
      trade_state: 'SUCCESS',
      success_time: '2025-01-15T12:00:00+08:00',
      amount: { total: tx.total, payer_total: tx.total, currency: 'CNY', payer_currency: 'CNY' },
    })
    const nonce = randomBytes(6).toString('hex')
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from('transaction', 'utf8'))
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
    const body = JSON.stringify({
      id: o.eventId ?? `EV-${randomBytes(8).toString('hex')}`,
      create_time: '2025-01-15T12:00:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
    })
    const ts = String(o.tsS)
    const n = randomBytes(8).toString('hex')
    const headers = {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': o.serial ?? platformSerial,
      'wechatpay-signature': sign(o.signWith ?? platform.privateKey, `${ts}\n${n}\n${body}\n`),
    }
    return { headers, body }
  }

  return {
    seen,
    mode,
    merchantPublicKey: merchant.publicKey,
    otherKey: () => rsa().privateKey,
    config: {
      mchId: '1900000109',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      privateKeyPem: merchant.privateKey,
      apiV3Key,
      platformPublicKeyPem: platform.publicKey,
      platformSerial,
      appId: 'wxd678efh567hg6787',
      miniAppId: 'wx1234567890abcdef',
      apiBase: web.base,
    },
    callback,
    refundCallback,
    close: web.close,
  }
}

export async function fakeAlipay() {
  const app = rsa()
  const alipay = rsa()
  const appId = '2021000117600000'
  const content = (p: Record<string, string>, exclude: string[]) =>
    Object.keys(p)
      .filter((k) => !exclude.includes(k) && p[k] !== '')
      .sort()
      .map((k) => `${k}=${p[k]}`)
      .join('&')
  const refundsSeen: { valid: boolean; biz: Record<string, string> }[] = []
  const refundMode = { answer: 'ok' as 'ok' | 'error' }
  // GET /gateway.do?…: the cashier checks the request signature (every parameter but sign) before showing.
  // POST /gateway.do (alipay.trade.refund): a signed form; the answer object is signed by Alipay's key.
  const web = await listen(async (req, res) => {
    if (req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)))
      const valid = form.sign_type === 'RSA2' && verify(app.publicKey, content(form, ['sign']), form.sign ?? '')
      const biz = JSON.parse(form.biz_content ?? '{}') as Record<string, string>
      refundsSeen.push({ valid, biz })
      const answer = JSON.stringify(
        valid && refundMode.answer === 'ok'
          ? {
              code: '10000',
              msg: 'Success',
              trade_no: biz.trade_no ?? '2025011522001',
              out_trade_no: biz.out_trade_no,
              refund_fee: biz.refund_amount,
              fund_change: 'Y',
            }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' },
      )
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      res.end(`{"alipay_trade_refund_response":${answer},"sign":"${sign(alipay.privateKey, answer)}"}`)
      return
    }
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams)
    const valid = params.sign_type === 'RSA2' && verify(app.publicKey, content(params, ['sign']), params.sign ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ verified: valid, biz: valid ? JSON.parse(params.biz_content) : null }))
  })
  /** An asynchronous notification, signed by Alipay's key over everything but sign and sign_type. */
  function notify(fields: Record<string, string>, signWith = alipay.privateKey): string {
    const p: Record<string, string> = {
      notify_time: '2025-01-15 12:00:02',
      notify_type: 'trade_status_sync',
      notify_id: `ac05099524730693a8b330c5ecf72da${randomBytes(4).toString('hex')}`,
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: `2025011522001${randomBytes(6).toString('hex')}`,
      trade_status: 'TRADE_SUCCESS',
      buyer_pay_amount: fields.total_amount ?? '',
      ...fields,
    }
    p.sign = sign(signWith, content(p, ['sign', 'sign_type']))
    return new URLSearchParams(p).toString()
  }
  return {
    config: { appId, privateKeyPem: app.privateKey, alipayPublicKeyPem: alipay.publicKey, gateway: `${web.base}/gateway.do` },
    notify,
    refundsSeen,
    refundMode,
    otherKey: () => rsa().privateKey,
    close: web.close,
  }
}
