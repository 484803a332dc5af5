/**
 * Every routed page as a new user meets it (issue 17, and the accessibility checks), one fresh load per page and configuration:
 * - at 1280×800 in the light theme, at 390×844 in the dark theme, and at 390×844 light in traditional Chinese;
 * - no page scrolls sideways, none throws, the page shell carries the configuration's theme;
 * - a traditional page shows no simplified-only interface words;
 * - axe-core (WCAG 2.0–2.2 A/AA rules) finds no critical or serious violation, in both themes at phone width.
 * Screenshots in __screenshots__/walk/ (not committed) to look at; the home and natal pages' axe shots are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'
import { axeSerious, routedPages } from './a11y-axe'

// Words of the interface that exist only in simplified form (their traditional forms differ).
const SIMPLIFIED_ONLY = ['设置', '登录', '档案', '时间', '星盘设置', '农历', '删除', '选择', '确定', '返回']

const CONFIGS = [
  { id: '1280-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, hant: false, axe: false },
  { id: '390-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, hant: false, axe: true },
  { id: '390-hant', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const, hant: true, axe: true },
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

  it.each(routedPages())(`$id${cfg.axe ? ': axe 0 critical, 0 serious' : ''}`, async ({ id, path }) => {
    const errorsBefore = app.errors.length
    await app.open(path)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe(cfg.colorScheme)
    await app.shot(`walk/${cfg.id}-${id}`)
    if (cfg.axe && (id === 'home' || id === 'natal-info')) await app.shot(`a11y-${id}-${cfg.colorScheme}`)
    const overflow = await app.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0)
    expect(app.errors.slice(errorsBefore)).toEqual([])
    if (cfg.hant) {
      const text = await bodyText(app.page)
      expect(SIMPLIFIED_ONLY.filter((w) => text.includes(w))).toEqual([])
    }
    if (cfg.axe) expect(await axeSerious(app.page)).toEqual([])
  })
})
