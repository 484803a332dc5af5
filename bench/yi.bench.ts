/** Benchmarks for the yi / liuyao / meihua engines: `npx tsx bench/yi.bench.ts` prints median and p95 per call. */
import { createRng } from '@/core/random'
import { parseGanZhi } from '@/divination/common/ganzhi'
import { buildLiuyaoChart, castLiuyao } from '@/divination/liuyao'
import { castMeihua, meihuaByNumbers } from '@/divination/meihua'
import { hexagramText } from '@/divination/yi/text'
import { bench as benchLib } from './lib'

const bench = (name: string, fn: (i: number) => unknown, runs = 2000) => benchLib(name, fn, { runs, warmup: 200, unit: 'µs' })

const day = parseGanZhi('甲子')
const time = { date: '2024-03-10', time: '14:30', birthZone: -8 }
bench('liuyao chart from lines (buildLiuyaoChart)', () => buildLiuyaoChart({ lines: [7, 7, 9, 8, 8, 6], dayGanZhi: day }))
bench('liuyao coins + clock time (lunar pillars)', (i) => castLiuyao({ method: 'coins', time }, createRng(i)), 500)
bench('meihua by numbers', () => meihuaByNumbers([5, 12, 17, 9]))
bench('meihua by clock time (lunar date)', () => castMeihua({ method: 'time', time }), 500)
bench('hexagram text lookup', (i) => hexagramText((i % 64) + 1))
