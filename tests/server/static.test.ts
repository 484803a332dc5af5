// npm start serves the H5 build and the API on one port; cross-origin calls (H5 dev server) pass CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import zlib from 'node:zlib'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { harness, DB_LABEL, type Harness } from './helpers'

const APP_JS = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i} * 2;`).join('\n')

describe(`static H5 build and CORS (${DB_LABEL})`, () => {
  let h: Harness
  let dist = ''
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'xp-dist-'))
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>星盘</title>${'<!-- pad -->'.repeat(200)}`)
    await mkdir(path.join(dist, 'js'))
    await mkdir(path.join(dist, 'css'))
    await writeFile(path.join(dist, 'js', 'app.0123abcd.js'), APP_JS)
    await writeFile(path.join(dist, 'css', 'app.89abcdef.css'), 'body{color:#123}\n'.repeat(200))
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{});\n'.repeat(100))
    h = await harness({ staticDir: dist, corsOrigins: ['http://localhost:10086'] })
    await h.app.staticReady
  })
  afterAll(async () => {
    await h?.close()
    await rm(dist, { recursive: true, force: true })
  })

  it('serves index.html at / and the API under /api', async () => {
    const home = await h.raw({ method: 'GET', url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('星盘')
    expect((await h.call('/User/About', {})).code).toBe(0)
    const missing = await h.raw({ method: 'GET', url: '/api/Nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe(404)
  })

  it('answers a CORS preflight from a configured origin (CORS_ORIGINS) carrying the SPEC §7 headers', async () => {
    const r = await h.raw({
      method: 'OPTIONS',
      url: '/api/User/Info',
      headers: {
        origin: 'http://localhost:10086',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-app-id',
      },
    })
    expect(r.statusCode).toBe(204)
    expect(r.headers['access-control-allow-origin']).toBe('http://localhost:10086')
    expect(String(r.headers['access-control-allow-headers'])).toContain('authorization')
  })

  it('serves brotli or gzip copies by Accept-Encoding, identical once decoded', async () => {
    const br = await h.raw({ method: 'GET', url: '/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS)
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 3)
    const gz = await h.raw({ method: 'GET', url: '/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS)
    const plain = await h.raw({ method: 'GET', url: '/js/app.0123abcd.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
    const home = await h.raw({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(home.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toContain('星盘')
  })

  it('hashed assets are cached for a year; index.html and the service worker are revalidated', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const get = (url: string) => h.raw({ method: 'GET', url, headers: { 'accept-encoding': enc } })
      expect((await get('/js/app.0123abcd.js')).headers['cache-control'], enc).toBe('public, max-age=31536000, immutable')
      expect((await get('/css/app.89abcdef.css')).headers['cache-control'], enc).toBe('public, max-age=31536000, immutable')
      expect((await get('/')).headers['cache-control'], enc).toBe('no-cache')
      expect((await get('/index.html')).headers['cache-control'], enc).toBe('no-cache')
      expect((await get('/sw.js')).headers['cache-control'], enc).toBe('no-cache')
    }
  })
})
