import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('life numbers and the Mayan totem in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)

  it('生命灵数 of 1976-03-19: the eight digits add to 36, life number 9, the 3-6-9 line (the worked example of the source)', async () => {
    await app.open('packageC/life-number/index?date=1976-03-19')
    await app.page.waitForSelector(`${V} [data-testid="ln-result"]`)
    expect(await el('ln-talent').innerText()).toBe('天赋数 36')
    expect(await el('ln-life').innerText()).toBe('生命数 9')
    expect(await el('ln-cell-9').getAttribute('data-count')).toBe('3')
    expect(await app.page.locator(`${V} [data-testid^="ln-line-"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'ln-line-369',
    ])
    await app.shot('life-number-light')
  })

  it('the talent-number setting reaches the page: components 3 + 1 + 5 give 9 instead of 36', async () => {
    await app.open('packageC/life-number-settings/index')
    await el('lns-talentNumberType').locator('[data-value="sumComponents"]').click()
    await app.open('packageC/life-number/index?date=1976-03-19')
    await app.page.waitForSelector(`${V} [data-testid="ln-result"]`)
    expect(await el('ln-talent').innerText()).toBe('天赋数 9')
  })

  it('the Dreamspell anchor: 1987-07-26 is Kin 34, White Galactic Wizard, with its oracle', async () => {
    await app.open('packageC/mayan-totem/index?date=1987-07-26')
    await app.page.waitForSelector(`${V} [data-testid="my-result"]`)
    expect(await el('my-result').getAttribute('data-kin')).toBe('34')
    expect(await el('my-name').innerText()).toBe('银河的白巫师')
    expect(await el('my-antipode').getAttribute('data-kin')).toBe('164')
    expect(await el('my-occult').getAttribute('data-kin')).toBe('227')
    // The drawn glyphs are images named by tone and seal, and they load (the data URI is valid SVG).
    const glyph = el('my-kin-glyph').locator('img')
    expect(await glyph.getAttribute('alt')).toBe('银河的白巫师')
    expect(await glyph.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await el('my-antipode-glyph').locator('img').getAttribute('alt')).toBe('银河的黄种子')
    await app.shot('mayan-totem-light')
    await el('my-oracle').scrollIntoViewIfNeeded()
    await app.shot('mayan-oracle-light')
  })

  it('29 February follows the setting: the kin of 28 February or of 1 March', async () => {
    const kinOf = async (date: string) => {
      await app.open(`packageC/mayan-totem/index?date=${date}`)
      await app.page.waitForSelector(`${V} [data-testid="my-result"]`)
      return el('my-result').getAttribute('data-kin')
    }
    const feb28 = await kinOf('2000-02-28')
    const mar1 = await kinOf('2000-03-01')
    expect(await kinOf('2000-02-29')).toBe(feb28)
    await app.open('packageC/mayan-settings/index')
    await el('ms-leapDay').locator('[data-value="asMar1"]').click()
    expect(await kinOf('2000-02-29')).toBe(mar1)
  })
})
