/**
 * Installable offline web app over a slow network: cold loads at Chromium's "Fast 3G" (1.6 Mbps down, 750 kbps up,
 * 150 ms latency; CDP Network.emulateNetworkConditions) to the home page and to a drawn natal wheel (Moshier first,
 * then the ephemeris files), the same wheel with the service worker warm, an offline reload that still computes
 * the chart, and the update prompt when a new build is waiting. Times are printed for the README, never asserted.
 * Served by a precompressed static server (tests/e2e/pwa-server.ts) from a copy of the build (the update step edits sw.js).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { launchChromium } from './browser'
import { bodyText, SCREENSHOT_DIR } from './harness'
import { servePrecompressed } from './pwa-server'

const H5_DIR = path.resolve(process.env.E2E_H5_DIR ?? 'dist/h5')
const FAST_3G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
const NATAL = '#/packageA/natal-info/index?a=2' // built-in sample: Einstein
const WHEEL = '.page-shell:visible [data-testid="chart-wheel"][data-drawn="1"]'
const noteOf = (mode: string) => `.page-shell:visible [data-testid="ephemeris-note"][data-mode="${mode}"]`

interface Throttled {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  /** Bytes on the wire (compressed) per resource type since the last reset. */
  transferred: Map<string, number>
}

async function throttledPage(browser: Browser): Promise<Throttled> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const transferred = new Map<string, number>()
  const typeOf = new Map<string, string>()
  cdp.on('Network.responseReceived', (e) => typeOf.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    const type = typeOf.get(e.requestId) ?? 'Other'
    transferred.set(type, (transferred.get(type) ?? 0) + e.encodedDataLength)
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', FAST_3G)
  return { context, page, cdp, transferred }
}

const kb = (n = 0) => `${Math.round(n / 1024)} KB`
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })

describe('H5 as an installable offline web app, at Fast 3G', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof servePrecompressed>>
  let copy: string
  let warm: Throttled
  const figures: string[] = []

  beforeAll(async () => {
    if (!fs.existsSync(path.join(H5_DIR, 'sw.js'))) throw new Error(`no production H5 build with sw.js in ${H5_DIR}`)
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'xp-pwa-'))
    fs.cpSync(H5_DIR, copy, { recursive: true })
    server = await servePrecompressed(copy)
    browser = await launchChromium()
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterAll(async () => {
    console.log(`PWA figures (Fast 3G):\n  ${figures.join('\n  ')}`)
    await browser?.close()
    await server?.close()
    if (copy) fs.rmSync(copy, { recursive: true, force: true })
  })

  it('serves a web app manifest with the name, icons, theme colour and standalone display', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(H5_DIR, 'manifest.webmanifest'), 'utf8'))
    expect(manifest.name).toBe('星盘')
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(H5_DIR, icon.src))).toBe(true)
    const html = fs.readFileSync(path.join(H5_DIR, 'index.html'), 'utf8')
    expect(html).toContain('rel="manifest"')
    expect(html).toMatch(/name="theme-color"[^>]+prefers-color-scheme: dark/)
  })

  it('cold home page', async () => {
    const t = await throttledPage(browser)
    const t0 = Date.now()
    await t.page.goto(server.url)
    await t.page.waitForSelector('.page-shell:visible', { timeout: 60_000 })
    const ms = Date.now() - t0
    // The page's own clock: the largest paint so far (the first screen's text). The wait above also includes the
    // test driver's polling, which queues behind the page's start-up work.
    const lcpMs = await t.page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    )
    figures.push(
      `cold home: shell seen by the driver ${ms} ms, largest paint ${Math.round(lcpMs)} ms; JS ${kb(t.transferred.get('Script'))} transferred`,
    )
    await t.page.waitForTimeout(600)
    await shot(t.page, 'pwa-cold-home')
    expect(await bodyText(t.page)).toContain('星盘')
    await t.context.close()
  })

  it('cold natal wheel: Moshier first, then redrawn from the ephemeris files', async () => {
    warm = await throttledPage(browser)
    const { page } = warm
    const t0 = Date.now()
    await page.goto(server.url + NATAL)
    await page.waitForSelector(WHEEL, { timeout: 90_000 })
    const firstMs = Date.now() - t0
    const firstMode = await page.locator('.page-shell:visible [data-testid="ephemeris-note"]').getAttribute('data-mode')
    if (firstMode === 'moshier') {
      expect(await bodyText(page)).toContain('Moshier 理论速算')
      await shot(page, 'pwa-cold-natal-moshier')
    }
    await page.waitForSelector(noteOf('files'), { timeout: 120_000 })
    const filesMs = Date.now() - t0
    figures.push(
      `cold natal: first wheel (${firstMode}) ${firstMs} ms, from the files ${filesMs} ms; ` +
        `JS ${kb(warm.transferred.get('Script'))}, other ${kb(warm.transferred.get('Fetch'))} fetched`,
    )
    await page.waitForTimeout(600)
    expect(await bodyText(page)).toContain('瑞士星历文件')
    await shot(page, 'pwa-cold-natal-files')
  })

  it('with the service worker warm the wheel comes from the cache', async () => {
    const { page } = warm
    // Registered 3 s after load; ready = installed and active (the precache, ephemeris included, is complete).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    warm.transferred.clear()
    const t0 = Date.now()
    await page.reload()
    await page.waitForSelector(noteOf('files'), { timeout: 60_000 })
    const ms = Date.now() - t0
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    figures.push(`warm natal (service worker): wheel from the files ${ms} ms`)
    await page.waitForTimeout(600)
    await shot(page, 'pwa-warm-natal')
  })

  it('offline reload still computes the chart', async () => {
    const { page, cdp, context } = warm
    await context.setOffline(true)
    await cdp.send('Network.emulateNetworkConditions', { ...FAST_3G, offline: true })
    const before = server.requests.length
    await page.reload()
    await page.waitForSelector(noteOf('files'), { timeout: 60_000 })
    await page.waitForTimeout(600)
    const text = await bodyText(page)
    expect(text).toContain('爱因斯坦')
    expect(text).toContain('双鱼座 23°') // Einstein's Sun (Astro-Databank, AA)
    // Nothing from the app reached the server (the browser's own sw.js update check is not the page's traffic).
    expect(server.requests.slice(before).filter((r) => !r.startsWith('/api/') && r !== '/sw.js')).toEqual([])
    await shot(page, 'pwa-offline-natal')
    await context.setOffline(false)
    await cdp.send('Network.emulateNetworkConditions', FAST_3G)
  })

  it('a new build waiting: the UI-kit dialog asks, and 重新载入 hands over to it', async () => {
    const { page } = warm
    fs.appendFileSync(path.join(copy, 'sw.js'), '\n// next build\n')
    fs.rmSync(path.join(copy, 'sw.js.br'), { force: true })
    fs.rmSync(path.join(copy, 'sw.js.gz'), { force: true })
    // The page registers its worker 3 s after load; then ask the browser to look for a new one.
    await page.waitForTimeout(3500)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    const dialog = page.locator('[data-testid="dialog-confirm"]')
    await dialog.waitFor({ timeout: 60_000 })
    expect(await dialog.innerText()).toContain('发现新版本')
    await page.waitForTimeout(400)
    await shot(page, 'pwa-update-prompt')
    const reloaded = page.waitForEvent('load', { timeout: 60_000 })
    await page.locator('[data-testid="dialog-btn-0"]').click()
    await reloaded
    const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))
    expect(waiting).toBeNull()
  })
})
