import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import { harness, DB_LABEL, type Harness } from './helpers'

/** A stand-in for api.weixin.qq.com's jscode2session with WeChat's documented error answers. */
function fakeCodeToSession(): Promise<{ server: Server; base: string; codes: string[] }> {
  const codes: string[] = []
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x')
    const q = Object.fromEntries(u.searchParams)
    const send = (body: string) => res.setHeader('content-type', 'application/json').end(body)
    if (u.pathname !== '/sns/jscode2session') return ((res.statusCode = 404), res.end('{}'))
    codes.push(q.js_code)
    if (q.appid !== 'wx-mini' || q.secret !== 'mini-secret') return send(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }))
    // errcode 40029: invalid code; 40163: code been used (WeChat code2Session documentation).
    if (q.js_code === 'bad') return send(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))
    if (q.js_code === 'used') return send(JSON.stringify({ errcode: 40163, errmsg: 'code been used' }))
    if (q.js_code === 'html') return send('<html>gateway error</html>')
    if (q.js_code === 'empty') return send('{}')
    return send(JSON.stringify({ openid: `openid-${q.js_code.split('-')[0]}`, session_key: 'sk' }))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, codes })),
  )
}

describe(`WeChat mini-program login, configured (${DB_LABEL})`, () => {
  let h: Harness
  let wx: Awaited<ReturnType<typeof fakeCodeToSession>>
  beforeAll(async () => {
    wx = await fakeCodeToSession()
    h = await harness({ weixin: { apiBase: wx.base, miniAppId: 'wx-mini', miniSecret: 'mini-secret' } })
  })
  afterAll(async () => {
    await h?.close()
    wx?.server.close()
  })

  it('Weixin/Config says mini-program login is on and the JS-SDK (no official account) is off', async () => {
    expect(await h.call('/Weixin/Config')).toMatchObject({ code: 0, data: { mini_login: true, js_sdk: false } })
  })

  it('a new openid registers an account; a later code for the same openid finds it; another openid is another account', async () => {
    const first = await h.call('/User/LoginMiniAppCode', { code: 'alice-1', nickname: '小明' })
    expect(first.code).toBe(0)
    expect(first.data.user).toMatchObject({ nickname: '小明', coin_num: 500, bound_weixin: true })
    expect(typeof first.data.token).toBe('string')
    const again = await h.call('/User/LoginMiniAppCode', { code: 'alice-2' })
    expect(again.data.user.uid).toBe(first.data.user.uid)
    expect(again.data.user.coin_num).toBe(500) // the registration grant is given once
    const other = await h.call('/User/LoginMiniAppCode', { code: 'bob-1' })
    expect(other.data.user.uid).not.toBe(first.data.user.uid)
    // The token works on a route that needs login.
    expect((await h.call('/User/Info', {}, again.data.token, 'GET')).data.user.uid).toBe(first.data.user.uid)
  })

  it('codes WeChat refuses, unreadable and empty answers are code 1008 (never 500), and create no account', async () => {
    for (const code of ['bad', 'used', 'html', 'empty']) {
      const r = await h.call('/User/LoginMiniAppCode', { code })
      expect(r.code, code).toBe(1008)
      expect(r.data).toBeNull()
    }
    expect(wx.codes).toEqual(expect.arrayContaining(['bad', 'used', 'html', 'empty']))
    // A fresh openid after the failures still registers (no half-made account took the grant).
    expect((await h.call('/User/LoginMiniAppCode', { code: 'carol-1' })).data.user.coin_num).toBe(500)
  })

  it('a missing code is bad input (1001) and never reaches WeChat', async () => {
    const before = wx.codes.length
    expect((await h.call('/User/LoginMiniAppCode', { code: '  ' })).code).toBe(1001)
    expect((await h.call('/User/LoginMiniAppCode', {})).code).toBe(1001)
    expect(wx.codes).toHaveLength(before)
  })
})

describe(`WeChat unreachable (${DB_LABEL})`, () => {
  it('a closed WeChat address answers 1008, not 500', async () => {
    const gone = await fakeCodeToSession()
    const base = gone.base
    await new Promise((r) => gone.server.close(r))
    const h = await harness({ weixin: { apiBase: base, miniAppId: 'wx-mini', miniSecret: 'mini-secret' } })
    try {
      expect((await h.call('/User/LoginMiniAppCode', { code: 'alice-1' })).code).toBe(1008)
    } finally {
      await h.close()
    }
  })
})

describe(`WeChat not configured (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    // An address nothing listens on: an unconfigured server must not call out at all.
    h = await harness({ weixin: { apiBase: 'http://127.0.0.1:9' } })
  })
  afterAll(async () => h?.close())

  it('Weixin/Config reports both off', async () => {
    expect((await h.call('/Weixin/Config')).data).toEqual({ mini_login: false, js_sdk: false })
  })

  it('mini-program login, openid and JS-SDK signature answer 1007 (not configured)', async () => {
    for (const [path, body] of [
      ['/User/LoginMiniAppCode', { code: 'x' }],
      ['/User/LoginAppCode4Mini', { code: 'x' }],
      ['/Weixin/GetWeiXinOpenId', { code: 'x' }],
      ['/Weixin/GetSignPackage', { url: 'https://xp.example.com/' }],
    ] as const) {
      const r = await h.call(path, body)
      expect(r.code, path).toBe(1007)
      expect(r.msg, path).toMatch(/未配置/)
    }
  })
})
