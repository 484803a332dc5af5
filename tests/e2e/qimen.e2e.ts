import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installFixedClock } from './fixed-clock'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('奇门 and 大六壬 boards in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const stars = () =>
    app.page
      .locator(`${V} [data-testid^="qm-palace-"]`)
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-star')}`))

  it('the board of now: nine palaces in 洛书 order, the 局 and its derivation', async () => {
    await app.open('packageB/qimen/index')
    await app.page.waitForSelector(`${V} [data-testid="qm-board"]`)
    const order = await app.page
      .locator(`${V} [data-testid^="qm-palace-"]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(10)))
    expect(order).toEqual(['4', '9', '2', '3', '5', '7', '8', '1', '6'])
    expect(await el('qm-ju').innerText()).toMatch(/[阳阴]遁[1-9]局$/)
    expect(await el('qm-chart').getAttribute('data-ju')).toMatch(/^[阳阴]遁[1-9]$/)
    // 转盘: eight stars round the outer palaces; 天禽 rides with the host, the centre has none.
    expect((await stars()).filter((s) => !s.endsWith(':')).length).toBe(8)
    await app.shot('qimen-light')
  })

  it('settings reach the board: 飞盘 puts a star in the centre; palace numbers can be hidden', async () => {
    await app.open('packageB/qimen-settings/index')
    await el('qs-pan').locator('[data-value="fei"]').click()
    await el('qs-showHouseNum').click()
    await app.shot('qimen-settings-light')
    await app.open('packageB/qimen/index')
    await app.page.waitForSelector(`${V} [data-testid="qm-board"]`)
    expect((await stars()).filter((s) => !s.endsWith(':')).length).toBe(9)
    expect(await el('qm-palace-1').innerText()).not.toMatch(/1/)
    await app.shot('qimen-fei-light')
  })

  it('大六壬 on a 庚 day (2025-03-12 10:00 device time, 庚辰): 四课, 三传, the plate; the 贵人 table is a setting that moves the 贵人', async () => {
    await installFixedClock(app.page, Date.parse('2025-03-12T10:00:00Z'))
    await app.page.reload()
    await app.open('packageB/liuren/index')
    await app.page.waitForSelector(`${V} [data-testid="lr6-chart"]`)
    expect(await app.page.locator(`${V} [data-testid^="lr6-chuan-"]`).count()).toBe(3)
    expect(await app.page.locator(`${V} [data-testid^="lr6-ke-"]`).count()).toBe(4)
    expect(await app.page.locator(`${V} [data-testid^="lr6-earth-"]`).count()).toBe(12)
    // 「甲戊庚牛羊」: 庚 by day → 丑; 「庚辛逢马虎」: 庚 by day → 午.
    expect(await el('lr6-guiren').innerText()).toMatch(/^贵人 丑（昼/)
    await app.shot('liuren-light')
    await el('lr6-rule').locator('[data-value="gengXin"]').click()
    expect(await el('lr6-guiren').innerText()).toMatch(/^贵人 午（昼/)
  })

  it('a board is saved with its question and reopens from the history with the settings it was cast with', async () => {
    // Still the 庚 day and the 「庚辛逢马虎」 table from the test above.
    await el('lr6-question-input').locator('input').fill('问合作')
    await el('lr6-save').click()
    await el('lr6-rule').locator('[data-value="jiaWuGeng"]').click()
    await app.open('packageB/qimen/index')
    await el('qm-question-input').locator('input').fill('问出行')
    await el('qm-save').click()
    await app.open('packageC/divination-history/index')
    const systems = await app.page.locator(`${V} [data-testid="dh-item"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-system')))
    // Both pages ran on the fixed clock, which restarts at each load: compare as a set.
    expect([...systems].sort()).toEqual(['liuren', 'qimen'])
    await app.page.locator(`${V} [data-testid="dh-item"][data-system="liuren"] [data-testid="dh-open"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="lr6-chart"]`)
    await app.page.waitForTimeout(500)
    expect(await el('lr6-guiren').innerText()).toMatch(/^贵人 午（昼/)
    expect(await el('lr6-rule').count()).toBe(0)
    expect(await el('lr6-question-input').locator('input').inputValue()).toBe('问合作')
  })
})
