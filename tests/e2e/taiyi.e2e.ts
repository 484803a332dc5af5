import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installFixedClock } from './fixed-clock'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'
// 2026-05-23 16:25 device time (the browser runs in UTC): the day of the xuan-taiyishenshu golden vectors.
const NOW = Date.parse('2026-05-23T16:25:00Z')

describe('太乙 board in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    await installFixedClock(app.page, NOW)
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const juOf = () => el('ty-chart').getAttribute('data-ju')
  const palaceOf = () => el('ty-chart').getAttribute('data-palace')

  it('岁计 of 2026 (统宗): 阳遁五十五局, 太乙 in palace 3, the nine palaces inside the sixteen-神 ring', async () => {
    await app.open('packageB/taiyi/index')
    await app.page.waitForSelector(`${V} [data-testid="ty-board"]`)
    expect(await juOf()).toBe('阳遁55')
    expect(await palaceOf()).toBe('3')
    expect(await el('ty-palace-3').innerText()).toContain('太乙')
    expect(await app.page.locator(`${V} [data-testid^="ty-ring-"]`).count()).toBe(16)
    expect(await app.page.locator(`${V} [data-testid^="ty-palace-"]`).count()).toBe(9)
    expect(await el('ty-fact-zhuSuan').innerText()).toContain('16算')
    expect(await el('ty-fact-keSuan').innerText()).toContain('3算')
    expect(await el('ty-fact-dingSuan').innerText()).toContain('22算')
    expect(await el('ty-ring-申').innerText()).toContain('文昌')
    await app.shot('taiyi-light')
  })

  it('the mode switch changes the board: 日计 is 阳遁二十七局 (积日 708057099) with 太乙 in palace 1; 月计 and 时计 differ again', async () => {
    await el('ty-mode').locator('[data-value="day"]').click()
    expect(await juOf()).toBe('阳遁27')
    expect(await palaceOf()).toBe('1')
    expect(await el('ty-count').innerText()).toBe('积日 708057099')
    await app.shot('taiyi-day-light')
    await el('ty-mode').locator('[data-value="month"]').click()
    expect(await juOf()).toBe('阳遁6')
    expect(await el('ty-count').innerText()).toMatch(/^积月 /)
    await el('ty-mode').locator('[data-value="hour"]').click()
    expect(await juOf()).toBe('阳遁45')
    expect(await el('ty-count').innerText()).toMatch(/^积时 /)
  })

  it('the 积年 school reaches the board: 淘金歌 puts 2026 in 阳遁四十三局 with 太乙 in palace 8', async () => {
    await el('ty-mode').locator('[data-value="year"]').click()
    await el('ty-school').locator('[data-value="taojin"]').click()
    expect(await juOf()).toBe('阳遁43')
    expect(await palaceOf()).toBe('8')
  })

  it('the choices are kept; a board is saved with its question and reopens from the history with the count and school it was cast with', async () => {
    // Still 淘金歌, 岁计 from the test above: the choice survives a reload.
    await app.open('packageB/taiyi/index')
    await app.page.waitForSelector(`${V} [data-testid="ty-board"]`)
    expect(await juOf()).toBe('阳遁43')
    await el('ty-question-input').locator('input').fill('问年景')
    await el('ty-save').click()
    await el('ty-school').locator('[data-value="tongzong"]').click()
    expect(await juOf()).toBe('阳遁55')
    await app.open('packageC/divination-history/index')
    const item = app.page.locator(`${V} [data-testid="dh-item"][data-system="taiyi"]`)
    expect(await item.innerText()).toContain('阳遁43局')
    await item.locator('[data-testid="dh-open"]').click()
    await app.page.waitForSelector(`${V} [data-testid="ty-board"]`)
    expect(await juOf()).toBe('阳遁43')
    expect(await el('ty-school').count()).toBe(0)
    expect(await el('ty-question-input').locator('input').inputValue()).toBe('问年景')
  })

  it('draws in the dark theme', async () => {
    const dark = await startApp({ colorScheme: 'dark' })
    try {
      await installFixedClock(dark.page, NOW)
      await dark.open('packageB/taiyi/index')
      await dark.page.waitForSelector(`${V} [data-testid="ty-board"]`)
      await dark.shot('taiyi-dark')
    } finally {
      await dark.close()
    }
  })
})
