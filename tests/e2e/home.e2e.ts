import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSerious } from './a11y-axe'
import { api, apiLogin, startApp, uiLogin, type App } from './harness'

// The home tab against the real server: the admin's banner and tips (SPEC §3 Show info), today's sky and the luck
// card computed on the device after first paint, the report cards, the tool grid; a flag switched off in the admin page hides its
// block; the banner opens its in-app link.
const ADMIN = 'home-admin@example.com'
// Logs in through the page (one login code per address per minute).
const UI_ADMIN = 'home-editor@example.com'
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const count = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).count()
const settle = (app: App, ms = 900) => app.page.waitForTimeout(ms)

const SHOW = {
  showIndexAstro: true,
  showIndexLuck: true,
  showIndexReport: true,
  showBanner: true,
  banners: [{ title: '本周运势已更新', subtitle: '看看行星怎样影响你的每一天', link: 'pagesA/luck' }],
  tips: ['水星逆行期间，签约前多读一遍条款。', '满月前后情绪起伏大，给自己留些独处时间。'],
  indexUtils: {},
}

/** Home with the computed cards ready (the engine chunk and the ephemeris loaded). */
async function openHome(app: App) {
  await app.open('')
  await app.page.waitForSelector(`${visible} [data-testid="home-sky-card"][data-state="ready"], ${visible} [data-testid="system-luck"]`, {
    timeout: 30_000,
  })
}

describe('home tab', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN, UI_ADMIN] } })
    if (!app.outboxDir) throw new Error('the home e2e needs the real server')
    const admin = await apiLogin(app, ADMIN)
    await api(app, 'Index/ShowInfoSave', SHOW, admin.token)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('shows the banner, the tips, today’s sky, the luck card, the reports and the tool grid', async () => {
    await openHome(app)
    await testId(app, 'home-sky-card').locator('[data-testid="home-sky-moon"]').waitFor({ timeout: 30_000 })
    expect(await testId(app, 'home-banner').innerText()).toContain('本周运势已更新')
    expect(await testId(app, 'home-tips').innerText()).toContain('水星逆行期间')
    expect(await testId(app, 'home-sky-moon').innerText()).toMatch(/^月亮在.+座 · .+ · 亮面 \d+%$/)
    expect(await testId(app, 'home-sky-retro').innerText()).toMatch(/逆行/)
    await testId(app, 'home-luck-index').waitFor({ timeout: 30_000 })
    const index = Number(await testId(app, 'home-luck-index').innerText())
    expect(index).toBeGreaterThanOrEqual(0)
    expect(index).toBeLessThanOrEqual(100)
    expect(await count(app, 'system-birth-list')).toBe(1)
    expect(await testId(app, 'home-reports').innerText()).toContain('星盘报告')
    await app.shot('home-full-light')
    expect(await axeSerious(app.page)).toEqual([])
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await settle(app, 500)
    await app.shot('home-full-dark')
    await testId(app, 'home-sky-card').scrollIntoViewIfNeeded()
    await app.shot('home-sky-luck-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
    await settle(app, 300)
    await app.shot('home-sky-luck-light')
  })

  it('loads without moving what is already drawn: banner from the cache, almanac place held, no router bar', async () => {
    // The previous test left the admin's show info in the cache. Chromium's layout-shift entries are summed as CLS
    // (none come from input here); the Taro router bar alone used to shift the page by 24 px (0.03).
    await app.page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = []
      ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Element }[] }[])
          shifts.push({ value: e.value, nodes: e.sources.map((s) => `${s.node?.className ?? ''} ${s.node?.getAttribute?.('data-testid') ?? ''}`) })
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openHome(app)
    await testId(app, 'almanac-card').waitFor({ timeout: 30_000 })
    await testId(app, 'home-luck-index').waitFor({ timeout: 30_000 })
    await settle(app, 500)
    const shifts = await app.page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)
    expect(await count(app, 'almanac-slot')).toBe(0)
    expect(await count(app, 'home-banner')).toBe(1)
    const cls = shifts.reduce((sum, s) => sum + s.value, 0)
    expect(cls, JSON.stringify(shifts)).toBeLessThan(0.01)
  })

  it('the banner opens its in-app link (pagesA/luck)', async () => {
    await testId(app, 'home-banner').click()
    await settle(app, 1500)
    expect(app.page.url()).toContain('packageA/luck/index')
  })

  it('the admin switches off today’s sky, the reports and a tool; the home hides exactly those', async () => {
    await uiLogin(app, UI_ADMIN)
    await app.open('packageD/admin/show-info/index')
    await testId(app, 'show-save').waitFor({ timeout: 10_000 })
    await app.shot('home-admin-show-info-light')
    const flip = async (id: string) => app.page.locator(`${visible} [data-testid="${id}"] input, ${visible} [data-testid="${id}"]`).first().click()
    await flip('show-showIndexAstro')
    await flip('show-showIndexReport')
    await flip('show-tool-birth-list')
    await testId(app, 'show-save').click()
    await testId(app, 'show-saved').waitFor({ timeout: 10_000 })
    const stored = await api<{ showIndexAstro: boolean; showIndexLuck: boolean; showIndexReport: boolean; indexUtils: Record<string, boolean> }>(
      app,
      'Index/ShowInfo',
      {},
    )
    expect(stored.showIndexAstro).toBe(false)
    expect(stored.showIndexLuck).toBe(true)
    expect(stored.showIndexReport).toBe(false)
    expect(stored.indexUtils['birth-list']).toBe(false)
    await openHome(app)
    await testId(app, 'home-luck-index').waitFor({ timeout: 30_000 })
    expect(await count(app, 'home-sky-card')).toBe(0)
    expect(await count(app, 'home-reports')).toBe(0)
    expect(await count(app, 'system-birth-list')).toBe(0)
    expect(await count(app, 'home-banner')).toBe(1)
    expect(app.errors).toEqual([])
  })
})
