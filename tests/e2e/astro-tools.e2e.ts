import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

describe('astro tool pages in headless Chromium', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('retrograde: Mercury’s 2024 loops with stations, shadows and the chart’s houses; the year can change', async () => {
    await app.open('packageA/retrograde/index?year=2024')
    await app.page.waitForSelector('.page-shell:visible [data-testid="rg-list"]', { timeout: 30_000 })
    const mercury = await app.page.locator('.page-shell:visible [data-testid="rg-Mercury"]').innerText()
    // Stations of 2024 (Swiss Ephemeris): R 1 April 22:14 UT at 27°13′ Aries, D 25 April at 15°58.9′ Aries; the
    // loop of December 2023 ends in 2024 and is listed too.
    expect(mercury).toContain('白羊座 27°13′')
    expect(mercury).toContain('白羊座 15°59′')
    expect(mercury.match(/停滞转逆/g)).toHaveLength(4)
    expect(mercury).toContain('进入阴影')
    expect(mercury).toMatch(/落在你的第 \d+ 宫/)
    expect(await bodyText(app.page)).toContain('今天')
    await app.shot('retrograde-2024-light')
    await app.page.locator('.page-shell:visible [data-testid="rg-next"]').click()
    await app.page.waitForFunction(() =>
      document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="rg-year"]')?.textContent?.includes('2025'),
    )
    await app.page.waitForSelector('.page-shell:visible [data-testid="rg-list"]')
    expect(await app.page.locator('.page-shell:visible [data-testid="rg-Mars"]').innerText()).toContain('巨蟹座 17°01′') // Mars direct 24 Feb 2025 at 17°00.9′
    expect(app.errors).toEqual([])
  })

  it('moon chart: January 2024 quarters and voids; the modern planets shorten some voids; the month can change', async () => {
    await app.open('packageA/moon-chart/index?year=2024&month=1')
    await app.page.waitForSelector('.page-shell:visible [data-testid="mc-month-view"]', { timeout: 30_000 })
    const view = (id: string) => app.page.locator(`.page-shell:visible [data-testid="${id}"]`).innerText()
    // Golden quarters (UT; the test browser runs in UTC): new moon 11 January 11:57, full moon 25 January 17:54.
    const quarters = await view('mc-quarters')
    expect(quarters).toContain('2024-01-11 11:57')
    expect(quarters).toContain('2024-01-25 17:54')
    const traditional = await view('mc-voids')
    expect(traditional.match(/→/g)!.length).toBeGreaterThanOrEqual(12)
    await app.shot('moon-chart-2024-01-light')
    await app.page.locator('.page-shell:visible [data-testid="mc-next"]').click()
    await app.page.waitForFunction(() =>
      document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="mc-month"]')?.textContent?.includes('2 月'),
    )
    expect(await view('mc-quarters')).toContain('2024-02-09 22:59')
    // March 2024: counting Uranus–Pluto ends some voids later in the sign (see tests/golden/astro-tools/moon.test.ts).
    await app.page.locator('.page-shell:visible [data-testid="mc-next"]').click()
    await app.page.waitForFunction(() =>
      document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="mc-month"]')?.textContent?.includes('3 月'),
    )
    const before = await app.page.locator('.page-shell:visible [data-testid="mc-voids"]').textContent()
    await app.page.locator('.page-shell:visible [data-testid="mc-modern"] [data-value="1"]').click()
    await app.page.waitForFunction(
      (prev) => document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="mc-voids"]')?.textContent !== prev,
      before,
    )
    expect(app.errors).toEqual([])
  })

  it('fixed stars: Bruce Lee’s Moon on Alphecca (0.06°); a wider orb finds more contacts', async () => {
    await app.open('packageA/fixed-star-planets/index?a=3')
    await app.page.waitForSelector('.page-shell:visible [data-testid="fs-list"]', { timeout: 30_000 })
    const row = await app.page.locator('.page-shell:visible [data-testid="fs-Alphecca"]').innerText()
    expect(row).toContain('贯索四')
    expect(row).toMatch(/合月亮 0\.0\d°/)
    const count = async () =>
      Number((await app.page.locator('.page-shell:visible [data-testid="fs-list"] .card__title').innerText()).match(/^(\d+)/)![1])
    const narrow = await count()
    await app.shot('fixed-stars-light')
    await app.page.locator('.page-shell:visible [data-testid="fs-orb"] [data-value="3"]').click()
    await app.page.waitForFunction(
      (n) =>
        Number(
          document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="fs-list"] .card__title')?.textContent?.match(/^(\d+)/)?.[1],
        ) > n,
      narrow,
    )
    await app.page.locator('.page-shell:visible [data-testid="fs-orb"] [data-value="1"]').click()
    expect(app.errors).toEqual([])
  })

  it('primary directions: the list follows the settings; a row opens its derivation with the same arc', async () => {
    await app.open('packageA/primary-directions/index?a=2')
    await app.page.waitForSelector('.page-shell:visible [data-testid="pd-list"]', { timeout: 30_000 })
    const title = () => app.page.locator('.page-shell:visible [data-testid="pd-list"] .card__title').innerText()
    const n1 = Number((await title()).match(/\d+/)![0])
    expect(n1).toBeGreaterThan(0)
    await app.page.locator('.page-shell:visible [data-testid="pd-aspect-4"]').click()
    await app.page.waitForFunction(
      (n) =>
        Number(
          document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="pd-list"] .card__title')?.textContent?.match(/\d+/)?.[0],
        ) > n,
      n1,
    )
    await app.shot('pd-list-light')
    const first = app.page.locator('.page-shell:visible [data-testid="pd-row"]').first()
    const arc = (await first.innerText()).match(/弧 ([\d.]+)°/)![1]
    await first.click()
    await app.page.waitForSelector('.page-shell:visible [data-testid="pd-steps"]', { timeout: 30_000 })
    const derived = Number((await app.page.locator('.page-shell:visible [data-testid="pd-arc"]').innerText()).match(/= ([\d.]+)°$/)![1])
    expect(Math.abs(derived - Number(arc))).toBeLessThanOrEqual(0.005)
    await app.page.waitForTimeout(600)
    await app.shot('pd-item-light')
    expect(app.errors).toEqual([])
  })

  it('classical: sect, dignities, lots, time lords and directions of the sample birth; a setting changes the page', async () => {
    await app.open('packageA/classical-plus/index?a=2')
    await app.page.waitForSelector('.page-shell:visible [data-testid="classical"]', { timeout: 30_000 })
    const view = (id: string) => app.page.locator(`.page-shell:visible [data-testid="${id}"]`).innerText()
    expect(await view('cp-sect')).toMatch(/日生盘|夜生盘/)
    expect(await view('cp-dignities')).toContain('太阳')
    expect(await view('cp-lots')).toContain('福点')
    // Einstein (1879): the 75 years of firdaria are long past; the list still runs from the Sun (a day birth).
    expect(await view('cp-firdaria')).toMatch(/^法达\s+太阳/)
    expect(await view('cp-profection')).toMatch(/小限到/)
    await app.shot('classical-plus-light')
    const before = await view('cp-releasing')
    await app.page.locator('.page-shell:visible [data-testid="cp-set-lot"] [data-value="1"]').click()
    await app.page.waitForFunction(
      (prev) => document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="cp-releasing"]')?.textContent !== prev,
      before.replace(/\n/g, ''),
    )
    expect(await view('cp-releasing')).toContain('精神点')
    expect(app.errors).toEqual([])
  })
})

describe('astro tool pages, dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('retrograde timeline in the dark theme', async () => {
    await app.open('packageA/retrograde/index?year=2024')
    await app.page.waitForSelector('.page-shell:visible [data-testid="rg-list"]', { timeout: 30_000 })
    await app.shot('retrograde-2024-dark')
  })

  it('moon chart in the dark theme', async () => {
    await app.open('packageA/moon-chart/index?year=2024&month=1')
    await app.page.waitForSelector('.page-shell:visible [data-testid="mc-month-view"]', { timeout: 30_000 })
    await app.shot('moon-chart-2024-01-dark')
  })

  it('classical page in the dark theme', async () => {
    await app.open('packageA/classical-plus/index?a=2')
    await app.page.waitForSelector('.page-shell:visible [data-testid="classical"]', { timeout: 30_000 })
    await app.shot('classical-plus-dark')
  })
})
