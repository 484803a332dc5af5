import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiRequestError, buildHeaders, configureApi, logIdOf, onNeedsLogin, request, resetApi, REQUEST_TIMEOUT_MS } from '@/api/request'
import type { Feedback } from '@/platform/feedback'
import type { TransportRequest, TransportResponse } from '@/platform/request'

// A fake transport and feedback: each test scripts the answer and reads what the client did.
interface World {
  sent: TransportRequest[]
  toasts: string[]
  loading: string[]
  logouts: number
  loginRedirects: number
  network: string
  answer: (req: TransportRequest) => Promise<TransportResponse>
}
let w: World

const facts = { appId: 'xingpan', appType: 'h5', platform: 'web', deviceBrand: 'test', channel: 'web' }

beforeEach(() => {
  w = {
    sent: [],
    toasts: [],
    loading: [],
    logouts: 0,
    loginRedirects: 0,
    network: 'wifi',
    answer: async () => ({ statusCode: 200, data: { code: 0, msg: 'ok', data: null } }),
  }
  const fb: Feedback = {
    toast: (m) => void w.toasts.push(m),
    showLoading: (t) => void w.loading.push(`show:${t}`),
    hideLoading: () => void w.loading.push('hide'),
    confirm: async () => true,
  }
  resetApi()
  configureApi({
    baseUrl: 'https://api.test/api',
    transport: (req) => {
      w.sent.push(req)
      return w.answer(req)
    },
    getToken: () => 'tok',
    onLogout: () => void w.logouts++,
    onLoginRequired: () => void w.loginRedirects++,
    facts: () => facts,
    now: () => 1_700_000_000_000,
    networkType: async () => w.network,
    feedback: () => fb,
  })
})
afterEach(() => resetApi())

const body =
  (code: number | string, msg?: string, data: unknown = null) =>
  async () => ({ statusCode: 200, data: { code, msg, data } })
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e as ApiRequestError
  }
  throw new Error('expected a rejection')
}

describe('SPEC §7 request shape', () => {
  it('posts to base URL + path with a 60 s timeout', async () => {
    await request('/User/About', { a: 1 })
    expect(w.sent[0]).toMatchObject({ url: 'https://api.test/api/User/About', method: 'POST', data: { a: 1 }, timeoutMs: 60_000 })
    expect(REQUEST_TIMEOUT_MS).toBe(60000)
  })

  it('carries app id, app type, platform, device brand, channel, version 61209, timestamp, log id, environment and the bearer token', async () => {
    await request('/User/Info', undefined, { method: 'GET' })
    const h = w.sent[0].header
    expect(h['X-App-Id']).toBe('xingpan')
    expect(h['X-App-Type']).toBe('h5')
    expect(h['X-Platform']).toBe('web')
    expect(h['X-Device-Brand']).toBe('test')
    expect(h['X-Channel']).toBe('web')
    expect(h['X-Version']).toBe('61209')
    expect(h['X-Timestamp']).toBe('1700000000000')
    expect(h['X-Log-Id']).toMatch(/^[0-9a-f]{16}$/)
    expect(h['X-Env']).toBe('production')
    expect(h.Authorization).toBe('Bearer tok')
    expect(w.sent[0].method).toBe('GET')
  })

  it('sends no Authorization when logged out', () => {
    expect(buildHeaders(null, 1, 1, facts).Authorization).toBeUndefined()
  })

  it('log id is a hash of the timestamp, different for two calls in the same millisecond', () => {
    expect(logIdOf(5, 1)).toBe(logIdOf(5, 1))
    expect(logIdOf(5, 1)).not.toBe(logIdOf(5, 2))
    expect(logIdOf(5, 1)).not.toBe(logIdOf(6, 1))
  })

  it('an explicit Authorization (user-info reset token) replaces the session token', async () => {
    await request('/User/Info', undefined, { method: 'GET', headers: { Authorization: 'Bearer reset' } })
    expect(w.sent[0].header.Authorization).toBe('Bearer reset')
  })

  it('code 0 resolves with data', async () => {
    w.answer = body(0, 'ok', { x: 1 })
    expect(await request('/X')).toEqual({ x: 1 })
    expect(w.toasts).toEqual([])
  })

  it('shows the loading indicator only when asked and hides it after the call', async () => {
    await request('/X')
    expect(w.loading).toEqual([])
    await request('/X', {}, { loading: true })
    expect(w.loading).toEqual(['show:加载中...', 'hide'])
  })

  it('hides the loading indicator when the transport fails too', async () => {
    w.answer = () => Promise.reject(new Error('timeout'))
    await failure(request('/X', {}, { loading: '上传中' }))
    expect(w.loading).toEqual(['show:上传中', 'hide'])
  })

  it('two overlapping calls share one loading indicator', async () => {
    await Promise.all([request('/A', {}, { loading: true }), request('/B', {}, { loading: true })])
    expect(w.loading).toEqual(['show:加载中...', 'hide'])
  })
})

describe('SPEC §8 error catalogue', () => {
  it('HTTP status not 200 toasts the body message', async () => {
    w.answer = async () => ({ statusCode: 500, data: { code: 500, msg: '服务器错误', data: null } })
    const e = await failure(request('/X'))
    expect(e.kind).toBe('http')
    expect(w.toasts).toEqual(['服务器错误'])
  })

  it('HTTP status not 200 without a message toasts 网络错误', async () => {
    w.answer = async () => ({ statusCode: 502, data: '<html>bad gateway</html>' })
    const e = await failure(request('/X'))
    expect(e.kind).toBe('http')
    expect(e.code).toBe(502)
    expect(w.toasts).toEqual(['网络错误'])
  })

  it('no answer while the network type is none toasts 没有网络', async () => {
    w.network = 'none'
    w.answer = () => Promise.reject(new Error('request:fail'))
    const e = await failure(request('/X'))
    expect(e.kind).toBe('network')
    expect(w.toasts).toEqual(['没有网络'])
  })

  it('no answer while online toasts 未知错误', async () => {
    w.answer = () => Promise.reject(new Error('request:fail timeout'))
    await failure(request('/X'))
    expect(w.toasts).toEqual(['未知错误'])
  })

  it('no answer on a coin or user-info call toasts 请求失败', async () => {
    w.answer = () => Promise.reject(new Error('request:fail'))
    await failure(request('/User/CoinDaily', {}, { networkErrorText: 'requestFailed' }))
    expect(w.toasts).toEqual(['请求失败'])
  })

  it('a 200 answer without a body code toasts 没有网络 when offline', async () => {
    w.network = 'none'
    w.answer = async () => ({ statusCode: 200, data: '' })
    const e = await failure(request('/X'))
    expect(e.kind).toBe('no-body')
    expect(w.toasts).toEqual(['没有网络'])
  })

  it('a 200 answer without a body code toasts 未知错误 when online', async () => {
    w.answer = async () => ({ statusCode: 200, data: { nothing: true } })
    await failure(request('/X'))
    expect(w.toasts).toEqual(['未知错误'])
  })

  it('a JSON text body is parsed', async () => {
    w.answer = async () => ({ statusCode: 200, data: '{"code":0,"msg":"ok","data":7}' })
    expect(await request('/X')).toBe(7)
  })

  for (const code of [60002, 40005, 41005]) {
    it(`code ${code} is known: no toast, no logout`, async () => {
      w.answer = body(code, '内部')
      const e = await failure(request('/X'))
      expect(e.kind).toBe('code')
      expect(e.code).toBe(code)
      expect(w.toasts).toEqual([])
      expect(w.logouts).toBe(0)
    })
  }

  for (const code of [400, 401, 100001]) {
    it(`code ${code} toasts its message and logs out`, async () => {
      w.answer = body(code, '登录已过期，请重新登录')
      const e = await failure(request('/X'))
      expect(e.kind).toBe('logout')
      expect(w.toasts).toEqual(['登录已过期，请重新登录'])
      expect(w.logouts).toBe(1)
    })
  }

  it('code 401 with toasts off logs out silently', async () => {
    w.answer = body(401, '该功能需要先登录')
    await failure(request('/X', {}, { toast: false }))
    expect(w.toasts).toEqual([])
    expect(w.logouts).toBe(1)
  })

  it('any other code toasts msg', async () => {
    w.answer = body(1003, '验证码错误')
    const e = await failure(request('/X'))
    expect(e).toMatchObject({ kind: 'code', code: 1003, message: '验证码错误' })
    expect(w.toasts).toEqual(['验证码错误'])
    expect(w.logouts).toBe(0)
  })

  it('any other code without msg toasts 未知错误', async () => {
    w.answer = body(1234)
    await failure(request('/X'))
    expect(w.toasts).toEqual(['未知错误'])
  })

  it('toast off: no toast for an ordinary failure, still rejected', async () => {
    w.answer = body(1003, '验证码错误')
    await failure(request('/X', {}, { toast: false }))
    expect(w.toasts).toEqual([])
  })

  it('code 101 (user info: account gone) is toasted as an ordinary code; the session clears login', async () => {
    w.answer = body(101, '账号不存在或已注销')
    const e = await failure(request('/User/Info'))
    expect(e.code).toBe(101)
    expect(w.logouts).toBe(0)
  })

  for (const code of [
    'uni-id-token-expired',
    'uni-id-check-token-failed',
    'uni-id-token-not-exist',
    'uni-id-check-device-feature-failed',
    'TOKEN_INVALID_TOKEN_EXPIRED',
    'TOKEN_INVALID',
  ]) {
    it(`login failure code ${code} logs out, toasts 登录失效，请重新登录 and redirects to login`, async () => {
      w.answer = body(code, 'x')
      const e = await failure(request('/X'))
      expect(e.kind).toBe('expired')
      expect(w.logouts).toBe(1)
      expect(w.toasts).toEqual(['登录失效，请重新登录'])
      expect(w.loginRedirects).toBe(1)
    })
  }

  it('a needs-login listener replaces the redirect', async () => {
    let heard = 0
    const off = onNeedsLogin(() => void heard++)
    w.answer = body('uni-id-token-expired')
    await failure(request('/X'))
    expect(heard).toBe(1)
    expect(w.loginRedirects).toBe(0)
    off()
    await failure(request('/X'))
    expect(w.loginRedirects).toBe(1)
  })
})
