// /TreeHole/Reply…: replies are as anonymous as posts (no answer to another user names a reply's author), IDOR on
// delete, the word filter (refuse 1120, hold), reply limits, the post's reply count, threads of held or hidden posts
// read as missing, moderators' reply list/hide/restore/delete with audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'
import { adminToken } from './shop-helpers'
import { TREE_HOLE_MIN_GAP_MS } from '../../server/src/routes/tree-hole'
import { TREE_HOLE_REPLIES_PER_DAY, TREE_HOLE_REPLY_GAP_MS } from '../../server/src/routes/tree-hole/replies'

const THREAD_KEYS = ['created_at', 'id', 'mine', 'text'].sort()
const OWN_KEYS = ['created_at', 'id', 'post_id', 'status', 'text'].sort()

/** Every value in a JSON document, keys included, as strings. */
function allValues(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => allValues(x, out))
  else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), allValues(x, out)))
  else out.push(String(v))
  return out
}

describe(`tree-hole replies (${DB_LABEL})`, () => {
  let h: Harness
  let a: { token: string; user: AnyJson }
  let b: { token: string; user: AnyJson }
  let admin: string
  const B_NICK = '回复者乙'
  const B_MAIL = 'reply-author@example.com'
  beforeAll(async () => {
    h = await harness()
    a = await h.login('reply-poster@example.com')
    b = await h.login(B_MAIL)
    admin = await adminToken(h, 'reply-admin@example.com')
    expect((await h.call('/User/UpdateInfo', { nickname: B_NICK }, b.token)).code).toBe(0)
  })
  afterAll(async () => h?.close())

  const post = async (token: string, text: string) => {
    h.clock.advance(TREE_HOLE_MIN_GAP_MS + 1)
    const r = await h.call('/TreeHole/Create', { text }, token)
    expect(r.code, r.msg).toBe(0)
    return r.data
  }
  const reply = async (token: string, postId: number, text: string) => {
    h.clock.advance(TREE_HOLE_REPLY_GAP_MS + 1)
    return h.call('/TreeHole/Reply', { post_id: postId, text }, token)
  }
  const threadOf = async (postId: number, token: string | null = null) =>
    (await h.call('/TreeHole/Replies', { post_id: postId, size: 50 }, token)).data
  const feedItem = async (id: number) => (await h.call('/TreeHole/List', { size: 50 })).data.list.find((x: AnyJson) => x.id === id)

  it('reply privacy: the thread, the feed and every answer to others never name the reply’s author', async () => {
    const p = await post(a.token, '今天很难过，想找人说说')
    const r = await reply(b.token, p.id, '  抱抱你，会好起来的  ')
    expect(r.data).toEqual({ id: r.data.id, post_id: p.id, text: '抱抱你，会好起来的', status: 'visible', created_at: h.clock.now })
    const answers = [await threadOf(p.id), await threadOf(p.id, a.token), (await h.call('/TreeHole/List', {}, a.token)).data]
    expect(answers[0].list).toEqual([{ id: r.data.id, text: '抱抱你，会好起来的', mine: false, created_at: h.clock.now }])
    for (const item of [...answers[0].list, ...answers[1].list]) expect(Object.keys(item).sort()).toEqual(THREAD_KEYS)
    expect((await feedItem(p.id)).reply_count).toBe(1)
    for (const answer of answers) {
      const values = allValues(answer)
      expect(values).not.toContain(String(b.user.uid))
      expect(values).not.toContain('uid')
      for (const s of values) for (const secret of [B_NICK, B_MAIL, 'reply-author']) expect(s).not.toContain(secret)
    }
    // The replier sees it as theirs, in the thread and in their own list with its status.
    expect((await threadOf(p.id, b.token)).list[0].mine).toBe(true)
    const mine = (await h.call('/TreeHole/MyReplies', {}, b.token)).data
    expect(mine.total).toBe(1)
    expect(Object.keys(mine.list[0]).sort()).toEqual(OWN_KEYS)
    expect((await h.call('/TreeHole/MyReplies', {}, a.token)).data.list).toEqual([])
  })

  it('user A cannot delete B’s reply (IDOR), not even on A’s own post; B may, and the count follows', async () => {
    const p = await post(a.token, '删回复的树洞')
    const r = (await reply(b.token, p.id, '这条只有我能删')).data
    expect((await h.call('/TreeHole/ReplyDelete', { id: r.id }, a.token)).code).toBe(1002)
    expect((await h.call('/TreeHole/ReplyDelete', { id: r.id })).code).toBe(401)
    expect((await threadOf(p.id)).total).toBe(1)
    expect((await h.call('/TreeHole/ReplyDelete', { id: r.id }, b.token)).data).toEqual({ deleted: 1 })
    expect((await threadOf(p.id)).total).toBe(0)
    expect((await feedItem(p.id)).reply_count).toBe(0)
    expect((await h.call('/TreeHole/ReplyDelete', { id: r.id }, b.token)).code).toBe(1002)
  })

  it('the word filter refuses a reply with 1120; self-harm words hold it from the thread, visible to its author', async () => {
    const p = await post(a.token, '过滤回复的树洞')
    const c = await h.login('reply-filter@example.com')
    const refused = await reply(c.token, p.id, '加我ＶＸ：abc123')
    expect(refused.code).toBe(1120)
    expect(refused.msg).toContain('联系方式')
    expect((await h.call('/TreeHole/MyReplies', {}, c.token)).data.total).toBe(0)
    const held = (await reply(c.token, p.id, '我也不想活了')).data
    expect(held.status).toBe('held')
    expect((await threadOf(p.id, a.token)).list).toEqual([])
    expect((await feedItem(p.id)).reply_count).toBe(0)
    expect((await h.call('/TreeHole/MyReplies', {}, c.token)).data.list[0]).toMatchObject({ id: held.id, status: 'held' })
    const listed = (await h.call('/TreeHole/AdminReplyList', { filter: 'held' }, admin)).data.list.find((x: AnyJson) => x.id === held.id)
    expect(listed).toMatchObject({ uid: c.user.uid, post_id: p.id, post_text: '过滤回复的树洞', hold_category: 'selfharm' })
  })

  it('a reply to a held, hidden or missing post reads as missing, and so does its thread', async () => {
    const p = await post(a.token, '马上会被隐藏的树洞')
    await reply(b.token, p.id, '先回一句')
    expect((await h.call('/TreeHole/AdminHide', { id: p.id, reason: '复核' }, admin)).code).toBe(0)
    expect((await reply(b.token, p.id, '再回一句')).code).toBe(1002)
    expect((await h.call('/TreeHole/Replies', { post_id: p.id }, b.token)).code).toBe(1002)
    expect((await reply(b.token, 9_999_999, '没有这个树洞')).code).toBe(1002)
  })

  it(`replies are limited to one per ${TREE_HOLE_REPLY_GAP_MS / 1000} s and ${TREE_HOLE_REPLIES_PER_DAY} a day, also when sent at once`, async () => {
    const p = await post(a.token, '限流的树洞')
    const e = await h.login('reply-limit@example.com')
    expect((await reply(e.token, p.id, '第一条')).code).toBe(0)
    const fast = await h.call('/TreeHole/Reply', { post_id: p.id, text: '太快' }, e.token)
    expect(fast.code).toBe(429)
    expect(fast.msg).toMatch(/请 \d+ 秒后再试/)
    for (let i = 1; i < TREE_HOLE_REPLIES_PER_DAY; i++) expect((await reply(e.token, p.id, `第 ${i + 1} 条`)).code).toBe(0)
    const over = await reply(e.token, p.id, '一条太多')
    expect(over.code).toBe(429)
    expect(over.msg).toContain('明天')
    h.clock.advance(24 * 3600_000)
    const burst = await Promise.all([0, 1, 2, 3].map((i) => h.call('/TreeHole/Reply', { post_id: p.id, text: `并发 ${i}` }, e.token)))
    expect(burst.map((r) => r.code).sort()).toEqual([0, 429, 429, 429])
    expect((await feedItem(p.id)).reply_count).toBe(TREE_HOLE_REPLIES_PER_DAY + 1)
  })

  it('moderators: plain users 403, logged out 401; hide, restore and delete a reply with audit rows and the count following', async () => {
    const p = await post(a.token, '管理回复的树洞')
    const r = (await reply(b.token, p.id, '一条要复核的回复')).data
    for (const path of ['/TreeHole/AdminReplyList', '/TreeHole/AdminReplyHide', '/TreeHole/AdminReplyRestore', '/TreeHole/AdminReplyDelete']) {
      const body = { id: r.id, reason: 'x' }
      expect((await h.call(path, body)).code, path).toBe(401)
      expect((await h.call(path, body, a.token)).code, path).toBe(403)
    }
    expect((await h.call('/TreeHole/AdminReplyHide', { id: r.id, reason: '不友善' }, admin)).data).toEqual({ id: r.id, done: 'treehole.reply.hide' })
    expect((await threadOf(p.id)).list).toEqual([])
    expect((await feedItem(p.id)).reply_count).toBe(0)
    // Hiding twice does not lower the count twice.
    await h.call('/TreeHole/AdminReplyHide', { id: r.id, reason: '再藏' }, admin)
    expect((await feedItem(p.id)).reply_count).toBe(0)
    expect((await h.call('/TreeHole/MyReplies', {}, b.token)).data.list.find((x: AnyJson) => x.id === r.id).status).toBe('hidden')
    const hidden = (await h.call('/TreeHole/AdminReplyList', { filter: 'hidden', size: 50 }, admin)).data.list.find((x: AnyJson) => x.id === r.id)
    expect(hidden).toMatchObject({ uid: b.user.uid, hidden_by: 'admin' })
    await h.call('/TreeHole/AdminReplyRestore', { id: r.id, reason: '复核无误' }, admin)
    expect((await threadOf(p.id)).list.map((x: AnyJson) => x.id)).toEqual([r.id])
    expect((await feedItem(p.id)).reply_count).toBe(1)
    await h.call('/TreeHole/AdminReplyDelete', { id: r.id, reason: '作者申请' }, admin)
    expect((await feedItem(p.id)).reply_count).toBe(0)
    expect((await h.call('/TreeHole/AdminReplyDelete', { id: r.id, reason: '再删' }, admin)).code).toBe(1002)
    const rows = await h.app.services.db.query<{ action: string; reason: string }>(
      'SELECT action, reason FROM admin_audit WHERE target = $1 ORDER BY id',
      [`tree_hole_reply:${r.id}`],
    )
    expect(rows.rows.map((x) => x.action)).toEqual(['treehole.reply.hide', 'treehole.reply.hide', 'treehole.reply.restore', 'treehole.reply.delete'])
  })

  it('bad reply bodies answer 1001 with the field, never 500', async () => {
    for (const body of [
      {},
      { post_id: 'x', text: 'a' },
      { post_id: 1, text: '' },
      { post_id: 1, text: 'x'.repeat(201) },
      { post_id: -1, text: 'a' },
    ]) {
      const r = await h.call('/TreeHole/Reply', body, b.token)
      expect(r.code, JSON.stringify(body)).toBe(1001)
    }
  })
})
