import { describe, expect, it } from 'vitest'
import fs from 'node:fs'

// No ziwei board text under 11 px on a phone: the stylesheets are in 750-wide design px, so on a 375 px phone
// (the narrowest common width) a size s shows at s × 375 / 750 px; 11 px needs 22 design px.
const MIN_PX = 11
const PHONE_WIDTH_PX = 375
const DESIGN_WIDTH = 750

function fontSizes(file: string): { selector: string; designPx: number }[] {
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const out: { selector: string; designPx: number }[] = []
  for (const m of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const size = /font-size:\s*([\d.]+)px/.exec(m[2])
    if (size) out.push({ selector: m[1].trim(), designPx: Number(size[1]) })
  }
  return out
}

describe('ziwei board text size', () => {
  for (const file of ['src/components/ziwei-board/board.css', 'src/packageB/ziwei/index.css']) {
    it(`${file}: every font size is at least ${MIN_PX} px on a ${PHONE_WIDTH_PX} px phone`, () => {
      const sizes = fontSizes(file)
      expect(sizes.length).toBeGreaterThan(5)
      for (const s of sizes) expect((s.designPx * PHONE_WIDTH_PX) / DESIGN_WIDTH, s.selector).toBeGreaterThanOrEqual(MIN_PX)
    })
  }
  it('the parser sees a small size (the check can fail)', () => {
    fs.writeFileSync('/tmp/zb-small.css', '.a { font-size: 18px; }')
    expect(fontSizes('/tmp/zb-small.css')[0].designPx * 0.5).toBeLessThan(MIN_PX)
  })
})
