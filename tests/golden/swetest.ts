/**
 * Swiss Ephemeris' own command-line program (Debian package swetest 2.10.03 with the swe-basic-data files in
 * /usr/share/libswe/ephe) as the oracle of the golden tests: one runner, one output reader, one arc distance.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'

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
