import { launchChromium } from '../../tests/e2e/browser.ts'
import { serveStatic } from '../../tests/e2e/static-server.ts'
const srv = await serveStatic('/work/main/dist')
const b = await launchChromium()
const p = await b.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
p.on('console', (m) => console.log('console:', m.type(), m.text(), JSON.stringify(m.location())))
p.on('requestfailed', (r) => console.log('failed', r.url()))
p.on('response', (r) => {
  if (r.status() >= 400) console.log('status', r.status(), r.url())
})
p.on('pageerror', (e) => console.log('pageerror:', e.message))
const hash = process.argv[2] ?? ''
await p.goto(srv.url + hash)
await p.waitForTimeout(1500)
await p.screenshot({ path: '/tmp/shot.png' })
await b.close()
await srv.close()
