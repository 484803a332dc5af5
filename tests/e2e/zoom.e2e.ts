import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// 200% browser zoom on a 390 px phone: the page lays out in a 195 × 422 CSS px viewport (WCAG 1.4.4 / 1.4.10).
// Each page must fit without sideways scrolling of the page itself, with its title and buttons unclipped;
// screenshots zoom-200-*.png to look at.
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
    // The shared buttons show their whole text; the page title too, or (a long one) it takes all the row but one
    // button a side before its ellipsis.
    const clipped = await app.page.evaluate(() => {
      const visible = (sel: string) => [...document.querySelectorAll<HTMLElement>(`.page-shell ${sel}`)].filter((e) => e.offsetParent !== null)
      const cut = (e: HTMLElement) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1
      const titles = visible('.nav-bar__title').filter((e) => {
        const row = e.parentElement!
        const side = parseFloat(getComputedStyle(row.firstElementChild!).minWidth)
        const pad = parseFloat(getComputedStyle(row).paddingLeft) + parseFloat(getComputedStyle(row).paddingRight)
        return cut(e) && e.clientWidth < row.clientWidth - pad - 2 * side - 1
      })
      return [...titles, ...visible('.btn').filter(cut)].map((e) => e.textContent)
    })
    expect(clipped).toEqual([])
  })
})
