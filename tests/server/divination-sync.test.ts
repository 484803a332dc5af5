// /Divination/Sync: divination history records under the same last-writer-wins rule as the other record kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const reading = (id: string, updateTime: number, extra: AnyJson = {}) => ({
  id,
  system: 'tarot',
  created_at: '2026-11-27T10:00:00.000Z',
  question: '工作',
  cast_time: null,
  inputs: { seed: 's', spread: 'single', cutIndex: 0, settings: { showReverse: true } },
  result: { spread: 'single', cards: [{ position: 'card', id: 19, reversed: false }], director: null, plus: [], remark: '' },
  version: 1,
  update_time: updateTime,
  is_del: 0,
  ...extra,
})
const tombstone = (id: string, updateTime: number) => ({
  id,
  system: 'tarot',
  created_at: '2026-11-27T10:00:00.000Z',
  update_time: updateTime,
  is_del: 1,
})
const ids = (list: AnyJson[]) => list.map((r) => r.id).sort()
const byId = (list: AnyJson[], id: string) => list.find((r) => r.id === id)

describe(`divination history sync (${DB_LABEL})`, () => {
  let h: Harness
  let a: string
  let b: string
  beforeAll(async () => {
    h = await harness()
    a = (await h.login('divination-a@example.com')).token
    b = (await h.login('divination-b@example.com')).token
  })
  afterAll(async () => h?.close())

  it('two devices of one account converge on the merged list', async () => {
    const phone = await h.call('/Divination/Sync', { list: [reading('tarot-1', 10)] }, a)
    expect(phone.code).toBe(0)
    expect(phone.data.list).toEqual([{ ...reading('tarot-1', 10), cast_time: undefined, is_local: 0 }].map((r) => JSON.parse(JSON.stringify(r))))
    const pad = await h.call(
      '/Divination/Sync',
      { list: [reading('liuyao-2', 20, { system: 'liuyao', result: { method: 'coins', lines: [7, 8, 7, 8, 9, 6] } })] },
      a,
    )
    expect(ids(pad.data.list)).toEqual(['liuyao-2', 'tarot-1'])
    const again = await h.call('/Divination/Sync', { list: [] }, a)
    expect(again.data.list).toEqual(pad.data.list)
    expect(again.data.list[0]).toMatchObject({ id: 'liuyao-2', system: 'liuyao' })
  })

  it('conflicts: the newer copy wins; a tie keeps the server copy', async () => {
    const newer = await h.call(
      '/Divination/Sync',
      { list: [reading('tarot-1', 40, { result: { ...reading('x', 0).result, remark: '后来顺利' } })] },
      a,
    )
    expect(byId(newer.data.list, 'tarot-1')).toMatchObject({ update_time: 40, result: { remark: '后来顺利' } })
    const older = await h.call('/Divination/Sync', { list: [reading('tarot-1', 30, { question: '旧的' })] }, a)
    expect(byId(older.data.list, 'tarot-1')).toMatchObject({ update_time: 40, question: '工作', result: { remark: '后来顺利' } })
    const tie = await h.call('/Divination/Sync', { list: [reading('tarot-1', 40, { question: '同时' })] }, a)
    expect(byId(tie.data.list, 'tarot-1')).toMatchObject({ question: '工作' })
  })

  it('a delete propagates as a tombstone; an older copy does not revive it', async () => {
    const del = await h.call('/Divination/Sync', { list: [tombstone('liuyao-2', 50)] }, a)
    expect(byId(del.data.list, 'liuyao-2')).toEqual({ ...tombstone('liuyao-2', 50), is_local: 0 })
    const stale = await h.call('/Divination/Sync', { list: [reading('liuyao-2', 25, { system: 'liuyao' })] }, a)
    expect(byId(stale.data.list, 'liuyao-2')).toMatchObject({ is_del: 1, update_time: 50 })
    expect(byId(stale.data.list, 'liuyao-2').result).toBeUndefined()
    expect(stale.data.list).toHaveLength(2)
  })

  it("another account never sees A's records, and its own ids do not touch A's", async () => {
    expect((await h.call('/Divination/Sync', {}, b)).data.list).toEqual([])
    const mine = await h.call('/Divination/Sync', { list: [reading('tarot-1', 99, { question: 'B 的问题' })] }, b)
    expect(mine.data.list).toEqual([expect.objectContaining({ id: 'tarot-1', question: 'B 的问题' })])
    const theirs = (await h.call('/Divination/Sync', {}, a)).data.list
    expect(byId(theirs, 'tarot-1')).toMatchObject({ question: '工作', update_time: 40 })
    expect(JSON.stringify(theirs)).not.toContain('B 的问题')
    // The other kinds' lists stay apart too.
    expect((await h.call('/Psych/Sync', {}, a)).data.list).toEqual([])
  })

  it('needs a token; malformed bodies and records get an error code, never a 500', async () => {
    expect((await h.call('/Divination/Sync', {})).code).toBe(401)
    const bad = await h.call('/Divination/Sync', { list: 'x' }, a)
    expect(bad.code).toBe(1001)
    expect(bad.msg).toMatch(/list/)
    for (const body of [[1], { list: [null] }, { list: { a: 1 } }, { list: [[]] }, 'text', null]) {
      expect((await h.call('/Divination/Sync', body, a)).code).not.toBe(500)
    }
    let deep: AnyJson = 1
    for (let i = 0; i < 12; i++) deep = { d: deep }
    const r = await h.call(
      '/Divination/Sync',
      {
        list: [
          reading('ok-1', 60),
          reading('x'.repeat(65), 60),
          reading('ok-2', 60, { system: 'Tarot!' }),
          reading('ok-3', 60, { created_at: 'yesterday' }),
          reading('ok-4', 60, { result: deep }),
          reading('ok-5', 60, { question: '问'.repeat(1001) }),
          reading('ok-6', 60, { inputs: { notes: Array(20).fill('字'.repeat(1999)) } }),
          reading('ok-7', 60, { update_time: 'soon' }),
        ],
      },
      a,
    )
    expect(r.code).toBe(0)
    expect(r.data.rejected.map((x: AnyJson) => x.index)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(byId(r.data.list, 'ok-1')).toBeDefined()
    expect(byId(r.data.list, 'ok-2')).toBeUndefined()
  })
})
