/**
 * Benchmark: one full 紫微 chart plus all time layers (大限, 小限, 流年, 流月, 流日, 流时).
 * Run: npx tsx bench/ziwei.bench.ts — prints median and p95 in milliseconds (goal: median < 5 ms).
 */
import { computeZiwei, computeZiweiLayers } from '../src/divination/ziwei'
import { bench } from './lib'

const run = (label: string, fn: (i: number) => void, n = 2000) => bench(label, fn, { runs: n, warmup: 200 })

const births = Array.from({ length: 97 }, (_, i) => ({
  sex: (i % 2) as 0 | 1,
  date: `${1950 + (i % 60)}-${1 + (i % 12)}-${1 + (i % 28)}`,
  time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
  birthZone: -8,
}))

run('natal chart (computeZiwei)', (i) => {
  computeZiwei(births[i % births.length])
})
run('full chart + all layers', (i) => {
  const chart = computeZiwei(births[i % births.length])
  computeZiweiLayers(chart, { date: `2025-${1 + (i % 12)}-${1 + (i % 28)}`, time: '10:30', birthZone: -8 })
})
run('full chart + all layers, one birth repeated', () => {
  const chart = computeZiwei(births[5])
  computeZiweiLayers(chart, { date: '2025-06-15', time: '10:30', birthZone: -8 })
})
const chartKept = computeZiwei(births[0])
run('layers only (chart kept, date changes)', (i) => {
  computeZiweiLayers(chartKept, { date: `2025-${1 + (i % 12)}-${1 + (i % 28)}`, time: '10:30', birthZone: -8 })
})
