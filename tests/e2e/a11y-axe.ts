import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { ROUTES, pagePathOf } from '../../src/routes'

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0–2.2 A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeFinding {
  id: string
  impact: string
  nodes: string[]
}

/** Runs axe-core in the page and returns the critical and serious violations (with a few node selectors each). */
export async function axeSerious(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: unknown,
          o: unknown,
        ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[] }>
      }
    }
    const r = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} :: ${n.failureSummary.split('\n')[1] ?? ''}`),
    }))
  }, TAGS)
  return found.filter((f) => f.impact === 'critical' || f.impact === 'serious')
}

/** Query strings that give a page something to show (sample births 2 and 3 ship with the app). */
const PARAMS: Record<string, string> = {
  'natal-info': 'a=2',
  chart: 'kind=transit&a=2&at=1717214400000',
  cochart: 'kind=synastry&a=2&b=3',
  'co-chart-more': 'a=2&b=3',
  'harmonic-chart': 'a=2&n=5',
  'natal-planet': 'a=2&id=Sun',
  'timezone-edit': 'value=-8',
  'chart-setting': 'type=natal',
  'chart-params': 'type=natal',
  'planet-info': 'id=Sun',
  'house-info': 'n=1',
  'aspect-info': 'n=1',
  // The server's demo content (docs/content.md): column 1 and its first article.
  article: 'id=1',
  'cms-column': 'id=1',
  // The demo courses: course 2 is the priced one, lesson 4 its free preview.
  'course-info': 'id=2',
  'lesson-info': 'id=4&course=2',
  'about-any': 'key=privacy',
  'library-entry': 'id=house-7',
  // The seeded shop (server/migrations/004_commerce.sql): product 6 is the tote bag.
  'spu-info': 'id=6',
  'sku-list': 'kind=physical',
}

/** Hash route of every page a visitor can open (development pages and login-only pages left out). */
export function routedPages(): { id: string; path: string }[] {
  return ROUTES.filter((r) => !r.devOnly && !r.needsLogin).map((r) => ({
    id: r.id,
    path: PARAMS[r.id] ? `${pagePathOf(r)}?${PARAMS[r.id]}` : pagePathOf(r),
  }))
}
