import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// Golden B1 (tests/golden/bazi/chinese-bazi.json): 2005-12-23 08:37 UTC+8 → 乙酉 戊子 辛巳 壬辰, 纳音 泉中水 霹雳火 白蜡金 长流水.
const GANZHI = 'packageB/chinese-utils/index?tool=ganzhi&date=2005-12-23&time=08:37&zone=-8&lng=116.4'
// Golden B11: Urumqi 87.62°E, 2000-06-15 12:00 UTC+8 → longitude −129.5 min, true solar time about 09:50.
const SOLAR = 'packageB/chinese-utils/index?tool=solarTime&date=2000-06-15&time=12:00&zone=-8&lng=87.62'
// terms-swetest.json (swetest): 立春 2024-02-04 08:27:08 UT, 冬至 2024-12-21 09:20:34 UT.
const TERMS = 'packageB/chinese-utils/index?tool=terms&year=2024'
const V = '.page-shell:visible'

describe('Chinese calculators, chart parameters and setting tools (H5)', () => {
  let app: App
  const tid = (id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
  const confirmDialog = async () => {
    await app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`).click()
    await app.page.waitForTimeout(300)
  }
  const fitsPhone = async () => expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('干支 of a known date-time: pillars, 纳音, lunar date, the term in force; the 子时 choice is the bazi setting', async () => {
    await app.open(GANZHI)
    const gz = await Promise.all(['year', 'month', 'day', 'hour'].map((k) => tid(`cu-pillar-${k}`).innerText()))
    expect(gz.map((s) => s.split('\n')[1]).join(' ')).toBe('乙酉 戊子 辛巳 壬辰')
    expect(gz.join(' ')).toContain('泉中水')
    expect(gz[3]).toContain('长流水')
    expect(await tid('cu-lunar').innerText()).toContain('冬月廿三')
    expect(await tid('cu-term').innerText()).toContain('冬至 2005-12-22')
    await fitsPhone()
    await app.shot('utils-ganzhi-light')
    // 23:30 on 1988-02-15 (golden B2): 夜子时 keeps 庚子; 子时换日 gives 辛丑, and the bazi settings page agrees.
    await app.open('packageB/chinese-utils/index?tool=ganzhi&date=1988-02-15&time=23:30&zone=-8')
    expect(await tid('cu-pillar-day').innerText()).toContain('庚子')
    await tid('cu-zishi').locator('[data-value="next"]').click()
    await app.page.waitForTimeout(200)
    expect(await tid('cu-pillar-day').innerText()).toContain('辛丑')
    expect(await tid('cu-latezi').innerText()).toContain('次日')
    await app.open('packageB/bazi-settings/index')
    expect(await tid('bs-nextDayZiShi').locator('[data-value="true"]').getAttribute('class')).toContain('segmented__item--on')
    await tid('bs-nextDayZiShi').locator('[data-value="false"]').click()
  })

  it('true solar time for Urumqi: longitude correction, equation of time, 09:50', async () => {
    await app.open(SOLAR)
    expect(await tid('cu-solar-lon').innerText()).toContain('−129 分 31 秒')
    expect(await tid('cu-solar-mean').innerText()).toContain('2000-06-15 09:50:29')
    expect(await tid('cu-solar-true').innerText()).toMatch(/2000-06-15 09:(49|50):\d\d/)
    expect(await tid('cu-solar-eot').innerText()).toMatch(/[−+]0 分 \d\d 秒/)
    await app.shot('utils-solar-light')
  })

  it('节气 table of 2024 in UTC+8 and in UTC (Swiss Ephemeris instants)', async () => {
    await app.open(`${TERMS}&zone=-8`)
    expect(await app.page.locator(`${V} [data-testid^="cu-term-"]`).count()).toBe(24)
    expect(await tid('cu-term-2').innerText()).toContain('2024-02-04 16:27')
    expect(await tid('cu-term-23').innerText()).toContain('2024-12-21 17:20')
    await app.shot('utils-terms-light')
    await app.open(`${TERMS}&zone=0`)
    expect(await tid('cu-term-2').innerText()).toContain('2024-02-04 08:27')
    await tid('cu-year-next').click()
    await app.page.waitForTimeout(150)
    expect(await tid('cu-year').innerText()).toContain('2025')
  })

  // Hong Kong Observatory tables (tests/golden/bazi/lunar-conversions.json): 2023-03-22 = 癸卯年闰二月初一; 二月初一 = 2023-02-20.
  it('农历 ↔ 公历: leap months both ways, the leap choice only where the year has it, years out of range refused', async () => {
    await app.open('packageB/chinese-utils/index?tool=lunar&date=2023-03-22')
    expect(await tid('cu-lunar-out-lunar').innerText()).toBe('癸卯年（兔）闰二月初一')
    expect(await tid('cu-lunar-out-solar').innerText()).toContain('星期三')
    expect(await tid('cu-lunar-out-leap').innerText()).toBe('闰二月')
    await fitsPhone()
    await app.shot('utils-lunar-light')
    await app.open('packageB/chinese-utils/index?tool=lunar&dir=toSolar&ly=2023&lm=2&ld=1')
    expect(await tid('cu-lunar-out-solar').innerText()).toContain('2023 年 2 月 20 日')
    await tid('cu-lunar-leap').locator('[data-value="leap"]').click()
    await expect.poll(() => tid('cu-lunar-out-solar').innerText()).toContain('2023 年 3 月 22 日')
    await app.shot('utils-lunar-to-solar-light')
    await app.open('packageB/chinese-utils/index?tool=lunar&dir=toSolar&ly=2024&lm=2&ld=1')
    expect(await tid('cu-lunar-out-solar').innerText()).toContain('2024 年 3 月 10 日')
    expect(await app.page.locator(`${V} [data-testid="cu-lunar-leap"]`).count()).toBe(0)
    await app.open('packageB/chinese-utils/index?tool=lunar&date=1900-06-01')
    expect(await tid('cu-error').innerText()).toContain('1901–2100')
  })

  it('chart parameters: version 19, a changed group shows, reset all restores the defaults', async () => {
    await app.open('packageA/chart-setting/index?type=natal')
    await tid('calc-nodeTrue').locator('[data-value="1"]').click()
    await app.page.waitForTimeout(200)
    await app.open('packageA/settings/index')
    await tid('open-params').click()
    await app.page.waitForTimeout(700)
    expect(await tid('params-version').innerText()).toBe('19')
    expect(await tid('params-summary-basicCalcs').innerText()).toContain('1 项已修改')
    await app.shot('utils-params-light')
    await tid('params-reset').click()
    await app.page.waitForTimeout(300)
    await confirmDialog()
    expect(await tid('params-summary-basicCalcs').innerText()).toContain('全部为默认值')
  })

  it('export → change → import restores the data; corrupt text is refused and changes nothing', async () => {
    await app.open('packageA/chart-setting/index?type=natal')
    await tid('calc-nodeTrue').locator('[data-value="1"]').click()
    await app.page.waitForTimeout(200)
    await app.open('packageA/setting-utils/index')
    await tid('su-export-btn').click()
    await app.page.waitForTimeout(300)
    const text = await tid('su-export-text').locator('textarea').inputValue()
    expect(JSON.parse(text).data.settingsGroups.basicCalcs.nodeTrue).toBe(true)
    expect(await app.page.evaluate(() => localStorage.getItem('taro_clipboard'))).toContain('xingpan')
    await app.shot('utils-setting-utils-light')

    await app.open('packageA/settings-params/index')
    await tid('params-reset').click()
    await app.page.waitForTimeout(300)
    await confirmDialog()
    expect(await tid('params-summary-basicCalcs').innerText()).toContain('全部为默认值')

    await app.open('packageA/setting-utils/index')
    await tid('su-import-text').locator('textarea').fill('{"app":')
    await tid('su-import-btn').click()
    await app.page.waitForTimeout(200)
    expect(await tid('su-message').innerText()).toContain('不是有效的 JSON')
    await tid('su-paste').click()
    await app.page.waitForTimeout(200)
    await tid('su-import-btn').click()
    await app.page.waitForTimeout(300)
    await confirmDialog()
    expect(await tid('su-message').innerText()).toContain('已导入')
    await app.open('packageA/settings-params/index')
    expect(await tid('params-summary-basicCalcs').innerText()).toContain('1 项已修改')
  })

  it('dark theme screenshots', async () => {
    await app.open('packageA/settings/index')
    await tid('theme-switch').locator('[data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open(GANZHI)
    expect(await app.page.getAttribute(V, 'data-theme')).toBe('dark')
    await app.shot('utils-ganzhi-dark')
    await app.open(SOLAR)
    await app.shot('utils-solar-dark')
    await app.open(`${TERMS}&zone=-8`)
    await app.shot('utils-terms-dark')
    await app.open('packageB/chinese-utils/index?tool=lunar&dir=toSolar&ly=2025&lm=6&ld=1&leap=1')
    await app.shot('utils-lunar-dark')
    await app.open('packageA/settings-params/index')
    await app.shot('utils-params-dark')
    await app.open('packageA/setting-utils/index')
    await app.shot('utils-setting-utils-dark')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
