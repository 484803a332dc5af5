import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

describe('app shell in headless Chromium', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('opens home with the tab bar, in the light theme by default', async () => {
    await app.open()
    expect(await app.page.getAttribute('.page-shell', 'data-theme')).toBe('light')
    const tabs = await app.page.locator('.weui-tabbar__label').allInnerTexts()
    expect(tabs[0]).toBe('首页')
    expect(tabs).toContain('我的')
    await app.shot('home-light')
  })

  it('visits every tab', async () => {
    const labels = await app.page.locator('.weui-tabbar__label').allInnerTexts()
    for (let i = 0; i < labels.length; i++) {
      await app.page.locator('.weui-tabbar__item').nth(i).click()
      await app.page.waitForTimeout(600)
      const title = await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()
      expect(title).toBe(labels[i])
      await app.shot(`tab-${i}-light`)
    }
  })

  it('deep-links into a sub-package page and goes back home when history holds one page', async () => {
    await app.open('packageA/settings/index')
    expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('设置')
    await app.page.locator('.page-shell:visible [data-testid="nav-back"]').click()
    await app.page.waitForTimeout(800)
    expect(app.page.url()).toMatch(/#\/pages\/index\/index|#\/?$/)
  })

  it('opens SPEC §2 paths (pagesB/chinese-divination/yi/yi, pagesA/about) on their pages, with the query', async () => {
    await app.open('pagesB/chinese-divination/yi/yi?from=spec')
    await app.page.waitForTimeout(600)
    expect(app.page.url()).toContain('#/packageB/yi/index?from=spec')
    expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).not.toBe('')
    await app.open('pagesA/about/about')
    await app.page.waitForTimeout(600)
    expect(app.page.url()).toContain('#/packageA/about/index')
    expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('关于')
    await app.shot('spec-path-about-light')
  })

  it('switches to the dark theme and keeps it after a reload', async () => {
    await app.open('packageA/settings/index')
    await app.page.locator('.page-shell:visible [data-testid="theme-switch"] [data-value="dark"]').click()
    await app.page.waitForTimeout(300)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await app.shot('settings-dark')
    await app.open()
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await app.shot('home-dark')
    // Selected tab is pink in dark (SPEC §2).
    const colour = await app.page
      .locator('.weui-tabbar__item--on .weui-tabbar__label, .weui-bar__item_on .weui-tabbar__label')
      .first()
      .evaluate((el) => getComputedStyle(el).color)
    expect(colour).toBe('rgb(255, 95, 162)')
  })

  it('switches to traditional Chinese everywhere, tab bar included', async () => {
    await app.open('packageA/settings/index')
    await app.page.locator('.page-shell:visible [data-testid="language-switch"] [data-value="zh-Hant"]').click()
    await app.page.waitForTimeout(300)
    expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('設定')
    await app.shot('settings-dark-hant')
    await app.open('pages/mine/mine')
    expect(await bodyText(app.page)).toContain('關於')
    const tabs = await app.page.locator('.weui-tabbar__label').allInnerTexts()
    expect(tabs[0]).toBe('首頁')
    await app.shot('mine-dark-hant')
  })

  it('about shows the app version 6.12.09 (61209)', async () => {
    await app.open('packageA/about/index')
    expect(await app.page.locator('.page-shell:visible [data-testid="about-version"]').innerText()).toContain('6.12.09')
    expect(await app.page.locator('.page-shell:visible [data-testid="about-version"]').innerText()).toContain('61209')
    // GeoNames data is CC BY: the attribution must be visible.
    expect(await app.page.locator('.page-shell:visible [data-testid="about-credits"]').innerText()).toContain('GeoNames')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
