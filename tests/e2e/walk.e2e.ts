/**
 * Every routed page as a new user meets it (issue 17): at 1280×800 in the light theme, at 390×844 in the dark
 * theme, and in traditional Chinese. No page scrolls sideways, none throws, and a traditional page shows no
 * simplified-only interface words. Screenshots in __screenshots__/walk/ (not committed) to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'
import { routedPages } from './a11y-axe'

// Words of the interface that exist only in simplified form (their traditional forms differ).
const SIMPLIFIED_ONLY = ['设置', '登录', '档案', '时间', '星盘设置', '农历', '删除', '选择', '确定', '返回']

const CONFIGS = [
  { id: '1280-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, hant: false },
  { id: '390-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, hant: false },
  { id: '390-hant', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const, hant: true },
]

describe.each(CONFIGS)('walk $id', (cfg) => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ viewport: cfg.viewport, colorScheme: cfg.colorScheme })
    if (cfg.hant) {
      await app.open('packageA/settings/index')
      await app.page.locator('.page-shell:visible [data-testid="language-switch"] [data-value="zh-Hant"]').click()
      await app.page.waitForTimeout(300)
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each(routedPages())('$id', async ({ id, path }) => {
    const errorsBefore = app.errors.length
    await app.open(path)
    await app.page.waitForTimeout(400)
    await app.shot(`walk/${cfg.id}-${id}`)
    const overflow = await app.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0)
    expect(app.errors.slice(errorsBefore)).toEqual([])
    if (cfg.hant) {
      const text = await bodyText(app.page)
      expect(SIMPLIFIED_ONLY.filter((w) => text.includes(w))).toEqual([])
    }
  })
})
