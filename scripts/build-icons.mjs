// Renders the tab bar icons (SVG paths drawn here) to 81×81 PNGs for both themes with headless Chromium.
// Run once after changing an icon: node scripts/build-icons.mjs. The PNGs are committed (weapp needs files).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const ICONS = {
  home: '<path d="M12 38 L40 14 L68 38" /><path d="M20 32 V66 H60 V32" /><path d="M34 66 V48 H46 V66" />',
  charts: '<circle cx="40" cy="40" r="27" /><circle cx="40" cy="40" r="14" /><path d="M40 13 V26 M40 54 V67 M13 40 H26 M54 40 H67" />',
  energy: '<path d="M44 10 L20 44 H38 L34 70 L60 34 H42 Z" />',
  shop: '<path d="M16 28 H64 L60 68 H20 Z" /><path d="M30 28 V22 A10 10 0 0 1 50 22 V28" />',
  mine: '<circle cx="40" cy="28" r="13" /><path d="M14 68 C16 52 28 46 40 46 C52 46 64 52 66 68" />',
}
const COLOURS = { light: ['#8a8799', '#6b4eff'], dark: ['#8e8ca3', '#ff5fa2'] }

const out = path.resolve('src/assets/tabbar')
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 81, height: 81 }, deviceScaleFactor: 1 })
for (const [name, body] of Object.entries(ICONS)) {
  for (const [theme, [normal, active]] of Object.entries(COLOURS)) {
    for (const [suffix, colour, fill] of [
      ['', normal, 'none'],
      ['-active', active, active + '33'],
    ]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 80 80" fill="${fill}" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
      await page.screenshot({
        path: path.join(out, `${name}-${theme}${suffix}.png`),
        omitBackground: true,
        clip: { x: 0, y: 0, width: 81, height: 81 },
      })
    }
  }
}
await browser.close()
console.log('icons written to', out)
