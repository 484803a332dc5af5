import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

// Golden B1 (tests/golden/bazi/chinese-bazi.json; lunar-javascript and tyme4ts published tests):
// 2005-12-23 08:37 UTC+8, male, Beijing 116.4°E → 乙酉 戊子 辛巳 壬辰, first 大运 丁亥 from 2011 (逆排).
const B1 = 'packageB/bazi/index?date=2005-12-23&time=08:37&birthZone=-8&summer=0&sex=1&lng=116.4&name=B1'
// Golden almanac day (chinese-bazi.json "zeri"): 2024-02-10 正月初一 甲辰日, 建除 满, 金匮 黄道, 氐宿, 宜 嫁娶 …
const CAL = 'packageB/calendar/index?date=2024-02-10'

describe('bazi, calendar and zeri pages (H5)', () => {
  let app: App
  const $ = (sel: string) => app.page.locator(`.page-shell:visible ${sel}`)
  const tid = (id: string) => $(`[data-testid="${id}"]`).first()
  const pillars = async () => {
    const out: string[] = []
    for (const k of ['year', 'month', 'day', 'hour']) out.push((await tid(`bz-stem-${k}`).innerText()) + (await tid(`bz-branch-${k}`).innerText()))
    return out.join(' ')
  }
  const fitsPhone = async () => expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('B1: the four pillars, 命宫/胎元, the clock basis line and the 子时 rule', async () => {
    await app.open(B1)
    expect(await pillars()).toBe('乙酉 戊子 辛巳 壬辰')
    expect(await tid('bz-taiYuan').innerText()).toBe('己卯')
    expect(await tid('bz-mingGong').innerText()).toBe('己丑')
    const basis = await tid('bz-basis').innerText()
    expect(basis).toContain('钟表时间 2005-12-23 08:37')
    expect(basis).toContain('夜子时')
    const table = await tid('bz-pillars').innerText()
    for (const s of ['偏财', '正印', '日主', '伤官', '泉中水', '霹雳火', '白蜡金', '长流水']) expect(table).toContain(s)
    await fitsPhone()
    await app.shot('bazi-light')
  })

  it('大运 strip: 丁亥 from 2011; tapping it shows its 交运 date, a 流年 shows its 流月', async () => {
    await tid('bz-dayun-1').click()
    await app.page.waitForTimeout(150)
    const line = await tid('bz-dayun-line').innerText()
    expect(line).toContain('丁亥')
    expect(line).toContain('2011-04-23')
    await tid('bz-liunian-2011').click()
    await app.page.waitForTimeout(150)
    expect(await $('[data-testid="bz-liuyue"]').count()).toBe(12)
    // 2011 辛卯: 寅月 庚寅 opens at 立春 (五虎遁: 丙辛之岁寻庚上).
    expect(await $('[data-testid="bz-liuyue"]').first().innerText()).toContain('庚寅')
    await tid('bz-yun').scrollIntoViewIfNeeded()
    await app.shot('bazi-light-yun')
  })

  it('the derivation toggle lists the rule of each value', async () => {
    await tid('bz-explain-toggle').click()
    await app.page.waitForTimeout(150)
    const text = await tid('bz-explain').innerText()
    expect(text).toContain('年柱以立春为界')
    expect(text).toContain('五鼠遁')
    expect(await $('[data-testid="bz-shensha-hit"]').count()).toBeGreaterThan(0)
    expect(await tid('bz-ziping').innerText()).toMatch(/身强|身弱|中和/)
  })

  it('switching to 真太阳时 in the settings changes the basis line; pillars stay (辰时 either way)', async () => {
    await app.open('packageB/bazi-settings/index')
    await tid('bs-isDelta').click()
    await app.page.waitForTimeout(200)
    expect(await tid('bs-isMean').count()).toBe(1)
    await app.shot('bazi-settings-light')
    await app.open(B1)
    const basis = await tid('bz-basis').innerText()
    expect(basis).toContain('真太阳时')
    // 116.4°E is 3.6° west of the 120°E meridian: −14.4 min; the equation of time near 23 Dec is about +1.5 min.
    expect(basis).toContain('−14.4')
    expect(basis).toMatch(/2005-12-23 08:2[2-5]/)
    expect(await pillars()).toBe('乙酉 戊子 辛巳 壬辰')
    await app.open('packageB/bazi-settings/index')
    await tid('bs-isMean').locator('[data-value="true"]').click()
    await app.open(B1)
    expect(await tid('bz-basis').innerText()).toContain('平太阳时')
  })

  it('calendar: February 2024 shows 立春 on the 4th with its time; the golden day 2024-02-10 has its almanac', async () => {
    await app.open(CAL)
    expect(await tid('cal-title').innerText()).toContain('2024 年 2 月')
    expect(await tid('cal-cell-2024-02-04').innerText()).toContain('立春')
    expect(await tid('cal-terms').innerText()).toMatch(/立春 02-04 16:2\d/)
    expect(await tid('cal-cell-2024-02-10').innerText()).toContain('春节')
    expect(await tid('cal-day-lunar').innerText()).toBe('二〇二四年正月初一')
    expect(await tid('cal-jianchu').innerText()).toContain('满')
    expect(await tid('cal-tianshen').innerText()).toMatch(/金匮.*黄道/)
    expect(await tid('cal-xiu').innerText()).toContain('氐')
    expect(await tid('cal-yi').innerText()).toContain('嫁娶')
    expect(await tid('cal-ji').innerText()).toContain('入宅')
    await fitsPhone()
    await app.shot('calendar-light')
    await tid('cal-cell-2024-02-04').click()
    await app.page.waitForTimeout(150)
    expect(await tid('cal-day-term').innerText()).toMatch(/立春 16:2\d/)
    await tid('cal-day').scrollIntoViewIfNeeded()
    await app.shot('calendar-light-day')
    await tid('cal-next').click()
    await app.page.waitForTimeout(150)
    expect(await tid('cal-title').innerText()).toContain('2024 年 3 月')
    expect(await tid('cal-cell-2024-03-05').innerText()).toContain('惊蛰')
  })

  it('zeri: 嫁娶 in the 60 days from 2024-02-01 gives ranked picks with reasons', async () => {
    await app.open('packageB/zeri-settings/index?from=2024-02-01')
    expect(await tid('zr-summary').innerText()).toContain('嫁娶')
    expect(await $('[data-testid="zr-pick"]').count()).toBeGreaterThan(0)
    expect(await $('[data-testid="zr-pick"]').first().innerText()).toContain('宜')
    await fitsPhone()
    await app.shot('zeri-light')
  })

  it('home: the almanac card shows today and opens the calendar', async () => {
    await app.open('')
    const card = tid('almanac-card')
    expect(await card.innerText()).toMatch(/宜[\s\S]*忌/)
    await app.shot('home-almanac-light')
    await card.click()
    await app.page.waitForTimeout(700)
    expect(await app.page.locator('.page-shell:visible').getAttribute('data-route')).toBe('calendar')
  })

  it('dark theme and zh-Hant screenshots', async () => {
    await app.open('packageA/settings/index')
    await tid('theme-switch').locator('[data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open(B1)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await app.shot('bazi-dark')
    await tid('bz-yun').scrollIntoViewIfNeeded()
    await app.shot('bazi-dark-yun')
    await app.open(CAL)
    await app.shot('calendar-dark')
    await app.open('packageB/zeri-settings/index?from=2024-02-01')
    await app.shot('zeri-dark')
    await app.open('packageA/settings/index')
    await tid('language-switch').locator('[data-value="zh-Hant"]').click()
    await app.page.waitForTimeout(200)
    await app.open(B1)
    const text = await bodyText(app.page)
    expect(text).toContain('時間基準：平太陽時')
    expect(await tid('bz-pillars').innerText()).toContain('傷官')
    await app.shot('bazi-dark-hant')
    await app.open('packageB/bazi-settings/index')
    await app.shot('bazi-settings-dark-hant')
    await app.open('packageA/settings/index')
    await tid('theme-switch').locator('[data-value="light"]').click()
    await app.page.waitForTimeout(200)
    await app.open(CAL)
    expect(await tid('cal-day-lunar').innerText()).toContain('正月初一')
    expect(await tid('cal-yi').innerText()).toContain('嫁娶')
    await app.shot('calendar-light-hant')
    await app.open('')
    await app.shot('home-almanac-light-hant')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
