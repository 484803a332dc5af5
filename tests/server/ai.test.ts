// Readings: the provider proxy against a local fake OpenAI-compatible server (streamed pieces in order, saved;
// provider error and timeout answer a clear message and spend nothing), not configured, 星币不足, concurrent asks
// never overdrawing, history per user, and malformed bodies answered with codes, never 500.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Envelope, type Harness } from './helpers'

const PIECES = ['太阳在', '狮子座，', '说明你渴望被看见。', '——完']

type Mode = 'ok' | 'fail' | 'hang'

/** A fake OpenAI-compatible endpoint: streams PIECES as SSE data lines, answers 500, or never answers. */
async function fakeProvider() {
  const seen: Array<{ auth: string | undefined; body: AnyJson }> = []
  let mode: Mode = 'ok'
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', async () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) })
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end()
      if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}')
      if (mode === 'hang') return void res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const p of PIECES) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: p } }] })}\n\n`)
        await new Promise((r) => setTimeout(r, 5))
      }
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  return {
    url,
    seen,
    set: (m: Mode) => void (mode = m),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  }
}

type Fake = Awaited<ReturnType<typeof fakeProvider>>

const FACTS = '太阳：狮子座 第10宫\n月亮：巨蟹座 第9宫'
let seq = 0
const ask = (extra: AnyJson = {}) => ({
  request_id: `req-${Date.now()}-${++seq}`,
  kind: 'natal',
  topic: 'career',
  question: '我适合做什么工作？',
  facts: FACTS,
  ...extra,
})

/** NDJSON lines of an /Ai/Ask answer (a single envelope when it failed before streaming). */
function lines(body: string): AnyJson[] {
  return body
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
}

describe(`readings (${DB_LABEL})`, () => {
  let h: Harness
  let fake: Fake
  beforeAll(async () => {
    fake = await fakeProvider()
    h = await harness({ ai: { baseUrl: fake.url, apiKey: 'sk-test-secret', model: 'fake-model', timeoutMs: 3000, priceCoins: 20 } })
  })
  afterAll(async () => {
    await h?.close()
    await fake?.close()
  })

  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num as number
  const askRaw = async (body: unknown, token: string) =>
    lines((await h.raw({ method: 'POST', url: '/api/Ai/Ask', headers: { authorization: `Bearer ${token}` }, payload: body as object })).body)

  it('/Ai/Config says configured, with the price', async () => {
    expect((await h.call('/Ai/Config', {})).data).toEqual({ configured: true, price_coins: 20, model: 'fake-model' })
  })

  it('the streamed answer arrives in order, is saved, and spends the price once', async () => {
    const { token } = await h.login('ai-ok@example.com')
    const body = ask()
    const out = await askRaw(body, token)
    expect(out.slice(0, -1).map((l) => l.delta)).toEqual(PIECES)
    const end = out.at(-1) as Envelope
    expect(end.code).toBe(0)
    expect(end.data).toMatchObject({ source: 'provider', spent_coins: 20, coin_num: 480 })
    const sent = fake.seen.at(-1)!
    expect(sent.auth).toBe('Bearer sk-test-secret')
    expect(sent.body).toMatchObject({ model: 'fake-model', stream: true })
    expect(sent.body.messages[0].content).toContain('只依据清单中的事实')
    expect(sent.body.messages[1].content).toContain(FACTS)
    const info = await h.call('/Ai/HistoryInfo', { id: end.data.id }, token)
    expect(info.data).toMatchObject({ source: 'provider', answer: PIECES.join(''), question: body.question, facts: FACTS, spent_coins: 20 })
    // The same request id again is refused and spends nothing.
    expect((await askRaw(body, token))[0].code).toBe(1001)
    expect(await coins(token)).toBe(480)
  })

  it('provider 500: a clear message, no coin spent, nothing saved', async () => {
    const { token } = await h.login('ai-fail@example.com')
    fake.set('fail')
    const out = await askRaw(ask(), token)
    fake.set('ok')
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({ code: 1008 })
    expect(out[0].msg).toContain('HTTP 500')
    expect(out[0].msg).toContain('未扣星币')
    expect(await coins(token)).toBe(500)
    expect((await h.call('/Ai/History', {}, token)).data.total).toBe(0)
  })

  it('timeout: a clear message, no coin spent', async () => {
    const { token } = await h.login('ai-slow@example.com')
    fake.set('hang')
    const out = await askRaw(ask(), token)
    fake.set('ok')
    expect(out[0]).toMatchObject({ code: 1008 })
    expect(out[0].msg).toContain('超时')
    expect(await coins(token)).toBe(500)
    expect((await h.call('/Ai/History', {}, token)).data.total).toBe(0)
  })

  it('too few coins: 1101 星币不足 before the provider is called', async () => {
    const { token, user } = await h.login('ai-poor@example.com')
    await h.app.services.db.query(`INSERT INTO coin_ledger (uid, amount, reason, idem_key, created_at) VALUES ($1, -490, 'test', 'drain', 0)`, [
      user.uid,
    ])
    const before = fake.seen.length
    const out = await askRaw(ask(), token)
    expect(out[0].code).toBe(1101)
    expect(out[0].msg).toContain('星币不足')
    expect(fake.seen.length).toBe(before)
    expect(await coins(token)).toBe(10)
  })

  it('10 concurrent asks with coins for 3: three readings, balance never negative', async () => {
    const { token, user } = await h.login('ai-rush@example.com')
    await h.app.services.db.query(`INSERT INTO coin_ledger (uid, amount, reason, idem_key, created_at) VALUES ($1, -430, 'test', 'drain', 0)`, [
      user.uid,
    ])
    expect(await coins(token)).toBe(70)
    const outs = await Promise.all(Array.from({ length: 10 }, () => askRaw(ask(), token)))
    const ends = outs.map((o) => o.at(-1).code)
    expect(ends.filter((c) => c === 0)).toHaveLength(3)
    expect(ends.filter((c) => c === 1101)).toHaveLength(7)
    expect(await coins(token)).toBe(10)
    expect((await h.call('/Ai/History', {}, token)).data.total).toBe(3)
  })

  it('a device reading is saved free, marked local; history is per user and paged', async () => {
    const a = await h.login('ai-a@example.com')
    const b = await h.login('ai-b@example.com')
    const saved = await h.call('/Ai/Save', { ...ask({ kind: 'tarot', topic: 'love' }), answer: '离线解读正文' }, a.token)
    expect(saved.data).toMatchObject({ source: 'local', spent_coins: 0 })
    await askRaw(ask(), a.token)
    const page = (await h.call('/Ai/History', { page: 1, size: 1 }, a.token)).data
    expect(page.total).toBe(2)
    expect(page.list).toHaveLength(1)
    expect(page.list[0].source).toBe('provider')
    expect(page.list[0]).not.toHaveProperty('facts')
    const second = (await h.call('/Ai/History', { page: 2, size: 1 }, a.token)).data.list[0]
    expect(second).toMatchObject({ source: 'local', kind: 'tarot', topic: 'love', spent_coins: 0 })
    expect(await coins(a.token)).toBe(480)
    expect((await h.call('/Ai/HistoryInfo', { id: saved.data.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Ai/HistoryDelete', { id: saved.data.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Ai/History', {}, b.token)).data.total).toBe(0)
    expect((await h.call('/Ai/HistoryDelete', { id: saved.data.id }, a.token)).code).toBe(0)
    expect((await h.call('/Ai/History', {}, a.token)).data.total).toBe(1)
  })

  it('malformed bodies answer 1001, logged out 401, never 500', async () => {
    const { token } = await h.login('ai-bad@example.com')
    const bad = [
      {},
      null,
      ask({ kind: 'palm' }),
      ask({ topic: 42 }),
      ask({ question: '' }),
      ask({ question: '问'.repeat(501) }),
      ask({ facts: '星'.repeat(3000) }),
      ask({ request_id: 'x' }),
      ask({ request_id: '../../etc' }),
    ]
    for (const body of bad) expect((await askRaw(body, token))[0].code).toBe(1001)
    for (const body of [{}, { ...ask(), answer: '' }, { ...ask(), answer: 7 }]) expect((await h.call('/Ai/Save', body, token)).code).toBe(1001)
    for (const body of [{}, { id: 'x' }, { id: -1 }]) expect((await h.call('/Ai/HistoryInfo', body, token)).code).toBe(1001)
    expect((await h.call('/Ai/History', { page: 0 }, token)).code).toBe(1001)
    expect((await askRaw(ask(), '')).at(0).code).toBe(401)
    expect((await h.call('/Ai/History', {})).code).toBe(401)
    expect(await coins(token)).toBe(500)
  })
})

describe(`readings without a provider (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness()
  })
  afterAll(async () => h?.close())

  it('/Ai/Config says not configured; /Ai/Ask refuses with 1007; /Ai/Save still works', async () => {
    expect((await h.call('/Ai/Config', {})).data).toEqual({ configured: false, price_coins: 0, model: '' })
    const { token } = await h.login('ai-none@example.com')
    const r = await h.call('/Ai/Ask', ask(), token)
    expect(r.code).toBe(1007)
    expect(r.msg).toContain('未配置')
    expect((await h.call('/Ai/Save', { ...ask(), answer: '离线' }, token)).code).toBe(0)
  })
})
