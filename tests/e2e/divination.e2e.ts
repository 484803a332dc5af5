import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('divination pages in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const shots = async (name: string) => app.shot(`divination-${name}`)

  it('the chinese-divination index lists the built systems from the route table', async () => {
    await app.open('packageB/chinese-divination/index')
    for (const id of ['yi', 'liuyao', 'meihua']) expect(await app.page.locator(`${V} [data-testid="cd-${id}"]`).count()).toBe(1)
    await shots('index-light')
  })

  it('casts a liuyao by three coins: six animated tosses, then the chart', async () => {
    await app.open('packageB/liuyao/index')
    await shots('liuyao-form-light')
    await app.page.locator(`${V} [data-testid="ly-question-input"] input`).fill('问近期工作')
    await app.page.locator(`${V} [data-testid="ly-cast"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="ly-toss"]`)
    await app.page.waitForTimeout(2300)
    await shots('liuyao-toss-light')
    // Let the animation finish by itself (6 × ~1 s).
    await app.page.waitForSelector(`${V} [data-testid="ly-result"]`, { timeout: 15_000 })
    expect(await app.page.locator(`${V} [data-testid^="ly-line-"]`).count()).toBe(6)
    expect(await app.page.locator(`${V} [data-testid="ly-question"]`).innerText()).toBe('问近期工作')
    await shots('liuyao-result-light')
  })

  it('replays the saved coin cast from its seed, and the skip button ends the animation', async () => {
    const before = await app.page.locator(`${V} [data-testid="ly-original"]`).innerText()
    await app.page.locator(`${V} [data-testid="ly-replay"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="ly-toss"]`)
    await app.page.locator(`${V} [data-testid="ly-skip"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="ly-result"]`)
    expect(await app.page.locator(`${V} [data-testid="ly-original"]`).innerText()).toBe(before)
  })

  it('casts a meihua by time', async () => {
    await app.open('packageB/meihua/index')
    await shots('meihua-form-light')
    await app.page.locator(`${V} [data-testid="mh-question-input"] input`).fill('问出行')
    await app.page.locator(`${V} [data-testid="mh-cast"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="mh-result"]`)
    expect(await app.page.locator(`${V} [data-testid="mh-relation"]`).innerText()).toMatch(/体|用/)
    await shots('meihua-result-light')
  })

  it('finds both casts in divination-history, reopens the liuyao, deletes the meihua', async () => {
    await app.open('packageC/divination-history/index')
    const items = app.page.locator(`${V} [data-testid="dh-item"]`)
    expect(await items.count()).toBe(2)
    // Newest first: the meihua was cast last.
    expect(await items.nth(0).getAttribute('data-system')).toBe('meihua')
    expect(await items.nth(1).getAttribute('data-system')).toBe('liuyao')
    const text = await bodyText(app.page)
    expect(text).toContain('问近期工作')
    expect(text).toContain('问出行')
    await shots('history-light')

    const liuyaoResult = await items.nth(1).locator('[data-testid="dh-result"]').innerText()
    await items.nth(1).locator('[data-testid="dh-open"]').click()
    await app.page.waitForSelector(`${V} [data-testid="ly-result"]`)
    await app.page.waitForTimeout(600)
    expect(await app.page.locator(`${V} [data-testid="ly-question"]`).innerText()).toBe('问近期工作')
    expect(liuyaoResult.startsWith(await app.page.locator(`${V} [data-testid="ly-original"]`).innerText())).toBe(true)
    await shots('liuyao-reopened-light')
    await app.page.locator(`${V} [data-testid="nav-back"]`).click()
    await app.page.waitForTimeout(800)

    await app.page.locator(`${V} [data-testid="dh-item"][data-system="meihua"] [data-testid="dh-delete"]`).click()
    await app.page.waitForSelector('.taro-model__confirm', { state: 'visible' })
    await shots('history-confirm-light')
    await app.page.locator('.taro-model__confirm').click()
    await app.page.waitForTimeout(500)
    expect(await app.page.locator(`${V} [data-testid="dh-item"]`).count()).toBe(1)
    expect(await app.page.locator(`${V} [data-testid="dh-item"]`).getAttribute('data-system')).toBe('liuyao')
    // The deletion is stored: a fresh load still shows one record.
    await app.open('packageC/divination-history/index')
    expect(await app.page.locator(`${V} [data-testid="dh-item"]`).count()).toBe(1)
  })

  it('opens a hexagram in the yi browser with its full text', async () => {
    await app.open('packageB/yi/index')
    await shots('yi-browser-light')
    await app.page.locator(`${V} [data-testid="yi-hex-31"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="yi-detail"]`)
    await app.page.waitForTimeout(600)
    expect(await app.page.locator(`${V} [data-testid="yi-detail-name"]`).innerText()).toBe('咸')
    expect(await app.page.locator(`${V} [data-testid="yi-guaci"]`).innerText()).toContain('取女吉')
    expect(await app.page.locator(`${V} [data-testid^="yi-yao-"]`).count()).toBe(6)
    await shots('yi-detail-light')
    await app.open('packageB/yi/index')
    await app.page.locator(`${V} [data-testid="yi-mode"] [data-value="trigram"]`).click()
    await app.page.locator(`${V} [data-testid="yi-trigram-kan"]`).click()
    await app.page.waitForTimeout(300)
    await shots('yi-trigram-light')
  })

  it('looks right in the dark theme and in traditional characters', async () => {
    await app.open('packageA/settings/index')
    await app.page.locator(`${V} [data-testid="theme-switch"] [data-value="dark"]`).click()
    await app.page.waitForTimeout(300)
    await app.open('packageB/chinese-divination/index')
    await shots('index-dark')
    await app.open('packageB/liuyao/index')
    await shots('liuyao-form-dark')
    await app.page.locator(`${V} [data-testid="ly-method"] [data-value="lines"]`).click()
    await app.page.locator(`${V} [data-testid="ly-line-input-2"] [data-value="9"]`).click()
    await app.page.locator(`${V} [data-testid="ly-line-input-5"] [data-value="6"]`).click()
    await shots('liuyao-lines-dark')
    await app.page.locator(`${V} [data-testid="ly-cast"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="ly-result"]`)
    await shots('liuyao-result-dark')
    await app.open('packageB/meihua/index')
    await app.page.locator(`${V} [data-testid="mh-method"] [data-value="numbers"]`).click()
    await app.page.locator(`${V} [data-testid="mh-number-0"] input`).fill('5')
    await app.page.locator(`${V} [data-testid="mh-number-1"] input`).fill('7')
    await app.page.locator(`${V} [data-testid="mh-cast"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="mh-result"]`)
    await shots('meihua-result-dark')
    await app.open('packageC/divination-history/index')
    expect(await app.page.locator(`${V} [data-testid="dh-item"]`).count()).toBe(3)
    await shots('history-dark')

    await app.open('packageA/settings/index')
    await app.page.locator(`${V} [data-testid="language-switch"] [data-value="zh-Hant"]`).click()
    await app.page.waitForTimeout(300)
    await app.open('packageB/yi/index?n=31')
    expect(await app.page.locator(`${V} [data-testid="yi-detail-name"]`).innerText()).toBe('咸')
    const guaci = await app.page.locator(`${V} [data-testid="yi-guaci"]`).innerText()
    expect(guaci).toContain('利貞')
    await shots('yi-detail-dark-hant')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
