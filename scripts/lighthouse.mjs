// Lighthouse (mobile preset) performance, accessibility and best-practices scores (LH_CATEGORIES to narrow) of the H5 build served by the real server.
// Usage: node scripts/lighthouse.mjs [h5 dir, default dist/h5]   (CHROME_PATH, default /usr/bin/chromium)
// Prints one row per page and every audit that did not pass in those two categories.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serveBuild } from './serve-build.mjs'

const staticDir = path.resolve(process.argv[2] ?? 'dist/h5')
const port = Number(process.env.PORT ?? 8187)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const categoryIds = (process.env.LH_CATEGORIES ?? 'performance,accessibility,best-practices').split(',')
const pages = [
  ['home', ''],
  ['charts', '#/pages/charts/charts'],
  ['natal chart', '#/packageA/natal-info/index?a=2'],
]

const { base, server } = await serveBuild(staticDir, port, 'xp-lighthouse-')

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const rows = []
try {
  for (const [name, route] of pages.filter(([name]) => !process.env.LH_PAGE || name === process.env.LH_PAGE)) {
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categoryIds,
    })
    const { categories, audits } = result.lhr
    if (process.env.LH_DUMP) fs.writeFileSync(process.env.LH_DUMP, JSON.stringify(audits['inspector-issues'], null, 1))
    // LH_SAVE=dir keeps each page's full report (<dir>/<page>.json) for reading the long tasks and the LCP element.
    if (process.env.LH_SAVE) fs.writeFileSync(path.join(process.env.LH_SAVE, `${name.replace(/ /g, '-')}.json`), JSON.stringify(result.lhr))
    const score = (id) => Math.round(categories[id].score * 100)
    const metric = (id) => audits[id]?.displayValue ?? ''
    rows.push({
      page: name,
      ...Object.fromEntries(categoryIds.map((id) => [id, score(id)])),
      ...(categoryIds.includes('performance')
        ? {
            FCP: metric('first-contentful-paint'),
            LCP: metric('largest-contentful-paint'),
            TBT: metric('total-blocking-time'),
            // Lighthouse's CPU benchmark of this machine at the time (a normal laptop scores 1,000–2,000).
            BI: Math.round(result.lhr.environment.benchmarkIndex),
          }
        : {}),
    })
    for (const id of categoryIds.filter((c) => c !== 'performance')) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          const items = (audit.details?.items ?? [])
            .map((i) => i.node?.snippet ?? i.issueType ?? i.description ?? i.source?.url ?? '')
            .concat((audit.details?.items ?? []).flatMap((i) => (i.subItems?.items ?? []).map((s) => JSON.stringify(s))))
            .filter(Boolean)
          console.log(`${name}: ${id} ${ref.id} (${audit.title})${items.length ? `\n    ${items.slice(0, 5).join('\n    ')}` : ''}`)
        }
      }
    }
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}
console.table(rows)
process.exit(0)
