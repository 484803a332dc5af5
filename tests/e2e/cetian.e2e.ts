import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// The 引證圖 of 《正命二十八宿移語》 (tests/golden/cetian/yinzheng.json): 乙卯年冬月廿七戌时, male = 1975-12-29 20:00 UTC+8.
const YZ = 'packageB/cetian/index?date=1975-12-29&time=20:00&birthZone=-8&summer=0&sex=1&name=YZ'
const YZ_FEMALE = 'packageB/cetian/index?date=1975-12-29&time=20:00&birthZone=-8&summer=0&sex=0&name=YZF'
const SETTINGS = 'packageB/cetian-settings/index'
const BR = '子丑寅卯辰巳午未申酉戌亥'

describe('策天 board and settings (H5)', () => {
  let app: App
  const $ = (sel: string) => app.page.locator(`.page-shell:visible ${sel}`)
  const palace = (branch: string) => $(`[data-testid="ct-palace-${BR.indexOf(branch)}"]`)
  const text = (branch: string) => palace(branch).innerText()
  const setting = async (sel: string) => {
    await app.open(SETTINGS)
    await $(sel).click()
    await app.page.waitForTimeout(200)
  }

  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('draws the 引證圖: every star in its palace, 身 in 卯, 限星 and 大限 ages, the derivation', async () => {
    await app.open(YZ)
    const board: Record<string, string[]> = {
      未: ['命宫', '天印', '天刑'],
      午: ['财帛', '天寿'],
      巳: ['兄弟', '天空'],
      辰: ['田宅', '红鸾'],
      卯: ['男女', '天库', '身', '1–11'],
      寅: ['奴仆', '天贯', '天杖', '12–21'],
      丑: ['妻妾', '文昌', '天异', '文限', '22–31'],
      子: ['疾厄', '旄头', '天福', '福限', '32–41'],
      亥: ['迁移', '天禄', '天刃', '天姚', '禄限', '42–51'],
      戌: ['官禄', '紫微', '天哭', '紫限', '52–61'],
      酉: ['福德', '天虚'],
      申: ['相貌', '天贵'],
    }
    for (const [b, words] of Object.entries(board)) for (const w of words) expect(await text(b), `${b} ${w}`).toContain(w)
    expect(await $('[data-testid="ct-centre"]').innerText()).toContain('命宫在未 · 身宫在卯')
    expect(await $('[data-testid="ct-centre"]').innerText()).toContain('冬月廿七')
    expect(await $('[data-current="1"][data-testid^="ct-palace-"]').count()).toBe(1)
    const derivation = await $('[data-testid="ct-derivation"]').innerText()
    expect(derivation).toContain('杖星宫里起生时顺数卯处安命之')
    expect(derivation).toContain('身宫在卯')
    expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await app.shot('cetian-light')
    await palace('申').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="ct-details"]').innerText()).toContain('贵显之星')
    await $('[data-testid="ct-daxian"]').scrollIntoViewIfNeeded()
    await app.shot('cetian-light-daxian')
  })

  it('starCalcType literal moves 身 from 卯 to 辰', async () => {
    await setting('[data-testid="cs-starCalcType"] [data-value="literal"]')
    await app.open(YZ)
    expect(await text('辰')).toContain('身')
    expect(await text('卯')).not.toContain('身')
    await setting('[data-testid="cs-starCalcType"] [data-value="yinzheng"]')
  })

  it('miaoWangType: 天贵 in 申 is 庙 (移語本), 旺 (全集本)', async () => {
    await app.open(YZ)
    expect(await palace('申').locator('[data-star="天贵"]').innerText()).toContain('庙')
    await setting('[data-testid="cs-miaoWangType"] [data-value="quanji"]')
    await app.open(YZ)
    expect(await palace('申').locator('[data-star="天贵"]').innerText()).toContain('旺')
    await setting('[data-testid="cs-miaoWangType"] [data-value="yiyu"]')
  })

  it('calcType: a 阴年 female starts her 大限 in 卯 (身宫, 移語本) or 未 (命宫, 續道藏)', async () => {
    await app.open(YZ_FEMALE)
    expect(await text('卯')).toContain('1–11')
    expect(await text('辰')).toContain('12–21')
    await setting('[data-testid="cs-calcType"] [data-value="daozang"]')
    await app.open(YZ_FEMALE)
    expect(await text('未')).toContain('1–11')
    await setting('[data-testid="cs-calcType"] [data-value="yiyu"]')
  })

  it('show toggles: 限星, 庙旺, 五行, 阴阳 and 大限 ages appear and disappear', async () => {
    await setting('[data-testid="cs-showXianStar"]')
    await app.open(YZ)
    expect(await text('丑')).not.toContain('文限')
    await setting('[data-testid="cs-showXianStar"]')
    await setting('[data-testid="cs-showMiaoWang"]')
    await app.open(YZ)
    expect(await palace('申').locator('[data-star="天贵"]').innerText()).not.toContain('庙')
    await setting('[data-testid="cs-showMiaoWang"]')
    await setting('[data-testid="cs-showElement"]')
    await setting('[data-testid="cs-showYinYang"]')
    await app.open(YZ)
    expect(await palace('未').locator('[data-star="天刑"]').innerText()).toContain('火')
    expect(await palace('未').locator('[data-star="天刑"]').innerText()).toContain('阴')
    await app.shot('cetian-light-marks')
    await setting('[data-testid="cs-showElement"]')
    await setting('[data-testid="cs-showYinYang"]')
    await setting('[data-testid="cs-showDaxianAges"]')
    await app.open(YZ)
    expect(await text('卯')).not.toContain('1–11')
    await setting('[data-testid="cs-showDaxianAges"]')
  })

  it('the search history lists the charts cast, reopens one and clears', async () => {
    await app.open(SETTINGS)
    const history = await $('[data-testid="ct-history"]').innerText()
    expect(history).toContain('YZ')
    expect(history).toContain('YZF')
    expect(history).toContain('1975-12-29 20:00')
    await app.shot('cetian-settings-light')
    await $('[data-testid="ct-history-item"]').filter({ hasText: 'YZF' }).click()
    await app.page.waitForSelector('.page-shell:visible [data-testid="ct-board"]')
    await app.page.waitForTimeout(600)
    expect(await $('[data-testid="ct-centre"]').innerText()).toContain('YZF')
    await app.open(SETTINGS)
    await $('[data-testid="ct-history-clear"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="ct-history-item"]').count()).toBe(0)
  })

  it('dark theme: the board and the settings', async () => {
    await app.open('packageA/settings/index')
    await $('[data-testid="theme-switch"] [data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open(YZ)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await app.shot('cetian-dark')
    await app.open(SETTINGS)
    await app.shot('cetian-settings-dark')
    await app.open('packageA/settings/index')
    await $('[data-testid="theme-switch"] [data-value="light"]').click()
  })

  it('without a birth in the query the page casts the current chart birth of the birth list', async () => {
    await app.open('packageB/cetian/index')
    expect(await $('[data-testid="ct-board"]').count()).toBe(1)
    expect(await $('[data-testid="ct-choose-birth"]').count()).toBe(1)
    await app.open(SETTINGS)
    expect(await $('[data-testid="ct-history-item"]').first().innerText()).toContain('2000-03-01 16:30')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
