import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'
import { axeSerious, routedPages } from './a11y-axe'

// axe-core (WCAG 2.2 A/AA rules) on every routed page, in both themes: no critical or serious violation.
// A11Y_THEMES=light limits the run to one theme.
const THEMES = (process.env.A11Y_THEMES ?? 'light,dark').split(',') as ('light' | 'dark')[]

describe.each(THEMES)('axe-core, %s theme', (colorScheme) => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme })
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each(routedPages())('$id: 0 critical, 0 serious', async ({ id, path }) => {
    await app.open(path)
    await app.page.waitForTimeout(300)
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe(colorScheme)
    if (id === 'home' || id === 'natal-info') await app.shot(`a11y-${id}-${colorScheme}`)
    expect(await axeSerious(app.page)).toEqual([])
  })
})
