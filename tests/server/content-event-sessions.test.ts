// Sessions of book clubs and activities edited by an admin (docs/content.md, Sessions): add, edit and remove by
// id in one save; each ends after it starts and lies within the event; capacity never drops below the sign-ups;
// a session people signed up for cannot be removed unless the event is cancelled; malformed bodies answer a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const DAY = 24 * 3600_000
const HOUR = 3600_000

describe(`event sessions (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  let a: string
  let b: string
  beforeAll(async () => {
    h = await harness({ adminEmails: ['admin@example.com'], seedContent: false })
    admin = (await h.login('admin@example.com')).token
    a = (await h.login('a@example.com')).token
    b = (await h.login('b@example.com')).token
  })
  afterAll(async () => h?.close())

  const base = () => {
    const now = h.clock.now
    return { title: '读《易》', capacity: 5, signup_deadline: now + DAY, starts_at: now + 2 * DAY, ends_at: now + 9 * DAY }
  }
  const at = (days: number, hours = 2) => ({ starts_at: h.clock.now + days * DAY, ends_at: h.clock.now + days * DAY + hours * HOUR })
  const save = (body: object, token = admin) => h.call('/BookClub/Save', body, token)
  const created = async (sessions: object[]) => {
    const e = (await save({ ...base(), sessions })).data
    expect(e.sessions).toHaveLength(sessions.length)
    return e
  }

  it('one save adds, edits and removes sessions by id; the public page shows the result', async () => {
    const e = await created([
      { title: '第一次', ...at(2) },
      { title: '第二次', ...at(3) },
    ])
    const [first, second] = e.sessions
    const next = (
      await save({
        ...base(),
        id: e.id,
        sessions: [
          { id: first.id, title: '第一次（改到书店）', ...at(2, 3), location: '书店' },
          { title: '第三次', ...at(4) },
        ],
      })
    ).data
    expect(next.sessions.map((s: AnyJson) => s.title)).toEqual(['第一次（改到书店）', '第三次'])
    expect(next.sessions[0]).toMatchObject({ id: first.id, location: '书店', ends_at: at(2, 3).ends_at })
    expect(next.sessions.some((s: AnyJson) => s.id === second.id)).toBe(false)
    await h.call('/BookClub/SetStatus', { id: e.id, action: 'publish' }, admin)
    const info = (await h.call('/BookClub/Info', { id: e.id })).data
    expect(info.sessions.map((s: AnyJson) => s.title)).toEqual(['第一次（改到书店）', '第三次'])
    // Saving without `sessions` keeps them.
    expect((await save({ ...base(), id: e.id, title: '新标题' })).data.sessions).toHaveLength(2)
  })

  it('a session must end after it starts and lie within the event', async () => {
    const now = h.clock.now
    expect((await save({ ...base(), sessions: [{ starts_at: now + 2 * DAY, ends_at: now + 2 * DAY }] })).code).toBe(1001)
    expect((await save({ ...base(), sessions: [{ starts_at: now + 3 * DAY, ends_at: now + 2 * DAY }] })).code).toBe(1001)
    expect((await save({ ...base(), sessions: [{ ...at(1) }] })).code).toBe(1001)
    expect((await save({ ...base(), sessions: [{ ...at(9) }] })).code).toBe(1001)
    expect((await save({ ...base(), sessions: [{ ...at(2) }] })).code).toBe(0)
  })

  it('capacity cannot drop below the sign-ups', async () => {
    const e = await created([{ title: '唯一一次', ...at(2) }])
    await h.call('/BookClub/SetStatus', { id: e.id, action: 'publish' }, admin)
    await h.call('/BookClub/Join', { id: e.id }, a)
    await h.call('/BookClub/Join', { id: e.id }, b)
    const r = await save({ ...base(), id: e.id, capacity: 1 })
    expect(r.code).toBe(1001)
    expect(r.msg).toContain('2')
    expect((await save({ ...base(), id: e.id, capacity: 2 })).code).toBe(0)
  })

  it('once people signed up a session can be edited but not removed, until the event is cancelled', async () => {
    const e = await created([
      { title: '上', ...at(2) },
      { title: '下', ...at(3) },
    ])
    const [first, second] = e.sessions
    await h.call('/BookClub/SetStatus', { id: e.id, action: 'publish' }, admin)
    await h.call('/BookClub/Join', { id: e.id }, a)
    const keepFirst = { ...base(), id: e.id, sessions: [{ id: first.id, title: '上', ...at(2) }] }
    const refused = await save(keepFirst)
    expect(refused.code).toBe(1105)
    // Nothing of the refused save was kept.
    expect((await h.call('/BookClub/Info', { id: e.id })).data.sessions.map((s: AnyJson) => s.id)).toEqual([first.id, second.id])
    const moved = await save({
      ...keepFirst,
      sessions: [...keepFirst.sessions, { id: second.id, title: '下（改期）', ...at(5) }, { title: '加场', ...at(6) }],
    })
    expect(moved.code).toBe(0)
    expect(moved.data.sessions.map((s: AnyJson) => s.title)).toEqual(['上', '下（改期）', '加场'])
    await h.call('/BookClub/SetStatus', { id: e.id, action: 'cancel' }, admin)
    expect((await save(keepFirst)).data.sessions.map((s: AnyJson) => s.id)).toEqual([first.id])
  })

  it("another event's session id, a repeated id and a caller without the permission are refused", async () => {
    const one = await created([{ title: '甲', ...at(2) }])
    const two = await created([{ title: '乙', ...at(2) }])
    const foreign = await save({ ...base(), id: two.id, sessions: [{ id: one.sessions[0].id, title: '偷', ...at(2) }] })
    expect(foreign.code).toBe(1002)
    expect((await h.call('/BookClub/AdminInfo', { id: one.id }, admin)).data.sessions[0].title).toBe('甲')
    const sid = two.sessions[0].id
    expect(
      (
        await save({
          ...base(),
          id: two.id,
          sessions: [
            { id: sid, ...at(2) },
            { id: sid, ...at(3) },
          ],
        })
      ).code,
    ).toBe(1001)
    expect((await save({ ...base(), id: two.id, sessions: [] }, a)).code).toBe(403)
    // An activity route does not edit a book club's sessions.
    expect((await h.call('/Activity/Save', { ...base(), id: two.id, sessions: [] }, admin)).code).toBe(1002)
  })

  it('malformed sessions answer 1001, never HTTP 500', async () => {
    const e = await created([{ title: '甲', ...at(2) }])
    const bad: unknown[] = [
      'x',
      null,
      [null],
      ['x'],
      [{}],
      [{ id: 'a', ...at(2) }],
      [{ id: -1, ...at(2) }],
      [{ id: 1.5, ...at(2) }],
      [{ id: 2 ** 70, ...at(2) }],
      [{ starts_at: 'tomorrow', ends_at: 1 }],
      [{ ...at(2), title: 'x'.repeat(500) }],
      Array.from({ length: 101 }, () => at(2)),
    ]
    for (const sessions of bad) {
      const r = await save({ ...base(), id: e.id, sessions })
      expect(r.code, JSON.stringify(sessions).slice(0, 80)).toBe(1001)
    }
  })
})
