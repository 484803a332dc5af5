// Malformed input on every route: an answer with a code and a message, never HTTP 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { birth, harness, DB_LABEL, type Harness } from './helpers'
import { mutatedBody } from './bodies'
import { definedPaths } from '../../server/src/util/http'
import { COMMERCE_VALID, COMMERCE_NO_INPUT } from './shop-helpers'
import { CONTENT_VALID } from './fixtures/content-bodies'
import { WISH_VALID } from './fixtures/wish-bodies'
import { TREE_HOLE_VALID } from './fixtures/tree-hole-bodies'
import { SHOW_INFO_VALID } from './fixtures/show-info-bodies'
import { REPORT_VALID } from './fixtures/report-bodies'

const VALID: Record<string, object> = {
  '/api/User/GetLoginEmailCode': { email: 'f@example.com' },
  '/api/User/LoginByEmailCode': { email: 'f@example.com', code: '123456' },
  '/api/User/LoginByPassword': { account: 'f@example.com', password: 'secret-1' },
  '/api/User/Login': { code: 'ABCDEFGH' },
  '/api/User/LoginMiniAppCode': { code: 'c' },
  '/api/User/LoginAppCode4Mini': { code: 'c', nickname: 'n' },
  '/api/User/UpdateInfo': { nickname: '星', sex: 1 },
  '/api/User/GetInfos': { uids: [1] },
  '/api/User/SetPassword': { password: 'secret-2', old_password: 'secret-1' },
  '/api/User/GetBandEmailCode': { email: 'g@example.com' },
  '/api/User/BandByEmailCode': { email: 'g@example.com', code: '123456' },
  '/api/User/GetBandCode': { phone: '13800138000' },
  '/api/User/BandByCode': { phone: '13800138000', code: '123456' },
  '/api/User/CoinDaily': { coin_type: 2 },
  '/api/User/CoinReset': { uid: 1, coin_num: 5 },
  '/api/Birth/Sync': { list: [birth(1, 1)], group_list: [{ id: 2, ids: [1], update_time: 1 }] },
  '/api/Birth/Upload': { list: [birth(1, 1)], group_list: [] },
  '/api/Birth/GetCodeString': { id: 1 },
  '/api/Birth/GetByCode': { code: 'ABCDEFGHJK' },
  '/api/Birth/CheckSendBirthToken': { token: 'A'.repeat(24) },
  '/api/Birth/SendBirthToInviteCode': { token: 'A'.repeat(24), birth: { name: 'x', date: '2000-01-01', time: '12:00' } },
  '/api/ArabicPoint/Sync': { list: [{ id: 1, start: { type: 1, degree: 2 }, update_time: 1 }] },
  '/api/ChartStyles/Sync': { list: [{ id: 1, name: 's', out_circle: '#fff', update_time: 1 }] },
  '/api/Psych/Sync': {
    list: [
      {
        id: 'big-five-1',
        test_id: 'big-five',
        created_at: '2024-06-10T06:00:00.000Z',
        answers: [1, 5],
        scales: [{ scale: 'O', raw: 6, min: 2, max: 10, items: 2, pct: 50, band: 1 }],
        update_time: 1,
      },
    ],
  },
  '/api/Ai/Config': {},
  '/api/Ai/Ask': { request_id: 'fuzz-ask-0001', kind: 'natal', topic: 'career', question: '今年的工作运如何？', facts: '太阳 狮子座 10宫' },
  '/api/Ai/Save': {
    request_id: 'fuzz-save-0001',
    kind: 'tarot',
    topic: 'love',
    question: '这段关系会怎样？',
    facts: '恋人 正位',
    answer: '牌面显示彼此吸引，需要坦诚沟通。',
  },
  '/api/Ai/History': { page: 1, size: 20 },
  '/api/Ai/HistoryInfo': { id: 1 },
  '/api/Ai/HistoryDelete': { id: 1 },
  '/api/Meditation/Sync': {
    list: [
      {
        id: '1741572000000',
        sound: 'rain',
        planned_min: 10,
        actual_s: 600,
        started_at: 1741572000000,
        date: '2025-03-10',
        completed: 1,
        created_at: '2025-03-10T02:00:00.000Z',
        update_time: 1,
      },
    ],
  },
  '/api/Divination/Sync': {
    list: [
      {
        id: 'tarot-1',
        system: 'tarot',
        created_at: '2026-11-27T10:00:00.000Z',
        question: 'q',
        inputs: { seed: 's' },
        result: { cards: [] },
        update_time: 1,
      },
    ],
  },
  '/api/UserSettings/Upload': { version: 1, light: { Sun: 15 } },
  '/api/Weixin/GetWeiXinOpenId': { code: 'c' },
  '/api/Weixin/GetSignPackage': { url: 'https://example.com/' },
  '/api/Weixin/Config': {},
  '/api/Merit/Sync': { device: 'fuzz-device-1', list: [{ date: '2025-01-15', count: 3 }], word: { word_type: 1, word: '平安', update_time: 1 } },
  ...COMMERCE_VALID,
  ...CONTENT_VALID,
  ...WISH_VALID,
  ...TREE_HOLE_VALID,
  ...SHOW_INFO_VALID,
  ...REPORT_VALID,
}

/** Replaces one leaf (or adds one key) of a valid body with arbitrary JSON. */
const mutated = (valid: object) => mutatedBody(valid, fc.jsonValue(), fc.string({ maxLength: 12 }))

const rawBodies = [
  '{',
  '[',
  '{"a":',
  'null',
  '"str"',
  '12',
  'true',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[]'.repeat(3),
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"list":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '\u0000',
  '\uFEFF{}',
  '{"email":"\uD800"}',
  JSON.stringify({ list: Array.from({ length: 6000 }, (_, i) => ({ id: i, update_time: i })) }),
]

describe(`fuzz: malformed bodies on every route (${DB_LABEL})`, () => {
  let h: Harness
  let token: string
  let sent = 0
  beforeAll(async () => {
    h = await harness()
    token = (await h.login('fuzz@example.com')).token
  })
  afterAll(async () => {
    await h?.close()
    console.log(`fuzz requests sent: ${sent}`)
    expect(sent).toBeGreaterThanOrEqual(1000)
  })

  const check = async (
    route: string,
    opts: { method?: 'GET' | 'POST'; payload?: string; contentType?: string; auth?: boolean; query?: Record<string, string> },
  ) => {
    sent++
    const headers: Record<string, string> = {}
    if (opts.contentType) headers['content-type'] = opts.contentType
    if (opts.auth) headers.authorization = `Bearer ${token}`
    const res = await h.raw({ method: opts.method ?? 'POST', url: route, headers, payload: opts.payload, query: opts.query })
    expect(res.statusCode, `${route} ${opts.payload?.slice(0, 200)}`).not.toBe(500)
    expect(res.statusCode, route).toBe(200)
    const body = res.json()
    expect(typeof body.code).toBe('number')
    expect(typeof body.msg).toBe('string')
    return body
  }

  it('every defined route has a valid example here', () => {
    const missing = [...definedPaths].filter((p) => !(p in VALID))
    // Routes whose input is empty or ignored need none.
    expect(missing.sort()).toEqual(
      [
        '/api/Birth/GetSendBirthToken',
        '/api/Pay/Payable',
        '/api/User/About',
        '/api/User/GetAvatarDefaults',
        '/api/User/GetLoginCode',
        '/api/User/Info',
        '/api/User/LoginUniVerify',
        '/api/User/LogoutAll',
        '/api/User/UnRegister',
        '/api/UserSettings/Download',
        ...COMMERCE_NO_INPUT,
      ].sort(),
    )
  })

  it('arbitrary JSON, mutated valid bodies, raw garbage and odd content types: never HTTP 500', async () => {
    // UnRegister would end the session mid-run; it is exercised last.
    const routes = [...definedPaths].filter((p) => p !== '/api/User/UnRegister')
    for (const route of routes) {
      const valid = VALID[route] ?? {}
      const samples = fc.sample(fc.oneof(fc.jsonValue(), mutated(valid), mutated(valid)), { numRuns: 24, seed: route.length * 7919 })
      for (const [i, body] of samples.entries()) {
        await check(route, { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json', auth: i % 2 === 0 })
      }
      for (const raw of rawBodies.slice(0, route.includes('Sync') ? rawBodies.length : 12)) {
        await check(route, { payload: raw, contentType: 'application/json', auth: true })
      }
      await check(route, { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', auth: true })
      await check(route, { payload: 'plain text', contentType: 'text/plain', auth: true })
      await check(route, { payload: '{}', contentType: 'application/json; charset=utf-16', auth: true })
      await check(route, { method: 'GET', query: { list: '[1,2]', code: '\u0000', id: '-1', email: 'x' }, auth: true })
      await check(route, { method: 'POST', auth: true })
      // LogoutAll and a changed password end the session: log in again for the next route.
      if ((await check('/api/User/Info', { method: 'GET', auth: true })).code !== 0) token = (await h.login('fuzz@example.com')).token
    }
    // The account still works afterwards.
    const info = await check('/api/User/Info', { method: 'GET', auth: true })
    expect(info.code).toBe(0)
    await check('/api/User/UnRegister', { payload: '{"x":', contentType: 'application/json', auth: true })
    // The walk grows with every route (~30 requests each); a loaded machine needs more than the default minute.
  }, 300_000)

  it('an oversized body is refused with a code, not a crash', async () => {
    const big = JSON.stringify({ list: [{ id: 1, update_time: 1, remark: 'x'.repeat(5 * 1024 * 1024) }] })
    const r = await check('/api/Birth/Sync', { payload: big, contentType: 'application/json', auth: true })
    expect(r.code).toBe(1001)
  })
})
