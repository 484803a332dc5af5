// Courses (docs/content.md): enrolment spends coins through the ledger exactly once and never overdraws, even
// with many enrolments at once; locked lessons stay locked; progress only grows; "my courses".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`courses (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  beforeAll(async () => {
    h = await harness({ adminEmails: ['admin@example.com'], seedContent: false })
    admin = (await h.login('admin@example.com')).token
  })
  afterAll(async () => h?.close())

  const course = async (price: number, lessons = 2, publish = true) => {
    const c = (await h.call('/Course/Save', { title: `课程${price}`, price_coins: price, intro_md: '简介 **重点**' }, admin)).data
    const ls: AnyJson[] = []
    for (let i = 0; i < lessons; i++) {
      ls.push(
        (
          await h.call(
            '/Course/LessonSave',
            { course_id: c.id, title: `第${i + 1}课`, body_md: `正文${i + 1}`, is_free: i === 0 ? 1 : 0, sort: i },
            admin,
          )
        ).data,
      )
    }
    if (publish) await h.call('/Course/SetStatus', { id: c.id, action: 'publish' }, admin)
    return { ...c, lessons: ls }
  }
  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num
  const ledger = async (uid: number) =>
    (
      await h.app.services.db.query<{ amount: number; idem_key: string }>('SELECT amount, idem_key FROM coin_ledger WHERE uid = $1 ORDER BY id', [
        uid,
      ])
    ).rows

  it('only admins write courses and lessons', async () => {
    const { token } = await h.login('student0@example.com')
    for (const [p, b] of [
      ['/Course/Save', { title: 'x' }],
      ['/Course/SetStatus', { id: 1, action: 'publish' }],
      ['/Course/LessonSave', { course_id: 1, title: 'x' }],
      ['/Course/LessonDelete', { id: 1 }],
      ['/Course/LessonOrder', { course_id: 1, ids: [1] }],
      ['/Course/AdminList', {}],
      ['/Course/AdminInfo', { id: 1 }],
    ] as const) {
      expect((await h.call(p, b, token)).code, p).toBe(403)
    }
  })

  it('a priced course: preview lesson open, others locked until enrolment, which spends the price once', async () => {
    const c = await course(120, 3)
    const { token, user } = await h.login('student1@example.com')
    const info = (await h.call('/Course/Info', { id: c.id }, token)).data
    expect(info).toMatchObject({ enrolled: false, price_coins: 120, lesson_count: 3, intro_html: '<p>简介 <strong>重点</strong></p>\n' })
    expect(info.intro_md).toBeUndefined()
    expect(info.lessons.map((l: AnyJson) => l.locked)).toEqual([false, true, true])
    expect((await h.call('/Course/LessonInfo', { id: c.lessons[0].id })).data.body_html).toBe('<p>正文1</p>\n')
    expect((await h.call('/Course/LessonInfo', { id: c.lessons[1].id }, token)).code).toBe(1102)
    expect((await h.call('/Course/Progress', { lesson_id: c.lessons[0].id, percent: 50 }, token)).code).toBe(1102)

    const e = await h.call('/Course/Enrol', { id: c.id }, token)
    expect(e.data).toEqual({ enrolled: true, coin_spent: 120, coin_num: 380 })
    expect((await h.call('/Course/Enrol', { id: c.id }, token)).data).toEqual({ enrolled: true, coin_spent: 0, coin_num: 380 })
    expect(await coins(token)).toBe(380)
    expect(await ledger(user.uid)).toEqual([
      { amount: 500, idem_key: 'register' },
      { amount: -120, idem_key: `spend:course:${c.id}` },
    ])
    const l2 = (await h.call('/Course/LessonInfo', { id: c.lessons[1].id }, token)).data
    expect(l2).toMatchObject({ body_html: '<p>正文2</p>\n', enrolled: true, prev_id: c.lessons[0].id, next_id: c.lessons[2].id })
    expect(l2.body_md).toBeUndefined()
    // Another user is still locked out.
    const other = await h.login('student2@example.com')
    expect((await h.call('/Course/LessonInfo', { id: c.lessons[1].id }, other.token)).code).toBe(1102)
  })

  it('not enough coins: 1101 with the price in the message, nothing spent, not enrolled', async () => {
    const c = await course(900)
    const { token, user } = await h.login('poor@example.com')
    const r = await h.call('/Course/Enrol', { id: c.id }, token)
    expect(r.code).toBe(1101)
    expect(r.msg).toContain('900')
    expect(await ledger(user.uid)).toHaveLength(1)
    expect((await h.call('/Course/ListMy', {}, token)).data.total).toBe(0)
  })

  it('many enrolments at once never overdraw: 500 coins buy exactly five 100-coin courses', async () => {
    const cs = []
    for (let i = 0; i < 8; i++) cs.push(await course(100, 1))
    const { token, user } = await h.login('rush@example.com')
    // Each course twice, all at once.
    const answers = await Promise.all([...cs, ...cs].map((c) => h.call('/Course/Enrol', { id: c.id }, token)))
    const spent = answers.filter((a) => a.code === 0 && a.data.coin_spent === 100)
    expect(spent).toHaveLength(5)
    expect(answers.every((a) => a.code === 0 || a.code === 1101)).toBe(true)
    expect(await coins(token)).toBe(0)
    const rows = await ledger(user.uid)
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0)
    expect(new Set(rows.map((r) => r.idem_key)).size).toBe(rows.length)
    expect((await h.call('/Course/ListMy', {}, token)).data.total).toBe(5)
  })

  it('a free course enrols without a ledger row; progress keeps the greatest percent and feeds "my courses"', async () => {
    const c = await course(0, 2)
    const { token, user } = await h.login('free@example.com')
    // Studying a free course enrols on the way.
    const p1 = await h.call('/Course/Progress', { lesson_id: c.lessons[1].id, percent: 100, position_s: 30 }, token)
    expect(p1.data).toMatchObject({ percent: 100, position_s: 30, done_count: 1, lesson_count: 2 })
    const p2 = await h.call('/Course/Progress', { lesson_id: c.lessons[1].id, percent: 40, position_s: 12 }, token)
    expect(p2.data).toMatchObject({ percent: 100, position_s: 12 })
    expect(await ledger(user.uid)).toHaveLength(1)
    const my = (await h.call('/Course/ListMy', {}, token)).data
    expect(my.list).toHaveLength(1)
    expect(my.list[0]).toMatchObject({ id: c.id, done_count: 1, lesson_count: 2, last_lesson_id: c.lessons[1].id })
    const info = (await h.call('/Course/Info', { id: c.id }, token)).data
    expect(info.lessons.map((l: AnyJson) => l.percent)).toEqual([0, 100])
    expect(info).toMatchObject({ enrolled: true, done_count: 1 })
    expect((await h.call('/Course/Progress', { lesson_id: c.lessons[0].id, percent: 101 }, token)).code).toBe(1001)
  })

  it('drafts are invisible to readers and cannot be enrolled; lessons reorder and delete', async () => {
    const c = await course(10, 3, false)
    const { token } = await h.login('peek@example.com')
    expect((await h.call('/Course/Info', { id: c.id }, token)).code).toBe(1002)
    expect((await h.call('/Course/LessonInfo', { id: c.lessons[0].id }, token)).code).toBe(1002)
    expect((await h.call('/Course/Enrol', { id: c.id }, token)).code).toBe(1002)
    expect((await h.call('/Course/List', {})).data.list.map((x: AnyJson) => x.id)).not.toContain(c.id)
    const ids = c.lessons.map((l: AnyJson) => l.id).reverse()
    const ordered = (await h.call('/Course/LessonOrder', { course_id: c.id, ids }, admin)).data
    expect(ordered.lessons.map((l: AnyJson) => l.id)).toEqual(ids)
    await h.call('/Course/LessonDelete', { id: ids[0] }, admin)
    expect((await h.call('/Course/AdminInfo', { id: c.id }, admin)).data.lessons).toHaveLength(2)
    // Media must come in pairs and be https.
    expect((await h.call('/Course/LessonSave', { course_id: c.id, title: 'x', media_type: 'audio' }, admin)).code).toBe(1001)
    expect(
      (await h.call('/Course/LessonSave', { course_id: c.id, title: 'x', media_type: 'video', media_url: 'http://v.example/a.mp4' }, admin)).code,
    ).toBe(1001)
    const v = await h.call(
      '/Course/LessonSave',
      { course_id: c.id, title: 'x', media_type: 'video', media_url: 'https://v.example/a.mp4', duration_s: 60 },
      admin,
    )
    expect(v.data).toMatchObject({ media_type: 'video', media_url: 'https://v.example/a.mp4', duration_s: 60 })
  })
})
