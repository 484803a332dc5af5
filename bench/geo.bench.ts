// Gazetteer and time-zone lookup timings: npx tsx bench/geo.bench.ts
import china from '../src/geo/data/china'
import world from '../src/geo/data/world'
import tzData from '../src/geo/data/tz'
import { createGazetteer } from '../src/geo/gazetteer'
import { birthZoneFields, createTimeZoneDb } from '../src/geo/tz'
import { stats as statsOf } from './lib'

function stats(samples: number[]) {
  const s = statsOf(samples)
  return `median ${s.median.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms, max ${s.max.toFixed(3)} ms (n=${s.n})`
}

function main() {
  const builds: number[] = []
  let g = createGazetteer(china, world)
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    g = createGazetteer(china, world)
    builds.push(performance.now() - t)
  }
  console.log(`index build (${g.size} places): ${stats(builds)}`)

  const queries = [
    '上海',
    '朝阳',
    'chaoyang',
    '台北',
    '臺北',
    '香港',
    '伦敦',
    'New York',
    'cy',
    'bj',
    '北',
    'a',
    'shanghai',
    '乌鲁木齐',
    'zhangjiakou',
    'San',
    '县',
  ]
  for (let i = 0; i < 3; i++) for (const q of queries) g.search(q)
  const all: number[] = []
  for (const q of queries) {
    const own: number[] = []
    for (let i = 0; i < 30; i++) {
      const t = performance.now()
      g.search(q, { page: 1, pageSize: 20 })
      own.push(performance.now() - t)
    }
    all.push(...own)
    console.log(`search ${JSON.stringify(q).padEnd(16)} ${stats(own)}`)
  }
  console.log(`search (all queries): ${stats(all)}`)

  const db = createTimeZoneDb(tzData)
  const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Hong_Kong', 'Australia/Sydney']
  const tz: number[] = []
  for (let i = 0; i < 2000; i++) {
    const t = performance.now()
    birthZoneFields(db, zones[i % zones.length], `${1900 + (i % 150)}-07-15`, '08:00')
    tz.push(performance.now() - t)
  }
  console.log(`birthZoneFields: ${stats(tz)}`)
}

main()
