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
    // Nothing reaches past the right edge, except inside a box that scrolls sideways on purpose (the aspect grid).
    const past = await app.page.evaluate(() => {
      const scrollsSideways = (e: HTMLElement | null): boolean => {
        for (let p = e?.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX
          if (o === 'auto' || o === 'scroll') return true
        }
        return false
      }
      return [...document.querySelectorAll<HTMLElement>('.page-shell *')]
        .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().width > 0)
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !scrollsSideways(e))
        .map((e) => `${e.className || e.tagName}: ${(e.textContent ?? '').slice(0, 12)}`)
    })
    expect(past).toEqual([])
    // Short labels of compact controls stay on one line (broken character by character they are unreadable; a
    // full-width .btn may wrap by design).
    const broken = await app.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.page-shell .segmented__item, .page-shell .form__send, .page-shell .ct-chip')]
        .filter((e) => e.offsetParent !== null && (e.textContent ?? '').trim().length > 0 && (e.textContent ?? '').trim().length <= 6)
        .filter((e) => {
          const r = document.createRange()
          r.selectNodeContents(e)
          return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1
        })
        .map((e) => e.textContent),
    )
    expect(broken).toEqual([])
    // Placeholders fit their inputs.
    const cutPlaceholders = await app.page.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!
      return [...document.querySelectorAll<HTMLInputElement>('.page-shell input[placeholder]')]
        .filter((e) => e.offsetParent !== null && e.placeholder)
        .filter((e) => {
          const cs = getComputedStyle(e)
          ctx.font = `${cs.fontSize} ${cs.fontFamily}`
          const room = e.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)
          return ctx.measureText(e.placeholder).width > room + 1
        })
        .map((e) => e.placeholder)
    })
    expect(cutPlaceholders).toEqual([])
  })
})
