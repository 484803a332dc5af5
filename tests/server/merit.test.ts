// /Merit/Sync: per-device grow-only day counts, summed per user (docs/wellness.md). Two devices in any order,
// retries and concurrent pushes give the same totals; users never see each other's counts; bad bodies answer 1001.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const PHONE = 'device-phone-0'
const PAD = 'device-pad-000'
type Day = { date: string; count: number }
const push = (device: string, list: Day[], word?: AnyJson) => ({ device, list, ...(word ? { word } : {}) })
const totals = (data: AnyJson) => Object.fromEntries(data.list.map((d: AnyJson) => [d.date, d.count]))

describe(`merit counter sync (${DB_LABEL})`, () => {
  let h: Harness
  let a: string
  let b: string
  beforeAll(async () => {
    h = await harness()
    a = (await h.login('merit-a@example.com')).token
    b = (await h.login('merit-b@example.com')).token
  })
  afterAll(async () => h?.close())

  it('two devices: each day is the sum of both, whichever pushes first; each answer names its own share', async () => {
    const phone = [
      { date: '2025-01-14', count: 5 },
      { date: '2025-01-15', count: 20 },
    ]
    const pad = [{ date: '2025-01-15', count: 7 }]
    const first = await h.call('/Merit/Sync', push(PAD, pad), a)
    expect(first.code).toBe(0)
    expect(first.data.list).toEqual([{ date: '2025-01-15', count: 7, mine: 7 }])
    const second = await h.call('/Merit/Sync', push(PHONE, phone), a)
    expect(second.data.list).toEqual([
      { date: '2025-01-15', count: 27, mine: 20 },
      { date: '2025-01-14', count: 5, mine: 5 },
    ])
    expect(second.data.total).toBe(32)
    expect(second.data.rejected).toEqual([])
  })

  it('a retried or stale push changes nothing; a device count only grows', async () => {
    const again = await h.call('/Merit/Sync', push(PHONE, [{ date: '2025-01-15', count: 20 }]), a)
    expect(totals(again.data)['2025-01-15']).toBe(27)
    const stale = await h.call('/Merit/Sync', push(PHONE, [{ date: '2025-01-15', count: 3 }]), a)
    expect(totals(stale.data)['2025-01-15']).toBe(27)
    const more = await h.call('/Merit/Sync', push(PHONE, [{ date: '2025-01-15', count: 21 }]), a)
    expect(more.data.list[0]).toEqual({ date: '2025-01-15', count: 28, mine: 21 })
    // The same day twice in one push: the greater count, once.
    const dup = await h.call(
      '/Merit/Sync',
      push(PAD, [
        { date: '2025-01-15', count: 9 },
        { date: '2025-01-15', count: 8 },
      ]),
      a,
    )
    expect(dup.data.list[0]).toEqual({ date: '2025-01-15', count: 30, mine: 9 })
  })

  it('any order, any repetition of the pushes of three devices ends in the same totals (property)', async () => {
    const devices = ['prop-dev-one', 'prop-dev-two', 'prop-dev-three']
    const day = fc.constantFrom('2024-12-30', '2024-12-31', '2025-01-01')
    // Each device's history is a list of snapshots whose counts only grow; any prefix of them may be pushed.
    const snapshots = fc.array(fc.record({ date: day, add: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 6 }).map((steps) => {
      const counts: Record<string, number> = {}
      return steps.map((s) => {
        counts[s.date] = (counts[s.date] ?? 0) + s.add
        return Object.entries(counts).map(([date, count]) => ({ date, count }))
      })
    })
    const runs = fc.sample(fc.tuple(fc.tuple(snapshots, snapshots, snapshots), fc.nat()), { numRuns: 6, seed: 29 })
    for (const [n, [hist, seed]] of runs.entries()) {
      const user = (await h.login(`merit-prop-${n}@example.com`)).token
      const calls = hist.flatMap((snaps, d) => snaps.map((list) => ({ device: devices[d], list })))
      // Shuffle (seeded) and repeat some: the last snapshot of each device is pushed at least once at the end.
      const order = [...calls].sort((x, y) => ((JSON.stringify(x).length * 31 + seed) % 7) - ((JSON.stringify(y).length * 17 + seed) % 7))
      for (const c of [...order, ...order.slice(0, 3)]) await h.call('/Merit/Sync', push(c.device, c.list), user)
      const final = await h.call('/Merit/Sync', push(devices[0], []), user)
      const expected: Record<string, number> = {}
      for (const snaps of hist) for (const { date, count } of snaps[snaps.length - 1]) expected[date] = (expected[date] ?? 0) + count
      expect(totals(final.data)).toEqual(expected)
    }
  })

  it('concurrent pushes from two devices (and duplicates of each) lose nothing and double nothing', async () => {
    const user = (await h.login('merit-concurrent@example.com')).token
    const reqs = []
    for (let i = 1; i <= 10; i++) {
      reqs.push(h.call('/Merit/Sync', push('conc-phone', [{ date: '2025-01-15', count: i }]), user))
      reqs.push(h.call('/Merit/Sync', push('conc-pad-0', [{ date: '2025-01-15', count: i * 2 }]), user))
      reqs.push(h.call('/Merit/Sync', push('conc-phone', [{ date: '2025-01-15', count: i }]), user))
    }
    const answers = await Promise.all(reqs)
    expect(answers.every((r) => r.code === 0)).toBe(true)
    const final = await h.call('/Merit/Sync', push('conc-phone', []), user)
    expect(final.data.list).toEqual([{ date: '2025-01-15', count: 30, mine: 10 }])
  })

  it('user B never sees user A counts, even with the same device id', async () => {
    const mine = await h.call('/Merit/Sync', push(PHONE, []), b)
    expect(mine.data).toEqual({ list: [], total: 0, word: null, rejected: [] })
    const own = await h.call('/Merit/Sync', push(PHONE, [{ date: '2025-01-15', count: 1 }]), b)
    expect(own.data.list).toEqual([{ date: '2025-01-15', count: 1, mine: 1 }])
    expect(totals((await h.call('/Merit/Sync', push(PHONE, []), a)).data)['2025-01-15']).toBe(30)
  })

  it('the knock word: last writer wins by update_time, a tie keeps the server copy, a far-future stamp is clamped', async () => {
    const w1 = await h.call('/Merit/Sync', push(PHONE, [], { word_type: 1, word: '平安', update_time: 100 }), a)
    expect(w1.data.word).toEqual({ word_type: 1, word: '平安', update_time: 100 })
    const old = await h.call('/Merit/Sync', push(PAD, [], { word_type: 0, word: '', update_time: 50 }), a)
    expect(old.data.word.word).toBe('平安')
    const tie = await h.call('/Merit/Sync', push(PAD, [], { word_type: 1, word: '同时', update_time: 100 }), a)
    expect(tie.data.word.word).toBe('平安')
    const future = await h.call('/Merit/Sync', push(PAD, [], { word_type: 1, word: '未来', update_time: h.clock.now + 86400_000 }), a)
    expect(future.data.word).toEqual({ word_type: 1, word: '未来', update_time: h.clock.now })
    expect((await h.call('/Merit/Sync', push(PAD, [], { word_type: 1, word: '太长的一句话超过八个字', update_time: 200 }), a)).code).toBe(1001)
  })

  it('bad days are set aside one by one with their reason; the good ones are stored', async () => {
    const user = (await h.login('merit-bad-days@example.com')).token
    const r = await h.call(
      '/Merit/Sync',
      {
        device: 'bad-days-dev',
        list: [
          { date: '2025-01-10', count: 3 },
          { date: '2025-02-30', count: 1 },
          { date: '1999-12-31', count: 1 },
          { date: '2025-01-11', count: -1 },
          { date: '2025-01-12', count: 1.5 },
          { date: '2025-01-17', count: 1 }, // two days after the server's China date
          { date: '2025-01-16', count: 2 }, // a device east of China may already be here
          'x',
        ],
      },
      user,
    )
    expect(r.code).toBe(0)
    expect(r.data.list).toEqual([
      { date: '2025-01-16', count: 2, mine: 2 },
      { date: '2025-01-10', count: 3, mine: 3 },
    ])
    expect(r.data.rejected.map((x: AnyJson) => x.index)).toEqual([1, 2, 3, 4, 5, 7])
  })

  it('malformed bodies answer 1001 (or 401 without a token), never HTTP 500', async () => {
    const bodies: unknown[] = [
      {},
      { device: 'short' },
      { device: '../../etc/passwd' },
      { device: 'x'.repeat(65) },
      { device: PHONE, list: 'x' },
      { device: PHONE, list: {} },
      { device: PHONE, list: Array.from({ length: 4001 }, () => ({ date: '2025-01-01', count: 1 })) },
      { device: PHONE, word: { word_type: 2, word: '', update_time: 1 } },
      { device: PHONE, word: 'x' },
      { device: 12345678 },
      { device: 'abc\u0000defgh' },
      null,
      [],
    ]
    for (const body of bodies) {
      const res = await h.raw({ method: 'POST', url: '/api/Merit/Sync', headers: { authorization: `Bearer ${a}` }, payload: JSON.stringify(body) })
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(200)
      expect(res.json().code, JSON.stringify(body)?.slice(0, 80)).toBe(1001)
    }
    const garbage = await h.raw({
      method: 'POST',
      url: '/api/Merit/Sync',
      headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' },
      payload: '{"device":',
    })
    expect(garbage.json().code).toBe(1001)
    expect((await h.call('/Merit/Sync', push(PHONE, []))).code).toBe(401)
    const fuzz = fc.sample(fc.jsonValue(), { numRuns: 60, seed: 3 })
    for (const body of fuzz) {
      const res = await h.raw({
        method: 'POST',
        url: '/api/Merit/Sync',
        headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body) ?? 'null',
      })
      expect(res.statusCode).toBe(200)
      expect([0, 1001]).toContain(res.json().code)
    }
  })

  it('counts survive a server restart', async () => {
    const before = (await h.call('/Merit/Sync', push(PHONE, []), a)).data
    await h.restart()
    expect((await h.call('/Merit/Sync', push(PHONE, []), a)).data).toEqual(before)
  })
})
