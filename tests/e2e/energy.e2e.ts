import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, uiLogin, type App } from './harness'
import { FIXED_NOW, installFixedClock } from './fixed-clock'

// The energy tab, the wooden fish (offline knocks, then sync to the real server), the worry doll and the
// birthday widget in the H5 build.
const V = '.page-shell:visible'

/** Counts the oscillators the page starts (each knock sound starts two). */
async function countOscillators(app: App) {
  await app.page.addInitScript(() => {
    const w = window as unknown as { __osc: number; AudioContext?: { prototype: { createOscillator(): unknown } } }
    w.__osc = 0
    const proto = w.AudioContext?.prototype
    if (!proto) return
    const orig = proto.createOscillator
    proto.createOscillator = function (this: unknown) {
      w.__osc++
      return orig.call(this)
    }
  })
}

describe('energy tab, wooden fish, worry doll and birthday widget (light)', () => {
  let app: App
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  beforeAll(async () => {
    app = await startApp()
    await installFixedClock(app.page, FIXED_NOW.getTime())
    await countOscillators(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the energy tab: today’s 干支 against the sample birth’s day master and an entry for every wellness page', async () => {
    await app.open('pages/energy/energy')
    await el('energy-today').waitFor()
    const text = await bodyText(app.page)
    expect(text).toContain('今日能量')
    expect(text).toContain('2025-03-10')
    expect(await el('energy-tengod').innerText()).toMatch(/^(比肩|劫财|食神|伤官|偏财|正财|七杀|正官|偏印|正印)$/)
    for (const id of ['wooden-fish', 'worry-doll', 'birthday-widget']) expect(await el(`wellness-${id}`).count()).toBe(1)
    expect(await el('energy-merit-today').innerText()).toBe('今日 0')
    // The tab bar shows the energy tab third.
    expect(await app.page.locator('.taro-tabbar__tabbar .weui-tabbar__item').nth(2).innerText()).toContain('能量')
    await app.shot('energy-tab-light')
  })

  it('the wooden fish: each knock counts, sounds and shows 功德+1; the custom word and the sound switch reach the page', async () => {
    await el('wellness-wooden-fish').click()
    await app.page.waitForTimeout(800)
    await el('fish-knock').waitFor()
    const osc0 = await app.page.evaluate(() => (window as unknown as { __osc: number }).__osc)
    for (let i = 0; i < 3; i++) await el('fish-knock').click()
    expect(await el('fish-today').innerText()).toBe('3')
    expect(await el('fish-float').first().innerText()).toBe('功德+1')
    expect(await app.page.evaluate(() => (window as unknown as { __osc: number }).__osc)).toBe(osc0 + 6)
    await app.shot('wooden-fish-light')
    // Sound off: no more oscillators.
    await el('fish-sound').click()
    await el('fish-knock').click()
    expect(await app.page.evaluate(() => (window as unknown as { __osc: number }).__osc)).toBe(osc0 + 6)
    await el('fish-sound').click()
    // Own word.
    await el('fish-wordtype').locator('[data-value="1"]').click()
    const input = app.page.locator('[data-testid="dialog-text"] input, input[data-testid="dialog-text"]').first()
    await input.fill('平安+1')
    await app.page.locator('[data-testid="dialog-btn-0"]').click()
    await app.page.waitForTimeout(900) // the floating words of the earlier knocks are gone
    await el('fish-knock').click()
    expect(await el('fish-float').last().innerText()).toBe('平安+1')
    expect(await el('fish-today').innerText()).toBe('5')
    await app.shot('wooden-fish-word-light')
  })

  it('20 knocks offline are kept; back online and logged in they reach the server: its total is the page’s', async () => {
    // Log in first (the e-mail code from the server's outbox).
    await uiLogin(app, 'fish@example.com', 'packageA/login/index?toPage=%2FpackageE%2Fwooden-fish%2Findex')
    await el('fish-knock').waitFor()
    // The five knocks made logged out went up with the login.
    await app.page.waitForSelector(`${V} [data-testid="fish-sync"][data-pending="0"]`, { timeout: 10_000 })
    const context = app.page.context()
    await context.setOffline(true)
    for (let i = 0; i < 20; i++) await el('fish-knock').click()
    expect(await el('fish-today').innerText()).toBe('25')
    await app.page.waitForTimeout(2500) // the debounced sync fails offline
    expect(await el('fish-sync').getAttribute('data-pending')).toBe('20')
    expect(await el('fish-sync').innerText()).toContain('20 下待同步')
    await app.shot('wooden-fish-offline-light')
    await context.setOffline(false)
    await app.page.waitForSelector(`${V} [data-testid="fish-sync"][data-pending="0"]`, { timeout: 15_000 })
    // The server's own answer, asked as another device of the same account.
    const total = await app.page.evaluate(async (base) => {
      const raw = localStorage.getItem('loginInfo')
      const info = JSON.parse(raw!) as { data?: { token: string }; token?: string }
      const token = info.data?.token ?? info.token
      const r = await fetch(`${base}api/Merit/Sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ device: 'e2e-other-device', list: [] }),
      })
      return ((await r.json()) as { data: { total: number; list: { date: string; count: number }[] } }).data
    }, app.baseUrl)
    expect(total.total).toBe(25)
    expect(total.list).toEqual([{ date: '2025-03-10', count: 25, mine: 0 }])
    expect(await el('fish-total').innerText()).toBe('25')
    await app.shot('wooden-fish-synced-light')
    await app.open('pages/energy/energy')
    expect(await el('energy-merit-today').innerText()).toBe('今日 25')
    expect(await el('energy-streak').getAttribute('data-current')).toBe('1')
  })

  it('the birthday widget: births by days left with the age turned; the lunar setting moves the dates', async () => {
    await app.open('packageD/birthday-widget/index')
    await el('bw-list').waitFor()
    const rows = el('bw-list').locator('[data-days]')
    const days = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-days'))))
    expect(days.length).toBeGreaterThanOrEqual(3)
    expect([...days].sort((a, b) => a - b)).toEqual(days)
    const solarDates = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))
    expect(await el('bw-next').innerText()).toContain('满')
    await app.shot('birthday-widget-light')
    await el('bw-calendar').locator('[data-value="lunar"]').click()
    await app.page.waitForTimeout(300)
    const lunarDates = await el('bw-list')
      .locator('[data-days]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))
    expect(lunarDates.sort()).not.toEqual(solarDates.sort())
    expect(await bodyText(app.page)).toContain('农历')
    await app.shot('birthday-widget-lunar-light')
  })

  it('the worry doll keeps a worry until 6:00; the next day it asks how it went; the list counts outcomes', async () => {
    await app.open('packageE/worry-doll/index')
    await app.page.locator(`${V} [data-testid="worry-input"] textarea, ${V} textarea[data-testid="worry-input"]`).first().fill('下周的体检结果')
    await el('worry-give').click()
    await app.page.waitForTimeout(400)
    await el('worry-keeping').waitFor()
    expect(await el('worry-keeping').innerText()).toContain('下周的体检结果')
    expect(await el('worry-keeping').innerText()).toMatch(/到 2025-03-1[01] 06:00/)
    expect(await el('worry-keeping').locator('[data-testid$="-better"]').count()).toBe(0)
    await app.page.waitForTimeout(1700)
    await app.shot('worry-doll-keeping-light')
    // A day later.
    await installFixedClock(app.page, FIXED_NOW.getTime() + 24 * 3600_000)
    await app.open('packageE/worry-doll/index')
    await el('worry-waiting').waitFor()
    await el('worry-waiting').locator('[data-testid$="-better"]').click()
    await app.page.waitForTimeout(300)
    expect(await el('worry-waiting').count()).toBe(0)
    await el('worry-open-list').click()
    await app.page.waitForTimeout(800)
    expect(await el('worry-summary').innerText()).toBe('已解决 0 · 好些了 1 · 放下了 0 · 还在心上 0')
    expect(await el('worry-list').locator('[data-state="settled"]').count()).toBe(1)
    await app.shot('worry-doll-list-light')
  })
})

describe('the same pages in the dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
    await installFixedClock(app.page, FIXED_NOW.getTime())
  })
  afterAll(async () => {
    await app?.close()
  })

  it('energy tab, wooden fish, worry doll and birthday widget draw in the dark theme', async () => {
    for (const [route, name] of [
      ['pages/energy/energy', 'energy-tab-dark'],
      ['packageE/wooden-fish/index', 'wooden-fish-dark'],
      ['packageE/worry-doll/index', 'worry-doll-dark'],
      ['packageD/birthday-widget/index', 'birthday-widget-dark'],
    ]) {
      await app.open(route)
      expect(await app.page.locator(V).getAttribute('data-theme')).toBe('dark')
      if (name === 'wooden-fish-dark') for (let i = 0; i < 2; i++) await app.page.locator(`${V} [data-testid="fish-knock"]`).click()
      await app.shot(name)
    }
    expect(app.errors).toEqual([])
  })
})
