import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'
// Bruce Lee (sample 3) on 2025-03-10: transit Saturn opposes his natal MC (exact 2025-03-05 13:32 UT, within 0.6°
// all day in any zone), and the day is 戊寅 (lunar-javascript).
const LUCK = 'packageA/luck/index?a=3&date=2025-03-10'
const DAILY = 'packageA/daily-luck/index?a=3&date=2025-03-10'

describe.each(['light', 'dark'] as const)('luck pages in the H5 build (%s)', (scheme) => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: scheme })
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)

  it('the day: overall and six area scores, the Saturn–MC factor with its exact date, the 30-day calendar', async () => {
    await app.open(LUCK)
    await app.page.waitForSelector(`${V} [data-testid="lk-result"]`, { timeout: 30_000 })
    const overall = Number(await el('lk-overall').innerText())
    expect(overall).toBeGreaterThanOrEqual(0)
    expect(overall).toBeLessThanOrEqual(100)
    expect(await app.page.locator(`${V} [data-testid^="lk-area-"]`).count()).toBe(6)
    const saturn = el('lk-factor-Saturn-2-Mc')
    expect(await saturn.innerText()).toContain('行运土星 对分相 本命天顶')
    expect(await saturn.innerText()).toContain('精确 2025-03-0')
    expect(await app.page.locator(`${V} [data-testid^="lk-up-"]`).count()).toBeGreaterThan(3)
    expect(app.errors).toEqual([])
    await app.shot(`luck-day-${scheme}`)
  })

  it('the year tab reads the year: solar return and progressed Moon factors, another index', async () => {
    const day = await el('lk-result').getAttribute('data-overall')
    await el('lk-period').locator('[data-value="year"]').click()
    await app.page.waitForSelector(`${V} [data-testid="lk-result"][data-period="year"]`, { timeout: 30_000 })
    expect(await el('lk-factor-solarReturnAsc').count()).toBe(1)
    expect(await el('lk-factor-progressedMoon').count()).toBe(1)
    expect(await el('lk-result').getAttribute('data-overall')).not.toBe(day)
    if (scheme === 'light') await app.shot('luck-year-light')
  })

  it('the daily card: 戊寅, index, colour, number, direction; the date switch moves to 己卯', async () => {
    await app.open(DAILY)
    await app.page.waitForSelector(`${V} [data-testid="dl-card"]`, { timeout: 30_000 })
    expect(await el('dl-ganzhi').innerText()).toBe('戊寅日')
    const index = Number(await el('dl-index').innerText())
    expect(index).toBeGreaterThanOrEqual(0)
    expect(index).toBeLessThanOrEqual(100)
    for (const id of ['dl-colour', 'dl-number', 'dl-direction']) expect((await el(id).innerText()).trim().length).toBeGreaterThan(2)
    await app.shot(`daily-luck-${scheme}`)
    await el('dl-next').click()
    await app.page.waitForSelector(`${V} [data-testid="dl-card"][data-date="2025-03-11"]`, { timeout: 30_000 })
    expect(await el('dl-ganzhi').innerText()).toBe('己卯日')
  })
})
