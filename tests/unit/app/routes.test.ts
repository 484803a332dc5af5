import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildAppConfig } from '@/app-config'
import { ROUTES, TAB_ORDER, pagePathOf, tabRoutes } from '@/routes'
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
  it('tabs follow the SPEC order and start with home', () => {
    const tabs = tabRoutes().map((r) => r.tab!)
    expect(tabs[0]).toBe('home')
    expect(tabs).toEqual(TAB_ORDER.filter((t) => tabs.includes(t)))
    expect(tabs).toContain('mine')
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
})
