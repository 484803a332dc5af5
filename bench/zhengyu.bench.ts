/**
 * 七政四余 benchmark: `npx tsx bench/zhengyu.bench.ts`
 *   one chart: 七政, nodes, apogee, 紫炁, the 28 距星 from sefstars.txt (今度), houses for the ascendant, 宿 and
 *   宿度 of eleven bodies, 命宫 and 十二宫, the 神煞 of year, month and hour; a different instant and place every call. Also the 28
 *   boundaries alone, the 神煞 lookup alone, the 限度 of a chart alone and the 古度 option.
 */
import { computeZhengyuChart, parseZhengyuSettings, xiuStartsAt, zhengyuShensha, zhengyuXiandu } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { bench } from './lib'

async function main() {
  const eph = await getNodeEphemeris('files')
  const N = 2000
  const jd = (i: number) => 2415020.5 + i * 13.37 + (i % 24) / 24
  const place = (i: number) => [-50 + ((i * 37) % 110), -170 + ((i * 53) % 340)] as const
  const modern = parseZhengyuSettings({})
  const ancient = parseZhengyuSettings({ xiuWidths: 'ancient' })
  let sink = 0
  /** One chart at the i-th instant and place. */
  const chartRun = (settings: typeof modern) => (i: number) => {
    const [lat, lng] = place(i)
    sink += computeZhengyuChart(eph, { jdUT: jd(i), latDeg: lat, lngDeg: lng }, settings).palaces.length
  }
  bench('zhengyu chart (今度 from the star catalogue)', chartRun(modern), { runs: N, warmup: 200, unit: 'µs' })
  bench('  28 距星 boundaries alone', (i) => (sink += xiuStartsAt(eph, jd(i), modern).length), { runs: N, warmup: 200, unit: 'µs' })
  /** The i-th year pillar (stem and branch of one parity), month and hour. */
  const moment = (i: number) => ({ yearStem: i % 10, yearBranch: (i % 60) % 12, monthBranch: (i * 5) % 12, hourBranch: (i * 7) % 12 })
  bench('  神煞 of a year, month and hour alone', (i) => (sink += zhengyuShensha(moment(i)).length), { runs: N, warmup: 200, unit: 'µs' })
  const chart = computeZhengyuChart(eph, { jdUT: jd(0), latDeg: 40, lngDeg: 116 }, modern)
  bench('  限度 of a chart alone', (i) => (sink += zhengyuXiandu(chart, jd(0) + i * 7.3, 'table').periods.length), {
    runs: N,
    warmup: 200,
    unit: 'µs',
  })
  bench('zhengyu chart (古度 widths)', chartRun(ancient), { runs: N, warmup: 200, unit: 'µs' })
  if (sink === 0) console.log('')
}

void main()
