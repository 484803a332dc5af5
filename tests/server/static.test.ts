// npm start serves the H5 build and the API on one port; cross-origin calls (H5 dev server) pass CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { harness, DB_LABEL, type Harness } from './helpers'

describe(`static H5 build and CORS (${DB_LABEL})`, () => {
  let h: Harness
  let dist = ''
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'xp-dist-'))
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>星盘</title>')
    h = await harness({ staticDir: dist, corsOrigins: ['http://localhost:10086'] })
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
})
