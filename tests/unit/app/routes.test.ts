import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildAppConfig } from '@/app-config'
import { ROUTES, TAB_ORDER, pagePathOf, tabRoutes } from '@/routes'
import { SPEC_PATH_ALIASES, resolvePagePath } from '@/spec-paths'
import { pageConfig } from '@/page-config'

describe('route table', () => {
  it('every route has a page file and a page config in src/', () => {
    for (const r of ROUTES) {
      const base = `src/${pagePathOf(r)}`
      expect(fs.existsSync(`${base}.tsx`), base).toBe(true)
      expect(fs.existsSync(`${base}.config.ts`), base).toBe(true)
    }
  })
  it('ids and paths are unique', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map(pagePathOf)).size).toBe(ROUTES.length)
  })
  it('the tab bar is exactly the SPEC §2 tabs whose page exists, in SPEC order', () => {
    // SPEC §2, in order: home, charts, energy, shop, mine. A tab page that exists in src/ must be a tab.
    const specTabs = ['pages/index/index', 'pages/charts/charts', 'pages/energy/energy', 'pages/sku-index/sku-index', 'pages/mine/mine']
    const existing = specTabs.filter((p) => fs.existsSync(`src/${p}.tsx`))
    expect(existing.length).toBeGreaterThanOrEqual(3)
    expect(tabRoutes().map(pagePathOf)).toEqual(existing)
    expect(buildAppConfig().tabBar?.list.map((t) => t.pagePath)).toEqual(existing)
  })
  it('the app config lists main pages first with home as the entry, sub-packages by root', () => {
    const cfg = buildAppConfig()
    expect(cfg.pages[0]).toBe('pages/index/index')
    for (const sp of cfg.subPackages) expect(sp.root).toMatch(/^package[A-E]$/)
    expect(cfg.tabBar?.list.map((t) => t.pagePath)).toEqual(tabRoutes().map(pagePathOf))
    for (const item of cfg.tabBar!.list) expect(fs.existsSync(`src/${item.iconPath}`)).toBe(true)
  })
  it('every tab has icons for both themes, normal and selected', () => {
    for (const t of TAB_ORDER)
      for (const th of ['light', 'dark']) for (const s of ['', '-active']) expect(fs.existsSync(`src/assets/tabbar/${t}-${th}${s}.png`)).toBe(true)
  })
  it('page configs carry the route flags', () => {
    expect(pageConfig('home').enablePullDownRefresh).toBe(true)
    expect(pageConfig('mine').enablePullDownRefresh).toBe(false)
    expect(pageConfig('settings').navigationStyle).toBe('custom')
  })

  it('the UI-kit gallery is a development page: out of the production app config, in the development one', () => {
    const pagesOf = (cfg: ReturnType<typeof buildAppConfig>) => cfg.subPackages.flatMap((sp) => sp.pages.map((p) => `${sp.root}/${p}`))
    expect(pagesOf(buildAppConfig())).not.toContain('packageE/test-page/index')
    expect(pagesOf(buildAppConfig(undefined, { devPages: true }))).toContain('packageE/test-page/index')
  })
})

// SPEC §2 page names per sub-package, copied from the SPEC (names inside parentheses are sub-pages of the one before).
const SPEC_PAGES: Record<string, string[]> = {
  pagesA: (
    'coin-buy user-info user-avatar-select chart-params chart-params/planet-info chart-params/house-info chart-params/aspect-info privacy ' +
    'settings settings/params protocol login report-list report-all natal-info luck chart-setting birth-editor birth-list address-edit ' +
    'birth-guess lucky-city about natal-planet reports/explanation-lite reports/single-house reports/co-chart reports/marriage-old ' +
    'reports/wealth-old reports/career-old reports/co-chart-old order-list order-info city-search birth-famous-list birth-famous timezone-edit ' +
    'birth-group birth-group-choose cochart chart-style-list chart-style-edit birth-invite message-list setting-utils fixed-star-planets ' +
    'user-account sync-settings'
  ).split(' '),
  pagesB: (
    'co-charts vedic-chart chinese-utils zhengyu-settings bazi-settings zwds-settings chinese-divination/index chinese-divination/yi ' +
    'chinese-divination/taiyi chinese-divination/liuyao chinese-divination/liuren chinese-divination/meihua chinese-divination/qimen ' +
    'ziping-settings cetian-settings zhengyu-co-chart vedic-settings xingxiu-settings xingxiu-chart classical-plus primary-directions-settings ' +
    'arabic-custom-list arabic-custom-edit harmonic-chart calendar pd-item circumambulation-settings zeri-settings moon-chart ' +
    'pd-settings-fixed-star pd-settings-arabic arabic-select qimen-settings'
  ).split(' '),
  pagesC: [
    'answer-book',
    'lib/lib',
    'testing',
    'xingxiu-info',
    'co-chart-more',
    'divination-history',
    'tarot-result',
    'tarot-settings',
    'tarot-decks',
    'tarot-daily',
    'tarot-plus',
    'lenormand-result',
    'lenormand-settings',
    'lenormand-decks',
    'lenormand-plus',
    'dice',
    'geomancy',
    'life-number',
    'life-number-settings',
    'mayan-totem',
    'mayan-settings',
    'mayan-calendar',
    'human-design',
    'human-design-settings',
    'psychological-test',
    'psychological-index',
    'psychological-history',
    'question-list',
    'about-any',
    'article',
    'cms-list',
    'cms-column',
    'cms-column-list',
    'course-list',
    'course-info',
    'course-list-my',
    'lesson-info',
    'book-club-list',
    'book-club-info',
    'book-club-list-my',
    'activity-list',
    'activity-info',
    'activity-list-my',
    'sku-list',
    'spu-info',
    'trolley',
    'order-create',
    'order-info',
    'post-address-list',
    'post-address-edit',
    'user-product-list-my',
    'ai-history',
    'user-product-buy',
  ],
  pagesD: [
    'birth-analysis-list',
    'birth-analysis',
    'birth-analysis-settings',
    'band-email',
    'band-tel',
    'retrograde',
    'wish',
    'password-set',
    'login-intro',
    'admin/index',
    'admin/income-daily',
    'admin/income-monthly',
    'admin/coin-deposit',
  ],
  pagesE: [
    'wish-page',
    'my-wishes',
    'wish-create',
    'tree-hole',
    'tree-hole-list',
    'worry-doll',
    'worry-doll-list',
    'meditation-index',
    'meditation-sound',
    'meditation-list',
    'wooden-fish',
    'daily-luck',
    'blog',
    'library',
    'test-page',
    'about-any',
  ],
}

/** The page a SPEC name means when we have it: its leaf name is our route id ('chinese-divination/index' is the index). */
function specRouteId(name: string): string {
  const parts = name.split('/')
  return parts[parts.length - 1] === 'index' ? parts[0] : parts[parts.length - 1]
}

describe('SPEC §2 paths', () => {
  const ids = new Set(ROUTES.map((r) => r.id))
  const cases = Object.entries(SPEC_PAGES).flatMap(([pkg, names]) =>
    names.filter((n) => ids.has(specRouteId(n))).map((n) => ({ spec: `${pkg}/${n}`, id: specRouteId(n) })),
  )

  it('covers the SPEC pages we have (at least the account, birth, chart and divination pages)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('$spec opens $id, in each written form, with its query', ({ spec, id }) => {
    const leaf = spec.split('/').pop()
    for (const form of [spec, `/${spec}`, spec.endsWith('/index') ? spec : `${spec}/${leaf}`, spec.endsWith('/index') ? spec : `${spec}/index`]) {
      const hit = resolvePagePath(`${form}?toPage=%2Fpages%2Fmine%2Fmine&n=1`)
      expect(hit?.route.id, form).toBe(id)
      expect(hit?.query).toBe('toPage=%2Fpages%2Fmine%2Fmine&n=1')
    }
  })

  it('the main pages and / resolve; our own package paths still resolve; unknown paths do not', () => {
    expect(resolvePagePath('/')?.route.id).toBe('home')
    expect(resolvePagePath('pages/index/index')?.route.id).toBe('home')
    expect(resolvePagePath('/pages/charts/charts?x=1')?.route.id).toBe('charts')
    expect(resolvePagePath('packageB/yi/index')?.route.id).toBe('yi')
    expect(resolvePagePath('pagesA/settings/nowhere')).toBeUndefined()
    expect(resolvePagePath('pagesZ/login')).toBeUndefined()
  })

  it('the tests hub answers its three SPEC names: psychological-index, testing and pages/test/test (测试)', () => {
    for (const form of ['pagesC/psychological-index', 'pagesC/testing/testing', '/pagesC/testing/index', 'pages/test/test', '/pages/test/test?x=1']) {
      expect(resolvePagePath(form)?.route.id, form).toBe('psych-tests')
    }
    expect(resolvePagePath('pages/test/ai-test')?.route.id).not.toBe('psych-tests')
  })

  it('SPEC pages/test-ai/test-ai and pages/test/ai-test open the reading page (package A, beside the ephemeris); pagesC/ai-history its history', () => {
    for (const form of ['pages/test-ai/test-ai', 'pages/test/ai-test', '/pages/test-ai/test-ai?x=1']) {
      expect(resolvePagePath(form)?.route, form).toMatchObject({ id: 'ai-reading', pkg: 'A' })
    }
    expect(resolvePagePath('pagesC/ai-history/ai-history')?.route).toMatchObject({ id: 'ai-history', pkg: 'C', needsLogin: true })
  })

  it('every alias names a SPEC page and a route that exists', () => {
    const specPaths = new Set([
      '',
      'pages/index',
      'pages/charts',
      'pages/energy',
      'pages/sku-index',
      'pages/mine',
      'pages/test',
      'pages/test-ai',
      'pages/test/ai-test',
      'pages/web-page',
      'pagesA/planet-info',
      'pagesA/house-info',
      'pagesA/aspect-info',
    ])
    for (const [pkg, names] of Object.entries(SPEC_PAGES)) for (const n of names) specPaths.add(`${pkg}/${n.replace(/\/index$/, '')}`)
    for (const [alias, id] of Object.entries(SPEC_PATH_ALIASES)) {
      expect(specPaths.has(alias), alias).toBe(true)
      expect(ids.has(id), id).toBe(true)
    }
  })
})

describe('二十八宿 pages', () => {
  it('SPEC pagesB/xingxiu-chart, xingxiu-settings and pagesC/xingxiu-info open the chart (package A, beside the ephemeris), its settings (B) and the mansion page (C)', () => {
    expect(resolvePagePath('pagesB/xingxiu-chart/xingxiu-chart')?.route).toMatchObject({ id: 'xingxiu-chart', pkg: 'A' })
    expect(resolvePagePath('pagesB/xingxiu-settings/xingxiu-settings')?.route).toMatchObject({ id: 'xingxiu-settings', pkg: 'B' })
    expect(resolvePagePath('pagesC/xingxiu-info/index?name=角')?.route).toMatchObject({ id: 'xingxiu-info', pkg: 'C' })
  })
})

describe('custom Arabic point pages', () => {
  it('SPEC pagesB/arabic-custom-list, arabic-custom-edit and arabic-select open the pages beside classical-plus (package A)', () => {
    for (const id of ['arabic-custom-list', 'arabic-custom-edit', 'arabic-select'])
      expect(resolvePagePath(`pagesB/${id}/${id}`)?.route).toMatchObject({ id, pkg: 'A' })
  })
})

describe('primary direction settings pages', () => {
  it('SPEC pagesB/pd-settings-fixed-star, pd-settings-arabic and circumambulation-settings open the pages beside the directions (package A)', () => {
    for (const id of ['pd-settings-fixed-star', 'pd-settings-arabic', 'circumambulation-settings'])
      expect(resolvePagePath(`pagesB/${id}/${id}`)?.route).toMatchObject({ id, pkg: 'A' })
  })
})
