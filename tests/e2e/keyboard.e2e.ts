import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'
const CONTROLS =
  '[role="button"], [role="radio"], [role="switch"], [role="link"], [role="tab"], [role="region"][tabindex="0"], a[href], button, input, textarea, select'

/** Marks every visible control of the current page and returns how many there are. */
async function markControls(page: Page): Promise<number> {
  return page.evaluate((sel) => {
    const shell = Array.from(document.querySelectorAll<HTMLElement>('.page-shell')).find((el) => el.getClientRects().length > 0)
    if (!shell) return 0
    const list = Array.from(shell.querySelectorAll<HTMLElement>(sel)).filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && !el.closest('[aria-hidden="true"]') && el.getAttribute('aria-disabled') !== 'true'
    })
    list.forEach((el, i) => el.setAttribute('data-kb', String(i)))
    return list.length
  }, CONTROLS)
}

/** Presses Tab until every marked control has had focus (or the budget runs out); returns the ones never reached. */
async function unreachedByTab(page: Page, count: number): Promise<string[]> {
  const seen = new Set<string>()
  for (let i = 0; i < count * 2 + 20 && seen.size < count; i++) {
    await page.keyboard.press('Tab')
    const kb = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null
      return a?.closest('[data-kb]')?.getAttribute('data-kb') ?? null
    })
    if (kb !== null) seen.add(kb)
  }
  return page.evaluate(
    (seenList) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-kb]'))
        .filter((el) => !seenList.includes(el.getAttribute('data-kb')!))
        .map(
          (el) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 12)}]`,
        ),
    [...seen],
  )
}

/** Tabs to the control with this test id; false when Tab never lands on it. */
async function tabTo(page: Page, testId: string, budget = 80): Promise<boolean> {
  for (let i = 0; i < budget; i++) {
    await page.keyboard.press('Tab')
    const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('data-testid') ?? null)
    if (id === testId) return true
  }
  return false
}

describe('keyboard only', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each([
    ['home', ''],
    ['charts', 'pages/charts/charts'],
    ['natal chart', 'packageA/natal-info/index?a=2'],
    ['birth editor', 'packageA/birth-editor/index'],
    ['login', 'packageA/login/index'],
  ])('Tab reaches every control of %s', async (_name, route) => {
    await app.open(route)
    if (route.includes('natal')) await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 30_000 })
    const count = await markControls(app.page)
    expect(count).toBeGreaterThan(0)
    expect(await unreachedByTab(app.page, count)).toEqual([])
  })

  it('from home: Enter opens today’s sky, Space opens a system, the back button works by keyboard', async () => {
    await app.open('')
    expect(await tabTo(app.page, 'home-sky')).toBe(true)
    await app.shot('keyboard-home-focus')
    await app.page.keyboard.press('Enter')
    await app.page.waitForTimeout(800)
    expect(app.page.url()).toContain('packageA/chart/index')
    expect(await tabTo(app.page, 'nav-back')).toBe(true)
    await app.page.keyboard.press(' ')
    await app.page.waitForTimeout(800)
    expect(app.page.url()).not.toContain('packageA/chart/index')
    expect(await tabTo(app.page, 'system-birth-list')).toBe(true)
    await app.page.keyboard.press(' ')
    await app.page.waitForTimeout(800)
    expect(app.page.url()).toContain('packageA/birth-list/index')
  })

  it('charts: Space on a chart type opens it; natal page controls answer Enter', async () => {
    await app.open('pages/charts/charts')
    expect(await tabTo(app.page, 'kind-natal')).toBe(true)
    await app.page.keyboard.press(' ')
    await app.page.waitForTimeout(800)
    expect(app.page.url()).toContain('packageA/natal-info/index')
    await app.page.waitForSelector(`${V} [data-testid="chart-wheel"][data-drawn="1"]`, { timeout: 30_000 })
    expect(await tabTo(app.page, 'row-Sun')).toBe(true)
    await app.page.keyboard.press('Enter')
    await app.page.waitForSelector(`${V} [data-testid="planet-modal-close"]`, { timeout: 5_000 })
    await app.shot('keyboard-natal-modal')
  })

  it('login: the submit button takes focus and Enter presses it', async () => {
    await app.open('packageA/login/index')
    expect(await tabTo(app.page, 'login-submit')).toBe(true)
    await app.page.keyboard.press('Enter')
    await app.page.waitForTimeout(400)
    // Empty form: the press shows the form's error toast.
    expect(await app.page.locator('[data-testid="toast"]').count()).toBeGreaterThan(0)
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
