// /Meditation/Sync: meditation sessions under the same last-writer-wins rule as the other record kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const record = (id: string, updateTime: number, extra: AnyJson = {}) => ({
  id,
  sound: 'rain',
  planned_min: 10,
  actual_s: 600,
  started_at: 1741572000000,
  date: '2025-03-10',
  completed: 1,
  created_at: '2025-03-10T02:00:00.000Z',
  update_time: updateTime,
  is_del: 0,
  ...extra,
})
const ids = (list: AnyJson[]) => list.map((r) => r.id).sort()

describe(`meditation session sync (${DB_LABEL})`, () => {
  let h: Harness
  let a: string
  let b: string
  beforeAll(async () => {
    h = await harness()
    a = (await h.login('med-a@example.com')).token
    b = (await h.login('med-b@example.com')).token
  })
  afterAll(async () => h?.close())

  it('two devices of one account converge on the merged list', async () => {
    const phone = await h.call('/Meditation/Sync', { list: [record('1741572000000', 10)] }, a)
    expect(phone.code).toBe(0)
    expect(phone.data.list).toEqual([{ ...record('1741572000000', 10), is_local: 0 }])
    const pad = await h.call('/Meditation/Sync', { list: [record('1741658400000', 20, { sound: 'ocean', completed: 0 })] }, a)
    expect(ids(pad.data.list)).toEqual(['1741572000000', '1741658400000'])
    const again = await h.call('/Meditation/Sync', { list: [] }, a)
    expect(again.data.list).toEqual(pad.data.list)
  })

  it('the newer edit wins, a tie keeps the server copy, and an older copy does not revive a tombstone', async () => {
    await h.call('/Meditation/Sync', { list: [record('1741658400000', 25, { actual_s: 300 })] }, a)
    const tie = await h.call('/Meditation/Sync', { list: [record('1741658400000', 25, { actual_s: 1 })] }, a)
    expect(tie.data.list.find((r: AnyJson) => r.id === '1741658400000')).toMatchObject({ actual_s: 300, update_time: 25 })
    await h.call('/Meditation/Sync', { list: [record('1741572000000', 30, { is_del: 1 })] }, a)
    const stale = await h.call('/Meditation/Sync', { list: [record('1741572000000', 15)] }, a)
    expect(stale.data.list.find((r: AnyJson) => r.id === '1741572000000')).toMatchObject({ is_del: 1, update_time: 30 })
    expect(stale.data.list).toHaveLength(2)
  })

  it("another account never sees A's sessions", async () => {
    expect((await h.call('/Meditation/Sync', {}, b)).data.list).toEqual([])
    const mine = await h.call('/Meditation/Sync', { list: [record('1741572000000', 99)] }, b)
    expect(mine.data.list).toHaveLength(1)
    const theirs = (await h.call('/Meditation/Sync', {}, a)).data.list.find((r: AnyJson) => r.id === '1741572000000')
    expect(theirs).toMatchObject({ is_del: 1, update_time: 30 })
  })

  it('needs a token; malformed bodies and records get an error code, never a 500', async () => {
    expect((await h.call('/Meditation/Sync', {})).code).toBe(401)
    const bad = await h.call('/Meditation/Sync', { list: 'x' }, a)
    expect(bad.code).toBe(1001)
    for (const body of [[1], { list: [null] }, { list: { a: 1 } }, { list: [{ id: {} }] }])
      expect((await h.call('/Meditation/Sync', body, a)).code).not.toBe(500)
    const r = await h.call(
      '/Meditation/Sync',
      {
        list: [
          record('ok-1', 40),
          record('x'.repeat(65), 40),
          record('ok-2', 40, { actual_s: -1 }),
          record('ok-3', 40, { date: '10/03/2025' }),
          record('ok-4', 40, { sound: 'Rain!' }),
          record('ok-5', 40, { created_at: 'yesterday' }),
          record('ok-6', 40, { planned_min: 'ten' }),
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
