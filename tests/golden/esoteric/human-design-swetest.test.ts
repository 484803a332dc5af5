/**
 * Human design over seeded random births 1800–2399 against Swiss Ephemeris' own command-line program (Debian
 * swetest 2.10.03, swe-basic-data files), run here; nothing is stored. For each birth, swetest gives the Sun and the
 * true node at birth and at our design moment: the Sun must be 88° back (≤ 0.01″, i.e. the root is exact to
 * ~0.005 s), and every gate.line of both columns must follow from swetest's longitudes by the 302° wheel (checked
 * here with the rule restated independently: 64 × 5.625° from 302° in the order of the golden file).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultHumanDesignSettings, humanDesignChart } from '@/astro/human-design'
import { createRng } from '@/core/random'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { arcsec, EPHE_DIR, haveSwetest, SWETEST, swetestRows } from '../swetest'

if (!haveSwetest) console.error(`swetest comparison cannot run: ${SWETEST} or ${EPHE_DIR} missing (apt-get install swetest swe-basic-data)`)

const fixture = JSON.parse(readFileSync(join(__dirname, 'esoteric.json'), 'utf8'))
const ORDER = fixture.human_design_western.gate_order_from_302deg as number[]
/** "Gate 41 begins at 302deg … 64 gates x 5.625deg, 6 lines x 0.9375deg" (western.json human_design rules). */
function gateLineOf(lonDeg: number): string {
  const offset = (((lonDeg - 302) % 360) + 360) % 360
  return `${ORDER[Math.floor(offset / 5.625)]}.${Math.floor((offset % 5.625) / 0.9375) + 1}`
}

const SWETEST_NAMES: Record<string, string> = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mercury: 'Mercury',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptune: 'Neptune',
  Pluto: 'Pluto',
  'true Node': 'NorthNode',
}

async function swetestLons(jdUT: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [name, lon] of await swetestRows([`-bj${jdUT}`, '-ut', '-p0123456789t', '-fPl'])) {
    if (SWETEST_NAMES[name]) out[SWETEST_NAMES[name]] = Number(lon)
  }
  out.Earth = (out.Sun + 180) % 360
  out.SouthNode = (out.NorthNode + 180) % 360
  return out
}

/** Longitudes within this of a line boundary may fall either side between two correct programs (1″). */
const nearBoundary = (lonDeg: number) => {
  const inLine = (((lonDeg - 302) % 0.9375) + 0.9375) % 0.9375
  return Math.min(inLine, 0.9375 - inLine) * 3600 < 1
}

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

describe.runIf(haveSwetest)('human design against swetest, 24 seeded random births 1800–2399', () => {
  const rng = createRng(25)
  const births = Array.from({ length: 24 }, () => 2378497.5 + 100 + rng() * (2597640.5 - 2378497.5 - 200))

  it.each(births.map((jd, i) => [i, jd] as const))('birth %i (jdUT %f)', async (_i, jdUT) => {
    const chart = humanDesignChart(eph, jdUT, defaultHumanDesignSettings)
    const [atBirth, atDesign] = await Promise.all([swetestLons(jdUT), swetestLons(chart.designJdUT)])
    expect(Object.keys(atBirth).sort()).toEqual(Object.keys(chart.personality).sort())
    expect(arcsec(atBirth.Sun - 88, atDesign.Sun)).toBeLessThan(0.01)
    for (const [column, lons] of [
      ['personality', atBirth],
      ['design', atDesign],
    ] as const)
      for (const [id, lon] of Object.entries(lons)) {
        if (nearBoundary(lon)) continue
        const a = chart[column][id as 'Sun']
        expect([column, id, `${a.gate}.${a.line}`]).toEqual([column, id, gateLineOf(lon)])
      }
  })
})
