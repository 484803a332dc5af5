/**
 * Birth analysis over the seeded births (我 2000-03-01 Beijing, 爱因斯坦 1879 Ulm, 李小龙 1940 San Francisco):
 * Einstein's Sun is in the 10th Placidus house (9th whole-sign), Bruce Lee's in the 12th; the self default and
 * Einstein have the Sun in tropical Pisces, and only Einstein keeps it there sidereally (Lahiri).
 */
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const PAGE = 'packageA/birth-analysis/index'
const SETTINGS = 'packageA/birth-analysis-settings/index'
const LIST = 'packageA/birth-analysis-list/index'

function helpers(app: App) {
  const $ = (testId: string): Locator => app.page.locator(`.page-shell:visible [data-testid="${testId}"]`)
  const names = async (testId: 'ba-hit' | 'ba-miss') => (await $(testId).locator('.ba-row__name').allInnerTexts()).map((s) => s.trim())
  const results = () => app.page.waitForSelector('.page-shell:visible [data-testid="ba-results"]', { timeout: 30_000 })
  /** Adds a condition from the editor: tab (0 sign, 1 house), the Sun, then the value chip of `field`. */
  const addSunCondition = async (tab: number, field: 'ba-sign' | 'ba-house', value: number) => {
    await $('ba-tab').locator(`[data-value="${tab}"]`).click()
    await $('ba-body').locator('[data-value="Sun"]').click()
    await $(field).locator(`[data-value="${value}"]`).click()
    await $('ba-add').click()
    await results()
  }
  return { $, names, results, addSunCondition }
}

describe('birth analysis in headless Chromium', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('Sun in the 10th finds Einstein, not Bruce Lee, with the factors; saved, then whole-sign houses drop Einstein', async () => {
    const { $, names, addSunCondition } = helpers(app)
    await app.open(PAGE)
    expect(await $('ba-conditions').innerText()).toContain('还没有条件')
    await addSunCondition(1, 'ba-house', 10)
    expect(await $('ba-cond').innerText()).toContain('太阳在第 10 宫')
    expect(await names('ba-hit')).toContain('爱因斯坦')
    expect(await names('ba-miss')).toContain('李小龙')
    const lee = await $('ba-miss').filter({ hasText: '李小龙' }).innerText()
    expect(lee).toContain('实际在第 12 宫')
    expect(await $('ba-hit').filter({ hasText: '爱因斯坦' }).innerText()).toContain('✓ 太阳在第 10 宫：实际在第 10 宫')
    await app.shot('birth-analysis-light')
    await $('ba-results').scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(300)
    await app.shot('birth-analysis-results-light')

    await $('ba-save').click()
    await $('dialog-text').locator('input, textarea').first().fill('太阳十宫')
    await $('dialog-btn-0').click()
    await app.page.waitForFunction(() => (localStorage.getItem('birthAnalysisList') ?? '').includes('太阳十宫'))

    await app.open(SETTINGS)
    await $('bas-house-type').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: '整宫' }).click()
    await app.page.waitForFunction(() => (localStorage.getItem('birthAnalysis') ?? '').includes('"houseType":7'))
    await app.page.waitForTimeout(400)
    await app.shot('birth-analysis-settings-light')

    await app.open(PAGE)
    await helpers(app).results()
    expect(await $('ba-calc').innerText()).toContain('整宫')
    expect(await names('ba-hit')).not.toContain('爱因斯坦')
    expect(await $('ba-miss').filter({ hasText: '爱因斯坦' }).innerText()).toContain('实际在第 9 宫')
    expect(app.errors).toEqual([])
  })

  it('Sun in Pisces: the self and Einstein tropically; sidereal keeps only Einstein', async () => {
    const { $, names, addSunCondition } = helpers(app)
    await app.open(PAGE)
    await $('ba-new').click()
    await addSunCondition(0, 'ba-sign', 12)
    expect((await names('ba-hit')).sort()).toEqual(['我', '爱因斯坦'].sort())
    expect(await names('ba-miss')).toEqual(['李小龙'])

    await app.open(SETTINGS)
    await $('bas-calc-type').locator('[data-value="1"]').click()
    await app.page.waitForFunction(() => (localStorage.getItem('birthAnalysis') ?? '').includes('"calcType":1'))
    await app.open(PAGE)
    await helpers(app).results()
    expect(await names('ba-hit')).toEqual(['爱因斯坦'])
    expect(await $('ba-miss').filter({ hasText: '我' }).first().innerText()).toContain('实际在水瓶座')
    expect(app.errors).toEqual([])
  })

  it('the saved list opens an analysis and deletes it', async () => {
    const { $ } = helpers(app)
    await app.open(LIST)
    expect(await $('bal-item').count()).toBe(1)
    expect(await $('bal-item').innerText()).toContain('太阳在第 10 宫')
    await app.shot('birth-analysis-list-light')
    await $('bal-open').click()
    await app.page.waitForSelector('.page-shell:visible [data-testid="ba-results"]', { timeout: 30_000 })
    expect(await $('ba-conditions').innerText()).toContain('太阳十宫')
    expect(await $('ba-cond').innerText()).toContain('太阳在第 10 宫')

    await app.open(LIST)
    await $('bal-delete').click()
    await $('dialog-btn-0').click()
    await app.page.waitForFunction(() => !(localStorage.getItem('birthAnalysisList') ?? '').includes('太阳十宫'))
    expect(await $('bal-item').count()).toBe(0)
    expect(app.errors).toEqual([])
  })
})

describe('birth analysis, dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('an aspect condition and its results in the dark theme', async () => {
    const { $, results } = helpers(app)
    await app.open(PAGE)
    await $('ba-tab').locator('[data-value="2"]').click()
    await $('ba-body').locator('[data-value="Mercury"]').click()
    await $('ba-aspect').locator('[data-value="1"]').click()
    await $('ba-body2').locator('[data-value="Saturn"]').click()
    await $('ba-orb').locator('[data-value="3"]').click()
    await $('ba-add').click()
    await results()
    // Einstein: Mercury 3°08′ and Saturn 4°11′ Aries, 1.05° apart; Bruce Lee's are in opposition (Scorpio, Taurus).
    expect(await $('ba-cond').innerText()).toContain('水星合相土星（3° 以内）')
    expect(await $('ba-hit').filter({ hasText: '爱因斯坦' }).innerText()).toMatch(/实际容许度 1\.\d°/)
    expect(await $('ba-miss').filter({ hasText: '李小龙' }).count()).toBe(1)
    await app.shot('birth-analysis-dark')
    await $('ba-results').scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(300)
    await app.shot('birth-analysis-results-dark')
    await app.open(SETTINGS)
    await app.shot('birth-analysis-settings-dark')
    expect(app.errors).toEqual([])
  })
})
