import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'

// Inbox and feedback against the real server: the user asks, an admin (ADMIN_EMAILS) answers over the API.
const V = '.page-shell:visible'
const USER = 'asker@example.com'
const ADMIN = 'admin@example.com'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()

describe('inbox and feedback', () => {
  let app: App
  let adminToken = ''
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN], seedContent: false } })
    if (!app.outboxDir) throw new Error('the inbox e2e needs the real server')
    adminToken = (await apiLogin(app, ADMIN)).token
    await uiLogin(app, USER)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('an empty inbox says so; the mine tab shows no badge', async () => {
    await app.open('pages/mine/mine')
    await el(app, 'mine-messages').waitFor()
    expect(await app.page.locator(`${V} [data-testid="mine-unread"]`).count()).toBe(0)
    await el(app, 'mine-messages').click()
    await el(app, 'msg-empty').waitFor({ timeout: 10_000 })
    expect(await el(app, 'msg-unread').innerText()).toBe('没有未读消息')
  })

  it('asking: an empty question is refused with a message; a question is listed as 待回复', async () => {
    await app.open('packageC/question-list/index')
    await el(app, 'fb-ask').waitFor()
    await el(app, 'fb-submit').click()
    expect(await el(app, 'fb-error').innerText()).toBe('请先写下问题内容')
    await el(app, 'fb-content').locator('textarea').fill('合盘页面能否导出图片？')
    expect(await el(app, 'fb-count').innerText()).toBe('11/2000')
    await el(app, 'fb-submit').click()
    await app.page.waitForSelector(`${V} [data-testid^="fb-thread-"]`, { timeout: 10_000 })
    expect(await el(app, 'fb-list').innerText()).toContain('待回复')
    await app.page.waitForTimeout(1600) // the 已提交 toast
    await app.shot('inbox-question-list-light')
  })

  it('the admin answers; the user gets a badge, the message, and the answer in the thread; reading clears the badge', async () => {
    const threads = await api<{ list: { id: number }[] }>(app, 'Feedback/AdminList', {}, adminToken)
    const id = threads.list[0].id
    await api(app, 'Feedback/Reply', { id, content: '可以，在合盘页右上角点分享即可保存图片。' }, adminToken)

    await app.open('pages/mine/mine')
    await el(app, 'mine-unread').waitFor({ timeout: 10_000 })
    expect(await el(app, 'mine-unread').innerText()).toBe('1')
    await app.shot('inbox-mine-badge-light')

    await el(app, 'mine-messages').click()
    await el(app, 'msg-list').waitFor({ timeout: 10_000 })
    expect(await el(app, 'msg-unread').innerText()).toBe('1 条未读')
    const row = app.page.locator(`${V} [data-testid^="msg-"][data-unread="1"]`).first()
    expect(await row.innerText()).toContain('你的问题有了新回复')
    await app.page.waitForTimeout(700) // page-slide animation
    await app.shot('inbox-message-list-light')

    // Tapping marks it read and opens the thread the message links to.
    await row.click()
    await el(app, 'fb-thread').waitFor({ timeout: 10_000 })
    expect(await el(app, 'fb-post-admin').innerText()).toContain('右上角点分享')
    expect(await bodyText(app.page)).toContain('已回复')
    await app.page.waitForTimeout(700)
    await app.shot('inbox-thread-light')

    // The user replies; the thread waits for the admin again.
    await el(app, 'fb-reply-input').locator('textarea').fill('好的，谢谢！')
    await el(app, 'fb-reply').click()
    await app.page.waitForFunction(() => document.body.innerText.includes('好的，谢谢！') && document.body.innerText.includes('待回复'), null, {
      timeout: 10_000,
    })

    await app.open('pages/mine/mine')
    await el(app, 'mine-messages').waitFor()
    await app.page.waitForTimeout(800)
    expect(await app.page.locator(`${V} [data-testid="mine-unread"]`).count()).toBe(0)
    expect(app.errors).toEqual([])
  })

  it('mark all read clears every unread message', async () => {
    const threads = await api<{ list: { id: number }[] }>(app, 'Feedback/AdminList', {}, adminToken)
    await api(app, 'Feedback/Reply', { id: threads.list[0].id, content: '不客气。' }, adminToken)
    await api(app, 'Feedback/Reply', { id: threads.list[0].id, content: '还有问题随时留言。' }, adminToken)
    await app.open('pages/mine/mine')
    await el(app, 'mine-unread').waitFor({ timeout: 10_000 })
    expect(await el(app, 'mine-unread').innerText()).toBe('2')
    await el(app, 'mine-messages').click()
    await el(app, 'msg-read-all').waitFor({ timeout: 10_000 })
    await el(app, 'msg-read-all').click()
    await app.page.waitForFunction(() => !document.querySelector('.page-shell [data-unread="1"]'), null, { timeout: 10_000 })
    expect(await el(app, 'msg-unread').innerText()).toBe('没有未读消息')
  })
})

describe('inbox and feedback, dark', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark', server: { adminEmails: [ADMIN], seedContent: false } })
    const admin = (await apiLogin(app, ADMIN)).token
    await uiLogin(app, USER)
    await app.open('packageC/question-list/index')
    await el(app, 'fb-content').locator('textarea').fill('每日运势什么时候更新？')
    await el(app, 'fb-submit').click()
    await app.page.waitForSelector(`${V} [data-testid^="fb-thread-"]`, { timeout: 10_000 })
    const threads = await api<{ list: { id: number }[] }>(app, 'Feedback/AdminList', {}, admin)
    await api(app, 'Feedback/Reply', { id: threads.list[0].id, content: '每天零点按你所在时区更新。' }, admin)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('mine badge, inbox and thread in dark', async () => {
    await app.open('pages/mine/mine')
    await el(app, 'mine-unread').waitFor({ timeout: 10_000 })
    await app.shot('inbox-mine-badge-dark')
    await el(app, 'mine-messages').click()
    await el(app, 'msg-list').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await app.shot('inbox-message-list-dark')
    await app.page.locator(`${V} [data-testid^="msg-"][data-unread="1"]`).first().click()
    await el(app, 'fb-post-admin').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await app.shot('inbox-thread-dark')
  })
})
