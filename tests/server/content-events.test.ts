// Book clubs and activities (docs/content.md): capacity holds under concurrent sign-ups, the deadline closes
// sign-up and withdrawal, "my" lists and the schedule, cancellation tells the signed-up users in their inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const DAY = 24 * 3600_000

describe(`book clubs and activities (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  const users: { token: string; user: AnyJson }[] = []
  beforeAll(async () => {
    h = await harness({ adminEmails: ['admin@example.com'], seedContent: false })
    admin = (await h.login('admin@example.com')).token
    for (let i = 0; i < 24; i++) users.push(await h.login(`m${i}@example.com`))
  })
  afterAll(async () => h?.close())

  const event = async (prefix: string, capacity: number, extra: object = {}) => {
    const now = h.clock.now
    const e = (
      await h.call(
        `${prefix}/Save`,
        {
          title: '《周易》共读',
          book_title: '周易',
          capacity,
          signup_deadline: now + DAY,
          starts_at: now + 2 * DAY,
          ends_at: now + 9 * DAY,
          intro_md: '每周一次',
          sessions: [
            { title: '第一次', starts_at: now + 2 * DAY, ends_at: now + 2 * DAY + 7200_000 },
            { title: '第二次', starts_at: now + 9 * DAY - 7200_000, ends_at: now + 9 * DAY, location: '书店' },
          ],
          ...extra,
        },
        admin,
      )
    ).data
    await h.call(`${prefix}/SetStatus`, { id: e.id, action: 'publish' }, admin)
    return e
  }

  it('24 users signing up at once for 10 places: exactly 10 join, the rest are told it is full', async () => {
    const e = await event('/BookClub', 10)
    const answers = await Promise.all(users.map((u) => h.call('/BookClub/Join', { id: e.id }, u.token)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10)
    expect(answers.filter((a) => a.code === 1104)).toHaveLength(14)
    const info = (await h.call('/BookClub/AdminInfo', { id: e.id }, admin)).data
    expect(info.signed_count).toBe(10)
    expect(info.signups).toHaveLength(10)
    expect((await h.call('/BookClub/Info', { id: e.id })).data).toMatchObject({ full: true, open: false, signed_count: 10, joined: false })
  })

  it('joining twice counts once; quitting frees the place until the deadline, then both are closed', async () => {
    const e = await event('/Activity', 2)
    const [a, b, c] = users
    expect((await h.call('/Activity/Join', { id: e.id, remark: '带朋友' }, a.token)).data).toMatchObject({
      joined: true,
      already: false,
      signed_count: 1,
    })
    expect((await h.call('/Activity/Join', { id: e.id }, a.token)).data).toMatchObject({ already: true, signed_count: 1 })
    await h.call('/Activity/Join', { id: e.id }, b.token)
    expect((await h.call('/Activity/Join', { id: e.id }, c.token)).code).toBe(1104)
    expect((await h.call('/Activity/Quit', { id: e.id }, b.token)).data).toEqual({ joined: false })
    expect((await h.call('/Activity/Quit', { id: e.id }, b.token)).code).toBe(1002)
    expect((await h.call('/Activity/Join', { id: e.id }, c.token)).code).toBe(0)
    expect((await h.call('/Activity/Info', { id: e.id }, c.token)).data.joined).toBe(true)
    h.clock.advance(DAY)
    expect((await h.call('/Activity/Quit', { id: e.id }, c.token)).code).toBe(1103)
    expect((await h.call('/Activity/Join', { id: e.id }, b.token)).code).toBe(1103)
    // A book-club id on the activity routes is not found, and the other way round.
    expect((await h.call('/BookClub/Join', { id: e.id }, b.token)).code).toBe(1103)
    expect((await h.call('/BookClub/Info', { id: e.id })).code).toBe(1002)
  })

  it('"my" list and the schedule show the caller\'s own events and sessions only', async () => {
    const e = await event('/Activity', 5, { title: '观星夜' })
    const d = await h.login('schedule@example.com')
    const other = users[4]
    await h.call('/Activity/Join', { id: e.id }, d.token)
    const mine = (await h.call('/Activity/ListMy', {}, d.token)).data
    expect(mine.list.map((x: AnyJson) => x.id)).toEqual([e.id])
    expect((await h.call('/Activity/ListMy', {}, other.token)).data.list.map((x: AnyJson) => x.id)).not.toContain(e.id)
    const sched = (await h.call('/Activity/Schedule', {}, d.token)).data.list
    expect(sched.map((s: AnyJson) => [s.event_id, s.title, s.location])).toEqual([
      [e.id, '第一次', ''],
      [e.id, '第二次', '书店'],
    ])
    expect((await h.call('/BookClub/Schedule', {}, d.token)).data.list).toEqual([])
    expect((await h.call('/Activity/Schedule', { from: 10, to: 5 }, d.token)).code).toBe(1001)
  })

  it('drafts stay hidden; cancelling notifies every signed-up user; capacity cannot drop below the sign-ups', async () => {
    const draft = (
      await h.call(
        '/Activity/Save',
        { title: '草稿', capacity: 3, signup_deadline: h.clock.now + DAY, starts_at: h.clock.now + DAY, ends_at: h.clock.now + 2 * DAY },
        admin,
      )
    ).data
    expect((await h.call('/Activity/Info', { id: draft.id })).code).toBe(1002)
    expect((await h.call('/Activity/Join', { id: draft.id }, users[0].token)).code).toBe(1103)
    expect((await h.call('/Activity/List', {})).data.list.map((x: AnyJson) => x.id)).not.toContain(draft.id)

    const e = await event('/Activity', 3, { title: '茶会' })
    const [a, b, , , , f] = users
    await h.call('/Activity/Join', { id: e.id }, a.token)
    await h.call('/Activity/Join', { id: e.id }, b.token)
    const save = await h.call(
      '/Activity/Save',
      { id: e.id, title: '茶会', capacity: 1, signup_deadline: h.clock.now + DAY, starts_at: h.clock.now + DAY, ends_at: h.clock.now + 2 * DAY },
      admin,
    )
    expect(save.code).toBe(1001)
    expect((await h.call('/Activity/SetStatus', { id: e.id, action: 'cancel' }, users[0].token)).code).toBe(403)
    expect((await h.call('/Activity/SetStatus', { id: e.id, action: 'cancel' }, admin)).data.status).toBe('cancelled')
    for (const u of [a, b]) {
      const inbox = (await h.call('/Message/List', {}, u.token)).data.list
      expect(inbox.some((m: AnyJson) => m.kind === 'event' && m.content.includes('茶会'))).toBe(true)
    }
    expect((await h.call('/Message/List', {}, f.token)).data.list.some((m: AnyJson) => m.content.includes('茶会'))).toBe(false)
    expect((await h.call('/Activity/SetStatus', { id: e.id, action: 'publish' }, admin)).code).toBe(1105)
    expect((await h.call('/Activity/Info', { id: e.id })).data.status).toBe('cancelled')
  })

  it('bad times are refused', async () => {
    const now = h.clock.now
    const base = { title: 'x', capacity: 1, signup_deadline: now, starts_at: now + DAY, ends_at: now }
    expect((await h.call('/BookClub/Save', base, admin)).code).toBe(1001)
    expect((await h.call('/BookClub/Save', { ...base, ends_at: now + DAY, signup_deadline: now + 5 * DAY }, admin)).code).toBe(1001)
    expect((await h.call('/BookClub/Save', { ...base, ends_at: now + DAY, capacity: 0 }, admin)).code).toBe(1001)
  })
})
