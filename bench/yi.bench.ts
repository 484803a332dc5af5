/** Benchmarks for the yi / liuyao / meihua engines: `npx tsx bench/yi.bench.ts` prints median and p95 per call. */
import { createRng } from '@/core/random'
import { parseGanZhi } from '@/divination/common/ganzhi'
import { buildLiuyaoChart, castLiuyao } from '@/divination/liuyao'
import { castMeihua, meihuaByNumbers } from '@/divination/meihua'
import { hexagramText } from '@/divination/yi/text'

function bench(name: string, fn: (i: number) => unknown, runs = 2000): void {
  for (let i = 0; i < 200; i++) fn(i) // warm-up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn(i)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
  console.log(`${name.padEnd(44)} median ${(q(0.5) * 1000).toFixed(1).padStart(7)} µs   p95 ${(q(0.95) * 1000).toFixed(1).padStart(7)} µs   (${runs} runs)`)
}

const day = parseGanZhi('甲子')
const time = { date: '2024-03-10', time: '14:30', birthZone: -8 }
bench('liuyao chart from lines (buildLiuyaoChart)', () => buildLiuyaoChart({ lines: [7, 7, 9, 8, 8, 6], dayGanZhi: day }))
bench('liuyao coins + clock time (lunar pillars)', (i) => castLiuyao({ method: 'coins', time }, createRng(i)), 500)
bench('meihua by numbers', () => meihuaByNumbers([5, 12, 17, 9]))
bench('meihua by clock time (lunar date)', () => castMeihua({ method: 'time', time }), 500)
bench('hexagram text lookup', (i) => hexagramText((i % 64) + 1))
