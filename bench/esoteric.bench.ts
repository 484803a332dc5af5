/**
 * Mayan Dreamspell, life numbers and human design: `npx tsx bench/esoteric.bench.ts`.
 * Goal (issue 25): one human design chart < 5 ms median, design-moment root-finding included.
 */
import { designJdUTOf, defaultHumanDesignSettings, humanDesignChart } from '@/astro/human-design'
import { defaultLifeNumberSettings, lifeNumbers } from '@/divination/numerology'
import { mayanDay } from '@/divination/mayan'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { bench } from './lib'

async function main() {
  const eph = await getNodeEphemeris('files')
  // Birth instants spread over 1900–2030 (the ephemeris files cover 1800–2400).
  const jd = (i: number) => 2415020.5 + ((i * 9137.37) % 47000)
  bench('human design chart (26 activations, bodygraph)', (i) => humanDesignChart(eph, jd(i), defaultHumanDesignSettings), {
    runs: 2000,
    warmup: 100,
  })
  bench('human design: design moment alone (Newton on the Sun)', (i) => designJdUTOf(eph, jd(i), defaultHumanDesignSettings), {
    runs: 2000,
    warmup: 100,
    unit: 'µs',
  })
  const date = (i: number) => ({ year: 1900 + (i % 200), month: 1 + (i % 12), day: 1 + ((i * 7) % 28) })
  bench('Mayan day (kin, oracle, 13-Moon date)', (i) => mayanDay(date(i)), { runs: 20000, warmup: 500, unit: 'µs' })
  bench('life numbers (with the 1–9 grid)', (i) => lifeNumbers(date(i), defaultLifeNumberSettings), { runs: 20000, warmup: 500, unit: 'µs' })
}

void main()
