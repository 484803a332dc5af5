/** Benchmarks for the qimen, liuren and taiyi boards: `npx tsx bench/qimen-liuren.bench.ts` prints median and p95 per board. */
import { momentOf } from '@/divination/calendar'
import { ganZhiAt } from '@/divination/common/ganzhi'
import { dayQimenChart, normalizeQimenSettings, qimenChart } from '@/divination/qimen'
import { liurenBoard, liurenChart } from '@/divination/liuren'
import { taiyiChart } from '@/divination/taiyi'
import { bench as benchLib } from './lib'

const bench = (name: string, fn: (i: number) => unknown, runs = 2000) => benchLib(name, fn, { runs, warmup: 200, unit: 'µs' })

// a different hour of 2021 on each run (terms of the year cached after the warm-up, as on a device)
const moments = Array.from({ length: 500 }, (_, i) => momentOf({ jdUT: 2459215.5 + i * 0.73 }))
const zhiRun = normalizeQimenSettings({ juMethod: 'zhirun' })
const fei = normalizeQimenSettings({ pan: 'fei' })
const day = normalizeQimenSettings({ jia: 'day' })
bench('qimen 时家 转盘 拆补 board', (i) => qimenChart(moments[i % 500]))
bench('qimen 飞盘 board', (i) => qimenChart(moments[i % 500], fei))
bench('qimen 置闰 board (chain from eight half-years back)', (i) => qimenChart(moments[i % 500], zhiRun))
bench('qimen 日家 (金函) board', (i) => dayQimenChart(moments[i % 500], day))
bench('liuren board from an instant', (i) => liurenChart(moments[i % 500]))
bench('liuren board from 月将, 日干支, 占时', (i) => liurenBoard(i % 12, ganZhiAt(i).stem, ganZhiAt(i).branch, (i * 5) % 12))
bench('taiyi 岁计 board', (i) => taiyiChart(moments[i % 500], { mode: 'year', school: 'tongzong' }))
bench('taiyi 时计 board', (i) => taiyiChart(moments[i % 500], { mode: 'hour', school: 'tongzong' }))
