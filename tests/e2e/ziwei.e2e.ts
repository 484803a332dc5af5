import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { SCREENSHOT_DIR, startApp, type App } from './harness'

// Golden Z1 (iztro's published case, tests/golden/ziwei/chinese-ziwei.json): 2000-08-16 寅时 (04:00, UTC+8), female.
// 命宫 午 (紫微), 财帛 寅 (武曲 天相, 武曲化权), 身宫 戌, 木三局; birth-year 庚: 科 太阴 (通行) or 天同 (中州).
const Z1 = 'packageB/ziwei/index?date=2000-08-16&time=04:00&birthZone=-8&summer=0&sex=0&name=Z1'
const Z1_2024 = `${Z1}&layer=yearly&at=2024-06-01T12:00`
const BR = '子丑寅卯辰巳午未申酉戌亥'

describe('紫微斗数 chart page (H5)', () => {
  let app: App
  const $ = (sel: string) => app.page.locator(`.page-shell:visible ${sel}`)
  const palace = (branch: string) => $(`[data-testid="zw-palace-${BR.indexOf(branch)}"]`)
  const highlights = async () => {
    const out: Record<string, string> = {}
    for (const b of BR) {
      const h = await palace(b).getAttribute('data-highlight')
      if (h) out[b] = h
    }
    return out
  }

  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('draws the Z1 board: 命宫 in 午 with 紫微, 财帛 in 寅 with 武曲 天相, the centre panel with 木三局', async () => {
    await app.open(Z1)
    expect(await palace('午').locator('[data-testid="zw-palace-name"]').innerText()).toContain('命宫')
    expect(await palace('午').locator('[data-star="紫微"]').count()).toBe(1)
    expect(await palace('寅').locator('[data-testid="zw-palace-name"]').innerText()).toContain('财帛')
    expect(await palace('寅').locator('[data-star="武曲"]').count()).toBe(1)
    expect(await palace('寅').locator('[data-star="天相"]').count()).toBe(1)
    expect(await palace('戌').innerText()).toContain('身')
    const centre = await $('[data-testid="zw-centre"]').innerText()
    expect(centre).toContain('木三局')
    expect(centre).toContain('庚辰 甲申 丙午 庚寅')
    expect(centre).toContain('七月十七')
    // The board fits a 390 px phone without horizontal scrolling.
    const box = await $('[data-testid="zw-board"]').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await app.shot('ziwei-light')
    await $('[data-testid="zw-board"]').screenshot({ path: path.join(SCREENSHOT_DIR, 'ziwei-board-light.png') })
  })

  it('tapping 寅 highlights its 三方四正: 寅 itself, 午 and 戌 (三合), 申 (opposite); details list its stars with meanings', async () => {
    await palace('寅').click()
    await app.page.waitForTimeout(200)
    expect(await highlights()).toEqual({ 寅: 'self', 午: 'sanHe', 戌: 'sanHe', 申: 'opposite' })
    const details = await $('[data-testid="zw-palace-details"]').innerText()
    expect(details).toContain('财帛')
    expect(details).toContain('武曲')
    expect(details).toContain('大限 43–52 岁')
    expect(details).toContain('财星')
    await app.shot('ziwei-light-sanfang')
    await palace('寅').click()
    await app.page.waitForTimeout(100)
    expect(await highlights()).toEqual({})
  })

  it('steps the 流年 layer: 2024 甲辰 puts 年命 in 辰, next year 乙巳 moves it to 巳', async () => {
    await app.open(Z1_2024)
    expect(await $('[data-testid="zw-layer-summary"]').innerText()).toContain('甲辰')
    expect(await palace('辰').innerText()).toContain('年命')
    expect(await palace('辰').getAttribute('class')).toContain('zb-cell--layer-ming')
    await $('[data-testid="zw-layer-next"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="zw-layer-summary"]').innerText()).toContain('乙巳')
    expect(await palace('巳').innerText()).toContain('年命')
    await $('[data-testid="zw-layer-prev"]').click()
    await $('[data-testid="zw-layer-prev"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="zw-layer-summary"]').innerText()).toContain('癸卯')
  })

  it('switches to 大限 (23–32 in 辰 for 虚岁 25) and 流月, and back to the natal board', async () => {
    await app.open(Z1_2024)
    await $('[data-testid="zw-layer-scope"] [data-value="decadal"]').click()
    await app.page.waitForTimeout(200)
    expect(await palace('辰').innerText()).toContain('大命')
    await $('[data-testid="zw-layer-next"]').click()
    await app.page.waitForTimeout(200)
    expect(await palace('卯').innerText()).toContain('大命')
    await $('[data-testid="zw-layer-scope"] [data-value="monthly"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="zw-layer-summary"]').innerText()).toContain('流月')
    await $('[data-testid="zw-layer-scope"] [data-value="none"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('.zb-cell__layer').count()).toBe(0)
  })

  it('the settings page changes the chart: 中州 table gives 庚 科 天同; hiding 杂曜 empties them; reset restores', async () => {
    await app.open('packageB/zwds-settings/index')
    await $('[data-testid="zs-siHuaTable"] [data-value="zhongzhou"]').click()
    await $('[data-testid="zs-show-adjectiveStars"]').click()
    await app.page.waitForTimeout(200)
    await app.shot('zwds-settings-light')
    await app.open(Z1)
    // 天同 sits in 丑 (疾厄) for Z1 and now carries the 科 badge.
    expect(await palace('丑').locator('[data-star="天同"] .zb-hua--ke').count()).toBe(1)
    expect(await $('[data-testid="zw-centre"]').innerText()).toMatch(/科\s*天同/)
    expect(await $('.zb-star--adjective').count()).toBe(0)
    await app.open('packageB/zwds-settings/index')
    await $('[data-testid="zs-reset"]').click()
    await $('[data-testid="zs-reset-yes"]').click()
    await app.open(Z1)
    expect(await $('[data-testid="zw-centre"]').innerText()).toMatch(/科\s*太阴/)
    expect(await $('.zb-star--adjective').count()).toBeGreaterThan(0)
  })

  it('custom table: choosing 自定义 shows ten editable rows starting from the 通行 table (庚 科 太阴)', async () => {
    await app.open('packageB/zwds-settings/index')
    await $('[data-testid="zs-siHuaTable"] [data-value="custom"]').click()
    await app.page.waitForTimeout(200)
    expect(await $('[data-testid="zs-star-庚-2"]').innerText()).toBe('太阴')
    await app.shot('zwds-settings-custom-light')
    await $('[data-testid="zs-reset"]').click()
    await $('[data-testid="zs-reset-yes"]').click()
  })

  it('dark theme and zh-Hant: screenshots of the board, the 三方四正 and the settings', async () => {
    await app.open('packageA/settings/index')
    await $('[data-testid="theme-switch"] [data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open(Z1_2024)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await palace('午').click()
    await app.page.waitForTimeout(200)
    await app.shot('ziwei-dark')
    await app.page.locator('.page-shell:visible [data-testid="zw-palace-details"]').scrollIntoViewIfNeeded()
    await app.shot('ziwei-dark-details')
    await app.open('packageA/settings/index')
    await $('[data-testid="language-switch"] [data-value="zh-Hant"]').click()
    await app.page.waitForTimeout(200)
    await app.open(Z1)
    expect(await palace('午').locator('[data-testid="zw-palace-name"]').innerText()).toContain('命宮')
    expect(await palace('寅').innerText()).toContain('財帛')
    expect(await $('[data-testid="zw-centre"]').innerText()).toContain('木三局')
    await app.shot('ziwei-dark-hant')
    await app.open('packageB/zwds-settings/index')
    expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('紫微斗數設定')
    await app.shot('zwds-settings-dark-hant')
    await app.open('packageA/settings/index')
    await $('[data-testid="theme-switch"] [data-value="light"]').click()
    await app.page.waitForTimeout(200)
    await app.open(Z1)
    await app.shot('ziwei-light-hant')
  })

  it('without a birth in the query the page still draws a chart (current chart birth or the inline form)', async () => {
    await app.open('packageB/ziwei/index')
    expect(await $('[data-testid="zw-board"]').count()).toBe(1)
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
