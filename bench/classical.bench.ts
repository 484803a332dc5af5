/**
 * Classical engine benchmark: `npx tsx bench/classical.bench.ts`
 *   classical layer of one natal chart (sect, 11 lots, dignities of the seven planets, antiscia, prenatal syzygy,
 *   almuten, 39 fixed stars) plus firdaria, a profection and zodiacal releasing to level 2, on a different instant
 *   and place every call; and 200+ primary directions (11 promissors × 5 aspects × 2 sides × Asc/MC, direct and
 *   converse, Naibod key) of one chart. The natal chart itself is computed outside the timed part.
 */
import { computeChart } from '@/astro'
import { annualProfection, chartDirections, classicalChart, DEFAULT_PROMISSORS, firdaria, zodiacalReleasing } from '@/astro/classical'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { bench } from './lib'

async function main() {
  const eph = await getNodeEphemeris('files')
  const N = 1000
  const charts = Array.from({ length: 64 }, (_, i) =>
    computeChart(eph, 'natal', { jdUT: 2415020.5 + i * 913.37 + (i % 24) / 24, lat: -50 + ((i * 37) % 110), lng: -170 + ((i * 53) % 340) }),
  )
  let sink = 0
  bench(
    'classical layer + firdaria, profection, ZR L2',
    (i) => {
      const ch = charts[i % charts.length]
      const c = classicalChart(eph, ch)
      const sign = (lon: number) => Math.floor(lon / 30) + 1
      sink += c.fixedStars.length + firdaria(ch.jdUT, ch.isDiurnal).length
      sink += annualProfection(30, ch.houses.ascDeg, ch.houses.ascDeg, ch.jdUT, ch.jdUT + 365).months.length
      sink += zodiacalReleasing(ch.jdUT, sign(c.lots.Spirit), sign(c.lots.Fortune), { levels: 2 }).length
    },
    { runs: N, warmup: 100, unit: 'µs' },
  )
  const opts = { key: 'naibod' as const, method: 'zodiaco' as const, aspectAnglesDeg: [0, 60, 90, 120, 180], ageRange: [0, 400] as const }
  let count = 0
  bench(
    'primary directions, direct + converse',
    (i) => {
      const ch = charts[i % charts.length]
      const a = chartDirections(eph, ch, DEFAULT_PROMISSORS, ['Asc', 'Mc'], { ...opts, converse: false })
      const b = chartDirections(eph, ch, DEFAULT_PROMISSORS, ['Asc', 'Mc'], { ...opts, converse: true })
      count = a.directions.length + b.directions.length
    },
    { runs: N, warmup: 100, unit: 'µs' },
  )
  console.log(`  (${count} directions per call)`)
  if (sink === 0) console.log('')
}

void main()
