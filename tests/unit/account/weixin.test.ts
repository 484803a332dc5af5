import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { loginWithWeixin } from '@/store/account-actions'
import { useSession } from '@/store/session'
import { forgetWeixinFeatures, setMessengerShare, weixinLoginOffered } from '@/store/weixin'
import { JS_SDK_URL, shareIconUrl } from '@/platform/weixin'
import { freshAccountServer, info } from './fake-server'

let srv: ReturnType<typeof freshAccountServer>

beforeEach(() => {
  srv = freshAccountServer()
  forgetWeixinFeatures()
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

const features = (mini_login: boolean, js_sdk: boolean) => srv.routes.set('/Weixin/Config', () => ({ code: 0, data: { mini_login, js_sdk } }))

describe('WeChat login on the mini-program', () => {
  it('is offered on weapp when the server has the mini-program configured, and not when it has not', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    features(true, false)
    expect(await weixinLoginOffered()).toBe(true)
    forgetWeixinFeatures()
    features(false, false)
    expect(await weixinLoginOffered()).toBe(false)
  })
  it('is not offered on H5 (no wx.login there) and the server is not asked', async () => {
    vi.stubEnv('TARO_ENV', 'h5')
    features(true, true)
    expect(await weixinLoginOffered()).toBe(false)
    expect(srv.calls).toHaveLength(0)
  })
  it('a server that cannot answer counts as not configured, with no toast', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(await weixinLoginOffered()).toBe(false) // no /Weixin/Config route: HTTP 404
    expect(srv.toasts).toEqual([])
  })
  it('sends the wx.login code to User/LoginMiniAppCode and keeps the answered session', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    fake.loginCode = '071AbcWx'
    srv.routes.set('/User/LoginMiniAppCode', (b) => {
      expect(b).toEqual({ code: '071AbcWx' })
      return { code: 0, data: info(500, 'wx-token') }
    })
    expect(await loginWithWeixin()).toBe(true)
    expect(useSession.getState().loginInfo?.token).toBe('wx-token')
    expect(srv.toasts[0]).toBe('登录成功')
  })
  it('a refused wx.login says so and calls no server', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(await loginWithWeixin()).toBe(false)
    expect(srv.calls).toHaveLength(0)
    expect(srv.toasts).toEqual(['未能取得微信登录凭证，请稍后再试'])
  })
  it('the server’s 1007 (not configured) is toasted by the request layer and leaves the user logged out', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    fake.loginCode = 'c'
    srv.routes.set('/User/LoginMiniAppCode', () => ({ code: 1007, msg: '服务器未配置小程序登录' }))
    expect(await loginWithWeixin()).toBe(false)
    expect(useSession.getState().loginInfo).toBeNull()
    expect(srv.toasts).toEqual(['服务器未配置小程序登录'])
  })
})

describe('sharing in the messenger browser (JS-SDK)', () => {
  const share = { title: '星盘', desc: '我的星盘', link: 'https://xp.example.com/app/', imgUrl: 'https://xp.example.com/icon.png' }
  const PACKAGE = { appId: 'wxh5', timestamp: 1414587457, nonceStr: 'Wm3WZYTPz0wzccnW', signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' }

  /** A page in WeChat's browser; the script tag "loads" a JS-SDK double that records config and share calls. */
  function messengerPage(sdkLoads: boolean) {
    const sdk = {
      config: vi.fn(),
      ready: (fn: () => void) => fn(),
      error: vi.fn(),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
    }
    const scripts: string[] = []
    const win: Record<string, unknown> = { location: { href: 'https://xp.example.com/app/?from=a#/packageA/birth-invite/index?token=t' } }
    vi.stubEnv('TARO_ENV', 'h5')
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI' })
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', {
      createElement: () => ({}) as { src?: string; onload?: () => void; onerror?: () => void },
      head: {
        appendChild: (el: { src: string; onload: () => void; onerror: () => void }) => {
          scripts.push(el.src)
          if (sdkLoads) win.wx = sdk
          queueMicrotask(sdkLoads ? el.onload : el.onerror)
        },
      },
    })
    return { sdk, scripts }
  }

  it('outside the messenger browser nothing is loaded and the server is not asked', async () => {
    vi.stubEnv('TARO_ENV', 'h5')
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' })
    features(true, true)
    expect(await setMessengerShare(share)).toBe(false)
    expect(srv.calls).toHaveLength(0)
  })
  it('without an official account on the server, no signature is asked and no script loaded', async () => {
    const page = messengerPage(true)
    features(false, false)
    expect(await setMessengerShare(share)).toBe(false)
    expect(srv.paths()).toEqual(['/Weixin/Config'])
    expect(page.scripts).toEqual([])
  })
  it('signs the page URL up to "#", loads the SDK from WeChat’s address and sets both share cards', async () => {
    const page = messengerPage(true)
    features(false, true)
    srv.routes.set('/Weixin/GetSignPackage', (b) => {
      expect(b).toEqual({ url: 'https://xp.example.com/app/?from=a' })
      return { code: 0, data: PACKAGE }
    })
    expect(await setMessengerShare(share)).toBe(true)
    expect(page.scripts).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'])
    expect(JS_SDK_URL).toBe(page.scripts[0])
    expect(page.sdk.config).toHaveBeenCalledWith({
      debug: false,
      ...PACKAGE,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    })
    expect(page.sdk.updateAppMessageShareData).toHaveBeenCalledWith(share)
    expect(shareIconUrl()).toBe('https://xp.example.com/app/icons/icon-192.png')
    expect(page.sdk.updateTimelineShareData).toHaveBeenCalledWith({ title: share.title, link: share.link, imgUrl: share.imgUrl })
  })
})
