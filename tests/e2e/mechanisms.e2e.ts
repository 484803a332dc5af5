import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { bodyText, startApp, type App } from './harness'

// Issue 17's shared mechanisms in the H5 build: route decoding, zh-Hant conversion, coordinates, picker columns,
// the aspect grid at 390 px, ziwei text size, and the desktop layout at 1280×800.
const V = '.page-shell:visible'

describe('shared mechanisms at 390×844', () => {
  let app: App
  const tid = (id: string): Locator => app.page.locator(`${V} [data-testid="${id}"]`).first()
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('phone layout scale: the root size is 20 px per 750 px of device width (SPEC §2 reference 750)', async () => {
    await app.open('')
    const rootPx = await app.page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect(rootPx).toBeCloseTo((20 * 390) / 750, 1)
  })

  it('a famous birth whose id has a comma opens from its list (route parameters decoded once)', async () => {
    await app.open('packageA/birth-famous-list/index')
    await app.page.locator(`${V} [data-testid="famous-row"][data-id="Lee,_Bruce"]`).click()
    await app.page.waitForTimeout(900)
    const text = await bodyText(app.page)
    expect(text).not.toContain('没有符合条件的档案')
    expect(text).toContain('李小龙')
    expect(text).toContain('北纬 37.77° 西经 122.42°')
    await app.shot('mech-famous-lee-light')
    await app.open('packageA/birth-famous/index?id=Lee%2C_Bruce')
    expect(await bodyText(app.page)).toContain('李小龙')
  })

  it('picker columns: the selected row of every column is on the third line (or as near as the column scrolls)', async () => {
    await app.open('packageE/test-page/index')
    await tid('open-date-time').click()
    await app.page.waitForTimeout(700)
    const lines = await app.page.evaluate(() => {
      const out: { col: number; line: number; rowPx: number }[] = []
      document.querySelectorAll('.page-shell [data-testid^="dt-col-"]').forEach((col, c) => {
        const on = col.querySelector('.is-on') as HTMLElement | null
        if (!on) return
        const colBox = col.getBoundingClientRect()
        const onBox = on.getBoundingClientRect()
        out.push({ col: c, line: (onBox.top - colBox.top) / onBox.height, rowPx: onBox.height })
      })
      return out
    })
    // 2000-03-01 16:30: year (row 150 of 301), month 3, day 1, hour 16, minute 30.
    expect(lines.map((l) => Math.round(l.line))).toEqual([2, 2, 0, 2, 2])
    for (const l of lines) expect(Math.abs(l.line - Math.round(l.line))).toBeLessThan(0.1)
    await app.shot('mech-picker-columns-light')
  })

  it('the aspect grid at 390 px stays inside its card and scrolls sideways', async () => {
    await app.open('packageA/natal-info/index?a=2')
    const grid = tid('aspect-grid')
    await grid.scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(300)
    const box = await grid.evaluate((g) => {
      const card = g.parentElement!.getBoundingClientRect()
      const r = g.getBoundingClientRect()
      return { right: r.right, cardRight: card.right, viewport: window.innerWidth, scrollW: g.scrollWidth, clientW: g.clientWidth }
    })
    expect(box.right).toBeLessThanOrEqual(box.cardRight + 0.5)
    expect(box.right).toBeLessThanOrEqual(box.viewport)
    if (box.scrollW > box.clientW) {
      await grid.evaluate((g) => (g.scrollLeft = g.scrollWidth))
      expect(await grid.evaluate((g) => g.scrollLeft)).toBeGreaterThan(0)
    }
    await app.shot('mech-aspect-grid-390-light')
  })

  it('ziwei board: no text under 11 px on a phone', async () => {
    await app.open('packageB/ziwei/index?date=2021-06-15&time=02:30&sex=1')
    await tid('zw-board').waitFor()
    const smallest = await tid('zw-board').evaluate((board) => {
      let min = Infinity
      board.querySelectorAll('*').forEach((el) => {
        // Screen-reader-only text (.sr-only, clipped to 1 px) is never drawn, so its size does not count.
        if (el.closest('.sr-only')) return
        const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())
        if (hasText) min = Math.min(min, parseFloat(getComputedStyle(el).fontSize))
      })
      return min
    })
    expect(smallest).toBeGreaterThanOrEqual(11)
    await app.shot('mech-ziwei-390-light')
  })

  it('zh-Hant: 丑 stays the branch, coordinates and home glyphs are converted, Taiwan vocabulary', async () => {
    await app.open('packageA/settings/index')
    await tid('language-switch').locator('[data-value="zh-Hant"]').click()
    await app.page.waitForTimeout(300)
    await app.open('')
    expect(await tid('system-birth-list').innerText()).toContain('檔')
    expect(await tid('system-calendar').innerText()).toContain('曆')
    expect(await tid('system-zeri-settings').innerText()).toContain('擇')
    await app.shot('mech-home-hant-light')
    await app.open('packageB/bazi/index?date=2021-06-15&time=02:30&sex=1')
    let text = await bodyText(app.page)
    expect(text).toContain('辛丑')
    expect(text).not.toContain('醜')
    await app.shot('mech-bazi-hant-light')
    await app.open('packageB/ziwei/index?date=2021-06-15&time=02:30&sex=1')
    text = await bodyText(app.page)
    expect(text).toContain('丑')
    expect(text).not.toContain('醜')
    await app.shot('mech-ziwei-hant-light')
    await app.open('packageA/birth-famous/index?id=Lee%2C_Bruce')
    expect(await bodyText(app.page)).toContain('北緯 37.77° 西經 122.42°')
    await app.open('pages/mine/mine')
    text = await bodyText(app.page)
    expect(text).toContain('登入')
    expect(text).not.toMatch(/登錄|設置/)
    await app.open('packageA/settings/index')
    await tid('language-switch').locator('[data-value="zh-Hans"]').click()
    await app.page.waitForTimeout(300)
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})

describe('desktop at 1280×800 (SPEC §2: page ≤ 1200 px and centred, layout scale of a 600 px device)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 1280, height: 800 } })
  })
  afterAll(async () => {
    await app?.close()
  })
  const PAGES: [string, string][] = [
    ['', 'home'],
    ['pages/charts/charts', 'charts'],
    ['packageA/natal-info/index?a=2', 'natal'],
    ['packageB/bazi/index?date=1990-06-15&time=20:00&sex=1', 'bazi'],
    ['packageB/ziwei/index?date=1990-06-15&time=20:00&sex=1', 'ziwei'],
  ]
  for (const [route, name] of PAGES) {
    it(`${name}: page body at most 1200 px wide and centred; root size capped at 16 px`, async () => {
      await app.open(route)
      const m = await app.page.evaluate(() => {
        const body = [...document.querySelectorAll('.page-shell__body')].filter((e) => (e as HTMLElement).offsetParent !== null).pop()!
        const r = body.getBoundingClientRect()
        const title = document.querySelector('.page-shell .nav-bar__title') as HTMLElement | null
        return {
          width: r.width,
          left: r.left,
          right: window.innerWidth - r.right,
          rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
          titleClipped: title ? title.scrollWidth > title.clientWidth + 1 : false,
        }
      })
      expect(m.width).toBeLessThanOrEqual(1200)
      expect(Math.abs(m.left - m.right)).toBeLessThanOrEqual(1)
      expect(m.rootPx).toBeLessThanOrEqual(16)
      expect(m.titleClipped).toBe(false)
      await app.shot(`mech-desktop-${name}-light`)
    })
  }
  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
