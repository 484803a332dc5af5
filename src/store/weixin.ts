/**
 * WeChat features the server may not have: whether to offer WeChat login (mini-program) and the messenger
 * browser's share card (JS-SDK signed by /Weixin/GetSignPackage). Both depend on /Weixin/Config.
 */
import { getSignPackage, weixinConfig } from '@/api/weixin'
import { canLoginWithMiniProgramCode, configureMessengerShare, inMessengerBrowser, signedPageUrl, type ShareContent } from '@/platform/weixin'

export interface WeixinFeatures {
  mini_login: boolean
  js_sdk: boolean
}

const NONE: WeixinFeatures = { mini_login: false, js_sdk: false }
let features: Promise<WeixinFeatures> | null = null

/** The server's WeChat features, asked once per launch (a failed answer counts as none and is asked again later). */
export function weixinFeatures(): Promise<WeixinFeatures> {
  features ??= weixinConfig().then(
    (c) => ({ mini_login: c?.mini_login === true, js_sdk: c?.js_sdk === true }),
    () => {
      features = null
      return NONE
    },
  )
  return features
}

/** Tests start each case with no cached answer. */
export function forgetWeixinFeatures(): void {
  features = null
}

/** The login page offers WeChat login only on the mini-program and only when the server can exchange the code. */
export async function weixinLoginOffered(): Promise<boolean> {
  if (!canLoginWithMiniProgramCode()) return false
  return (await weixinFeatures()).mini_login
}

/**
 * In the messenger's browser, sets the share card of the current page (title, text, link, image) through the
 * JS-SDK. Answers false, quietly, anywhere else or when the server has no official account configured.
 */
export async function setMessengerShare(share: ShareContent): Promise<boolean> {
  if (!inMessengerBrowser()) return false
  const url = signedPageUrl()
  if (!url || !(await weixinFeatures()).js_sdk) return false
  try {
    return await configureMessengerShare(await getSignPackage(url), share)
  } catch (e) {
    console.warn('share signature failed', e)
    return false
  }
}
