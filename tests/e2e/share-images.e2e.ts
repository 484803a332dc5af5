/**
 * Readings, reports and the day's energy saved as pictures (issues 24, 28, 29): each share button downloads real
 * PNGs drawn by the one share-card renderer, 600 CSS px wide; a long report comes as several numbered pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadPictures, pngSize, startApp, uiLogin, type App } from './harness'

const V = '.page-shell:visible'
/** 星盘-<title>-YYYYMMDD.png, or -<n> before the date for one page of several. */
const named = (title: string, paged = false) => new RegExp(`^星盘-${title}${paged ? '-\\d+' : ''}-\\d{8}\\.png$`)

describe('share pictures in the H5 build', () => {
  let app: App
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const expectPicture = (png: Buffer, minHeightPx: number) => {
    const size = pngSize(png)
    expect(size.widthPx).toBe(600)
    expect(size.heightPx).toBeGreaterThan(minHeightPx)
    // The 1360 CSS px page cap (4096 device px at a pixel ratio of 3).
    expect(size.heightPx).toBeLessThanOrEqual(1360)
    expect(png.length).toBeGreaterThan(10_000)
  }

  it('astro dice: the three dice and their reading as one PNG', async () => {
    await app.open('packageC/dice/index')
    await el('dc-question-input').locator('input').fill('下个月的考试')
    await el('dc-roll').click()
    await app.page.waitForSelector(`${V} [data-testid="dc-result"]`, { timeout: 5000 })
    const pngs = await downloadPictures(app, 'dc-share', named('占星骰子'), 'dice')
    expect(pngs).toHaveLength(1)
    expectPicture(pngs[0], 500)
    await app.page.getByTestId('toast').getByText('已保存').waitFor({ timeout: 3_000 })
    expect(app.errors).toEqual([])
  })

  it('geomancy: the shield figures as dots and the judge’s answer as one PNG', async () => {
    await app.open('packageC/geomancy/index')
    await el('gm-method').locator('[data-value="marks"]').click()
    for (let line = 1; line <= 16; line++) {
      for (let k = 0; k < line; k++) await el('gm-pad').click()
      await el('gm-next').click()
    }
    await app.page.waitForSelector(`${V} [data-testid="gm-result"]`)
    const pngs = await downloadPictures(app, 'gm-share', named('地占'), 'geomancy')
    expect(pngs).toHaveLength(1)
    expectPicture(pngs[0], 900)
    expect(app.errors).toEqual([])
  })

  it('the answer book: the answer framed in large type as one PNG', async () => {
    await app.open('packageC/answer-book/index')
    await el('ab-question-input').locator('input').fill('要不要搬家')
    await el('ab-press').click()
    await app.page.waitForSelector(`${V} [data-testid="ab-result"]`)
    await app.page.waitForTimeout(600)
    await app.shot('share-images-answer-book-light')
    const pngs = await downloadPictures(app, 'ab-share', named('答案之书'), 'answer-book')
    expect(pngs).toHaveLength(1)
    expectPicture(pngs[0], 300)
    expect(app.errors).toEqual([])
  })

  it('the energy tab: today’s 干支 against the day master as one PNG', async () => {
    await app.open('pages/energy/energy')
    await el('energy-tengod').waitFor()
    const pngs = await downloadPictures(app, 'energy-share', named('今日能量'), 'energy')
    expect(pngs).toHaveLength(1)
    expectPicture(pngs[0], 500)
    expect(app.errors).toEqual([])
  })

  it('the daily luck card: index, colour, number and direction as one PNG', async () => {
    await app.open('packageA/daily-luck/index?a=3&date=2025-03-10')
    await el('dl-card').waitFor({ timeout: 30_000 })
    const pngs = await downloadPictures(app, 'dl-share', named('每日运签'), 'daily-luck')
    expect(pngs).toHaveLength(1)
    expectPicture(pngs[0], 400)
    expect(app.errors).toEqual([])
  })

  it('an unlocked report: every section, paginated into numbered PNGs no taller than the cap', async () => {
    if (!app.outboxDir) return
    await uiLogin(app, 'share-reader@example.com')
    await app.open('packageA/reports/explanation-lite/index')
    await el('report-unlock').first().click()
    await el('report-section-keyAspects').first().waitFor({ timeout: 30_000 })
    const pages = Number(await el('report-share').first().getAttribute('data-pages'))
    expect(pages).toBeGreaterThan(1)
    await el('report-share').first().scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(600)
    await app.shot('share-images-report-light')
    const pngs = await downloadPictures(app, 'report-share', named('本命盘简析', true), 'report')
    expect(pngs).toHaveLength(pages)
    for (const png of pngs) expectPicture(png, 300)
    expect(app.errors).toEqual([])
  })
})
