/**
 * WeChat on each target: the mini-program's wx.login code, and in the messenger's H5 browser the JS-SDK
 * (loaded at run time from WeChat's documented address, never bundled and never loaded elsewhere).
 */
import Taro from '@tarojs/taro'

/** True on the mini-program build, where wx.login gives a code for the server's code-to-session login. */
export function canLoginWithMiniProgramCode(): boolean {
  return process.env.TARO_ENV === 'weapp'
}

/** A fresh wx.login code (valid 5 minutes, once), or null when the host refuses. */
export async function miniProgramLoginCode(): Promise<string | null> {
  if (!canLoginWithMiniProgramCode()) return null
  try {
    const r = await Taro.login()
    return r.code || null
  } catch (e) {
    console.warn('wx.login failed', e)
    return null
  }
}

/** The H5 app runs inside WeChat's own browser (its user agent names MicroMessenger). */
export function inMessengerBrowser(): boolean {
  return process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
}

/** The page URL the JS-SDK signature is made for: everything before '#' (JS-SDK documentation, appendix 1). */
export function signedPageUrl(): string | null {
  if (typeof window === 'undefined' || !window.location) return null
  return window.location.href.split('#')[0]
}

/** The app icon as an absolute URL next to the page (the share card's image), or '' off the web. */
export function shareIconUrl(): string {
  const base = signedPageUrl()
  return base ? new URL('icons/icon-192.png', base).href : ''
}

/** WeChat's documented JS-SDK address (JS-SDK documentation, step 2). The server's CSP allows this host. */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

export interface SignPackage {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

export interface ShareContent {
  title: string
  desc: string
  link: string
  imgUrl: string
}

interface JsSdk {
  config(o: SignPackage & { debug: boolean; jsApiList: string[] }): void
  ready(fn: () => void): void
  error(fn: (e: unknown) => void): void
  updateAppMessageShareData(o: ShareContent): void
  updateTimelineShareData(o: Omit<ShareContent, 'desc'>): void
}

let sdkLoading: Promise<JsSdk | null> | null = null

function loadJsSdk(): Promise<JsSdk | null> {
  if (!inMessengerBrowser() || typeof document === 'undefined') return Promise.resolve(null)
  sdkLoading ??= new Promise<JsSdk | null>((resolve) => {
    const script = document.createElement('script')
    script.src = JS_SDK_URL
    script.async = true
    script.onload = () => resolve((window as unknown as { wx?: JsSdk }).wx ?? null)
    script.onerror = () => {
      sdkLoading = null
      resolve(null)
    }
    document.head.appendChild(script)
  })
  return sdkLoading
}

/**
 * Sets what "send to chat" and "share to Moments" carry in the messenger browser's menu. Answers whether the
 * JS-SDK accepted the signature; false outside the messenger browser or when the SDK cannot load.
 */
export async function configureMessengerShare(pkg: SignPackage, share: ShareContent): Promise<boolean> {
  const wx = await loadJsSdk()
  if (!wx) return false
  return new Promise<boolean>((resolve) => {
    wx.config({ debug: false, ...pkg, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
    wx.ready(() => {
      wx.updateAppMessageShareData(share)
      wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl })
      resolve(true)
    })
    wx.error((e) => {
      console.warn('JS-SDK config refused', e)
      resolve(false)
    })
  })
}
