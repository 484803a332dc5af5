import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compareWithBaseline } from '../../e2e/screenshot-compare'

/** A 100×100 white PNG with a black `side` × `height` rectangle at the top-left corner. */
function squarePng(side: number, height = side): Buffer {
  const png = new PNG({ width: 100, height: 100 })
  for (let y = 0; y < 100; y++)
    for (let x = 0; x < 100; x++) {
      const i = (y * 100 + x) * 4
      const ink = x < side && y < height ? 0 : 255
      png.data[i] = png.data[i + 1] = png.data[i + 2] = ink
      png.data[i + 3] = 255
    }
  return PNG.sync.write(png)
}

describe('screenshot comparison against baselines', () => {
  let dir: string
  const opts = () => ({ baselineDir: path.join(dir, 'baseline'), diffDir: path.join(dir, 'diff'), maxDiffRatio: 0.002 })
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xp-shots-'))
    fs.mkdirSync(path.join(dir, 'baseline'))
    fs.writeFileSync(path.join(dir, 'baseline', 'square.png'), squarePng(10))
  })
  afterEach(() => {
    delete process.env.UPDATE_SCREENSHOTS
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('the same image passes with 0 differing pixels', () => {
    expect(compareWithBaseline('square', squarePng(10), opts())).toEqual({ mode: 'compared', diffPixels: 0, diffRatio: 0 })
  })
  it('one changed row of 10 pixels (0.1 %) is within the 0.2 % tolerance', () => {
    expect(compareWithBaseline('square', squarePng(10, 11), opts()).diffPixels).toBe(10)
  })
  it('a square grown from 10 to 20 px (300 pixels, 3 %) fails and leaves the actual and diff images', () => {
    expect(() => compareWithBaseline('square', squarePng(20), opts())).toThrow(/300 pixels \(3\.000 %\)/)
    expect(fs.existsSync(path.join(dir, 'diff', 'square.diff.png'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'diff', 'square.actual.png'))).toBe(true)
  })
  it('a missing baseline fails and says how to make one', () => {
    expect(() => compareWithBaseline('absent', squarePng(10), opts())).toThrow(/UPDATE_SCREENSHOTS=1/)
  })
  it('UPDATE_SCREENSHOTS=1 rewrites the baseline', () => {
    process.env.UPDATE_SCREENSHOTS = '1'
    expect(compareWithBaseline('square', squarePng(20), opts()).mode).toBe('updated')
    delete process.env.UPDATE_SCREENSHOTS
    expect(compareWithBaseline('square', squarePng(20), opts()).diffPixels).toBe(0)
  })
})
