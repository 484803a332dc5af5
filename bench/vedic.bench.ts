/**
 * Vedic engine benchmark: `npx tsx bench/vedic.bench.ts`
 *   full chart: nine sidereal grahas + lagna, nakshatras, dignities, karakas, all sixteen vargas with vimshopaka,
 *   panchanga and Vimshottari to three levels (9 × 9 × 9 periods), on a different instant and place every call
 *   (Swiss Ephemeris caches the last position per body). Also the engine parts alone: vargas of ten points, the
 *   three-level dasha tree; the full chart again with Jaimini's chara dasa.
 */
import { computeDasha, computeVedicChart, defaultVedicSettings, vargaSign, VARGA_NUMBERS } from '@/astro/vedic'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { bench } from './lib'

async function main() {
  const eph = await getNodeEphemeris('files')
  const N = 3000
  const jd = (i: number) => 2415020.5 + i * 13.37 + (i % 24) / 24
  const place = (i: number) => [-50 + ((i * 37) % 110), -170 + ((i * 53) % 340)] as const
  let sink = 0
  const full = (i: number) => {
    const [lat, lng] = place(i)
    const c = computeVedicChart(eph, { jdUT: jd(i), latDeg: lat, lngDeg: lng }, defaultVedicSettings)
    sink += c.dasha.periods.length + c.vargas[60].Moon
  }
  bench('vedic chart: vargas D1–D60, 3 dasha levels', full, { runs: N, warmup: 300, unit: 'µs' })
  bench(
    '  16 vargas × 10 points',
    (i) => {
      for (const n of VARGA_NUMBERS) for (let k = 0; k < 10; k++) sink += vargaSign(n, (i * 7.77 + k * 33.3) % 360)
    },
    { runs: N, warmup: 300, unit: 'µs' },
  )
  bench(
    '  Vimshottari maha/antar/pratyantar (729)',
    (i) => {
      sink += computeDasha({ system: 'vimshottari', startLonDeg: (i * 7.77) % 360, birthJdUT: jd(i), yearDays: 365.25, levels: 3 }).periods.length
    },
    { runs: N, warmup: 300, unit: 'µs' },
  )
  const chara = { ...defaultVedicSettings, dasaType: 'chara' as const }
  bench(
    'vedic chart with chara dasa: up to 24 signs × 12 × 12',
    (i) => {
      const [lat, lng] = place(i)
      sink += computeVedicChart(eph, { jdUT: jd(i), latDeg: lat, lngDeg: lng }, chara).dasha.periods.length
    },
    { runs: N, warmup: 300, unit: 'µs' },
  )
  if (sink === 0) console.log('')
}

void main()
