import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('七政四余 chart in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const openChart = async () => {
    await app.open('packageA/zhengyu/index?a=2')
    await app.page.waitForSelector(`${V} [data-testid="zy-result"]`, { timeout: 30_000 })
    await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 10_000 })
  }
  /** Flips a 神煞's birth-chart switch on the settings page (its group opened first); answers the switch's new state. */
  const switchNatal = async (id: string, basis: string) => {
    await app.open('packageA/zhengyu-settings/index')
    await el(`zs-sha-open-${basis}`).click()
    await el(`zs-sha-natal-${id}`).click()
    return el(`zs-sha-natal-${id}`).getAttribute('aria-checked')
  }
  const setSetting = async (testId: string, value: string) => {
    await app.open('packageA/zhengyu-settings/index')
    await el(testId).locator(`[data-value="${value}"]`).click()
  }

  it('Einstein (1879, 己卯): the round chart, eleven bodies, 天禄 on 太阴 by the year stem 己', async () => {
    await openChart()
    expect(await app.page.locator(`${V} [data-testid^="zy-body-"]`).count()).toBe(11)
    expect(await el('zy-stem').innerText()).toContain('己')
    // 「己是太阴」: the 己 year's 天禄 is the Moon; 禄暗福… follow: 暗 水, 福 炁.
    const hua = await el('zy-huayao').innerText()
    expect(hua).toContain('天禄·月')
    expect(hua).toContain('天暗·水')
    expect(hua).toContain('天福·紫炁')
    expect(await el('zy-body-日').innerText()).toContain('—')
    const summary = await el('chart-wheel-img').getAttribute('aria-label')
    expect(summary).toContain('命宫')
    expect(summary).toContain('计都躔')
    await app.shot('zhengyu-chart-light')
    await el('zy-bodies').scrollIntoViewIfNeeded()
    await app.shot('zhengyu-table-light')
  })

  it('the settings change the chart: 庙旺 by 三辰通载, 命宫 by the 太阳 method, 古度, palaces by the 十二次', async () => {
    const before = await el('zy-frame').innerText()
    expect(before).toContain('入垣')
    await setSetting('zs-miaoWangType', 'sanchen')
    await setSetting('zs-mingGongMethod', 'sun')
    await setSetting('zs-xiuWidths', 'ancient')
    await setSetting('zs-palaceFrame', 'ciXiu')
    await app.shot('zhengyu-settings-light')
    await openChart()
    expect(await el('zy-result').getAttribute('data-miao')).toBe('sanchen')
    const frame = await el('zy-frame').innerText()
    expect(frame).toContain('三辰通载')
    expect(frame).toContain('以太阳')
    expect(frame).toContain('古度')
    expect(frame).toContain('宫分十二次')
    // 三辰通载 gives 太阳 no 庙旺 line.
    expect(await el('zy-miao-日').innerText()).toBe('—')
    for (const [id, v] of [
      ['zs-miaoWangType', 'yuan'],
      ['zs-mingGongMethod', 'ascendant'],
      ['zs-xiuWidths', 'modern'],
      ['zs-palaceFrame', 'signs'],
    ])
      await setSetting(id, v)
  })

  it('dark theme', async () => {
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await openChart()
    await app.shot('zhengyu-chart-dark')
    await app.open('packageA/zhengyu-settings/index')
    await app.shot('zhengyu-settings-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
  })

  it('神煞: 1879 己卯 puts 天乙贵人 on 子 申 (「乙己鼠猴乡」); switched off for the birth chart it goes, 流年 keeps its own', async () => {
    await openChart()
    expect(await el('zy-shensha-tianYi').innerText()).toContain('子 申')
    expect(await el('zy-palace-子').innerText()).toContain('天乙贵人')
    expect(await switchNatal('tianYi', 'yearStem')).toBe('false')
    await el('zs-shensha').scrollIntoViewIfNeeded()
    await app.shot('zhengyu-shensha-settings-light')
    await openChart()
    expect(await el('zy-shensha-tianYi').count()).toBe(0)
    expect(await el('zy-palace-子').innerText()).not.toContain('天乙贵人')
    // 2024 甲辰: 天乙 on 丑 未, in the 流年 card of the transit page.
    await app.open('packageA/zhengyu-co-chart/index?a=2&at=1717214400000')
    await app.page.waitForSelector(`${V} [data-testid="zyc-shensha"]`, { timeout: 30_000 })
    expect(await el('zyc-shensha-tianYi').innerText()).toContain('丑 未')
    expect(await switchNatal('tianYi', 'yearStem')).toBe('true')
  })

  it('神煞 groups: 1879-03-14 is a 卯 month (月廉 in 酉); 月支 全关 for the birth chart empties that group, 全开 brings it back', async () => {
    await openChart()
    expect(await el('zy-shensha-yueLian').innerText()).toContain('酉')
    expect(await el('zy-shensha-group-monthBranch').count()).toBe(1)
    await app.open('packageA/zhengyu-settings/index')
    await el('zs-sha-all-natal-monthBranch').click()
    expect(await el('zs-sha-all-natal-monthBranch').innerText()).toContain('0/6')
    await openChart()
    expect(await el('zy-shensha-group-monthBranch').count()).toBe(0)
    expect(await el('zy-shensha-group-yearBranch').count()).toBe(1)
    await app.open('packageA/zhengyu-settings/index')
    await el('zs-sha-all-natal-monthBranch').click()
    expect(await el('zs-sha-all-natal-monthBranch').innerText()).toContain('6/6')
  })

  it('限度: twelve periods from 命宫, the one of 1900 (age 21, 相貌 15–25) marked with its 宿度; the 三度一年 reading moves them', async () => {
    // 1900-03-14 12:00 UT: Einstein is 21 years old.
    const at = Date.UTC(1900, 2, 14, 12)
    await app.open(`packageA/zhengyu/index?a=2&at=${at}`)
    await app.page.waitForSelector(`${V} [data-testid="zy-xiandu"]`, { timeout: 30_000 })
    expect(await app.page.locator(`${V} [data-testid^="zy-xiandu-"][data-current]`).count()).toBe(12)
    const ming = await el('zy-result').getAttribute('data-ming')
    expect(await el('zy-xiandu-0').innerText()).toContain(`命宫 ${ming}`)
    expect(await el('zy-xiandu-0').innerText()).toContain('0–15 岁')
    expect(await el('zy-xiandu-1').getAttribute('data-current')).toBe('1')
    expect(await el('zy-xiandu-now').innerText()).toMatch(/今21岁，限行相貌（.宫），到.宿\d+°\d\d′/)
    await el('zy-xiandu').scrollIntoViewIfNeeded()
    await app.shot('zhengyu-xiandu-light')
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await app.open(`packageA/zhengyu/index?a=2&at=${at}`)
    await app.page.waitForSelector(`${V} [data-testid="zy-xiandu"]`, { timeout: 30_000 })
    await el('zy-xiandu').scrollIntoViewIfNeeded()
    await app.shot('zhengyu-xiandu-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
    await setSetting('zs-xianduMingYears', 'sanDu')
    await app.open(`packageA/zhengyu/index?a=2&at=${at}`)
    await app.page.waitForSelector(`${V} [data-testid="zy-xiandu"][data-mode="sanDu"]`, { timeout: 30_000 })
    expect(await el('zy-xiandu-0').innerText()).not.toContain('0–15 岁')
    await setSetting('zs-xianduMingYears', 'table')
  })

  it('岁神: 1879 卯年 puts 白虎 on 亥 (岁后四辰); switched off for the birth chart it leaves the card and the palace', async () => {
    await openChart()
    expect(await el('zy-shensha-baiHu').innerText()).toContain('亥')
    expect(await el('zy-palace-亥').innerText()).toContain('白虎')
    expect(await switchNatal('baiHu', 'yearBranch')).toBe('false')
    await openChart()
    expect(await el('zy-shensha-baiHu').count()).toBe(0)
    expect(await el('zy-palace-亥').innerText()).not.toContain('白虎')
    expect(await switchNatal('baiHu', 'yearBranch')).toBe('true')
  })

  it('合盘与流年: transits of a chosen day over Einstein, a day later the Moon has moved; then a second person outside', async () => {
    const rowsText = async () => el('zyc-rows').innerText()
    await app.open('packageA/zhengyu/index?a=2')
    await el('zy-co-chart').click()
    await app.page.waitForSelector(`${V} [data-testid="zyc-result"]`, { timeout: 30_000 })
    await app.open('packageA/zhengyu-co-chart/index?a=2&at=1717214400000')
    await app.page.waitForSelector(`${V} [data-testid="zyc-result"]`, { timeout: 30_000 })
    await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 10_000 })
    expect(await app.page.locator(`${V} [data-testid^="zyc-row-"]`).count()).toBe(11)
    expect(await el('zyc-inner').innerText()).toContain('1879-03-14')
    const summary = await el('chart-wheel-img').getAttribute('aria-label')
    expect(summary).toContain('2024-06-01')
    await app.shot('zhengyu-co-transit-light')
    const moonBefore = await el('zyc-row-月').innerText()
    const sunBefore = await el('zyc-row-日').innerText()
    await el('zyc-forward').click()
    await expect.poll(() => el('zyc-row-月').innerText()).not.toBe(moonBefore)
    // The Sun moves about a degree a day: same 宿 name, other 宿度.
    expect(await el('zyc-row-日').innerText()).not.toBe(sunBefore)
    const transitRows = await rowsText()
    await app.open('packageA/zhengyu-co-chart/index?mode=pair&a=2&b=3')
    await app.page.waitForSelector(`${V} [data-testid="zyc-result"]`, { timeout: 30_000 })
    expect(await el('zyc-outer').innerText()).not.toContain('未选择')
    expect(await rowsText()).not.toBe(transitRows)
    await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 10_000 })
    await app.shot('zhengyu-co-pair-light')
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await app.open('packageA/zhengyu-co-chart/index?a=2&at=1717214400000')
    await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 30_000 })
    await app.shot('zhengyu-co-transit-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
