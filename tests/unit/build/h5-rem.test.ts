import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { h5RemScript } from '../../../config/h5-rem'

/** Runs the root-size script in a page of the given root box; `resize()` fires the window's resize listener. */
function page(rect: { width: number; height: number }, innerWidth = rect.width) {
  const style: { fontSize?: string } = {}
  let onResize = () => {}
  const window = {
    innerWidth,
    document: { documentElement: { style, getBoundingClientRect: () => rect } },
    addEventListener: (_: string, cb: () => void) => (onResize = cb),
  }
  vm.runInNewContext(h5RemScript(), { window, setTimeout: () => 0 })
  return { style, resize: () => onResize() }
}

describe('H5 root font size', () => {
  it('750 design px span the device width: 20 px per 750 px, between 10 and 16 px', () => {
    expect(page({ width: 412, height: 0 }).style.fontSize).toBe(`${(20 * 412) / 750}px`)
    expect(page({ width: 300, height: 900 }).style.fontSize).toBe('10px')
    expect(page({ width: 1280, height: 900 }).style.fontSize).toBe('16px')
    expect(page({ width: 0, height: 0 }, 390).style.fontSize).toBe(`${(20 * 390) / 750}px`)
  })

  it('a resize while the content is shorter than the screen is wide keeps the width’s size (Taro’s took the height)', () => {
    const p = page({ width: 412, height: 120 })
    p.resize()
    expect(p.style.fontSize).toBe(`${(20 * 412) / 750}px`)
  })
})
