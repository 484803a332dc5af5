/**
 * Hands a started payment to the platform (docs/commerce.md, `params` by channel): wx.requestPayment in the
 * mini-program, WeixinJSBridge in WeChat's browser, the provider's page for H5 channels (in the system browser
 * from the native app). The sandbox has already settled the payment on the server, so there is nothing to open.
 */
import Taro from '@tarojs/taro'
import { isNativeApp, nativeShellReady } from './native/shell'
import { webPageUrl } from './share-link'

export type PaymentHandoff = 'done' | 'redirected' | 'cancelled'

type Params = Record<string, string | number | boolean>

interface JsBridge {
  invoke(name: string, args: Params, cb: (r: { err_msg?: string }) => void): void
}

function bridgePay(params: Params): Promise<PaymentHandoff> {
  const bridge = (globalThis as { WeixinJSBridge?: JsBridge }).WeixinJSBridge
  if (!bridge) return Promise.reject(new Error('WeixinJSBridge missing'))
  return new Promise((resolve, reject) => {
    bridge.invoke('getBrandWCPayRequest', params, (r) => {
      if (r.err_msg === 'get_brand_wcpay_request:ok') resolve('done')
      else if (r.err_msg === 'get_brand_wcpay_request:cancel') resolve('cancelled')
      else reject(new Error(r.err_msg ?? 'pay failed'))
    })
  })
}

async function miniProgramPay(params: Params): Promise<PaymentHandoff> {
  try {
    await Taro.requestPayment({
      timeStamp: String(params.timeStamp),
      nonceStr: String(params.nonceStr),
      package: String(params.package),
      signType: 'RSA',
      paySign: String(params.paySign),
    })
    return 'done'
  } catch (e) {
    if (/cancel/i.test(String((e as { errMsg?: string }).errMsg ?? ''))) return 'cancelled'
    throw e
  }
}

/**
 * Where a H5 provider sends the user back to: the given page (`packageC/…/index?…`) or this page (in the native
 * app, that page of the web site).
 */
export function paymentReturnUrl(pagePath?: string): string | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return undefined
  if (pagePath) return webPageUrl(pagePath) ?? undefined
  if (isNativeApp()) return webPageUrl(window.location.hash.replace(/^#\/?/, '')) ?? undefined
  return window.location.href
}

export async function handOffPayment(channel: string, params: Params): Promise<PaymentHandoff> {
  if (params.sandbox) return 'done'
  if (channel === 'wechat_jsapi') return process.env.TARO_ENV === 'weapp' ? miniProgramPay(params) : bridgePay(params)
  const url = String(params.h5_url ?? params.pay_url ?? '')
  if (!url) throw new Error(`no payment page for ${channel}`)
  // The native app pays on the provider's H5 page in the system browser (no payment SDK inside the shell).
  const native = await nativeShellReady()
  if (native) {
    await native.openExternal(url)
    return 'redirected'
  }
  if (typeof window === 'undefined') throw new Error(`no payment page for ${channel}`)
  window.location.href = url
  return 'redirected'
}
