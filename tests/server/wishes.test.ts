// /Wish/*: wishes privacy (an author is never exposed through any API to other users), IDOR on state moves and
// deletes, exact blessing counts under concurrency, one blessing per user, the state table, bad input never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'
import { WISH, WISH_STATES, type WishAction } from '../../server/src/routes/wish/states'
import { WISHES_PER_DAY } from '../../server/src/routes/wish'

const WALL_KEYS = ['blessed', 'bless_count', 'category', 'created_at', 'id', 'state', 'text'].sort()
const BLESS_KEYS = ['added', 'bless_count', 'blessed', 'id'].sort()
const wish = (text: string, extra: object = {}) => ({ text, category: 'career', look_back: '2026-01-15', is_public: 1, ...extra })

/** Every value in a JSON document, keys included, as strings. */
function allValues(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => allValues(x, out))
  else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), allValues(x, out)))
  else out.push(String(v))
  return out
}

describe(`wishes (${DB_LABEL})`, () => {
  let h: Harness
  let a: { token: string; user: AnyJson }
  let b: { token: string; user: AnyJson }
  const A_NICK = '许愿作者甲'
  const A_MAIL = 'wish-author@example.com'
  beforeAll(async () => {
    h = await harness()
    a = await h.login(A_MAIL)
    b = await h.login('wish-reader@example.com')
    expect((await h.call('/User/UpdateInfo', { nickname: A_NICK }, a.token)).code).toBe(0)
  })
  afterAll(async () => h?.close())

  const create = async (token: string, body: object) => {
    const r = await h.call('/Wish/Create', body, token)
    expect(r.code, r.msg).toBe(0)
    return r.data
  }

  it('create answers the author their own wish, open with no blessings', async () => {
    const w = await create(a.token, wish('  今年考上研究生  ', { category: 'study' }))
    expect(w).toMatchObject({ text: '今年考上研究生', category: 'study', look_back: '2026-01-15', is_public: 1, state: 'open', bless_count: 0 })
    expect(w.created_at).toBe(h.clock.now)
    expect(w).not.toHaveProperty('uid')
  })

  it('wishes privacy (an author is never exposed through any API to other users)', async () => {
    const w = await create(a.token, wish('愿妈妈身体健康', { category: 'health' }))
    const uid = String(a.user.uid)
    const answers = [
      (await h.call('/Wish/Wall', {}, b.token)).data,
      (await h.call('/Wish/Wall', {})).data,
      (await h.call('/Wish/Wall', { page: 1, size: 50 }, b.token, 'GET')).data,
      (await h.call('/Wish/Bless', { id: w.id }, b.token)).data,
      (await h.call('/Wish/Mine', {}, b.token)).data,
    ]
    const onWall = answers[0].list.find((x: AnyJson) => x.id === w.id)
    expect(onWall.text).toBe('愿妈妈身体健康')
    for (const item of [...answers[0].list, ...answers[1].list, ...answers[2].list]) expect(Object.keys(item).sort()).toEqual(WALL_KEYS)
    expect(Object.keys(answers[3]).sort()).toEqual(BLESS_KEYS)
    expect(answers[4].list).toEqual([])
    for (const answer of answers) {
      const values = allValues(answer)
      expect(values).not.toContain(uid)
      for (const s of values) {
        expect(s).not.toContain(A_NICK)
        expect(s).not.toContain(A_MAIL)
        expect(s).not.toContain('wish-author')
      }
      expect(values).not.toContain('uid')
    }
  })

  it('private wishes never reach the wall and cannot be blessed, not even by their author', async () => {
    const p = await create(a.token, wish('一个只给自己看的愿望', { is_public: 0 }))
    for (const token of [a.token, b.token, null]) {
      const all = (await h.call('/Wish/Wall', { size: 50 }, token)).data
      expect(all.list.map((x: AnyJson) => x.id)).not.toContain(p.id)
      expect(JSON.stringify(all)).not.toContain('只给自己看')
    }
    expect((await h.call('/Wish/Bless', { id: p.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/Bless', { id: p.id }, a.token)).code).toBe(1002)
    expect((await h.call('/Wish/Mine', {}, a.token)).data.list.map((x: AnyJson) => x.id)).toContain(p.id)
  })

  it('SetPublic: a wish made private leaves the wall for everyone at once; only its author may move it; back on the wall', async () => {
    const w = await create(a.token, wish('先公开后私密的愿望'))
    const onWall = async (token: string | null) => (await h.call('/Wish/Wall', { size: 50 }, token)).data.list.map((x: AnyJson) => x.id)
    expect(await onWall(b.token)).toContain(w.id)
    // Another user cannot move it (IDOR): it reads as missing and stays public.
    expect((await h.call('/Wish/SetPublic', { id: w.id, is_public: 0 }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/SetPublic', { id: w.id, is_public: 0 })).code).toBe(401)
    expect(await onWall(null)).toContain(w.id)
    const hid = await h.call('/Wish/SetPublic', { id: w.id, is_public: 0 }, a.token)
    expect(hid.data).toMatchObject({ id: w.id, is_public: 0, text: '先公开后私密的愿望' })
    for (const token of [a.token, b.token, null]) {
      expect(await onWall(token)).not.toContain(w.id)
      expect(JSON.stringify((await h.call('/Wish/Wall', { size: 50 }, token)).data)).not.toContain('先公开后私密')
    }
    expect((await h.call('/Wish/Bless', { id: w.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/Mine', {}, b.token)).data.list.map((x: AnyJson) => x.id)).not.toContain(w.id)
    expect((await h.call('/Wish/SetPublic', { id: w.id, is_public: 1 }, a.token)).data.is_public).toBe(1)
    expect(await onWall(b.token)).toContain(w.id)
    expect((await h.call('/Wish/SetPublic', { id: w.id, is_public: 2 }, a.token)).code).toBe(1001)
  })

  it('user B cannot move or delete A’s wish (IDOR): it reads as missing and stays as it was', async () => {
    const w = await create(a.token, wish('B 动不了的愿望'))
    expect((await h.call('/Wish/SetState', { id: w.id, action: 'fulfil' }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/SetState', { id: w.id, action: 'let_go' }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/Delete', { id: w.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Wish/Delete', { id: w.id })).code).toBe(401)
    const mine = (await h.call('/Wish/Mine', { size: 50 }, a.token)).data.list.find((x: AnyJson) => x.id === w.id)
    expect(mine).toMatchObject({ state: 'open', text: 'B 动不了的愿望' })
    // The author may.
    expect((await h.call('/Wish/SetState', { id: w.id, action: 'fulfil' }, a.token)).data.state).toBe('fulfilled')
    expect((await h.call('/Wish/Delete', { id: w.id }, a.token)).data).toEqual({ deleted: 1 })
    expect((await h.call('/Wish/Delete', { id: w.id }, a.token)).code).toBe(1002)
  })

  it('every (state, action) pair follows the transition table; let go leaves the wall, fulfilled stays', async () => {
    for (const from of WISH_STATES) {
      for (const action of Object.keys(WISH) as WishAction[]) {
        const w = await create(b.token, wish(`状态 ${from} ${action}`))
        if (from !== 'open') await h.call('/Wish/SetState', { id: w.id, action: from === 'fulfilled' ? 'fulfil' : 'let_go' }, b.token)
        const r = await h.call('/Wish/SetState', { id: w.id, action }, b.token)
        const to = WISH[action][from]
        if (to) {
          expect(r.code).toBe(0)
          expect(r.data).toMatchObject({ state: to, state_at: h.clock.now })
        } else expect(r.code).toBe(1105)
        const onWall = (await h.call('/Wish/Wall', { size: 50 })).data.list.find((x: AnyJson) => x.id === w.id)
        const final = to ?? from
        if (final === 'let_go') expect(onWall).toBeUndefined()
        else expect(onWall.state).toBe(final)
        await h.call('/Wish/Delete', { id: w.id }, b.token)
      }
    }
  })

  it('concurrent blessings from N users are counted exactly; each user blesses once', async () => {
    const w = await create(a.token, wish('大家一起祝福的愿望'))
    const users: { token: string }[] = []
    for (let i = 0; i < 12; i++) users.push(await h.login(`blesser-${i}@example.com`))
    // Every user blesses twice at once, all users at the same time.
    const answers = await Promise.all(users.flatMap((u) => [0, 1].map(() => h.call('/Wish/Bless', { id: w.id }, u.token))))
    expect(answers.every((r) => r.code === 0 && r.data.blessed === true)).toBe(true)
    expect(answers.filter((r) => r.data.added).length).toBe(12)
    const wall = (await h.call('/Wish/Wall', { size: 50 }, users[0].token)).data.list.find((x: AnyJson) => x.id === w.id)
    expect(wall).toMatchObject({ bless_count: 12, blessed: true })
    const again = await h.call('/Wish/Bless', { id: w.id }, users[3].token)
    expect(again.data).toEqual({ id: w.id, bless_count: 12, blessed: true, added: false })
    // The author may bless their own wish once, like anyone.
    expect((await h.call('/Wish/Bless', { id: w.id }, a.token)).data).toMatchObject({ bless_count: 13, added: true })
    expect((await h.call('/Wish/Wall', { size: 50 }, b.token)).data.list.find((x: AnyJson) => x.id === w.id).blessed).toBe(false)
    expect((await h.call('/Wish/Wall', { size: 50 })).data.list.find((x: AnyJson) => x.id === w.id).blessed).toBe(false)
  })

  it('the wall is newest first and paged', async () => {
    const c = await h.login('wish-pager@example.com')
    for (let i = 0; i < 3; i++) {
      h.clock.advance(1000)
      await create(c.token, wish(`分页 ${i}`))
    }
    const p1 = (await h.call('/Wish/Wall', { page: 1, size: 2 })).data
    const p2 = (await h.call('/Wish/Wall', { page: 2, size: 2 })).data
    expect(p1.list.map((x: AnyJson) => x.text)).toEqual(['分页 2', '分页 1'])
    expect(p2.list[0].text).toBe('分页 0')
    expect(p1.total).toBe(p2.total)
    const times = [...p1.list, ...p2.list].map((x: AnyJson) => x.created_at)
    expect([...times].sort((x, y) => y - x)).toEqual(times)
  })

  it(`creation is limited to ${WISHES_PER_DAY} wishes a day per user`, async () => {
    const d = await h.login('wish-limit@example.com')
    for (let i = 0; i < WISHES_PER_DAY; i++) await create(d.token, wish(`第 ${i} 个`, { is_public: 0 }))
    const over = await h.call('/Wish/Create', wish('一个太多'), d.token)
    expect(over.code).toBe(429)
    expect(over.msg).toContain('明天')
    h.clock.advance(24 * 3600_000 + 1)
    expect((await h.call('/Wish/Create', wish('第二天的愿望', { look_back: '2026-02-01' }), d.token)).code).toBe(0)
  })

  it('bad input answers 1001 with a message, never HTTP 500', async () => {
    const bad = [
      {},
      wish(''),
      wish('   '),
      wish('长'.repeat(201)),
      wish('x', { category: 'fame' }),
      wish('x', { look_back: '2025-02-30' }),
      wish('x', { look_back: '2020-01-01' }),
      wish('x', { look_back: '2099-01-01' }),
      wish('x', { is_public: 2 }),
      wish('a\u0000b'),
      { ...wish('x'), text: 42 },
    ]
    for (const body of bad) {
      const r = await h.call('/Wish/Create', body, a.token)
      expect(r.code, JSON.stringify(body)).toBe(1001)
      expect(r.msg).toMatch(/参数错误/)
    }
    expect((await h.call('/Wish/Create', wish('长'.repeat(200)), a.token)).code).toBe(0)
    for (const [path, body] of [
      ['/Wish/SetState', { id: 1, action: 'reopen' }],
      ['/Wish/SetState', { id: -1, action: 'fulfil' }],
      ['/Wish/Bless', { id: 'x' }],
      ['/Wish/Bless', { id: 1e300 }],
      ['/Wish/Wall', { page: 0 }],
      ['/Wish/Wall', { size: 1000 }],
    ] as const) {
      expect((await h.call(path, body, a.token)).code, path).toBe(1001)
    }
    expect((await h.call('/Wish/Bless', { id: 987654321 }, a.token)).code).toBe(1002)
    expect((await h.call('/Wish/Create', wish('x'))).code).toBe(401)
    expect((await h.call('/Wish/Bless', { id: 1 })).code).toBe(401)
  })
})
