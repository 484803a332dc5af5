/**
 * Astro engine benchmark: `npx tsx bench/astro.bench.ts`
 *   - WASM start-up in Node: glue import, first start (compile + instantiate + 2.1 MB data into the FS), further instances
 *   - full natal chart (17 bodies + 7 points, houses, declinations, sect, aspects) vs the bare swisseph-wasm calls
 *     the chart needs (17 × swe_calc_ut, 1 × SE_ECL_NUT, 1 × swe_houses_ex2) on the same instants, interleaved.
 * Prints median and p95 per chart, charts per second and the ratio.
 */
import { computeChart } from '@/astro'
import { EPHEMERIS_BODY_IDS, seBodyOf } from '@/astro/bodies'
import { SE, SEFLG } from '@/astro/ephemeris/constants'
import { createNodeEphemeris, loadGlue } from '@/platform/ephemeris.node'
import { stats } from './lib'

const fmt = (ms: number) => `${(ms * 1000).toFixed(1)} µs`

async function main() {
  let t = performance.now()
  await loadGlue()
  const importMs = performance.now() - t
  t = performance.now()
  const eph = await createNodeEphemeris({ mode: 'files' })
  const coldMs = performance.now() - t
  const warm: number[] = []
  for (let i = 0; i < 15; i++) {
    t = performance.now()
    await createNodeEphemeris({ mode: 'files' })
    warm.push(performance.now() - t)
  }
  const warmS = stats(warm)
  console.log(`glue module import: ${importMs.toFixed(1)} ms (JS module load, once per process)`)
  console.log(
    `WASM start-up (Node): first ${coldMs.toFixed(1)} ms (compile + instantiate + 2.1 MB data into the FS), again: median ${warmS.median.toFixed(1)} ms, best ${warmS.min.toFixed(1)} ms`,
  )

  // Bare calls with buffers allocated once, as lean as a caller can be.
  const mod = eph.module
  const xx = mod._malloc(48)
  const serr = mod._malloc(256)
  const cusps = mod._malloc(37 * 8)
  const ascmc = mod._malloc(80)
  const cs = mod._malloc(37 * 8)
  const as = mod._malloc(80)
  const bodies = EPHEMERIS_BODY_IDS.map((id) => seBodyOf(id, { nodeTrue: false, lilithTrue: false })!)
  const flag = SEFLG.SWIEPH | SEFLG.SPEED
  let sink = 0
  const bare = (jd: number, lat: number, lng: number) => {
    for (const b of bodies) {
      mod._swe_calc_ut(jd, b, flag, xx, serr)
      sink += mod.HEAPF64[xx >> 3]
    }
    mod._swe_calc_ut(jd, SE.ECL_NUT, SEFLG.SWIEPH, xx, serr)
    mod._swe_houses_ex2(jd, SEFLG.SWIEPH, lat, lng, 80 /* 'P' */, cusps, ascmc, cs, as, serr)
    sink += mod.HEAPF64[ascmc >> 3]
  }
  const full = (jd: number, lat: number, lng: number) => {
    sink += computeChart(eph, 'natal', { jdUT: jd, lat, lng }).aspects.length
  }

  // Different instants every call (Swiss Ephemeris caches the last position per body).
  const N = 4000
  const jds = Array.from({ length: N }, (_, i) => 2415020.5 + i * 9.137)
  const place = (i: number) => [-50 + ((i * 37) % 110), -170 + ((i * 53) % 340)] as const
  for (let i = 0; i < 300; i++) {
    bare(jds[i] + 0.5, ...place(i))
    full(jds[i] + 0.25, ...place(i))
  }
  // Interleaved blocks; the machine may be shared, so the best block (min) is printed beside median and p95.
  const bareT: number[] = []
  const fullT: number[] = []
  const BLOCK = 50
  for (let round = 0; round < 3; round++)
    for (let i = 0; i < N; i += BLOCK) {
      t = performance.now()
      for (let k = i; k < i + BLOCK; k++) bare(jds[k] + round * 0.1, ...place(k))
      bareT.push((performance.now() - t) / BLOCK)
      t = performance.now()
      for (let k = i; k < i + BLOCK; k++) full(jds[k] + round * 0.1 + 1e-3, ...place(k))
      fullT.push((performance.now() - t) / BLOCK)
    }
  const b = stats(bareT)
  const f = stats(fullT)
  console.log(
    `bare swisseph calls per chart: median ${fmt(b.median)}, p95 ${fmt(b.p95)}, best ${fmt(b.min)}  (${Math.round(1000 / b.median)} charts/s)`,
  )
  console.log(
    `full natal chart:              median ${fmt(f.median)}, p95 ${fmt(f.p95)}, best ${fmt(f.min)}  (${Math.round(1000 / f.median)} charts/s)`,
  )
  console.log(
    `ratio full / bare: median ${(f.median / b.median).toFixed(2)}×, best ${(f.min / b.min).toFixed(2)}×   [goals: ≤ 1.5×, < 300 µs median, start-up < 50 ms]`,
  )
  if (sink === 42) console.log('')
}

void main()
