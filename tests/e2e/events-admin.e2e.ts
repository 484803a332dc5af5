import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, startApp, uiLogin, type App } from './harness'

// The admin side of issue #27 against the real server: feedback threads answered and closed on the admin page
// (the asker reads the answer), and the sessions of a book club edited in the event editor (the public page shows
// the change). Light and dark screenshots of both admin pages.
const V = '.page-shell:visible'
const ADMIN = 'admin@example.com'
const READER = 'asker@example.com'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
const count = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).count()
const confirmDialog = (app: App) => app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`).click()
const fill = (app: App, id: string, text: string) => el(app, id).locator('input, textarea').first().fill(text)

// Fixed instants (local times of the e2e browser) so the screenshots draw the same every run; all in the future.
const ms = (text: string) => new Date(text).getTime()
const CLUB = {
  title: '共读《占星与心理》',
  host: '周老师',
  book_title: '占星与心理',
  book_author: '丽兹·格林',
  location: '线上会议室',
  intro_md: '两次读完，每次两小时。',
  capacity: 6,
  signup_deadline: ms('2030-09-01T20:00:00'),
  starts_at: ms('2030-09-05T19:00:00'),
  ends_at: ms('2030-09-12T21:00:00'),
  sessions: [{ title: '上半部', starts_at: ms('2030-09-05T19:00:00'), ends_at: ms('2030-09-05T21:00:00'), location: '' }],
}

async function setup(colorScheme: 'light' | 'dark') {
  const app = await startApp({ colorScheme, server: { adminEmails: [ADMIN], seedContent: false, rateLimits: 'relaxed' } })
  const adminToken = (await apiLogin(app, ADMIN)).token
  const club = await api<{ id: number }>(app, 'BookClub/Save', CLUB, adminToken)
  await api(app, 'BookClub/SetStatus', { id: club.id, action: 'publish' }, adminToken)
  const asker = (await apiLogin(app, READER)).token
  await api(app, 'User/UpdateInfo', { nickname: '小满' }, asker)
  const older = await api<{ id: number }>(app, 'Feedback/Create', { content: '合盘能导出图片吗？' }, asker)
  const thread = await api<{ id: number }>(
    app,
    'Feedback/Create',
    { title: '上升星座不一致', content: '排盘时上升星座和别的软件不一样，为什么？' },
    asker,
  )
  await api(app, 'Feedback/Reply', { id: older.id, content: '可以，在合盘页右上角保存图片。' }, adminToken)
  await uiLogin(app, ADMIN)
  return { app, clubId: club.id, threadId: thread.id, olderId: older.id }
}

describe('admin: feedback threads and event sessions', () => {
  let s: Awaited<ReturnType<typeof setup>>
  beforeAll(async () => {
    s = await setup('light')
  })
  afterAll(async () => {
    await s?.app.close()
  })

  it('the admin answers a question on the feedback page and closes it; the asker reads the answer', async () => {
    const { app, threadId, olderId } = s
    await app.open('packageD/admin/index')
    await el(app, 'admin-feedback-admin').click()
    await el(app, `fb-admin-${threadId}`).waitFor({ timeout: 10_000 })
    // Newest activity first: the answered thread was touched last.
    const ids = await app.page
      .locator(`${V} [data-testid^="fb-admin-"][data-status]`)
      .evaluateAll((xs) => xs.map((x) => x.getAttribute('data-testid')))
    expect(ids).toEqual([`fb-admin-${olderId}`, `fb-admin-${threadId}`])
    expect(await el(app, `fb-admin-${threadId}`).innerText()).toContain('待回复')
    expect(await el(app, `fb-admin-${threadId}`).locator('[data-testid="fb-admin-unread"]').count()).toBe(1)
    expect(await el(app, `fb-admin-${olderId}`).locator('[data-testid="fb-admin-unread"]').count()).toBe(0)
    await app.page.waitForTimeout(700)
    await app.shot('events-admin-feedback-list-light')

    // The filter asks the server for one status.
    await el(app, 'fb-admin-filter').getByText('已回复').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="fb-admin-"][data-status]`).count(), { timeout: 10_000 }).toBe(1)
    expect(await el(app, `fb-admin-${olderId}`).innerText()).toContain('已回复')
    await el(app, 'fb-admin-filter').getByText('待回复').click()
    await el(app, `fb-admin-${threadId}`).waitFor({ timeout: 10_000 })
    expect(await count(app, `fb-admin-${olderId}`)).toBe(0)

    await el(app, `fb-admin-${threadId}`).click()
    await el(app, 'fb-reply-input').waitFor({ timeout: 10_000 })
    expect(await el(app, 'fb-thread').innerText()).toContain('排盘时上升星座')
    await fill(app, 'fb-reply-input', '请检查出生时间和时区是否与别的软件一致。')
    await el(app, 'fb-reply').click()
    await el(app, 'fb-post-admin').waitFor({ timeout: 10_000 })
    expect(await el(app, 'fb-thread').innerText()).toContain('已回复')
    await app.page.waitForTimeout(700)
    await app.shot('events-admin-feedback-thread-light')
    await el(app, 'fb-close').click()
    await confirmDialog(app)
    await el(app, 'fb-closed').waitFor({ timeout: 10_000 })
    expect(await count(app, 'fb-reply-input')).toBe(0)

    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, READER)
    await app.open(`packageC/question-list/index?id=${threadId}`)
    await el(app, 'fb-post-admin').waitFor({ timeout: 10_000 })
    expect(await el(app, 'fb-post-admin').innerText()).toContain('请检查出生时间和时区')
    expect(await el(app, 'fb-thread').innerText()).toContain('已关闭')
    expect(app.errors).toEqual([])
  })

  it('the admin edits a session and adds one; the public club page shows both', async () => {
    const { app, clubId } = s
    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, ADMIN)
    await app.open(`packageD/admin/event-edit/index?kind=book_club&id=${clubId}`)
    await el(app, 'event-session-0-title').waitFor({ timeout: 10_000 })
    await fill(app, 'event-session-0-location', '城市书房')
    await fill(app, 'event-session-0-ends_at', '2030-09-05 21:30')
    await el(app, 'event-session-add').click()
    await fill(app, 'event-session-1-title', '下半部')
    await fill(app, 'event-session-1-starts_at', '2030-09-12 19:00')
    // An end before the start is caught before anything is sent.
    await fill(app, 'event-session-1-ends_at', '2030-09-12 18:00')
    await el(app, 'event-save').click()
    expect(await el(app, 'event-session-1-error').innerText()).toBe('结束时间应晚于开始时间')
    await fill(app, 'event-session-1-ends_at', '2030-09-12 21:00')
    await el(app, 'event-save').click()
    await el(app, 'event-note').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(1600)
    await el(app, 'event-sessions').evaluate((n) => n.scrollIntoView({ block: 'start' }))
    await app.shot('events-admin-sessions-light')

    await app.open(`packageC/book-club-info/index?id=${clubId}`)
    await el(app, 'event-sessions').waitFor({ timeout: 10_000 })
    const text = await el(app, 'event-sessions').innerText()
    for (const x of ['上半部', '2030-09-05 19:00 至 2030-09-05 21:30', '地点：城市书房', '下半部', '2030-09-12 19:00 至 2030-09-12 21:00'])
      expect(text).toContain(x)
    expect(app.errors).toEqual([])
  })
})

describe('admin: feedback and sessions, dark', () => {
  let s: Awaited<ReturnType<typeof setup>>
  beforeAll(async () => {
    s = await setup('dark')
  })
  afterAll(async () => {
    await s?.app.close()
  })

  it('the feedback list, a thread and the session editor in dark', async () => {
    const { app, threadId, clubId } = s
    await app.open('packageD/admin/feedback/index')
    await el(app, `fb-admin-${threadId}`).waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await app.shot('events-admin-feedback-list-dark')
    await el(app, `fb-admin-${threadId}`).click()
    await el(app, 'fb-reply-input').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await app.shot('events-admin-feedback-thread-dark')
    await app.open(`packageD/admin/event-edit/index?kind=book_club&id=${clubId}`)
    await el(app, 'event-session-0-title').waitFor({ timeout: 10_000 })
    await el(app, 'event-sessions').evaluate((n) => n.scrollIntoView({ block: 'start' }))
    await app.page.waitForTimeout(700)
    await app.shot('events-admin-sessions-dark')
    expect(app.errors).toEqual([])
  })
})
