/**
 * Benchmark: one full 紫微 chart plus all time layers (大限, 小限, 流年, 流月, 流日, 流时).
 * Run: npx tsx bench/ziwei.bench.ts — prints median and p95 in milliseconds (goal: median < 5 ms).
 */
import { computeZiwei, computeZiweiLayers } from '../src/divination/ziwei'

function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] }
}

function run(label: string, fn: (i: number) => void, n = 2000): void {
  for (let i = 0; i < 200; i++) fn(i) // warm-up
  const samples: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    fn(i)
    samples.push(performance.now() - t0)
  }
  const { median, p95 } = stats(samples)
  console.log(`${label.padEnd(44)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   (n=${n})`)
}

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
