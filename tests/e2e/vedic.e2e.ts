import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('vedic chart in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const placed = () =>
    app.page
      .locator(`${V} [data-testid^="vd-chart-sign-"]`)
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-grahas')}`).join('|'))

  it('Bruce Lee (1940): nine grahas and the lagna on the South Indian chart, today’s dasha periods', async () => {
    await app.open('packageA/vedic-chart/index?a=3')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    expect(await app.page.locator(`${V} [data-testid^="vd-graha-"]`).count()).toBe(9)
    const all = (await placed()).split('|').flatMap((s) => s.split(':')[1].split(',').filter(Boolean))
    expect(all.sort()).toEqual(['Jupiter', 'Ketu', 'Lagna', 'Mars', 'Mercury', 'Moon', 'Rahu', 'Saturn', 'Sun', 'Venus'])
    // Maha / antar / pratyantar of today (1940 + 120 years of Vimshottari reaches past today).
    expect((await el('vd-now').innerText()).split(' / ')).toHaveLength(3)
    await app.shot('vedic-chart-light')
  })

  it('Einstein (1879): today is past his 120 years of dasha, and the page says so', async () => {
    await app.open('packageA/vedic-chart/index?a=2')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    expect(await el('vd-now').innerText()).toBe('今天已不在这张盘的大运周期之内')
  })

  it('the navamsa (D9) places the grahas again; the ayanamsa setting moves the zodiac', async () => {
    const d1 = await placed()
    await el('vd-varga').locator('[data-value="9"]').click()
    expect(await placed()).not.toBe(d1)
    const lahiri = Number(await el('vd-result').getAttribute('data-ayanamsa'))
    await app.open('packageA/vedic-settings/index')
    await el('vs-ayanamsa').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: 'Raman' }).first().click()
    await app.open('packageA/vedic-chart/index?a=2')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    const raman = Number(await el('vd-result').getAttribute('data-ayanamsa'))
    // Raman's ayanamsa is about 1.4° smaller than Lahiri's in the 20th century.
    expect(lahiri - raman).toBeGreaterThan(1.2)
    expect(lahiri - raman).toBeLessThan(1.6)
  })
})
