import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const sel = (id: string) => `.page-shell:visible [data-testid="${id}"]`
const textOf = (app: App, id: string) => app.page.locator(sel(id)).innerText()

describe('birthday guessing and lucky cities in headless Chromium', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('lucky city: Bruce Lee’s Venus lines on the map with the nearest cities in km; another planet moves them', async () => {
    await app.open('packageA/lucky-city/index?a=3')
    await app.page.waitForSelector(sel('lc-cities'), { timeout: 60_000 })
    await app.page.waitForSelector(`${sel('lc-map')}[data-drawn="1"]`)
    const mc = await textOf(app, 'lc-mc')
    expect(mc).toContain('离金星天顶线最近的城市')
    expect(mc.match(/\d+ 公里/g)).toHaveLength(5)
    expect(await textOf(app, 'lc-theme')).toContain('金星线')
    await app.page.waitForTimeout(600)
    await app.shot('lucky-city-venus-light')
    await app.page.locator(`${sel('lc-bodies')} [data-value="Jupiter"]`).click()
    await app.page.waitForFunction((prev) => {
      const el = document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="lc-mc"]')
      return !!el && el.textContent !== prev && el.textContent!.includes('木星')
    }, mc)
    expect(await textOf(app, 'lc-theme')).toContain('木星线')
    await app.page.waitForTimeout(600)
    await app.shot('lucky-city-jupiter-light')
    expect(app.errors).toEqual([])
  })

  it('birth guess: Bruce Lee’s signs find his 07:12 window; an added feature narrows the list; the chosen time is saved after confirming', async () => {
    await app.open('packageA/birth-guess/index?a=3')
    await app.page.waitForSelector(`${sel('bg-run')}`)
    // Sun in Sagittarius, Moon in Scorpio, Sagittarius rising; the years default to the sample's (1940).
    await app.page.locator(`${sel('bg-sun')} [data-value="9"]`).click()
    await app.page.locator(`${sel('bg-moon')} [data-value="8"]`).click()
    await app.page.locator(`${sel('bg-asc')} [data-value="9"]`).click()
    await app.page.waitForFunction(
      () => !document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="bg-run"]')?.textContent?.includes('载入'),
      null,
      {
        timeout: 60_000,
      },
    )
    await app.page.locator(sel('bg-run')).click()
    await app.page.waitForSelector(sel('bg-results'), { timeout: 60_000 })
    const results = await textOf(app, 'bg-results')
    const count = (s: string) => Number(s.match(/共 (\d+) 个/)![1])
    const n1 = count(results)
    expect(n1).toBeGreaterThan(0)
    // 27 November 1940, rising Sagittarius in San Francisco around 07:12 local time.
    expect(results).toMatch(/1940-11-27 0[5-7]:\d\d 至 0[7-9]:\d\d/)
    expect(results).toContain('月亮在天蝎座')
    expect(results).toContain('上升在射手座')
    await app.page.locator(sel('bg-results')).scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(300)
    await app.shot('birth-guess-light')
    // Venus in the 11th house as well: fewer (or no more) windows, and a house reason on each.
    await app.page.locator(`${sel('bg-body')} [data-value="Venus"]`).click()
    await app.page.locator(`${sel('bg-house')} [data-value="11"]`).click()
    await app.page.locator(sel('bg-run')).click()
    await app.page.waitForFunction(
      (prev) => {
        const t = document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="bg-results"]')?.textContent ?? ''
        return t !== prev && t.includes('落第 11 宫')
      },
      results,
      { timeout: 60_000 },
    )
    const narrowed = await textOf(app, 'bg-results')
    expect(count(narrowed)).toBeLessThanOrEqual(n1)
    expect(narrowed).toContain('1940-11-27')
    // Adopt the best window's middle: confirm, then the page shows the new time of the birth.
    const span = (await app.page.locator(sel('bg-window')).first().innerText()).match(/(1940-\d\d-\d\d) (\d\d:\d\d) 至 (\d\d:\d\d)/)!
    await app.page.locator(sel('bg-adopt')).first().click()
    const confirm = app.page.locator('.taro__modal .taro-model__confirm').last()
    await confirm.waitFor()
    await confirm.click()
    await app.page.waitForFunction(
      () =>
        !(document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="bg-of"]')?.textContent ?? '').includes('1940-11-27 07:12'),
      null,
      { timeout: 10_000 },
    )
    await app.page.waitForTimeout(300)
    await app.shot('birth-guess-saved-light')
    // The birth now carries the middle of the chosen window (its date and a time inside it).
    const saved = (await textOf(app, 'bg-of')).match(/李小龙（现记为 (\d{4}-\d\d-\d\d) (\d\d:\d\d)/)!
    expect(saved[1]).toBe(span[1])
    expect(saved[2] >= span[2] && saved[2] <= span[3]).toBe(true)
    // A wider range of years finds more windows (signs only: the Moon passes every sign while the Sun is in one).
    await app.page.locator(`${sel('bg-body')} [data-value=""]`).click()
    await app.page.locator(sel('bg-run')).click()
    await app.page.waitForFunction(
      () =>
        !(document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="bg-results"]')?.textContent ?? '').includes('落第 11 宫'),
      null,
      { timeout: 60_000 },
    )
    const before = await textOf(app, 'bg-results')
    await app.page.locator(`${sel('bg-to')} [data-value="1"]`).click()
    await app.page.locator(sel('bg-run')).click()
    await app.page.waitForFunction(
      (n) =>
        Number(
          document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="bg-results"]')?.textContent?.match(/共 (\d+) 个/)?.[1],
        ) > n,
      count(before),
      { timeout: 60_000 },
    )
    expect(app.errors).toEqual([])
  })
})
