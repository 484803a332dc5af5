import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// 200% browser zoom on a 390 px phone: the page lays out in a 195 × 422 CSS px viewport (WCAG 1.4.4 / 1.4.10).
// Each page must fit without sideways scrolling of the page itself; screenshots zoom-200-*.png to look at.
const PAGES: [string, string][] = [
  ['home', ''],
  ['natal', 'packageA/natal-info/index?a=2'],
  ['birth-editor', 'packageA/birth-editor/index'],
  ['login', 'packageA/login/index'],
]

describe('200% zoom at 390 px', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 195, height: 422 } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each(PAGES)('%s fits the zoomed width', async (name, route) => {
    await app.open(route)
    await app.page.waitForTimeout(800)
    await app.shot(`zoom-200-${name}`)
    const overflow = await app.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
