import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

// Inbox and feedback against the real server: the user asks, an admin (ADMIN_EMAILS) answers over the API.
const V = '.page-shell:visible'
const USER = 'asker@example.com'
const ADMIN = 'admin@example.com'

async function codeFromOutbox(app: App, email: string, after: number): Promise<string> {
  const dir = app.outboxDir!
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
    for (const f of files) {
      const full = path.join(dir, f)
      if (fs.statSync(full).mtimeMs < after) continue
      const text = fs.readFileSync(full, 'utf8')
      const m = /验证码是 (\d{6})/.exec(text)
      if (text.includes(`To: ${email}`) && m) return m[1]
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${email} in ${dir}`)
}

async function api<T>(app: App, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(`api/${route}`, app.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { code: number; msg: string; data: T }
  if (json.code !== 0) throw new Error(`${route}: ${json.code} ${json.msg}`)
  return json.data
}

async function apiLogin(app: App, email: string): Promise<string> {
  const sentAt = Date.now() - 1000
  await api(app, 'User/GetLoginEmailCode', { email })
  const code = await codeFromOutbox(app, email, sentAt)
  return (await api<{ token: string }>(app, 'User/LoginByEmailCode', { email, code })).token
}

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()

async function uiLogin(app: App, email: string) {
  await app.open('packageA/login/index')
  await el(app, 'login-email').locator('input').fill(email)
  const sentAt = Date.now() - 1000
  await el(app, 'login-send').click()
  const code = await codeFromOutbox(app, email, sentAt)
  await el(app, 'login-code').locator('input').fill(code)
  await el(app, 'login-submit').click()
  await app.page.waitForTimeout(1200)
}

describe('inbox and feedback', () => {
  let app: App
  let adminToken = ''
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN], seedContent: false } })
    if (!app.outboxDir) throw new Error('the inbox e2e needs the real server')
    adminToken = await apiLogin(app, ADMIN)
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
    const admin = await apiLogin(app, ADMIN)
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
