import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'

// Book clubs and activities against the real server: an admin (ADMIN_EMAILS) creates them over the API, users
// sign up through the pages; the inbox message of a cancelled activity is deleted; a feedback thread is closed.
const V = '.page-shell:visible'
const ADMIN = 'admin@example.com'
const READER = 'reader@example.com'
const LATE = 'late@example.com'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
const count = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).count()
const confirmDialog = (app: App) => app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`).click()

// Fixed instants (local times of the e2e browser) so the screenshots draw the same every run; all in the future.
const ms = (text: string) => new Date(text).getTime()
const CLUB = {
  title: '共读《当代占星研究》',
  host: '林老师',
  book_title: '当代占星研究',
  book_author: '苏·汤普金斯',
  location: '线上会议室',
  intro_md: '每周读两章，读前请看 [导读](https://mp.weixin.qq.com/s/demo)。\n\n带着问题来，读完一起讨论。',
  capacity: 1,
  signup_deadline: ms('2030-06-01T20:00:00'),
  starts_at: ms('2030-06-05T19:30:00'),
  ends_at: ms('2030-06-05T21:00:00'),
}
const ACTIVITY = {
  title: '春分观星夜',
  host: '星盘小组',
  location: '城市天文馆',
  intro_md: '一起看春季星空，带上保暖衣物。',
  capacity: 20,
  signup_deadline: ms('2030-03-18T20:00:00'),
  starts_at: ms('2030-03-20T19:00:00'),
  ends_at: ms('2030-03-20T22:00:00'),
}

async function createEvent(app: App, token: string, prefix: 'BookClub' | 'Activity', body: Record<string, unknown>): Promise<number> {
  const saved = await api<{ id: number }>(app, `${prefix}/Save`, body, token)
  await api(app, `${prefix}/SetStatus`, { id: saved.id, action: 'publish' }, token)
  return saved.id
}

describe('book clubs, activities, inbox deletion and closing feedback', () => {
  let app: App
  let adminToken = ''
  let clubId = 0
  let activityId = 0
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN], seedContent: false, rateLimits: 'relaxed' } })
    adminToken = (await apiLogin(app, ADMIN)).token
    clubId = await createEvent(app, adminToken, 'BookClub', CLUB)
    activityId = await createEvent(app, adminToken, 'Activity', ACTIVITY)
    await uiLogin(app, READER)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the mine tab leads to the book clubs; the reader signs up for the club of one place', async () => {
    await app.open('pages/mine/mine')
    await el(app, 'mine-book-clubs').click()
    await el(app, `event-${clubId}`).waitFor({ timeout: 10_000 })
    expect(await el(app, `event-${clubId}-places`).innerText()).toBe('已报名 0/1')
    await app.page.waitForTimeout(700)
    await app.shot('events-book-club-list-light')

    await el(app, `event-${clubId}`).click()
    await el(app, 'event-join').waitFor({ timeout: 10_000 })
    const facts = await el(app, 'event-facts').innerText()
    for (const s of ['共读：《当代占星研究》 苏·汤普金斯', '主持：林老师', '地点：线上会议室', '报名截止：2030-06-01 20:00', '已报名 0/1'])
      expect(facts).toContain(s)
    expect(await el(app, 'event-intro').innerText()).toContain('导读')
    await el(app, 'event-join').click()
    await app.page.waitForSelector(`${V} [data-testid="event-signup"][data-state="joined"]`, { timeout: 10_000 })
    expect(await el(app, 'event-places').innerText()).toBe('已报名 1/1')
    expect(await el(app, 'event-state').innerText()).toBe('你已报名，截止前可以取消。')
    await app.page.waitForTimeout(1600) // the 报名成功 toast
    await app.shot('events-book-club-info-light')

    await app.open('packageC/book-club-list-my/index')
    await el(app, 'event-my-upcoming').waitFor({ timeout: 10_000 })
    expect(await el(app, 'event-day-2030-06-05').innerText()).toContain('共读《当代占星研究》')
    await app.shot('events-book-club-my-light')
    expect(app.errors).toEqual([])
  })

  it('the admin cancels an activity the reader joined: the reader sees it marked and deletes the inbox notice', async () => {
    await app.open(`packageC/activity-info/index?id=${activityId}`)
    await el(app, 'event-join').click()
    await app.page.waitForSelector(`${V} [data-testid="event-signup"][data-state="joined"]`, { timeout: 10_000 })
    await api(app, 'Activity/SetStatus', { id: activityId, action: 'cancel' }, adminToken)

    await app.open('packageC/activity-list-my/index')
    await el(app, 'event-badge-cancelled').waitFor({ timeout: 10_000 })
    await app.shot('events-activity-my-cancelled-light')

    await app.open('packageA/message-list/index')
    await el(app, 'msg-list').waitFor({ timeout: 10_000 })
    expect(await el(app, 'msg-list').innerText()).toContain('活动已取消')
    await el(app, 'msg-edit').click()
    const del = app.page.locator(`${V} [data-testid^="msg-delete-"]`).first()
    await del.waitFor()
    await app.page.waitForTimeout(300)
    await app.shot('events-inbox-edit-light')
    await del.click()
    await confirmDialog(app)
    await el(app, 'msg-empty').waitFor({ timeout: 10_000 })
    expect((await api<{ total: number }>(app, 'Message/List', {}, (await apiLogin(app, READER)).token)).total).toBe(0)
    expect(app.errors).toEqual([])
  })

  it('closing a feedback thread: it shows as closed and the reply box is gone', async () => {
    const token = (await apiLogin(app, READER)).token
    const thread = await api<{ id: number }>(app, 'Feedback/Create', { content: '读书会可以回放吗？' }, token)
    await app.open(`packageC/question-list/index?id=${thread.id}`)
    await el(app, 'fb-reply-input').waitFor({ timeout: 10_000 })
    await el(app, 'fb-close').click()
    await confirmDialog(app)
    await el(app, 'fb-closed').waitFor({ timeout: 10_000 })
    expect(await count(app, 'fb-reply-input')).toBe(0)
    expect(await count(app, 'fb-close')).toBe(0)
    expect(await el(app, 'fb-thread').innerText()).toContain('已关闭')
    await app.page.waitForTimeout(1600)
    await app.shot('events-feedback-closed-light')
    // The server refuses a reply to a closed thread too.
    await expect(api(app, 'Feedback/Reply', { id: thread.id, content: '补充' }, token)).rejects.toThrow('1105')
    expect(app.errors).toEqual([])
  })

  it('a second reader finds the club full and cannot sign up', async () => {
    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, LATE)
    await app.open('packageC/book-club-list/index')
    await el(app, 'event-badge-full').waitFor({ timeout: 10_000 })
    await el(app, `event-${clubId}`).click()
    await app.page.waitForSelector(`${V} [data-testid="event-signup"][data-state="full"]`, { timeout: 10_000 })
    expect(await el(app, 'event-state').innerText()).toBe('名额已满，暂时不能报名。')
    expect(await count(app, 'event-join')).toBe(0)
    await app.shot('events-book-club-full-light')
    expect(app.errors).toEqual([])
  })

  it('the admin lists the events, sees who signed up and edits a title', async () => {
    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, ADMIN)
    await app.open('packageD/admin/index')
    await el(app, 'admin-events-admin').click()
    await el(app, `events-${clubId}`).waitFor({ timeout: 10_000 })
    expect(await el(app, `events-${clubId}`).innerText()).toContain('已发布')
    await app.shot('events-admin-list-light')
    await el(app, `events-${clubId}`).click()
    await el(app, 'event-signups').waitFor({ timeout: 10_000 })
    expect(await el(app, 'event-signups').innerText()).toContain('报名名单（1 人）')
    await el(app, 'event-field-title').locator('input').fill('共读《当代占星研究》第一期')
    await el(app, 'event-field-capacity').locator('input').fill('0')
    await el(app, 'event-save').click()
    expect(await el(app, 'event-error-capacity').innerText()).toBe('请填 1 到 100000 之间的整数')
    await el(app, 'event-field-capacity').locator('input').fill('2')
    await el(app, 'event-save').click()
    await el(app, 'event-note').waitFor({ timeout: 10_000 })
    const info = await api<{ title: string; capacity: number }>(app, 'BookClub/Info', { id: clubId })
    expect(info).toMatchObject({ title: '共读《当代占星研究》第一期', capacity: 2 })
    await app.page.waitForTimeout(1600)
    await app.shot('events-admin-edit-light')
    expect(await bodyText(app.page)).toContain('撤回为草稿')
    expect(app.errors).toEqual([])
  })
})

describe('book clubs, dark', () => {
  let app: App
  let clubId = 0
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark', server: { adminEmails: [ADMIN], seedContent: false, rateLimits: 'relaxed' } })
    clubId = await createEvent(app, (await apiLogin(app, ADMIN)).token, 'BookClub', { ...CLUB, capacity: 8 })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the details of a club in dark, logged out: signing up asks to log in', async () => {
    await app.open(`packageC/book-club-info/index?id=${clubId}`)
    await el(app, 'event-join').waitFor({ timeout: 10_000 })
    await app.shot('events-book-club-info-dark')
    await el(app, 'event-join').click()
    // The login prompt is Taro H5's showModal (see weixin.e2e.ts): its confirm button shows it is up.
    await app.page.locator('.taro__modal .taro-model__confirm').last().waitFor({ state: 'visible', timeout: 10_000 })
    expect(await bodyText(app.page)).toContain('报名需要先登录')
    expect(app.errors).toEqual([])
  })
})
