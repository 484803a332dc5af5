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

  it('tapping a palace opens its reading: star, door, god and the 天盘/地盘 克应, marked on the board; tapping again closes it', async () => {
    await installFixedClock(app.page, Date.parse('2021-03-09T09:00:00Z'))
    await app.page.reload()
    await app.open('packageB/qimen/index')
    await app.page.waitForSelector(`${V} [data-testid="qm-board"]`)
    // 09:00 device time (the test browser runs on UTC): the board of golden Q1 (2021-03-09 09:00 UTC+8), whose 坎1 holds 九地 天冲 休门, 天盘癸 over 地盘辛.
    expect(await el('qm-pillars').innerText()).toBe('辛丑 辛卯 丙辰 癸巳')
    expect(await el('qm-reading').count()).toBe(0)
    await el('qm-open-1').click()
    expect(await el('qm-reading-title').innerText()).toBe('坎1宫：九地 天冲 休门')
    const notes = await el('qm-reading').innerText()
    expect(notes).toMatch(/天冲/)
    expect(notes).toMatch(/天盘癸加地盘辛：网盖天牢/)
    expect(notes).toMatch(/门伏吟/)
    expect(await el('qm-palace-1').getAttribute('class')).toMatch(/qm-cell--selected/)
    await el('qm-reading').scrollIntoViewIfNeeded()
    await app.shot('qimen-reading-light')
    await el('qm-open-1').click()
    expect(await el('qm-reading').count()).toBe(0)
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

  it('日家 (金函玉镜): the day pillar lays the 太乙九星 and the doors; a palace reads out its star and door', async () => {
    // Still 2021-03-09 09:00 device time: 丙辰 day, 阳遁 (惊蛰); 太乙 in 乾6, 休门 in 坤2.
    // four 家 choices: the row opens an action sheet
    await app.open('packageB/qimen-settings/index')
    await el('qs-jia').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: '日家' }).click()
    expect(await el('qs-jia').innerText()).toMatch(/^日家/)
    // The stem-board choices do not apply to 日家 and leave the page.
    expect(await el('qs-pan').count()).toBe(0)
    await app.open('packageB/qimen/index')
    await app.page.waitForSelector(`${V} [data-testid="qm-board"]`)
    expect(await el('qm-chart').getAttribute('data-ju')).toBe('阳遁日家')
    expect(await el('qm-ju').innerText()).toBe('惊蛰 阳遁 日家 丙辰日')
    expect(await el('qm-palace-6').getAttribute('data-star')).toBe('太乙')
    expect(await el('qm-palace-2').getAttribute('data-door')).toBe('休门')
    expect(await el('qm-palace-5').getAttribute('data-door')).toBe('')
    await el('qm-open-6').click()
    expect(await el('qm-reading-title').innerText()).toBe('乾6宫：太乙 伤门')
    expect(await el('qm-reading').innerText()).toMatch(/日家首星/)
    await app.shot('qimen-day-light')
    await app.open('packageB/qimen-settings/index')
    await el('qs-jia').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: '时家' }).click()
    expect(await el('qs-jia').innerText()).toMatch(/^时家/)
  })

  it('the 23:00 day change is one setting with 八字: switched on the 奇门 settings, it shows on the bazi settings and moves the day pillar', async () => {
    // 2021-03-09 23:30 device time: 夜子时 of 丙辰 day; 子时换日 makes it 丁巳.
    await installFixedClock(app.page, Date.parse('2021-03-09T23:30:00Z'))
    await app.page.reload()
    const dayPillar = async () => {
      await app.open('packageB/qimen/index')
      await app.page.waitForSelector(`${V} [data-testid="qm-board"]`)
      return (await el('qm-pillars').innerText()).split(' ')[2]
    }
    const baziChoice = async () => {
      await app.open('packageB/bazi-settings/index')
      return el('bs-nextDayZiShi').locator('[aria-checked="true"]').getAttribute('data-value')
    }
    expect(await baziChoice()).toBe('false')
    expect(await dayPillar()).toBe('丙辰')
    await app.open('packageB/qimen-settings/index')
    await el('qs-nextDayZiShi').click()
    expect(await baziChoice()).toBe('true')
    expect(await dayPillar()).toBe('丁巳')
    // …and back from the bazi side.
    await app.open('packageB/bazi-settings/index')
    await el('bs-nextDayZiShi').locator('[data-value="false"]').click()
    expect(await dayPillar()).toBe('丙辰')
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

  it('dark theme: the 奇门 board with a palace open and the 六壬 plate', async () => {
    const dark = await startApp({ colorScheme: 'dark' })
    try {
      const d = (testId: string) => dark.page.locator(`${V} [data-testid="${testId}"]`)
      await installFixedClock(dark.page, Date.parse('2021-03-09T09:00:00Z'))
      await dark.page.reload()
      await dark.open('packageB/qimen/index')
      await dark.page.waitForSelector(`${V} [data-testid="qm-board"]`)
      expect(await d('qm-pillars').innerText()).toBe('辛丑 辛卯 丙辰 癸巳')
      await d('qm-open-1').click()
      expect(await d('qm-reading-title').innerText()).toBe('坎1宫：九地 天冲 休门')
      await dark.shot('qimen-dark')
      await installFixedClock(dark.page, Date.parse('2025-03-12T10:00:00Z'))
      await dark.page.reload()
      await dark.open('packageB/liuren/index')
      await dark.page.waitForSelector(`${V} [data-testid="lr6-chart"]`)
      expect(await d('lr6-guiren').innerText()).toMatch(/^贵人 丑（昼/)
      await dark.shot('liuren-dark')
      expect(dark.errors).toEqual([])
    } finally {
      await dark.close()
    }
  })

  it('raised no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
