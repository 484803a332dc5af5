import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

// Accounts in the H5 build against the real server (PGlite in a temp folder, mail to its outbox folder).
const visible = '.page-shell:visible'

async function codeFromOutbox(app: App, email: string, after: number): Promise<string> {
  const dir = app.outboxDir!
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
    for (const f of files.reverse()) {
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

async function fill(app: App, testId: string, value: string) {
  const input = app.page.locator(`${visible} [data-testid="${testId}"] input, ${visible} input[data-testid="${testId}"]`).first()
  await input.fill(value)
}

async function click(app: App, testId: string) {
  await app.page.locator(`${visible} [data-testid="${testId}"]`).first().click()
}

async function title(app: App) {
  return app.page.locator(`${visible} .nav-bar__title`).first().innerText()
}

/** On the login page: e-mail code login. */
async function loginByEmail(app: App, email: string) {
  expect(await title(app)).toBe('登录')
  await fill(app, 'login-email', email)
  const sentAt = Date.now() - 1000
  await click(app, 'login-send')
  const code = await codeFromOutbox(app, email, sentAt)
  await fill(app, 'login-code', code)
  await click(app, 'login-submit')
  await app.page.waitForTimeout(1200)
}

/** The 星币 value on 我的, without the row's chevron. */
async function coinText(app: App) {
  return (await app.page.locator(`${visible} [data-testid="mine-coin-num"]`).innerText()).replace(/›\s*$/, '').trim()
}

async function confirmModal(app: App) {
  // Taro H5 showModal renders .taro__modal with .taro-model__confirm (sic).
  const btn = app.page.locator('.taro__modal .taro-model__confirm').last()
  await btn.click()
  await app.page.waitForTimeout(600)
}

describe('accounts: login, coins, user pages, logout', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    if (!app.outboxDir) throw new Error('the account e2e needs the real server (server/src/app.ts buildServer)')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('我的 logged out: login entry and no coins', async () => {
    await app.open('pages/mine/mine')
    expect(await bodyText(app.page)).toContain('登录 / 注册')
    expect(await coinText(app)).toBe('登录后查看')
    await app.shot('account-mine-guest-light')
  })

  it('a wrong login code shows the server message 验证码错误或已过期 for about 1.5 s (toast and loading are independent)', async () => {
    await click(app, 'mine-user')
    await app.page.waitForTimeout(800)
    await fill(app, 'login-email', 'wrong-code@example.com')
    const sentAt = Date.now() - 1000
    await click(app, 'login-send')
    const code = await codeFromOutbox(app, 'wrong-code@example.com', sentAt)
    await app.page.waitForTimeout(1700) // the 验证码已发送 toast is gone
    await fill(app, 'login-code', code === '000000' ? '111111' : '000000')
    await click(app, 'login-submit')
    const toast = app.page.locator('[data-testid="toast"]')
    await toast.waitFor({ state: 'visible', timeout: 5000 })
    expect(await toast.innerText()).toContain('验证码错误或已过期')
    await app.page.waitForTimeout(900) // the request's loading indicator is long gone; the toast is not
    expect(await toast.innerText()).toContain('验证码错误或已过期')
    await app.shot('account-login-wrong-code-light')
    await toast.waitFor({ state: 'detached', timeout: 2000 })
    expect(await title(app)).toBe('登录')
    await app.open('pages/mine/mine')
  })

  it('logs in by e-mail code from 我的 and comes back to 500 coins', async () => {
    await click(app, 'mine-user')
    await app.page.waitForTimeout(800)
    await app.shot('account-login-light')
    await loginByEmail(app, 'alice@example.com')
    expect(app.page.url()).toContain('pages/mine/mine')
    expect(await coinText(app)).toBe('500')
    await app.shot('account-mine-500-light')
  })

  it('the first open of the day grants the daily 50 (550), once', async () => {
    await app.open('pages/mine/mine')
    await app.page.waitForFunction(
      () => document.querySelector('.page-shell [data-testid="mine-coin-num"]')?.textContent?.replace('›', '') === '550',
      undefined,
      {
        timeout: 10_000,
      },
    )
    await app.shot('account-mine-550-light')
    await app.open('pages/mine/mine')
    await app.page.waitForTimeout(1500)
    expect(await coinText(app)).toBe('550')
  })

  it('opens user info with the account facts', async () => {
    await click(app, 'mine-user')
    await app.page.waitForTimeout(900)
    expect(await title(app)).toBe('个人资料')
    expect(await app.page.locator(`${visible} [data-testid="user-coins"]`).innerText()).toBe('550')
    await app.shot('account-user-info-light')
  })

  it('opens sync settings with seven switches, all on (the Arabic-point and meditation ones included)', async () => {
    await click(app, 'user-sync')
    await app.page.waitForTimeout(900)
    expect(await title(app)).toBe('同步设置')
    const checks = await app.page.locator(`${visible} input[type="checkbox"]`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked))
    expect(checks).toEqual([true, true, true, true, true, true, true])
    expect(await app.page.locator(`${visible} [data-testid="sync-arabicPoints"]`).count()).toBe(1)
    expect(await bodyText(app.page)).toContain('冥想记录')
    expect(await bodyText(app.page)).toContain('自定义阿拉伯点')
    await click(app, 'sync-upload')
    await app.page.waitForTimeout(600)
    expect(await bodyText(app.page)).toContain('上传成功')
    await app.shot('account-sync-settings-light')
  })

  it('logs out from user info', async () => {
    await app.page.locator(`${visible} [data-testid="nav-back"]`).click()
    await app.page.waitForTimeout(800)
    await click(app, 'user-logout')
    await app.page.waitForTimeout(500)
    await confirmModal(app)
    await app.open('pages/mine/mine')
    expect(await coinText(app)).toBe('登录后查看')
  })

  it('a login-required page sends a logged-out user to login and returns there after login', async () => {
    await app.open('packageA/user-account/index')
    await app.page.waitForTimeout(800)
    expect(app.page.url()).toContain('packageA/login/index')
    expect(decodeURIComponent(app.page.url())).toContain('toPage=/packageA/user-account/index')
    await loginByEmail(app, 'bob@example.com')
    expect(app.page.url()).toContain('packageA/user-account/index')
    expect(await title(app)).toBe('账号与安全')
    expect(await bodyText(app.page)).toContain('bob@example.com')
  })

  it('dark theme screenshots', async () => {
    await app.page.emulateMedia({ colorScheme: 'dark' })
    for (const [route, name] of [
      ['pages/mine/mine', 'mine'],
      ['packageA/user-info/index', 'user-info'],
      ['packageA/user-account/index', 'user-account'],
      ['packageA/sync-settings/index', 'sync-settings'],
      ['packageD/password-set/index', 'password-set'],
      ['packageD/band-email/index', 'band-email'],
    ] as const) {
      await app.open(route)
      expect(await app.page.getAttribute(visible, 'data-theme')).toBe('dark')
      await app.shot(`account-${name}-dark`)
    }
    await app.page.emulateMedia({ colorScheme: 'light' })
    await app.open('packageA/user-account/index')
    await app.shot('account-user-account-light')
  })

  it('login page in dark, logged out', async () => {
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await app.open('packageA/user-info/index')
    await click(app, 'user-logout')
    await app.page.waitForTimeout(500)
    await confirmModal(app)
    await app.open('packageA/login/index')
    await app.shot('account-login-dark')
    await app.open('pages/mine/mine')
    await app.shot('account-mine-guest-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
