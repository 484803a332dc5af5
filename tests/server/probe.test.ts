// The attack probe as a suite: per route class, PROBE_BODIES fuzzed bodies (200 in CI; PROBE_BODIES=1000 for the
// full run, ~2.5 min per database) with and without a token
// (random JSON, wrong types per field, NUL, lone surrogates, huge and deep bodies); never HTTP 500. Then the
// enumeration timing figure (printed, not asserted) and the header check on answers of every kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { birth, harness, DB_LABEL, type Harness } from './helpers'
import { mutatedBody } from './bodies'

const BODIES = Number(process.env.PROBE_BODIES ?? 200)

const CLASSES: Record<string, Record<string, object>> = {
  login: {
    '/User/GetLoginEmailCode': { email: 'p@example.com' },
    '/User/LoginByEmailCode': { email: 'p@example.com', code: '123456' },
    '/User/LoginByPassword': { account: 'p@example.com', password: 'secret-1' },
    '/User/Login': { code: 'ABCDEFGH' },
  },
  account: {
    '/User/UpdateInfo': { nickname: '星', sex: 1, avatar: '/api/static/avatar/1.svg' },
    '/User/GetInfos': { uids: [10001] },
    '/User/GetBandEmailCode': { email: 'q@example.com' },
    '/User/BandByCode': { phone: '13800138000', code: '123456' },
    '/User/CoinDaily': { coin_type: 2 },
  },
  births: {
    '/Birth/Sync': { list: [birth(1, 1)], group_list: [{ id: 2, name: 'g', ids: [1], update_time: 1 }] },
    '/Birth/Upload': { list: [birth(1, 1)], group_list: [] },
  },
  records: {
    '/ArabicPoint/Sync': { list: [{ id: 1, name: 'a', start: { type: 1, degree: 2 }, add: { type: 3 }, update_time: 1 }] },
    '/ChartStyles/Sync': { list: [{ id: 1, name: 's', out_circle: '#fff', colours: { a: [1, 2] }, update_time: 1 }] },
    '/UserSettings/Upload': { version: 1, light: { Sun: 15 }, dark: { Moon: 'x' } },
  },
  sharing: {
    '/Birth/GetCodeString': { id: 1 },
    '/Birth/GetByCode': { code: 'ABCDEFGHJK' },
    '/Birth/CheckSendBirthToken': { token: 'A'.repeat(24) },
    '/Birth/SendBirthToInviteCode': { token: 'A'.repeat(24), birth: { name: 'x', date: '2000-01-01', time: '12:00', lat: 1 } },
  },
}

const nasty = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\uFEFF', '%00', '\\u0000', '🐉', '9'.repeat(400), '-1', '1e400'),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, -1, 2 ** 31, 2 ** 63),
  fc.constantFrom(null, true, false, [], {}, [[[[]]]], { __proto__: { polluted: 1 } }),
)
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 }))

/** A valid body with one leaf (or a new key) replaced by a nasty or arbitrary value. */
const mutate = (valid: object) =>
  mutatedBody(valid, anyValue, fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '__proto__')))

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
const huge = () => JSON.stringify({ list: Array.from({ length: 800 }, (_, i) => birth(i, i, { remark: 'x'.repeat(4000) })) })

describe(`probe (${DB_LABEL})`, () => {
  let h: Harness
  let token = ''
  const figures: Record<string, { bodies: number; http500: number }> = {}
  beforeAll(async () => {
    h = await harness({ rateLimits: 'relaxed' })
    token = (await h.login('probe@example.com')).token
  })
  afterAll(async () => {
    console.log(`probe figures (${DB_LABEL}):`, JSON.stringify(figures))
    await h?.close()
  })

  for (const [name, routes] of Object.entries(CLASSES)) {
    it(`${name}: ${BODIES} fuzzed bodies, with and without a token, never HTTP 500`, async () => {
      const paths = Object.keys(routes)
      const bodies = fc.sample(
        fc.tuple(fc.nat(paths.length - 1), fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyValue }), fc.nat()),
        { numRuns: BODIES, seed: name.length * 7919 },
      )
      const failures: string[] = []
      let n = 0
      for (const [i, [r, junk, pick]] of bodies.entries()) {
        const path = paths[r]
        const mutated = fc.sample(mutate(routes[path]), { numRuns: 1, seed: pick })[0]
        let payload = JSON.stringify(junk === null ? mutated : junk) ?? 'null'
        if (i % 97 === 0) payload = deep(20_000)
        else if (i % 251 === 0) payload = huge()
        const res = await h.raw({
          method: 'POST',
          url: `/api${path}`,
          headers: { 'content-type': 'application/json', ...(i % 2 ? { authorization: `Bearer ${token}` } : {}) },
          payload,
        })
        n++
        if (res.statusCode >= 500) failures.push(`${path} ${payload.slice(0, 200)} → ${res.body.slice(0, 200)}`)
        else expect(typeof res.json().code).toBe('number')
        // A fuzzed SetPassword/LogoutAll is not in these classes; the token stays valid, but renew it if needed.
        if (i % 200 === 199 && (await h.call('/User/Info', {}, token, 'GET')).code !== 0) token = (await h.login('probe@example.com')).token
      }
      figures[name] = { bodies: n, http500: failures.length }
      expect(failures).toEqual([])
      expect(n).toBe(BODIES)
    }, 600_000)
  }

  it('enumeration timing: unknown accounts cost a hash check like known ones (figure printed)', async () => {
    const { token: t } = await h.login('timing@example.com')
    await h.call('/User/SetPassword', { password: 'timing-pass' }, t)
    const time = async (email: string) => {
      const t0 = performance.now()
      const r = await h.call('/User/LoginByPassword', { email, password: 'wrong-pass' })
      expect(r.code).toBe(1006)
      return performance.now() - t0
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 8; i++) {
      known.push(await time('timing@example.com'))
      unknown.push(await time(`nobody${i}@example.com`))
      h.clock.advance(16 * 60_000) // past the attempt window
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
    figures.timing = { bodies: 16, http500: 0 }
    console.log(`password login median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`)
  })
})
