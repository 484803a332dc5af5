import fs from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/**
 * Pixel comparison of e2e screenshots against reviewed baselines in tests/e2e/__screenshots__/baseline/.
 * `UPDATE_SCREENSHOTS=1` writes the baselines instead (look at each one before committing it). A failed
 * comparison leaves the actual image and a diff image (changed pixels in red) in __screenshots__/diff/.
 */
export const BASELINE_DIR = path.resolve('tests/e2e/__screenshots__/baseline')
export const DIFF_DIR = path.resolve('tests/e2e/__screenshots__/diff')

export interface CompareOptions {
  /** pixelmatch per-pixel colour threshold (0–1): 0.1 ignores anti-aliasing noise. */
  pixelThreshold?: number
  /** Share of pixels allowed to differ (0–1). */
  maxDiffRatio?: number
  /** Baseline folder (tests use a scratch one). */
  baselineDir?: string
  diffDir?: string
}

export interface CompareResult {
  /** 'updated' when baselines were rewritten, else 'compared'. */
  mode: 'updated' | 'compared'
  diffPixels: number
  diffRatio: number
}

export function updatingBaselines(): boolean {
  return process.env.UPDATE_SCREENSHOTS === '1'
}

/** Compares a PNG with the baseline of that name; throws with the figures and the diff path when it differs. */
export function compareWithBaseline(name: string, actualPng: Buffer, options: CompareOptions = {}): CompareResult {
  const { pixelThreshold = 0.1, maxDiffRatio = 0.002, baselineDir = BASELINE_DIR, diffDir = DIFF_DIR } = options
  const baselineFile = path.join(baselineDir, `${name}.png`)
  if (updatingBaselines()) {
    fs.mkdirSync(baselineDir, { recursive: true })
    fs.writeFileSync(baselineFile, actualPng)
    return { mode: 'updated', diffPixels: 0, diffRatio: 0 }
  }
  if (!fs.existsSync(baselineFile))
    throw new Error(`no baseline ${path.relative(process.cwd(), baselineFile)}: run with UPDATE_SCREENSHOTS=1 and review it`)
  const expected = PNG.sync.read(fs.readFileSync(baselineFile))
  const actual = PNG.sync.read(actualPng)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFailure(diffDir, name, actualPng)
    throw new Error(`${name}: size ${actual.width}×${actual.height} differs from the baseline ${expected.width}×${expected.height}`)
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: pixelThreshold })
  const diffRatio = diffPixels / (actual.width * actual.height)
  if (diffRatio > maxDiffRatio) {
    writeFailure(diffDir, name, actualPng, PNG.sync.write(diff))
    throw new Error(
      `${name}: ${diffPixels} pixels (${(diffRatio * 100).toFixed(3)} %) differ from the baseline, more than ${(maxDiffRatio * 100).toFixed(3)} %; ` +
        `see ${path.relative(process.cwd(), path.join(diffDir, `${name}.diff.png`))}`,
    )
  }
  return { mode: 'compared', diffPixels, diffRatio }
}

function writeFailure(diffDir: string, name: string, actualPng: Buffer, diffPng?: Buffer): void {
  fs.mkdirSync(diffDir, { recursive: true })
  fs.writeFileSync(path.join(diffDir, `${name}.actual.png`), actualPng)
  if (diffPng) fs.writeFileSync(path.join(diffDir, `${name}.diff.png`), diffPng)
}
