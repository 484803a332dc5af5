// Renders the web app icons (a chart wheel on the accent colour) to PNGs with headless Chromium:
// 192 and 512 px ("any"), 512 px maskable (wheel inside the 80 % safe zone) and the 180 px Apple touch icon.
// Run once after changing the drawing: node scripts/build-pwa-icons.mjs. The PNGs are committed (src/assets/pwa).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const ACCENT = '#5a3dea'
// The tab bar's chart icon (scripts/build-icons.mjs) with the twelve sign divisions, on a 100×100 grid.
const spokes = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6
  const p = (r) => `${(50 + r * Math.cos(a)).toFixed(2)} ${(50 + r * Math.sin(a)).toFixed(2)}`
  return `M${p(20)} L${p(32)}`
}).join(' ')
const wheel = (scale) =>
  `<g transform="translate(50 50) scale(${scale}) translate(-50 -50)" fill="none" stroke="#fff" stroke-linecap="round">` +
  `<circle cx="50" cy="50" r="32" stroke-width="4"/><circle cx="50" cy="50" r="20" stroke-width="3"/>` +
  `<path d="${spokes}" stroke-width="2.2"/><circle cx="50" cy="50" r="4" fill="#fff" stroke="none"/></g>`
const ICONS = [
  { file: 'icon-192.png', size: 192, radius: 22, scale: 1.15 },
  { file: 'icon-512.png', size: 512, radius: 22, scale: 1.15 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, scale: 0.95 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 1.1 },
]

const out = path.resolve('src/assets/pwa')
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 })
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${icon.radius}" fill="${ACCENT}"/>${wheel(icon.scale)}</svg>`
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } })
  await page.close()
}
await browser.close()
console.log('web app icons written to', out)
