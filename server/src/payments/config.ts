// Payment configuration: which providers are on (PAYMENT_PROVIDER), their keys, the public callback base, and
// what /Pay/Payable answers. Keys are given inline (PEM text) or as a path to a PEM file.
import { readFileSync } from 'node:fs'
import { createWechatPay, type WechatPayConfig } from './wechat'
import { createAlipay, type AlipayConfig } from './alipay'
import { createSandbox } from './sandbox'
import type { Channel, PaymentProvider, ProviderName } from './types'

export interface PaymentOptions {
  /** Providers on, e.g. ['wechat', 'alipay']; ['sandbox'] by default; [] for none. */
  providers?: ProviderName[]
  wechat?: Partial<WechatPayConfig>
  alipay?: Partial<AlipayConfig>
  /** Public https base the providers call back (https://example.com): callbacks go to <base>/api/Pay/Notify/<provider>. */
  notifyBase?: string
  /** SPEC §3 ios_payable (default false). */
  iosPayable?: boolean
  /** Unpaid orders are cancelled after this many minutes (default 30). */
  orderTtlMinutes?: number
}

export interface Payments {
  providers: Map<ProviderName, PaymentProvider>
  sandbox: ReturnType<typeof createSandbox> | null
  notifyBase: string
  iosPayable: boolean
  orderTtlMs: number
  /** The provider serving a channel: a configured real one, else the sandbox when it is on. */
  channelProvider(channel: Channel): PaymentProvider | null
}

const required = <T extends object>(what: string, cfg: Partial<T>, keys: (keyof T)[]): T => {
  const missing = keys.filter((k) => !cfg[k])
  if (missing.length) throw new Error(`${what} is on but ${missing.join(', ')} not configured (see server/README.md)`)
  return cfg as T
}

export function createPayments(o: PaymentOptions, sandboxKey: string): Payments {
  const names = o.providers ?? ['sandbox']
  const providers = new Map<ProviderName, PaymentProvider>()
  let sandbox: Payments['sandbox'] = null
  for (const name of names) {
    if (name === 'sandbox') providers.set(name, (sandbox = createSandbox(sandboxKey)))
    if (name === 'wechat') {
      const w = { apiBase: 'https://api.mch.weixin.qq.com', ...o.wechat }
      providers.set(
        name,
        createWechatPay(
          required<WechatPayConfig>('WeChat Pay', w, ['mchId', 'serialNo', 'privateKeyPem', 'apiV3Key', 'platformPublicKeyPem', 'platformSerial']),
        ),
      )
    }
    if (name === 'alipay') {
      const a = { gateway: 'https://openapi.alipay.com/gateway.do', ...o.alipay }
      providers.set(name, createAlipay(required<AlipayConfig>('Alipay', a, ['appId', 'privateKeyPem', 'alipayPublicKeyPem'])))
    }
  }
  if ((providers.has('wechat') || providers.has('alipay')) && !o.notifyBase)
    throw new Error('PAY_NOTIFY_BASE is needed for WeChat Pay and Alipay callbacks')
  return {
    providers,
    sandbox,
    notifyBase: (o.notifyBase ?? '').replace(/\/+$/, ''),
    iosPayable: o.iosPayable ?? false,
    orderTtlMs: (o.orderTtlMinutes ?? 30) * 60_000,
    channelProvider: (channel) =>
      [...providers.values()].find((p) => p.name !== 'sandbox' && p.channels.includes(channel)) ??
      (sandbox?.channels.includes(channel) ? sandbox : null),
  }
}

/** PEM text, or a path to a PEM file. */
const pem = (v?: string) => (!v ? undefined : v.includes('-----BEGIN') ? v.replace(/\\n/g, '\n') : readFileSync(v, 'utf8'))

export function paymentOptionsFromEnv(env: NodeJS.ProcessEnv): PaymentOptions {
  // The sandbox settles payments without money: the default for development only. A production server
  // (NODE_ENV=production) takes no payments until PAYMENT_PROVIDER names its providers.
  const list = (env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox'))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'none')
  for (const n of list) if (!['sandbox', 'wechat', 'alipay'].includes(n)) throw new Error(`PAYMENT_PROVIDER: unknown provider ${n}`)
  return {
    providers: list as ProviderName[],
    notifyBase: env.PAY_NOTIFY_BASE || undefined,
    iosPayable: env.PAY_IOS === '1',
    orderTtlMinutes: env.ORDER_TTL_MINUTES ? Number(env.ORDER_TTL_MINUTES) : undefined,
    wechat: {
      mchId: env.WXPAY_MCHID,
      serialNo: env.WXPAY_SERIAL_NO,
      privateKeyPem: pem(env.WXPAY_PRIVATE_KEY),
      apiV3Key: env.WXPAY_API_V3_KEY,
      platformPublicKeyPem: pem(env.WXPAY_PUBLIC_KEY),
      platformSerial: env.WXPAY_PUBLIC_KEY_ID,
      appId: env.WXPAY_APPID || env.WX_APPID,
      miniAppId: env.WECHAT_APPID || env.WX_MINI_APPID,
      ...(env.WXPAY_API_BASE ? { apiBase: env.WXPAY_API_BASE } : {}),
    },
    alipay: {
      appId: env.ALIPAY_APPID,
      privateKeyPem: pem(env.ALIPAY_PRIVATE_KEY),
      alipayPublicKeyPem: pem(env.ALIPAY_PUBLIC_KEY),
      ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
    },
  }
}
