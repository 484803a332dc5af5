/**
 * Swiss Ephemeris' own command-line program (Debian package swetest 2.10.03 with the swe-basic-data files in
 * /usr/share/libswe/ephe) as the oracle of the golden tests: one runner, one output reader, one arc distance.
 */
import { expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { createRng } from '@/core/random'

export const SWETEST = '/usr/bin/swetest'
export const EPHE_DIR = '/usr/share/libswe/ephe'
export const haveSwetest = existsSync(SWETEST) && existsSync(`${EPHE_DIR}/sepl_18.se1`)

const run = promisify(execFile)

/** stdout of `swetest -edir<EPHE_DIR> <args> -head -g,` (comma-separated fields, no header). */
export async function swetestText(args: string[]): Promise<string> {
  const { stdout } = await run(SWETEST, [`-edir${EPHE_DIR}`, ...args, '-head', '-g,'])
  return stdout
}

/** The output of swetestText as rows of trimmed fields: [name, value, value…]. */
export async function swetestRows(args: string[]): Promise<string[][]> {
  const stdout = await swetestText(args)
  return stdout.split('\n').map((line) => line.split(',').map((s) => s.trim()))
}

/** Distance between two longitudes in arc seconds (0…648000). */
export const arcsec = (aDeg: number, bDeg: number) => Math.abs(((aDeg - bDeg + 540) % 360) - 180) * 3600

/** The first test of a swetest suite: a missing oracle is a failure, never a silent skip. */
export function itHasSwetest(): void {
  it('swetest and the ephemeris files are installed', () => {
    expect(haveSwetest, `${SWETEST} or ${EPHE_DIR} missing: apt-get install swetest swe-basic-data`).toBe(true)
  })
}

/** Runs swetest for the cases `batchSize` at a time and hands each case with its reference to `each`, in order. */
export async function forEachAgainstSwetest<C, R>(cases: readonly C[], reference: (c: C) => Promise<R>, each: (c: C, ref: R) => void, batchSize = 4) {
  for (let i = 0; i < cases.length; i += batchSize) {
    const batch = cases.slice(i, i + batchSize)
    const refs = await Promise.all(batch.map(reference))
    batch.forEach((c, k) => each(c, refs[k]))
  }
}

/** Longitude checks against swetest within a bound: each one asserts, and the worst difference and count are kept. */
export function arcTally(limitArcsec: number) {
  const tally = {
    worst: 0,
    checked: 0,
    check(label: string, oursDeg: number, theirsDeg: number | undefined, what: string) {
      expect(theirsDeg, `${label}: swetest printed no ${what}`).toBeDefined()
      const d = arcsec(oursDeg, theirsDeg!)
      tally.worst = Math.max(tally.worst, d)
      tally.checked++
      expect(d, `${label} ${what}`).toBeLessThan(limitArcsec)
    },
  }
  return tally
}

/** 1800-01-02 and 2399-12-30, 0h UT: the span of the swe-basic-data files. */
export const JD_1800 = 2378497.5
export const JD_2400 = 2597640.5

/**
 * `count` seeded random charts: an instant 1800–2399, a latitude within ±`maxLatDeg`, any longitude, then the case's
 * own choices from `rest` (drawn in that order from the same generator).
 */
export function randomCharts<X>(seed: number, count: number, maxLatDeg: number, rest: (rng: () => number, i: number) => X) {
  const rng = createRng(seed)
  return Array.from({ length: count }, (_, i) => ({
    jdUT: JD_1800 + rng() * (JD_2400 - JD_1800),
    lat: -maxLatDeg + rng() * 2 * maxLatDeg,
    lng: -180 + rng() * 360,
    ...rest(rng, i),
  }))
}
