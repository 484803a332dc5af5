import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, uiLogin, type App } from './harness'

// Reports against the real server: the catalogue with prices, a free preview, unlocking with coins, the full
// report with the factor behind each paragraph, the reading kept in 我的报告 and opened from there; the chosen
// house decides the single-house report.
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const sections = (app: App) => app.page.locator(`${visible} [data-testid^="report-section-"]`)
const EMAIL = 'reader@example.com'

describe('reports: catalogue → preview → unlock with coins → full report → 我的报告', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    if (!app.outboxDir) throw new Error('the reports e2e needs the real server')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('report-all lists the six reports with their coin prices, logged out', async () => {
    await app.open('packageA/report-all/index')
    await testId(app, 'report-type-co-chart').waitFor({ timeout: 15_000 })
    const text = await bodyText(app.page)
    for (const s of ['本命盘简析', '100 星币', '单宫详解', '事业报告', '财富报告', '婚恋报告', '合盘报告', '200 星币']) expect(text).toContain(s)
    await app.shot('reports-all')
    expect(app.errors).toEqual([])
  })

  it('the preview is the first section with the factor behind each paragraph; the rest is locked', async () => {
    await testId(app, 'report-open-explanation-lite').click()
    await testId(app, 'report-section-bigThree').waitFor({ timeout: 30_000 })
    expect(await sections(app).count()).toBe(1)
    const first = await testId(app, 'report-section-bigThree').innerText()
    expect(first).toContain('依据 · 太阳在')
    expect(first).toContain('依据 · 上升在')
    expect(await testId(app, 'report-locked').innerText()).toContain('用 100 星币解锁')
    await app.shot('reports-preview')
    expect(app.errors).toEqual([])
  })

  it('unlocking spends 100 coins once and shows every section; the reading appears in 我的报告', async () => {
    await uiLogin(app, EMAIL)
    await app.open('packageA/reports/explanation-lite/index')
    await testId(app, 'report-unlock').click()
    await testId(app, 'report-section-keyAspects').waitFor({ timeout: 15_000 })
    expect(await sections(app).count()).toBeGreaterThanOrEqual(3)
    expect(await testId(app, 'report-locked').count()).toBe(0)
    await app.shot('reports-full')
    await app.page.waitForTimeout(800)
    await app.open('packageA/report-list/index')
    await testId(app, 'saved-report-explanation-lite').waitFor({ timeout: 15_000 })
    await app.shot('reports-list')
    await testId(app, 'saved-report-explanation-lite').click()
    await testId(app, 'report-subject').waitFor({ timeout: 15_000 })
    await testId(app, 'report-section-keyAspects').waitFor({ timeout: 30_000 })
    expect(await testId(app, 'report-locked').count()).toBe(0)
    // Unlocked in the catalogue; 500 on registration (+ 50 daily when the app claimed it), less the one unlock.
    await app.open('packageA/report-all/index')
    await testId(app, 'report-type-explanation-lite').waitFor({ timeout: 15_000 })
    expect(await testId(app, 'report-type-explanation-lite').innerText()).toContain('已解锁')
    await app.open('packageA/coin-buy/index')
    await app.page.waitForTimeout(800)
    expect(await bodyText(app.page)).toMatch(/当前星币\s*(400|450)\b/)
    expect(app.errors).toEqual([])
  })

  it('single-house: the chosen house decides the report (1st → 10th)', async () => {
    await app.open('packageA/reports/single-house/index')
    await testId(app, 'report-section-houseCusp').waitFor({ timeout: 30_000 })
    expect(await testId(app, 'report-section-houseCusp').innerText()).toContain('第 1 宫宫头')
    await testId(app, 'report-house').click()
    await app.page.locator('[data-testid="sheet-item-9"]').first().click()
    await app.page.waitForTimeout(600)
    const cusp = await testId(app, 'report-section-houseCusp').innerText()
    expect(cusp).toContain('第 10 宫宫头')
    expect(cusp).not.toContain('第 1 宫宫头')
    await app.shot('reports-single-house')
    expect(app.errors).toEqual([])
  })
})
