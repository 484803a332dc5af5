/** Wheel layout time per chart (natal single wheel, transit bi-wheel) and SVG export; run: npx tsx bench/chart-wheel.bench.ts */
import { computeChart } from '@/astro'
import { wheelChartOf, wheelSourceOf } from '@/components/chart-wheel/from-chart'
import { layoutWheel } from '@/components/chart-wheel/layout'
import { displayListToSvg } from '@/components/chart-wheel/render'
import { BUILTIN_STYLES } from '@/chart-styles/styles'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { stats as statsOf } from './lib'

function stats(xs: number[]): string {
  const s = statsOf(xs)
  return `median ${s.median.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms`
}

async function main() {
  const eph = await getNodeEphemeris()
  const birth = { date: '1879-03-14', time: '11:30', birthZone: -0.66574, lat: 48.4, lng: 9.9861 }
  const opts = {
    sizePx: 360,
    style: BUILTIN_STYLES[0],
    showDegree: true,
    showTerm: true,
    aspectLineSolid: false,
    aspectLineHidden: false,
    professional: false,
    classicSign: false,
    showSignLine: false,
    planetColorType: 0,
  }
  for (const [name, kind, input] of [
    ['natal', 'natal', birth],
    ['transit (bi-wheel)', 'transit', { ...birth, at: { jdUT: 2460462.5 } }],
  ] as const) {
    const src = wheelSourceOf(computeChart(eph, kind, input as Record<string, unknown>))
    const inner = wheelChartOf(src.inner)
    const outer = src.outer ? wheelChartOf(src.outer) : null
    const layout: number[] = []
    const svg: number[] = []
    for (let i = 0; i < 600; i++) {
      const t0 = performance.now()
      const l = layoutWheel(inner, outer, src.aspects, opts)
      const t1 = performance.now()
      displayListToSvg(l.display)
      const t2 = performance.now()
      if (i >= 100) {
        layout.push(t1 - t0)
        svg.push(t2 - t1)
      }
    }
    console.log(`${name}: layout ${stats(layout)}; SVG ${stats(svg)}`)
  }
}
void main()
