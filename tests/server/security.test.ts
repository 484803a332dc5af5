// Issue 14, "weak today": JWT secret rules, password hash cost and upgrade, CORS allow-list, security headers,
// per-address rate limits, slow-body cut-off.
import { afterAll, beforeAll, describe, expect, it, onTestFinished as after } from 'vitest'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildServer } from '../../server/src/app'
import { hashPassword } from '../../server/src/util/crypto'
import { inlineScriptHashes } from '../../server/src/plugins/security'
import { harness, DB_LABEL, type Harness } from './helpers'

describe('JWT secret', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xp-secret-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('refuses a JWT_SECRET shorter than 32 bytes and an empty or short secret file', async () => {
    await expect(buildServer({ dataDir: dir, jwtSecret: 'short-secret' })).rejects.toThrow(/32 bytes/)
    await expect(buildServer({ dataDir: dir, jwtSecret: '' })).rejects.toThrow(/32 bytes/)
    await writeFile(path.join(dir, 'jwt-secret'), '\n')
    await expect(buildServer({ dataDir: dir })).rejects.toThrow(/jwt-secret/)
    await writeFile(path.join(dir, 'jwt-secret'), 'x'.repeat(31))
    await expect(buildServer({ dataDir: dir })).rejects.toThrow(/32 bytes/)
  })

  it('generates a strong secret (owner-only file) on first start', async () => {
    const h = await harness()
    try {
      const file = path.join(h.dataDir, 'jwt-secret')
      expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(48)
      expect((await stat(file)).mode & 0o077).toBe(0)
    } finally {
      await h.close()
    }
  })
})

describe(`passwords and browser protections (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness({
      corsOrigins: ['https://app.example.com'],
      passwordParams: undefined, // production cost: N 2^17, r 8, p 1
      trustProxy: true,
    })
  })
  afterAll(async () => h?.close())

  it('new hashes use scrypt N=2^17 r=8 p=1; an older, weaker hash is upgraded at the next login', async () => {
    const { token, user } = await h.login('hash@example.com')
    await h.call('/User/SetPassword', { password: 'strong-pass' }, token)
    const stored = async () =>
      (await h.app.services.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE uid = $1', [user.uid])).rows[0].password_hash
    expect((await stored()).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1'])
    const old = await hashPassword('old-pass-1', { N: 16384, r: 8, p: 1 })
    await h.app.services.db.query('UPDATE users SET password_hash = $2 WHERE uid = $1', [user.uid, old])
    expect((await h.call('/User/LoginByPassword', { email: 'hash@example.com', password: 'old-pass-1' })).code).toBe(0)
    expect((await stored()).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1'])
    expect((await h.call('/User/LoginByPassword', { email: 'hash@example.com', password: 'old-pass-1' })).code).toBe(0)
  })

  const preflight = (origin: string) =>
    h.raw({
      method: 'OPTIONS',
      url: '/api/User/Info',
      headers: { origin, host: 'xingpan.local', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    })

  it('CORS: configured origins and the own origin only; never null or an arbitrary origin', async () => {
    expect((await preflight('https://app.example.com')).headers['access-control-allow-origin']).toBe('https://app.example.com')
    expect((await preflight('http://xingpan.local')).headers['access-control-allow-origin']).toBe('http://xingpan.local')
    for (const origin of ['null', 'https://evil.example.com', 'https://app.example.com.evil.com']) {
      const r = await preflight(origin)
      expect(r.headers['access-control-allow-origin'], origin).toBeUndefined()
      expect(r.headers['access-control-allow-credentials'], origin).toBeUndefined()
    }
    const get = await h.raw({ method: 'GET', url: '/api/User/About', headers: { origin: 'https://evil.example.com' } })
    expect(get.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('security headers on every answer, with a CSP the H5 app runs under', async () => {
    for (const url of ['/api/User/About', '/api/Nope']) {
      const r = await h.raw({ method: 'GET', url })
      expect(r.headers['x-content-type-options']).toBe('nosniff')
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const csp = String(r.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain('img-src')
      expect(csp).toContain('data: blob:')
      expect(csp).toContain("worker-src 'self'")
      expect(csp).not.toContain("'unsafe-eval'")
      expect(r.headers['x-powered-by']).toBeUndefined()
    }
  })

  it("the CSP allows the build's inline scripts by their SHA-256 only", () => {
    // Expected hash computed independently: printf '%s' 'f()' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<script>f()</script><script src="./js/a.js"></script><script> </script>')).toEqual([
      "'sha256-GcEEE0IkDzIP5EQ6DXZaDPORqT5RTBELX8Fyzyg9yvo='",
    ])
  })

  it('rate limits per client address: stricter on login and code routes', async () => {
    const limited = await harness({ httpRateLimits: { perMinute: 40, authPerMinute: 6 }, trustProxy: true })
    after(() => limited.close())
    const send = (ip: string, url: string) => limited.raw({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload: {} })
    const auth = []
    for (let i = 0; i < 7; i++) auth.push((await send('10.9.0.1', '/api/User/LoginByPassword')).statusCode)
    expect(auth.slice(0, 6).every((s) => s === 200)).toBe(true)
    expect(auth[6]).toBe(429)
    expect((await send('10.9.0.1', '/api/User/LoginByPassword')).json().code).toBe(429)
    // The same address may still use other routes, and other addresses are not affected.
    expect((await send('10.9.0.1', '/api/User/About')).statusCode).toBe(200)
    expect((await send('10.9.0.2', '/api/User/LoginByPassword')).statusCode).toBe(200)
    const api = []
    for (let i = 0; i < 41; i++) api.push((await send('10.9.0.3', '/api/User/About')).statusCode)
    expect(api.filter((s) => s === 429)).toHaveLength(1)
  })
})

describe(`slow bodies (${DB_LABEL})`, () => {
  it('a request whose body trickles in is cut off at the request timeout', async () => {
    const h = await harness({ requestTimeoutMs: 1500 })
    after(() => h.close())
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const sock = net.connect(Number(new URL(address).port), '127.0.0.1')
    let answer = ''
    sock.on('data', (d) => (answer += d))
    sock.on('error', () => undefined)
    sock.write('POST /api/User/About HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{')
    // One byte every 300 ms would take five minutes; the server ends it at its request timeout with a 408.
    const timer = setInterval(() => sock.writable && sock.write(' '), 300)
    await new Promise<void>((resolve) => sock.on('close', () => resolve()))
    clearInterval(timer)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })
})
