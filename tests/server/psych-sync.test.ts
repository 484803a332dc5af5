// /Psych/Sync: psychological test records under the same last-writer-wins rule as the other record kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const record = (id: string, updateTime: number, extra: AnyJson = {}) => ({
  id,
  test_id: 'stress-check',
  created_at: '2024-06-10T06:00:00.000Z',
  answers: Array(12).fill(3),
  scales: [{ scale: 'stress', raw: 36, min: 12, max: 60, items: 12, pct: 50, band: 1 }],
  update_time: updateTime,
  is_del: 0,
  ...extra,
})
const ids = (list: AnyJson[]) => list.map((r) => r.id).sort()

describe(`psychological test record sync (${DB_LABEL})`, () => {
  let h: Harness
  let a: string
  let b: string
  beforeAll(async () => {
    h = await harness()
    a = (await h.login('psych-a@example.com')).token
    b = (await h.login('psych-b@example.com')).token
  })
  afterAll(async () => h?.close())

  it('two devices of one account converge on the merged list', async () => {
    const phone = await h.call('/Psych/Sync', { list: [record('stress-check-1', 10)] }, a)
    expect(phone.code).toBe(0)
    expect(phone.data.list).toEqual([{ ...record('stress-check-1', 10), is_local: 0 }])
    const pad = await h.call('/Psych/Sync', { list: [record('stress-check-2', 20, { answers: Array(12).fill(5) })] }, a)
    expect(ids(pad.data.list)).toEqual(['stress-check-1', 'stress-check-2'])
    const again = await h.call('/Psych/Sync', { list: [] }, a)
    expect(again.data.list).toEqual(pad.data.list)
    expect(again.data.list[0]).toMatchObject({ id: 'stress-check-2', answers: Array(12).fill(5) })
  })

  it('a delete propagates as a tombstone; an older copy does not revive it', async () => {
    await h.call('/Psych/Sync', { list: [record('stress-check-1', 30, { answers: [], scales: [], is_del: 1 })] }, a)
    const stale = await h.call('/Psych/Sync', { list: [record('stress-check-1', 15)] }, a)
    expect(stale.data.list.find((r: AnyJson) => r.id === 'stress-check-1')).toMatchObject({ is_del: 1, update_time: 30, answers: [] })
    expect(stale.data.list).toHaveLength(2)
  })

  it("another account never sees A's records", async () => {
    expect((await h.call('/Psych/Sync', {}, b)).data.list).toEqual([])
    const mine = await h.call('/Psych/Sync', { list: [record('stress-check-1', 99, { answers: Array(12).fill(1) })] }, b)
    expect(mine.data.list).toHaveLength(1)
    const theirs = (await h.call('/Psych/Sync', {}, a)).data.list.find((r: AnyJson) => r.id === 'stress-check-1')
    expect(theirs).toMatchObject({ is_del: 1, update_time: 30 })
  })

  it('needs a token; malformed bodies and records get an error code, never a 500', async () => {
    expect((await h.call('/Psych/Sync', {})).code).toBe(401)
    const bad = await h.call('/Psych/Sync', { list: 'x' }, a)
    expect(bad.code).toBe(1001)
    expect(bad.msg).toMatch(/list/)
    for (const body of [[1], { list: [null] }, { list: { a: 1 } }]) expect((await h.call('/Psych/Sync', body, a)).code).not.toBe(500)
    const r = await h.call(
      '/Psych/Sync',
      {
        list: [
          record('ok-1', 40),
          record('x'.repeat(65), 40),
          record('ok-2', 40, { answers: Array(201).fill(3) }),
          record('ok-3', 40, { answers: [6] }),
          record('ok-4', 40, { scales: Array(21).fill(record('z', 1).scales[0]) }),
          record('ok-5', 40, { scales: [{ scale: 'stress', raw: 'lots' }] }),
          record('ok-6', 40, { created_at: 'yesterday' }),
        ],
      },
      a,
    )
    expect(r.code).toBe(0)
    expect(r.data.rejected.map((x: AnyJson) => x.index)).toEqual([1, 2, 3, 4, 5, 6])
    expect(r.data.list.some((x: AnyJson) => x.id === 'ok-1')).toBe(true)
    expect(r.data.list.some((x: AnyJson) => x.id === 'ok-2')).toBe(false)
  })
})
