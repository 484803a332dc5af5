/**
 * 七政四余 positions against Swiss Ephemeris' own command-line program (Debian swetest 2.10.03, swe-basic-data files
 * in /usr/share/libswe/ephe): 36 seeded random charts 1800–2399, random places, tropical and sidereal (any SE_SIDM
 * 0–46), true and mean node, 罗睺 on either node, mean and osculating apogee. 七政, 罗睺, 计都 and 月孛 must agree
 * within 1″; the 26 距星 the catalogue holds must agree with `swetest -pf -xf<star>` within 1″ on 8 of the charts.
 * Expected values come from swetest, run here; nothing is stored. Without swetest the test fails:
 * `apt-get install swetest swe-basic-data`.
 */
import { computeZhengyuChart, parseZhengyuSettings, XIU, type ZhengyuChart } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { arcsec, arcTally, forEachAgainstSwetest, itHasSwetest, randomCharts, swetestRows, swetestText } from '../swetest'

const N_CASES = 36
const N_STAR_CASES = 8
const SEED = 20261124

interface Case {
  jdUT: number
  lat: number
  lng: number
  sidMode: number | null
  nodeType: 'true' | 'mean'
  luohouNode: 'ascending' | 'descending'
  yuebeiType: 'mean' | 'osculating'
}

function makeCases(): Case[] {
  return randomCharts(SEED, N_CASES, 60, (rng, i) => ({
    sidMode: i % 3 === 2 ? Math.floor(rng() * 47) : null,
    nodeType: rng() < 0.5 ? 'true' : 'mean',
    luohouNode: rng() < 0.5 ? 'ascending' : 'descending',
    yuebeiType: rng() < 0.5 ? 'mean' : 'osculating',
  }))
}

const NAMES: Record<string, string> = {
  Sun: '日', Moon: '月', Mercury: '水', Venus: '金', Mars: '火', Jupiter: '木', Saturn: '土',
  'mean Node': 'meanNode', 'true Node': 'trueNode', 'mean Apogee': 'meanApogee', 'osc. Apogee': 'oscApogee',
}

const sidArgs = (c: Case) => (c.sidMode === null ? [] : [`-sid${c.sidMode}`])

async function swetestBodies(c: Case): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [name, lon] of await swetestRows([`-bj${c.jdUT}`, '-ut', '-p0123456mtAB', '-fPl', ...sidArgs(c)])) {
    if (lon !== undefined && name in NAMES) out[NAMES[name]] = Number(lon)
  }
  return out
}

/** `swetest -pf -xf,alVir` prints "Spica,alVir, 203.8361481": the last field is the longitude. */
async function swetestStar(c: Case, star: string): Promise<number | undefined> {
  const stdout = await swetestText([`-bj${c.jdUT}`, '-ut', '-pf', `-xf${star}`, '-fPl', ...sidArgs(c)])
  // A star missing from the catalogue prints "Error: star ,35Ari not found" and a 0 longitude.
  if (/not found/.test(stdout)) return undefined
  const line = stdout.split('\n').find((l) => l.includes(star.slice(1)))
  return line === undefined ? undefined : Number(line.split(',').at(-1))
}

function chartOf(eph: Awaited<ReturnType<typeof getNodeEphemeris>>, c: Case): ZhengyuChart {
  const settings = parseZhengyuSettings({
    nodeType: c.nodeType,
    luohouNode: c.luohouNode,
    yuebeiType: c.yuebeiType,
    zodiac: c.sidMode === null ? 'tropical' : 'sidereal',
    ...(c.sidMode === null ? {} : { sidMode: c.sidMode }),
  })
  return computeZhengyuChart(eph, { jdUT: c.jdUT, latDeg: c.lat, lngDeg: c.lng }, settings)
}

describe('七政四余 against swetest (36 random charts)', () => {
  itHasSwetest()

  it('七政, 罗睺, 计都 (chosen node and convention) and 月孛 (chosen apogee) within 1″', async () => {
    const eph = await getNodeEphemeris('files')
    const tally = arcTally(1)
    await forEachAgainstSwetest(makeCases(), swetestBodies, (c, ref) => {
      const t = chartOf(eph, c)
      const label = `jd ${c.jdUT} sid ${c.sidMode} ${c.nodeType} node, 罗睺 ${c.luohouNode}, ${c.yuebeiType} apogee`
      const check = (ours: number, theirs: number | undefined, what: string) => tally.check(label, ours, theirs, what)
      for (const id of ['日', '月', '水', '金', '火', '木', '土'] as const) check(t.bodies[id].lonDeg, ref[id], id)
      const node = c.nodeType === 'true' ? ref.trueNode : ref.meanNode
      const [luohou, jidu] = c.luohouNode === 'ascending' ? [node, node + 180] : [node + 180, node]
      check(t.bodies['罗睺'].lonDeg, luohou, '罗睺')
      check(t.bodies['计都'].lonDeg, jidu, '计都')
      check(t.bodies['月孛'].lonDeg, c.yuebeiType === 'mean' ? ref.meanApogee : ref.oscApogee, '月孛')
    })
    expect(tally.checked).toBe(N_CASES * 10)
    expect(tally.worst).toBeLessThan(1)
  }, 60_000)

  it('距星 longitudes (今度) within 1″ of swetest -pf -xf<star>, the 宿 of each boundary its own', async () => {
    const eph = await getNodeEphemeris('files')
    const cases = makeCases().slice(0, N_STAR_CASES)
    let compared = 0
    for (const c of cases) {
      const t = chartOf(eph, c)
      const refs = await Promise.all(XIU.map((x) => swetestStar(c, x.star)))
      XIU.forEach((x, i) => {
        const start = t.xiuStarts[i]
        expect(start.name).toBe(x.name)
        if (refs[i] === undefined) {
          // Not in sefstars.txt (胃宿一 35 Ari, 鬼宿一 θ Cnc): the boundary is interpolated and says so.
          expect(start.source, `${x.name}: swetest has no ${x.star}`).toBe('interpolated')
          return
        }
        expect(start.source).toBe('catalogue')
        expect(arcsec(start.lonDeg, refs[i]!), `jd ${c.jdUT} sid ${c.sidMode} ${x.name} ${x.star}`).toBeLessThan(1)
        compared++
      })
    }
    expect(compared).toBe(N_STAR_CASES * 26)
  }, 120_000)
})
