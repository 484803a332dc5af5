// WCAG 2.2 contrast (SC 1.4.3 text 4.5:1, SC 1.4.11 UI parts 3:1) over the theme tokens that src/app.css defines.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TAB_BAR_THEME } from '@/tab-bar'

const CSS = fs.readFileSync(path.resolve('src/app.css'), 'utf8')

/** The custom properties of one theme block of app.css (the ones the pages use). */
function tokens(theme: 'light' | 'dark'): Record<string, string> {
  const block = CSS.match(new RegExp(`\\.theme-${theme}\\s*\\{([^}]*)\\}`))
  if (!block) throw new Error(`no .theme-${theme} block in app.css`)
  return Object.fromEntries([...block[1].matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\b/g)].map((m) => [m[1], m[2]]))
}

/** Relative luminance, WCAG 2.2 definition (sRGB, linearised with the 0.04045 threshold). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

// Text colours on the surfaces they are drawn on (ui-kit.css, app.css, page styles).
const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'card'],
  ['text', 'card-2'],
  ['text-2', 'bg'],
  ['text-2', 'card'],
  ['text-2', 'card-2'],
  ['text-3', 'bg'],
  ['text-3', 'card'],
  ['text-3', 'card-2'],
  ['accent', 'bg'],
  ['accent', 'card'],
  ['accent', 'card-2'],
  ['accent', 'accent-soft'],
  ['accent-text', 'accent'],
  ['danger', 'card'],
  ['danger', 'card-2'],
  ['ok', 'card'],
  ['nav-text', 'nav-bg'],
  ['card', 'text'],
]
// Non-text parts that carry meaning: the focus ring, selected segments and buttons.
const UI_PAIRS: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'card'],
  ['focus', 'card-2'],
  ['accent', 'card-2'],
  ['danger', 'card-2'],
]

describe('contrast formula (known values)', () => {
  it('black on white is 21:1, white on white 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBe(1)
  })
  it('#777777 on white is 4.48:1, just under AA (the classic example)', () => {
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})

describe.each(['light', 'dark'] as const)('%s theme tokens', (theme) => {
  const t = tokens(theme)

  it('defines every token the checks name', () => {
    for (const [fg, bg] of [...TEXT_PAIRS, ...UI_PAIRS]) {
      expect(t[fg], `--${fg}`).toMatch(/^#/)
      expect(t[bg], `--${bg}`).toMatch(/^#/)
    }
  })

  it.each(TEXT_PAIRS)('text --%s on --%s is at least 4.5:1', (fg, bg) => {
    expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(UI_PAIRS)('UI part --%s on --%s is at least 3:1', (fg, bg) => {
    expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(3)
  })

  it('tab bar labels (normal and selected) are at least 4.5:1 on the tab bar', () => {
    const bar = TAB_BAR_THEME[theme]
    expect(contrast(bar.color, bar.backgroundColor)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(bar.selectedColor, bar.backgroundColor)).toBeGreaterThanOrEqual(4.5)
  })
})
