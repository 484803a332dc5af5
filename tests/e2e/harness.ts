import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './browser'
import { serveStatic } from './static-server'

export const SCREENSHOT_DIR = path.resolve('tests/e2e/__screenshots__')
// E2E_H5_DIR: a copy of the build, so a concurrent rebuild of dist/h5 does not pull it away mid-test.
const H5_DIR = path.resolve(process.env.E2E_H5_DIR ?? 'dist/h5')

export interface App {
  browser: Browser
  page: Page
  baseUrl: string
  /** Opens a hash route ('' = home) and waits for the page to settle. */
  open(route?: string): Promise<void>
  shot(name: string): Promise<string>
  errors: string[]
  /** Mail and SMS outbox of the real server (one file per message), when the server runs. */
  outboxDir?: string
  close(): Promise<void>
}

/**
 * Starts the app for a test: the real API server with the H5 build when the server exists (server/src),
 * else a static server over dist/h5. Each call gets a fresh browser profile.
 */
export async function startApp(
  options: {
    viewport?: { width: number; height: number }
    colorScheme?: 'light' | 'dark'
    /** Browser user agent (e.g. WeChat's in-app browser). */
    userAgent?: string
    /** Extra buildServer options (e.g. a fake WeChat API). */
    server?: Record<string, unknown>
  } = {},
): Promise<App> {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('no H5 build in dist/h5: run npm run build:h5 first')
  const backend = await startBackend(options.server)
  const browser = await launchChromium()
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 390, height: 844 },
    deviceScaleFactor: 1,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'zh-CN',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // A key shown raw means its locale bundle never loaded (src/i18n: each sub-package page imports its own).
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('i18n: missing key') /* src/i18n MISSING_KEY_MESSAGE */) errors.push(m.text())
  })
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return {
    browser,
    page,
    baseUrl: backend.url,
    errors,
    outboxDir: backend.outboxDir,
    async open(route = '') {
      // A fresh load each time: a deep link starts with one page in history.
      await page.goto('about:blank')
      await page.goto(backend.url + (route ? `#/${route.replace(/^\//, '')}` : ''))
      await settle(page)
    },
    async shot(name) {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`)
      // A popup that has just opened (or a lazily loaded one) is still sliding in: shoot it where it comes to rest.
      await animationsFinished(page)
      await page.screenshot({ path: file })
      return file
    },
    async close() {
      await browser.close()
      await backend.close()
    },
  }
}

async function startBackend(serverOptions: Record<string, unknown> = {}): Promise<{ url: string; outboxDir?: string; close(): Promise<void> }> {
  // buildServer lives in server/src/app.ts (server/src/main.ts starts it from the environment).
  const serverEntry = ['server/src/index.ts', 'server/src/app.ts'].map((p) => path.resolve(p)).find((p) => fs.existsSync(p))
  if (serverEntry) {
    const os = await import('node:os')
    const mod = (await import(/* @vite-ignore */ serverEntry)) as {
      buildServer?: (o: Record<string, unknown>) => Promise<{ listen(o: { port: number; host: string }): Promise<string>; close(): Promise<void> }>
    }
    if (mod.buildServer) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xp-e2e-'))
      const outboxDir = path.join(dataDir, 'outbox')
      const app = await mod.buildServer({ dataDir, mailOutbox: outboxDir, staticDir: H5_DIR, logger: false, ...serverOptions })
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      return { url: address.replace(/\/?$/, '/'), outboxDir, close: () => app.close() }
    }
  }
  return serveStatic(H5_DIR)
}

/**
 * Waits until the visible page has rendered its body (PageShell's data-body, one frame after its frame on H5),
 * every finite animation (page slide, popups, fades) has ended and two more frames are painted, then gives
 * the page's first data a short moment. Replaces a fixed 600 ms wait after every load.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForSelector('.page-shell[data-body="shown"]:visible', { timeout: 30_000 })
  await animationsFinished(page)
  await page.waitForTimeout(SETTLE_MS)
}

/** The route id of the page being shown (its body rendered), or null between pages. */
export function visibleRoute(page: Page): Promise<string | null> {
  return page.locator('.page-shell[data-body="shown"]:visible').getAttribute('data-route')
}

/** Every finite animation and transition has ended, and two frames have been drawn since. */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}
/** After the body and its animations: the page's first reads of storage and the server (loopback) land well inside this. */
const SETTLE_MS = 150

/** Reads the text of the current page's body (for assertions on visible strings). */
export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText)
}

/** The e-mail login code the real server wrote to its outbox for `email` after `afterMs` (epoch ms). */
export async function codeFromOutbox(app: App, email: string, afterMs: number): Promise<string> {
  const dir = app.outboxDir
  if (!dir) throw new Error('no outbox: this test needs the real server')
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
    for (const f of files) {
      const full = path.join(dir, f)
      if (fs.statSync(full).mtimeMs < afterMs) continue
      const text = fs.readFileSync(full, 'utf8')
      const m = /验证码是 (\d{6})/.exec(text)
      if (text.includes(`To: ${email}`) && m) return m[1]
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${email} in ${dir}`)
}

/** Calls the real server directly (another user's or an admin's actions); answers `data` or throws on a non-zero code. */
export async function api<T>(app: App, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(`api/${route}`, app.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { code: number; msg: string; data: T }
  if (json.code !== 0) throw new Error(`${route}: ${json.code} ${json.msg}`)
  return json.data
}

/** Logs `email` in over the API (e-mail code from the outbox): the token and the nickname the server gave. */
export async function apiLogin(app: App, email: string): Promise<{ token: string; nickname: string }> {
  const sentAt = Date.now() - 1000
  await api(app, 'User/GetLoginEmailCode', { email })
  const code = await codeFromOutbox(app, email, sentAt)
  const info = await api<{ token: string; user: { nickname: string } }>(app, 'User/LoginByEmailCode', { email, code })
  return { token: info.token, nickname: info.user.nickname }
}

/**
 * Logs `email` in through the login page (opened at `route`, default the login page itself), typing the code
 * from the outbox, and waits for the login to settle.
 */
export async function uiLogin(app: App, email: string, route = 'packageA/login/index'): Promise<void> {
  const v = '.page-shell:visible'
  const input = (id: string) => app.page.locator(`${v} [data-testid="${id}"] input, ${v} input[data-testid="${id}"]`).first()
  if (route) await app.open(route)
  await input('login-email').fill(email)
  const sentAt = Date.now() - 1000
  await app.page.locator(`${v} [data-testid="login-send"]`).first().click()
  await input('login-code').fill(await codeFromOutbox(app, email, sentAt))
  await app.page.locator(`${v} [data-testid="login-submit"]`).first().click()
  await app.page.waitForTimeout(1200)
}

/**
 * Clicks a "save as image" button once its pictures are drawn and answers the PNG bytes of each download (one per
 * page), checking each name against `name`; KEEP_PICTURES=<dir> keeps them as <keepAs>[-n].png to look at.
 */
export async function downloadPictures(app: App, testId: string, name: RegExp, keepAs: string): Promise<Buffer[]> {
  const button = app.page.locator(`.page-shell:visible [data-testid="${testId}"]`).first()
  await app.page.waitForSelector(`.page-shell:visible [data-testid="${testId}"][data-drawn="1"]`, { timeout: 10_000 })
  const pages = Number(await button.getAttribute('data-pages')) || 1
  const downloads: import('playwright-core').Download[] = []
  const got = new Promise<void>((resolve) => {
    const onDownload = (d: import('playwright-core').Download) => {
      downloads.push(d)
      if (downloads.length === pages) {
        app.page.off('download', onDownload)
        resolve()
      }
    }
    app.page.on('download', onDownload)
  })
  await button.click()
  await Promise.race([
    got,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${testId}: ${downloads.length}/${pages} downloads`)), 15_000)),
  ])
  return downloads.map((d, i) => {
    if (!name.test(d.suggestedFilename())) throw new Error(`${d.suggestedFilename()} does not match ${name}`)
    if (!d.url().startsWith('data:image/png;base64,')) throw new Error(`${testId}: not a PNG data URL`)
    const png = Buffer.from(d.url().split(',')[1], 'base64')
    if (process.env.KEEP_PICTURES) fs.writeFileSync(`${process.env.KEEP_PICTURES}/${keepAs}${pages > 1 ? `-${i + 1}` : ''}.png`, png)
    return png
  })
}

/** Width and height of a PNG from its IHDR chunk (throws when the bytes are not a PNG). */
export function pngSize(png: Buffer): { widthPx: number; heightPx: number } {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || png.subarray(12, 16).toString('ascii') !== 'IHDR')
    throw new Error('not a PNG')
  return { widthPx: png.readUInt32BE(16), heightPx: png.readUInt32BE(20) }
}
