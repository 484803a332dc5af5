import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

// The H5 app inside WeChat's browser: sharing through the JS-SDK, signed by the real server against a fake
// WeChat API on 127.0.0.1. The SDK file itself is answered by a stand-in at WeChat's documented address.
const visible = '.page-shell:visible'
const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
// The jsapi_ticket of WeChat's published signature example (JS-SDK documentation, appendix 1).
const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN'
const FAKE_SDK = `window.wx = {
  config: function (o) { window.__wxConfig = o },
  ready: function (fn) { setTimeout(fn, 0) },
  error: function () {},
  updateAppMessageShareData: function (o) { window.__wxShare = o },
  updateTimelineShareData: function (o) { window.__wxTimeline = o },
}`

function fakeWeixinApi(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x')
    res.setHeader('content-type', 'application/json')
    if (u.pathname === '/cgi-bin/token') res.end(JSON.stringify({ access_token: 'ACCESS', expires_in: 7200 }))
    else if (u.pathname === '/cgi-bin/ticket/getticket') res.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: TICKET, expires_in: 7200 }))
    else res.writeHead(404).end('{}')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  )
}

async function codeFromOutbox(dir: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8')
      const m = /验证码是 (\d{6})/.exec(text)
      if (text.includes(`To: ${email}`) && m) return m[1]
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${email}`)
}

describe('WeChat browser (H5): JS-SDK share card', () => {
  let app: App
  let wx: Awaited<ReturnType<typeof fakeWeixinApi>>
  const sdkRequests: string[] = []
  beforeAll(async () => {
    wx = await fakeWeixinApi()
    app = await startApp({
      userAgent: WECHAT_UA,
      server: { weixin: { apiBase: wx.base, appId: 'wxh5test', secret: 'h5-secret' }, rateLimits: 'relaxed' },
    })
    await app.page.route(SDK_URL, async (route) => {
      sdkRequests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK })
    })
  })
  afterAll(async () => {
    await app?.close()
    wx?.server.close()
  })

  it('the login page offers no WeChat button on H5 (wx.login is the mini-program’s)', async () => {
    await app.open('packageA/login/index')
    expect(await app.page.locator(`${visible} [data-testid="login-submit"]`).count()).toBe(1)
    expect(await app.page.locator(`${visible} [data-testid="login-weixin"]`).count()).toBe(0)
    expect(sdkRequests).toEqual([]) // the SDK loads only when something is shared
  })

  it('an invite sets the share card through the JS-SDK with the server’s signature for this page', async () => {
    const email = 'wx-share@example.com'
    await app.page.locator(`${visible} input[data-testid="login-email"], ${visible} [data-testid="login-email"] input`).first().fill(email)
    await app.page.locator(`${visible} [data-testid="login-send"]`).first().click()
    const code = await codeFromOutbox(app.outboxDir!, email)
    await app.page.locator(`${visible} input[data-testid="login-code"], ${visible} [data-testid="login-code"] input`).first().fill(code)
    await app.page.locator(`${visible} [data-testid="login-submit"]`).first().click()
    await app.page.waitForTimeout(1200)

    await app.open('packageA/birth-invite/index')
    await app.page.locator(`${visible} [data-testid="invite-create"]`).first().click()
    await app.page.waitForFunction(() => !!(window as unknown as { __wxShare?: unknown }).__wxShare, undefined, { timeout: 10_000 })
    const got = (await app.page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      return { config: w.__wxConfig, share: w.__wxShare, timeline: w.__wxTimeline, href: location.href }
    })) as {
      config: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[]; debug: boolean }
      share: { title: string; desc: string; link: string; imgUrl: string }
      timeline: { title: string; link: string }
      href: string
    }
    expect(sdkRequests).toEqual([SDK_URL])
    expect(got.config.appId).toBe('wxh5test')
    expect(got.config.debug).toBe(false)
    expect(got.config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData'])
    // The signature, recomputed here by the documented rule: sha1 of the four fields, the URL cut at '#'.
    const plain = `jsapi_ticket=${TICKET}&noncestr=${got.config.nonceStr}&timestamp=${got.config.timestamp}&url=${got.href.split('#')[0]}`
    expect(got.config.signature).toBe(createHash('sha1').update(plain).digest('hex'))
    const shown = await app.page.locator(`${visible} [data-testid="invite-link"]`).innerText()
    expect(got.share.link).toBe(shown.trim())
    expect(got.share.link).toMatch(/#\/packageA\/birth-editor\/index\?invite=[A-Za-z0-9]{16,64}$/)
    expect(got.share.imgUrl).toBe(new URL('icons/icon-192.png', got.href.split('#')[0]).href)
    expect(got.timeline).toEqual({ title: got.share.title, link: got.share.link, imgUrl: got.share.imgUrl })
    expect(app.errors).toEqual([])
    await app.shot('weixin-invite-share-light')
  })
})

describe('login prompt, confirm mode (SPEC §6): 我的 → 邀请录入 while logged out', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ server: { rateLimits: 'relaxed' } })
  })
  afterAll(async () => app?.close())

  it('asks first, and after login lands on the invite page itself', async () => {
    await app.open('pages/mine/mine')
    await app.page.locator(`${visible} [data-testid="mine-birth-invite"]`).first().click()
    // Taro H5's showModal: the root box has no size; its confirm button (.taro-model__confirm, sic) shows it is up.
    await app.page.locator('.taro__modal .taro-model__confirm').last().waitFor({ state: 'visible', timeout: 5_000 })
    expect(await bodyText(app.page)).toContain('该功能需要先进行登录，是否登录？')
    await app.page.waitForTimeout(500) // the modal's fade-in
    await app.shot('login-prompt-confirm-light')
    await app.page.locator('.taro__modal .taro-model__confirm').last().click()
    await app.page.waitForTimeout(900)
    expect(await app.page.locator(`${visible} .nav-bar__title`).first().innerText()).toBe('登录')
    const email = 'prompt@example.com'
    await app.page.locator(`${visible} input[data-testid="login-email"], ${visible} [data-testid="login-email"] input`).first().fill(email)
    await app.page.locator(`${visible} [data-testid="login-send"]`).first().click()
    const code = await codeFromOutbox(app.outboxDir!, email)
    await app.page.locator(`${visible} input[data-testid="login-code"], ${visible} [data-testid="login-code"] input`).first().fill(code)
    await app.page.locator(`${visible} [data-testid="login-submit"]`).first().click()
    await app.page.waitForTimeout(1500)
    expect(await app.page.locator(`${visible} .nav-bar__title`).first().innerText()).toBe('邀请填写生日')
    expect(app.errors).toEqual([])
  })
})
