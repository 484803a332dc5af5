/**
 * The first screens a new user meets, against reviewed baselines (issue 17): home, charts, natal, bazi, ziwei,
 * birth editor and login at 390×844 and 1280×800, light and dark, and in traditional Chinese. The clock is fixed;
 * `UPDATE_SCREENSHOTS=1` rewrites the baselines: look at each before committing.
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { startApp, type App } from './harness'
import { B1, FIXED_NOW, installFixedClock, Z1 } from './fixed-clock'
import { compareWithBaseline } from './screenshot-compare'

interface Screen {
  name: string
  route: string
  /** Wait for this before the shot. */
  ready?: string
  /** Canvas screens: their text lands on other sub-pixels in another Chromium build (see visual.e2e.ts). */
  maxDiffRatio?: number
}

const NATAL_READY = '[data-testid="ephemeris-note"][data-mode="files"]'
const SCREENS: Record<string, Screen> = {
  home: { name: 'home', route: '' },
  charts: { name: 'charts', route: 'pages/charts/charts' },
  natal: { name: 'natal', route: 'packageA/natal-info/index?a=2', ready: NATAL_READY, maxDiffRatio: 0.005 },
  bazi: { name: 'bazi', route: B1, ready: '[data-testid="bz-pillars"]' },
  ziwei: { name: 'ziwei', route: Z1, ready: '[data-testid="zw-board"]' },
  birthEditor: { name: 'birth-editor', route: 'packageA/birth-editor/index' },
  login: { name: 'login', route: 'packageA/login/index' },
}

const CONFIGS = [
  { id: '390-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, hant: false, screens: Object.values(SCREENS) },
  { id: '1280-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, hant: false, screens: Object.values(SCREENS) },
  {
    id: '390-light',
    viewport: { width: 390, height: 844 },
    colorScheme: 'light' as const,
    hant: false,
    screens: [SCREENS.charts, SCREENS.birthEditor, SCREENS.login],
  },
  {
    id: '390-light-hant',
    viewport: { width: 390, height: 844 },
    colorScheme: 'light' as const,
    hant: true,
    screens: [SCREENS.home, SCREENS.charts, SCREENS.bazi, SCREENS.birthEditor, SCREENS.login],
  },
]

for (const cfg of CONFIGS) {
  describe(`first screens ${cfg.id}`, () => {
    let app: App
    beforeAll(async () => {
      app = await startApp({ viewport: cfg.viewport, colorScheme: cfg.colorScheme })
      await installFixedClock(app.page, FIXED_NOW.getTime())
      if (cfg.hant) {
        await app.open('packageA/settings/index')
        await app.page.locator('.page-shell:visible [data-testid="language-switch"] [data-value="zh-Hant"]').click()
        await app.page.waitForTimeout(300)
      }
    })
    afterAll(async () => {
      await app?.close()
    })

    it.each(cfg.screens.map((s) => [s.name, s] as const))('%s', async (_n, s) => {
      await app.open(s.route)
      if (s.ready) await app.page.waitForSelector(`.page-shell:visible ${s.ready}`, { timeout: 30_000 })
      await app.page.waitForTimeout(500)
      const png = await app.page.screenshot({ animations: 'disabled' })
      const name = `${s.name}-${cfg.id}`
      const r = compareWithBaseline(name, png, s.maxDiffRatio === undefined ? {} : { maxDiffRatio: s.maxDiffRatio })
      if (r.mode === 'compared') console.log(`${name}: ${r.diffPixels} pixels differ (${(r.diffRatio * 100).toFixed(3)} %)`)
    })
  })
}
