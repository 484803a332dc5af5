import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { bodyText, settle, startApp, visibleRoute, type App } from './harness'

const V = '.page-shell:visible'

async function waitDrawn(page: Page): Promise<void> {
  await page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 30_000 })
}

/** Aspect ids (1–10) shown in the inter-aspect grid, one per filled cell. */
async function gridAspects(page: Page): Promise<string[]> {
  await page.waitForSelector(`${V} [data-testid="inter-aspect-grid"]`, { timeout: 30_000 })
  return page
    .locator(`${V} [data-testid="inter-aspect-grid"] [data-aspect]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-aspect') ?? ''))
}

/** Picks a sample birth in the birth list opened as a pair chooser. */
async function pick(page: Page, which: 'pairA' | 'pairB', name: string): Promise<void> {
  await page.locator(`${V} [data-testid="cc-change-${which}"]`).click()
  await expect.poll(() => visibleRoute(page)).toBe('birth-list')
  await page.locator(`${V} [data-testid="birth-row"][data-name="${name}"] .bp-row__name`).click()
  await expect.poll(() => visibleRoute(page)).toBe('co-charts')
}

describe('two-person techniques: co-charts and co-chart-more', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('co-charts picks the pair once (with a swap) and opens synastry and Davison for it', async () => {
    await app.open('packageB/co-charts/index')
    await pick(app.page, 'pairA', '爱因斯坦')
    await pick(app.page, 'pairB', '李小龙')
    expect(await app.page.locator(`${V} [data-testid="cc-pairA"]`).innerText()).toContain('爱因斯坦')
    expect(await app.page.locator(`${V} [data-testid="cc-pairB"]`).innerText()).toContain('李小龙')
    await app.page.locator(`${V} [data-testid="cc-swap"]`).click()
    await expect.poll(() => app.page.locator(`${V} [data-testid="cc-pairA"]`).innerText()).toContain('李小龙')
    await app.page.locator(`${V} [data-testid="cc-swap"]`).click()
    await expect.poll(() => app.page.locator(`${V} [data-testid="cc-pairA"]`).innerText()).toContain('爱因斯坦')
    const text = await bodyText(app.page)
    for (const k of ['比较盘', '组合中点盘', '时空中点盘', '相位格与宫位叠加']) expect(text).toContain(k)
    await settle(app.page)
    await app.shot('co-charts-index-light')

    await app.page.locator(`${V} [data-testid="cc-open-synastry"]`).click()
    await expect.poll(() => visibleRoute(app.page)).toBe('cochart')
    await waitDrawn(app.page)
    expect(await bodyText(app.page)).toContain('爱因斯坦 · 李小龙')

    // The pair is remembered: a fresh load of the index shows it again.
    await app.open('packageB/co-charts/index')
    expect(await app.page.locator(`${V} [data-testid="cc-pairB"]`).innerText()).toContain('李小龙')
    await app.page.locator(`${V} [data-testid="cc-open-davison"]`).click()
    await expect.poll(() => visibleRoute(app.page)).toBe('chart')
    await waitDrawn(app.page)
    expect(app.page.url()).toContain('kind=davison')
    expect(await bodyText(app.page)).toContain('爱因斯坦 · 李小龙')
  })

  it("Marks chart: opens for the pair from the index; A's and B's differ", async () => {
    await app.open('packageB/co-charts/index')
    expect(await bodyText(app.page)).toContain('马克斯盘')
    await app.page.locator(`${V} [data-testid="cc-open-marks"]`).click()
    await expect.poll(() => visibleRoute(app.page)).toBe('chart')
    await waitDrawn(app.page)
    expect(app.page.url()).toContain('kind=marks')
    expect(await bodyText(app.page)).toContain('爱因斯坦 · 马克斯盘')
    const planetsA = await app.page.locator(`${V} [data-testid="planet-table"]`).innerText()
    await settle(app.page)
    await app.shot('marks-chart-light')
    await app.page.locator(`${V} [data-testid="marks-whose"] [data-value="b"]`).click()
    await expect.poll(() => bodyText(app.page)).toContain('李小龙 · 马克斯盘')
    await waitDrawn(app.page)
    expect(await app.page.locator(`${V} [data-testid="planet-table"]`).innerText()).not.toBe(planetsA)
    expect(app.errors).toEqual([])
  })

  it('co-chart-more: inter-aspect grid and house overlays in both directions', async () => {
    await app.open('packageB/co-charts/index')
    await app.page.locator(`${V} [data-testid="cc-open-overlay"]`).click()
    await expect.poll(() => visibleRoute(app.page)).toBe('co-chart-more')
    expect((await gridAspects(app.page)).length).toBeGreaterThan(0)
    expect(await app.page.locator(`${V} [data-testid="inter-aspect-grid"]`).innerText()).toMatch(/\d\.\d°/)
    const houses = app.page.locator(`${V} [data-testid="overlay-houses"] [data-testid^="overlay-house-"]`)
    expect(await houses.count()).toBe(12)
    const aInB = await app.page.locator(`${V} [data-testid="overlay-houses"]`).innerText()
    expect(aInB).toContain('太阳')
    expect(await bodyText(app.page)).toContain('爱因斯坦落入李小龙的宫位')
    await settle(app.page)
    await app.shot('co-chart-more-light')
    await app.page.locator(`${V} [data-testid="overlay-direction"] [data-value="bInA"]`).click()
    await expect.poll(() => bodyText(app.page)).toContain('李小龙落入爱因斯坦的宫位')
    expect(await app.page.locator(`${V} [data-testid="overlay-houses"]`).innerText()).not.toBe(aInB)
    await app.page.locator(`${V} [data-testid="overlay-bodies"]`).scrollIntoViewIfNeeded()
    await settle(app.page)
    await app.shot('co-chart-more-b-in-a-light')
  })

  it('hiding an aspect in the synastry settings takes it out of the grid', async () => {
    await app.open('packageA/co-chart-more/index?a=2&b=3')
    const before = await gridAspects(app.page)
    const hide = before[0]
    expect(hide).toBeTruthy()
    await app.page.locator(`${V} [data-testid="cm-settings"]`).click()
    await expect.poll(() => visibleRoute(app.page)).toBe('chart-setting')
    await expect.poll(() => bodyText(app.page)).toContain('比较盘')
    await app.page.locator(`${V} [data-testid="aspect-${hide}"]`).click()
    await app.page.waitForTimeout(300)
    await app.open('packageA/co-chart-more/index?a=2&b=3')
    const after = await gridAspects(app.page)
    expect(after).not.toContain(hide)
    expect(after.length).toBe(before.filter((x) => x !== hide).length)
    expect(app.errors).toEqual([])
  })

  it('dark theme', async () => {
    const dark = await startApp({ colorScheme: 'dark' })
    try {
      await dark.open('packageB/co-charts/index')
      await dark.page.locator(`${V} [data-testid="cc-change-pairA"]`).waitFor()
      await settle(dark.page)
      await dark.shot('co-charts-index-dark')
      await dark.open('packageA/co-chart-more/index?a=2&b=3')
      await gridAspects(dark.page)
      await settle(dark.page)
      await dark.shot('co-chart-more-dark')
      await dark.open('packageA/chart/index?kind=marks&a=2&b=3&whose=b')
      await waitDrawn(dark.page)
      await settle(dark.page)
      await dark.shot('marks-chart-dark')
      expect(dark.errors).toEqual([])
    } finally {
      await dark.close()
    }
  })
})
