// Inbox and feedback (docs/content.md): each user sees, counts, marks and deletes only their own messages; a
// filled birth invite and an admin's feedback reply land in the right inbox; both sides read the thread;
// closed threads take no posts. Then every content route, as an admin, against malformed bodies: never HTTP 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'
import { mutatedBody } from './bodies'
import { definedPaths } from '../../server/src/util/http'
import { CONTENT_VALID } from './fixtures/content-bodies'

describe(`inbox and feedback (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  let a: { token: string; user: AnyJson }
  let b: { token: string; user: AnyJson }
  beforeAll(async () => {
    h = await harness({ adminEmails: ['admin@example.com'], seedContent: false })
    admin = (await h.login('admin@example.com')).token
    a = await h.login('a@example.com')
    b = await h.login('b@example.com')
  })
  afterAll(async () => h?.close())

  const inbox = async (token: string) => (await h.call('/Message/List', {}, token)).data

  it("a filled birth invite leaves a notice in the inviter's inbox only", async () => {
    const invite = (await h.call('/Birth/GetSendBirthToken', {}, a.token)).data
    const r = await h.call('/Birth/SendBirthToInviteCode', { token: invite.token, birth: { name: '小林', date: '1990-05-01', time: '08:30' } })
    expect(r.code).toBe(0)
    const box = await inbox(a.token)
    expect(box.unread).toBe(1)
    expect(box.list[0]).toMatchObject({
      kind: 'birth_invite',
      title: '生日邀请已填写',
      is_read: false,
      read_at: null,
      link: '/pagesA/birth-list/index',
    })
    expect(box.list[0].content).toContain('「小林」')
    expect((await inbox(b.token)).total).toBe(0)
  })

  it("users cannot read, mark or delete each other's messages", async () => {
    await h.call('/Message/Send', { uids: [a.user.uid], title: '给 A', content: '只有 A 能看' }, admin)
    await h.call('/Message/Send', { uids: [b.user.uid], title: '给 B' }, admin)
    const aIds = (await inbox(a.token)).list.map((m: AnyJson) => m.id)
    expect((await inbox(b.token)).list.map((m: AnyJson) => m.title)).toEqual(['给 B'])
    // B names A's ids: nothing changes for A.
    expect((await h.call('/Message/Read', { ids: aIds }, b.token)).data).toEqual({ marked: 0, unread: 1 })
    expect((await h.call('/Message/Delete', { ids: aIds }, b.token)).data).toEqual({ deleted: 0, unread: 1 })
    expect((await h.call('/Message/UnreadCount', {}, a.token)).data).toEqual({ count: 2 })
    // A marks one, then all.
    expect((await h.call('/Message/Read', { ids: [aIds[0]] }, a.token)).data).toEqual({ marked: 1, unread: 1 })
    expect((await h.call('/Message/List', { unread_only: 1 }, a.token)).data.list.map((m: AnyJson) => m.id)).toEqual([aIds[1]])
    expect((await h.call('/Message/Read', { all: true }, a.token)).data).toEqual({ marked: 1, unread: 0 })
    expect((await h.call('/Message/UnreadCount', {}, b.token)).data).toEqual({ count: 1 })
    expect((await h.call('/Message/Send', { uids: [a.user.uid], title: 'x' }, b.token)).code).toBe(403)
    expect((await h.call('/Message/List', {})).code).toBe(401)
  })

  it('feedback: the user asks, the admin answers (inbox notice), both read the thread; others cannot', async () => {
    const t = (await h.call('/Feedback/Create', { content: '排盘时上升星座和别的软件不一样，为什么？', contact: 'a@example.com' }, a.token)).data
    expect(t).toMatchObject({ status: 'open', title: '排盘时上升星座和别的软件不一样，为什么？' })
    expect(t.posts).toHaveLength(1)
    expect((await h.call('/Feedback/Info', { id: t.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Feedback/Reply', { id: t.id, content: '我来插一句' }, b.token)).code).toBe(1002)
    expect((await h.call('/Feedback/Close', { id: t.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Feedback/AdminList', {}, b.token)).code).toBe(403)
    expect((await h.call('/Feedback/AdminList', { status: 'open' }, admin)).data.list.map((x: AnyJson) => x.id)).toEqual([t.id])

    const before = (await h.call('/Message/UnreadCount', {}, a.token)).data.count
    const answered = (await h.call('/Feedback/Reply', { id: t.id, content: '请检查出生时间与时区是否一致。' }, admin)).data
    expect(answered.status).toBe('answered')
    expect((await h.call('/Message/UnreadCount', {}, a.token)).data.count).toBe(before + 1)
    const notice = (await inbox(a.token)).list[0]
    expect(notice).toMatchObject({ kind: 'feedback', title: '你的问题有了新回复', link: `/pagesC/question-list/index?id=${t.id}` })
    expect((await h.call('/Message/UnreadCount', {}, b.token)).data.count).toBe(1)

    expect((await h.call('/Feedback/Reply', { id: t.id, content: '时区填错了，谢谢！' }, a.token)).data.status).toBe('open')
    const seenByUser = (await h.call('/Feedback/Info', { id: t.id }, a.token)).data
    const seenByAdmin = (await h.call('/Feedback/Info', { id: t.id }, admin)).data
    expect(seenByUser.posts).toEqual(seenByAdmin.posts)
    expect(seenByUser.posts.map((p: AnyJson) => p.from_admin)).toEqual([0, 1, 0])
    expect((await h.call('/Feedback/List', {}, a.token)).data.list[0]).toMatchObject({ id: t.id, post_count: 3 })
    expect((await h.call('/Feedback/List', {}, b.token)).data.total).toBe(0)

    expect((await h.call('/Feedback/Close', { id: t.id }, a.token)).data.status).toBe('closed')
    expect((await h.call('/Feedback/Reply', { id: t.id, content: '再问一句' }, a.token)).code).toBe(1105)
    expect((await h.call('/Feedback/Reply', { id: t.id, content: '补充' }, admin)).code).toBe(1105)
    expect((await h.call('/Feedback/Create', { content: '   ' }, a.token)).code).toBe(1001)
    expect((await h.call('/Feedback/Create', { content: 'x', images: ['javascript:alert(1)'] }, a.token)).code).toBe(1001)
  })

  it("the admin page: every user's threads with the asker's nickname, newest activity first, by status; others get 403", async () => {
    await h.call('/User/UpdateInfo', { nickname: '阿甲' }, a.token)
    await h.call('/User/UpdateInfo', { nickname: '阿乙' }, b.token)
    const ta = (await h.call('/Feedback/Create', { content: '甲的问题' }, a.token)).data
    h.clock.advance(1000)
    const tb = (await h.call('/Feedback/Create', { content: '乙的问题' }, b.token)).data
    expect(ta.nickname).toBe('阿甲')
    h.clock.advance(1000)
    await h.call('/Feedback/Reply', { id: ta.id, content: '收到' }, admin)
    const open = (await h.call('/Feedback/AdminList', { status: 'open' }, admin)).data.list
    expect(open.map((x: AnyJson) => [x.id, x.nickname])).toEqual([[tb.id, '阿乙']])
    const all = (await h.call('/Feedback/AdminList', {}, admin)).data.list.map((x: AnyJson) => x.id)
    expect(all.slice(0, 2)).toEqual([ta.id, tb.id])
    expect((await h.call('/Feedback/Info', { id: tb.id }, admin)).data).toMatchObject({ nickname: '阿乙', status: 'open' })
    expect((await h.call('/Feedback/AdminList', { status: 'open' }, a.token)).code).toBe(403)
    expect((await h.call('/Feedback/AdminList', { status: 'bogus' }, admin)).code).toBe(1001)
  })

  it('deleting an account deletes its inbox and threads', async () => {
    const c = await h.login('c@example.com')
    await h.call('/Feedback/Create', { content: '问题' }, c.token)
    await h.call('/Message/Send', { uids: [c.user.uid], title: 'x' }, admin)
    await h.call('/User/UnRegister', {}, c.token, 'GET')
    const { db } = h.app.services
    expect((await db.query('SELECT 1 FROM messages WHERE uid = $1', [c.user.uid])).rows).toEqual([])
    expect((await db.query('SELECT 1 FROM feedback_threads WHERE uid = $1', [c.user.uid])).rows).toEqual([])
  })
})

describe(`content routes as an admin: malformed bodies (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  beforeAll(async () => {
    h = await harness({ adminEmails: ['fuzz-admin@example.com'] })
    admin = (await h.login('fuzz-admin@example.com')).token
  })
  afterAll(async () => h?.close())

  it('every content route has an example here', () => {
    const content = [...definedPaths].filter((p) => /^\/api\/(Cms|Course|BookClub|Activity|Message|Feedback)\//.test(p))
    expect(content.sort()).toEqual(Object.keys(CONTENT_VALID).sort())
  })

  it('valid bodies answer a code; mutated ones never HTTP 500', async () => {
    let sent = 0
    for (const [route, valid] of Object.entries(CONTENT_VALID)) {
      const bodies = [
        valid,
        ...fc.sample(fc.oneof(fc.jsonValue(), mutatedBody(valid, fc.jsonValue(), fc.string({ maxLength: 8 }))), {
          numRuns: 30,
          seed: route.length * 31,
        }),
      ]
      for (const body of bodies) {
        sent++
        const res = await h.raw({
          method: 'POST',
          url: route,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        })
        expect(res.statusCode, `${route} ${JSON.stringify(body).slice(0, 200)}`).toBe(200)
        expect(typeof res.json().code).toBe('number')
      }
    }
    expect(sent).toBeGreaterThan(1500)
  })
})
