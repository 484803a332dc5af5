import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { harness, DB_LABEL, type Harness } from './helpers'
import { jsSdkSignature } from '../../server/src/routes/weixin/client'

/** A stand-in for api.weixin.qq.com: code-to-session, OAuth, access token, jsapi ticket. */
function fakeWeixin(): Promise<{ server: Server; base: string; hits: string[] }> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x')
    hits.push(u.pathname)
    const q = Object.fromEntries(u.searchParams)
    const send = (o: object) => res.setHeader('content-type', 'application/json').end(JSON.stringify(o))
    if (u.pathname === '/sns/jscode2session') {
      if (q.appid !== 'wxmini' || q.secret !== 'mini-secret' || q.grant_type !== 'authorization_code')
        return send({ errcode: 40013, errmsg: 'invalid appid' })
      if (q.js_code === 'bad') return send({ errcode: 40029, errmsg: 'invalid code' })
      return send({ openid: `open-${q.js_code}`, session_key: 'sk' })
    }
    if (u.pathname === '/sns/oauth2/access_token') return send({ access_token: 'at', openid: `h5-${q.code}` })
    if (u.pathname === '/cgi-bin/token') return send({ access_token: 'ACCESS', expires_in: 7200 })
    if (u.pathname === '/cgi-bin/ticket/getticket') return send({ errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 })
    res.statusCode = 404
    return res.end('{}')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address() as { port: number }
      resolve({ server, base: `http://127.0.0.1:${a.port}`, hits })
    }),
  )
}

describe(`WeChat login, outbox files, logs (${DB_LABEL})`, () => {
  let h: Harness
  let wx: Awaited<ReturnType<typeof fakeWeixin>>
  const logLines: string[] = []
  beforeAll(async () => {
    wx = await fakeWeixin()
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logLines.push(String(chunk))
        cb()
      },
    })
    h = await harness({
      codeToSessionUrl: `${wx.base}/sns/jscode2session`,
      weixin: { apiBase: wx.base, appId: 'wxh5', secret: 'h5-secret', miniAppId: 'wxmini', miniSecret: 'mini-secret' },
      logger: { level: 'trace', stream },
      logRequests: true,
    })
  })
  afterAll(async () => {
    await h?.close()
    wx?.server.close()
  })

  it('JS-SDK signature matches the published WeChat example', () => {
    // WeChat JS-SDK documentation, appendix 1 (signature algorithm) worked example.
    const sig = jsSdkSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value',
    )
    expect(sig).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('mini-program code login registers once per openid, via the configured code-to-session endpoint', async () => {
    const first = await h.call('/User/LoginMiniAppCode', { code: 'abc' })
    expect(first.code).toBe(0)
    expect(first.data.user).toMatchObject({ coin_num: 500, bound_weixin: true })
    const again = await h.call('/User/LoginAppCode4Mini', { code: 'abc', nickname: '忽略' })
    expect(again.data.user.uid).toBe(first.data.user.uid)
    expect((await h.call('/User/LoginMiniAppCode', { code: 'bad' })).code).toBe(1008)
    expect(wx.hits.filter((p) => p === '/sns/jscode2session')).toHaveLength(3)
  })

  it('GetWeiXinOpenId and GetSignPackage', async () => {
    expect((await h.call('/Weixin/GetWeiXinOpenId', { code: 'c1' })).data).toEqual({ openid: 'h5-c1' })
    const sp = await h.call('/Weixin/GetSignPackage', { url: 'https://xp.example.com/#/pages/index/index' })
    expect(sp.data.appId).toBe('wxh5')
    expect(sp.data.signature).toBe(jsSdkSignature('TICKET', sp.data.nonceStr, sp.data.timestamp, 'https://xp.example.com/'))
  })

  it('no secret reaches the log: codes, tokens, passwords, one-time codes', async () => {
    const info = await h.login('secret@example.com')
    const mailCode = h.outbox.find((m) => m.to === 'secret@example.com')!.text.match(/\d{6}/)![0]
    await h.call('/User/SetPassword', { password: 'hunter2-hunter2' }, info.token)
    await h.call('/User/LoginByPassword', { account: 'secret@example.com', password: 'hunter2-hunter2' })
    const once = (await h.call('/User/GetLoginCode', {}, info.token, 'GET')).data.code
    await h.call('/User/Login', { code: once }, null, 'GET')
    const all = logLines.join('\n')
    expect(all).toContain('/api/User/Login') // request logging is on
    for (const secret of [mailCode, info.token, 'hunter2-hunter2', once, 'mini-secret', 'h5-secret']) {
      expect(all).not.toContain(secret)
    }
  })
})

describe('outbox transport (default mail transport)', () => {
  it('writes one file per message with the recipient and the code', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'xp-outbox-'))
    const h = await harness({ transport: undefined, mailOutbox: dir })
    try {
      expect((await h.call('/User/GetLoginEmailCode', { email: 'files@example.com' })).code).toBe(0)
      const files = await readdir(dir)
      expect(files).toHaveLength(1)
      const text = await readFile(path.join(dir, files[0]), 'utf8')
      expect(text).toContain('To: files@example.com')
      const code = /(\d{6})/.exec(text)![1]
      const r = await h.call('/User/LoginByEmailCode', { email: 'files@example.com', code })
      expect(r.data.user.email).toBe('files@example.com')
    } finally {
      await h.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
