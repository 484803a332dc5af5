// /TreeHole/*: privacy (an author is never exposed through any API to other users or logged-out callers), IDOR on
// delete, the word filter (refuse with 1120, hold), posting limits, exact hug and report counts under concurrency,
// one report per user, auto-hide at the threshold, moderators' list/hide/restore/delete with audit rows, and bad
// input never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'
import { adminToken } from './shop-helpers'
import { TREE_HOLE_HIDE_AT_REPORTS, TREE_HOLE_MIN_GAP_MS, TREE_HOLE_POSTS_PER_DAY } from '../../server/src/routes/tree-hole'

const FEED_KEYS = ['created_at', 'hug_count', 'hugged', 'id', 'mine', 'reply_count', 'reported', 'text'].sort()
const OWN_KEYS = ['created_at', 'hug_count', 'id', 'status', 'text'].sort()
const GAP = TREE_HOLE_MIN_GAP_MS + 1

/** Every value in a JSON document, keys included, as strings. */
function allValues(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => allValues(x, out))
  else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), allValues(x, out)))
  else out.push(String(v))
  return out
}

describe(`tree hole (${DB_LABEL})`, () => {
  let h: Harness
  let a: { token: string; user: AnyJson }
  let b: { token: string; user: AnyJson }
  let admin: string
  const A_NICK = '树洞作者甲'
  const A_MAIL = 'hole-author@example.com'
  beforeAll(async () => {
    h = await harness()
    a = await h.login(A_MAIL)
    b = await h.login('hole-reader@example.com')
    admin = await adminToken(h, 'hole-admin@example.com')
    expect((await h.call('/User/UpdateInfo', { nickname: A_NICK }, a.token)).code).toBe(0)
  })
  afterAll(async () => h?.close())

  const post = async (token: string, text: string) => {
    h.clock.advance(GAP)
    const r = await h.call('/TreeHole/Create', { text }, token)
    expect(r.code, r.msg).toBe(0)
    return r.data
  }
  const inFeed = async (id: number, token: string | null = null) =>
    (await h.call('/TreeHole/List', { size: 50 }, token)).data.list.find((x: AnyJson) => x.id === id)

  it('tree-hole privacy: no answer to another user or a logged-out caller names the author', async () => {
    const p = await post(a.token, '  其实我一直很想念外婆  ')
    expect(p).toEqual({ id: p.id, text: '其实我一直很想念外婆', status: 'visible', hug_count: 0, created_at: h.clock.now })
    const uid = String(a.user.uid)
    const hugged = (await h.call('/TreeHole/Hug', { id: p.id }, b.token)).data
    const reported = (await h.call('/TreeHole/Report', { id: p.id, reason: 'other' }, b.token)).data
    const answers = [
      (await h.call('/TreeHole/List', {}, b.token)).data,
      (await h.call('/TreeHole/List', {})).data,
      (await h.call('/TreeHole/List', { size: 50 }, b.token, 'GET')).data,
      hugged,
      reported,
      (await h.call('/TreeHole/Mine', {}, b.token)).data,
    ]
    const seen = answers[0].list.find((x: AnyJson) => x.id === p.id)
    expect(seen).toMatchObject({ text: '其实我一直很想念外婆', hug_count: 1, hugged: true, reported: true, mine: false })
    for (const item of [...answers[0].list, ...answers[1].list, ...answers[2].list]) expect(Object.keys(item).sort()).toEqual(FEED_KEYS)
    expect(answers[1].list.find((x: AnyJson) => x.id === p.id)).toMatchObject({ hugged: false, reported: false, mine: false })
    expect(Object.keys(answers[3]).sort()).toEqual(['added', 'hug_count', 'hugged', 'id'])
    expect(Object.keys(answers[4]).sort()).toEqual(['added', 'hidden', 'id', 'reported'])
    expect(answers[5].list).toEqual([])
    for (const answer of answers) {
      const values = allValues(answer)
      expect(values).not.toContain(uid)
      expect(values).not.toContain('uid')
      for (const s of values) for (const secret of [A_NICK, A_MAIL, 'hole-author']) expect(s).not.toContain(secret)
    }
    // The author sees it as theirs; their own list carries the status.
    expect((await inFeed(p.id, a.token)).mine).toBe(true)
    const mine = (await h.call('/TreeHole/Mine', {}, a.token)).data.list
    expect(Object.keys(mine[0]).sort()).toEqual(OWN_KEYS)
  })

  it('user B cannot delete A’s post (IDOR): it reads as missing and stays; the author may', async () => {
    const p = await post(a.token, 'B 删不掉的树洞')
    expect((await h.call('/TreeHole/Delete', { id: p.id }, b.token)).code).toBe(1002)
    expect((await h.call('/TreeHole/Delete', { id: p.id })).code).toBe(401)
    expect((await inFeed(p.id)).text).toBe('B 删不掉的树洞')
    expect((await h.call('/TreeHole/Delete', { id: p.id }, a.token)).data).toEqual({ deleted: 1 })
    expect(await inFeed(p.id)).toBeUndefined()
    expect((await h.call('/TreeHole/Delete', { id: p.id }, a.token)).code).toBe(1002)
    expect((await h.call('/TreeHole/Hug', { id: p.id }, b.token)).code).toBe(1002)
    expect((await h.call('/TreeHole/Report', { id: p.id }, b.token)).code).toBe(1002)
  })

  it('the word filter refuses with 1120 and its reason, stores nothing and uses up no limit', async () => {
    const c = await h.login('hole-filter@example.com')
    for (const [text, says] of [
      ['你这个傻 逼', '辱骂'],
      ['加我ＶＸ：abc123', '联系方式'],
      ['联系 138 0013 8000', '联系方式'],
      ['同城約炮', '色情'],
    ]) {
      h.clock.advance(GAP)
      const r = await h.call('/TreeHole/Create', { text }, c.token)
      expect(r.code, text).toBe(1120)
      expect(r.msg).toContain(says)
    }
    expect((await h.call('/TreeHole/Mine', {}, c.token)).data.total).toBe(0)
    const ok = await post(c.token, '今天工作上遇到了大麻烦')
    expect(ok.status).toBe('visible')
  })

  it('self-harm words hold the post: the author sees it held, nobody else sees it, a moderator does', async () => {
    const d = await h.login('hole-held@example.com')
    const p = await post(d.token, '最近真的不想活了')
    expect(p.status).toBe('held')
    expect(await inFeed(p.id, b.token)).toBeUndefined()
    expect((await h.call('/TreeHole/Hug', { id: p.id }, b.token)).code).toBe(1002)
    expect((await h.call('/TreeHole/Report', { id: p.id }, b.token)).code).toBe(1002)
    const held = (await h.call('/TreeHole/AdminList', { filter: 'held' }, admin)).data.list.find((x: AnyJson) => x.id === p.id)
    expect(held).toMatchObject({ uid: d.user.uid, status: 'held', hidden_by: 'filter', hold_category: 'selfharm' })
    expect((await h.call('/TreeHole/AdminRestore', { id: p.id, reason: '已联系，可以公开' }, admin)).code).toBe(0)
    expect((await inFeed(p.id, b.token)).text).toBe('最近真的不想活了')
  })

  it(`posting is limited to one a minute and ${TREE_HOLE_POSTS_PER_DAY} a day`, async () => {
    const e = await h.login('hole-limit@example.com')
    await post(e.token, '第一条')
    const fast = await h.call('/TreeHole/Create', { text: '太快的第二条' }, e.token)
    expect(fast.code).toBe(429)
    expect(fast.msg).toMatch(/请 \d+ 秒后再试/)
    for (let i = 1; i < TREE_HOLE_POSTS_PER_DAY; i++) await post(e.token, `第 ${i + 1} 条`)
    h.clock.advance(GAP)
    const over = await h.call('/TreeHole/Create', { text: '一条太多' }, e.token)
    expect(over.code).toBe(429)
    expect(over.msg).toContain('明天')
    h.clock.advance(24 * 3600_000)
    await post(e.token, '第二天')
    // Concurrent posts from one user: the per-user lock lets exactly one through.
    h.clock.advance(GAP)
    const burst2 = await Promise.all([0, 1, 2, 3].map((i) => h.call('/TreeHole/Create', { text: `并发二 ${i}` }, e.token)))
    expect(burst2.map((r) => r.code).sort()).toEqual([0, 429, 429, 429])
  })

  it('N concurrent reporters count exactly N, repeats count once, the author cannot report, hidden at the threshold', async () => {
    const p = await post(a.token, '一条会被很多人举报的树洞')
    const users: { token: string }[] = []
    for (let i = 0; i < 10; i++) users.push(await h.login(`reporter-${i}@example.com`))
    const answers = await Promise.all(users.flatMap((u) => [0, 1].map(() => h.call('/TreeHole/Report', { id: p.id, reason: 'abuse' }, u.token))))
    expect(answers.map((r) => r.code)).toEqual(answers.map(() => 0))
    expect(answers.filter((r) => r.data.added).length).toBe(10)
    expect((await h.call('/TreeHole/Report', { id: p.id }, a.token)).code).toBe(1001)
    const row = (await h.call('/TreeHole/AdminList', { filter: 'reported', size: 50 }, admin)).data.list.find((x: AnyJson) => x.id === p.id)
    expect(row).toMatchObject({ report_count: 10, new_reports: 10, status: 'hidden', hidden_by: 'reports', reasons: { abuse: 10 } })
    expect(await inFeed(p.id)).toBeUndefined()
    expect((await h.call('/TreeHole/Mine', { size: 50 }, a.token)).data.list.find((x: AnyJson) => x.id === p.id).status).toBe('hidden')
  })

  it(`auto-hide comes with report ${TREE_HOLE_HIDE_AT_REPORTS}; a restore clears it; the author's own report is refused`, async () => {
    const p = await post(a.token, '边界上的树洞')
    expect((await h.call('/TreeHole/Report', { id: p.id }, a.token)).msg).toBe('不能举报自己的树洞')
    const users = []
    for (let i = 0; i < TREE_HOLE_HIDE_AT_REPORTS * 2; i++) users.push(await h.login(`edge-${i}@example.com`))
    for (let i = 0; i < TREE_HOLE_HIDE_AT_REPORTS; i++) {
      const r = await h.call('/TreeHole/Report', { id: p.id, reason: 'ad' }, users[i].token)
      expect(r.data.hidden, `report ${i + 1}`).toBe(i + 1 === TREE_HOLE_HIDE_AT_REPORTS)
      expect(!!(await inFeed(p.id)), `report ${i + 1}`).toBe(i + 1 < TREE_HOLE_HIDE_AT_REPORTS)
    }
    await h.call('/TreeHole/AdminRestore', { id: p.id, reason: '误报' }, admin)
    expect(await inFeed(p.id)).toBeDefined()
    const reported = (await h.call('/TreeHole/AdminList', { filter: 'reported', size: 50 }, admin)).data.list
    expect(reported.map((x: AnyJson) => x.id)).not.toContain(p.id)
    // Earlier reporters' repeats do not count again; new reporters count from the restore.
    expect((await h.call('/TreeHole/Report', { id: p.id }, users[0].token)).data).toMatchObject({ added: false, hidden: false })
    for (let i = TREE_HOLE_HIDE_AT_REPORTS; i < TREE_HOLE_HIDE_AT_REPORTS * 2; i++) await h.call('/TreeHole/Report', { id: p.id }, users[i].token)
    expect(await inFeed(p.id)).toBeUndefined()
  })

  it('concurrent hugs from N users count exactly; each user hugs once', async () => {
    const p = await post(a.token, '需要一个抱抱')
    const users = []
    for (let i = 0; i < 8; i++) users.push(await h.login(`hugger-${i}@example.com`))
    const answers = await Promise.all(users.flatMap((u) => [0, 1].map(() => h.call('/TreeHole/Hug', { id: p.id }, u.token))))
    expect(answers.filter((r) => r.code === 0 && r.data.added).length).toBe(8)
    expect(await inFeed(p.id, users[0].token)).toMatchObject({ hug_count: 8, hugged: true })
    expect((await h.call('/TreeHole/Hug', { id: p.id }, users[1].token)).data).toEqual({ id: p.id, hug_count: 8, hugged: true, added: false })
  })

  it('moderators: plain users get 403, logged out 401; hide, restore and delete write audit rows', async () => {
    const p = await post(a.token, '管理员会看到的树洞')
    for (const path of ['/TreeHole/AdminList', '/TreeHole/AdminHide', '/TreeHole/AdminRestore', '/TreeHole/AdminDelete']) {
      const body = { id: p.id, reason: 'x' }
      expect((await h.call(path, body)).code, path).toBe(401)
      expect((await h.call(path, body, b.token)).code, path).toBe(403)
    }
    expect(await inFeed(p.id)).toBeDefined()
    const before = (
      await h.app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit WHERE target = $1`, [`tree_hole:${p.id}`])
    ).rows[0].n
    expect(before).toBe(0)
    expect((await h.call('/TreeHole/AdminHide', { id: p.id, reason: '人身攻击' }, admin)).data).toEqual({ id: p.id, done: 'treehole.hide' })
    expect(await inFeed(p.id)).toBeUndefined()
    const hidden = (await h.call('/TreeHole/AdminList', { filter: 'hidden', size: 50 }, admin)).data.list.find((x: AnyJson) => x.id === p.id)
    expect(hidden).toMatchObject({ uid: a.user.uid, hidden_by: 'admin' })
    await h.call('/TreeHole/AdminRestore', { id: p.id, reason: '复核无误' }, admin)
    expect(await inFeed(p.id)).toBeDefined()
    await h.call('/TreeHole/AdminDelete', { id: p.id, reason: '作者申请' }, admin)
    expect(await inFeed(p.id)).toBeUndefined()
    expect((await h.call('/TreeHole/AdminDelete', { id: p.id, reason: '再删' }, admin)).code).toBe(1002)
    const rows = await h.app.services.db.query<{ action: string; reason: string }>(
      'SELECT action, reason FROM admin_audit WHERE target = $1 ORDER BY id',
      [`tree_hole:${p.id}`],
    )
    expect(rows.rows).toEqual([
      { action: 'treehole.hide', reason: '人身攻击' },
      { action: 'treehole.restore', reason: '复核无误' },
      { action: 'treehole.delete', reason: '作者申请' },
    ])
  })

  it('the feed is newest first and paged', async () => {
    const c = await h.login('hole-pager@example.com')
    for (let i = 0; i < 3; i++) await post(c.token, `分页 ${i}`)
    const p1 = (await h.call('/TreeHole/List', { page: 1, size: 2 })).data
    const p2 = (await h.call('/TreeHole/List', { page: 2, size: 2 })).data
    expect(p1.list.map((x: AnyJson) => x.text)).toEqual(['分页 2', '分页 1'])
    expect(p2.list[0].text).toBe('分页 0')
    expect(p1.total).toBe(p2.total)
  })

  it('bad input answers 1001 with a message, never HTTP 500', async () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: '长'.repeat(501) }, { text: 42 }, { text: 'a\u0000b' }, { text: ['x'] }]) {
      const r = await h.call('/TreeHole/Create', body, b.token)
      expect(r.code, JSON.stringify(body)).toBe(1001)
      expect(r.msg).toMatch(/参数错误/)
    }
    for (const [path, body, token] of [
      ['/TreeHole/Report', { id: 1, reason: 'boring' }, b.token],
      ['/TreeHole/Report', { id: -1 }, b.token],
      ['/TreeHole/Hug', { id: 'x' }, b.token],
      ['/TreeHole/Hug', { id: 1e300 }, b.token],
      ['/TreeHole/List', { page: 0 }, null],
      ['/TreeHole/List', { size: 1000 }, null],
      ['/TreeHole/AdminList', { filter: 'all' }, admin],
      ['/TreeHole/AdminHide', { id: 1, reason: '' }, admin],
    ] as const) {
      expect((await h.call(path, body, token)).code, path).toBe(1001)
    }
    h.clock.advance(GAP)
    expect((await h.call('/TreeHole/Create', { text: '长'.repeat(500) }, b.token)).code).toBe(0)
    expect((await h.call('/TreeHole/Create', { text: 'x' })).code).toBe(401)
    expect((await h.call('/TreeHole/Hug', { id: 987654321 }, b.token)).code).toBe(1002)
  })
})
