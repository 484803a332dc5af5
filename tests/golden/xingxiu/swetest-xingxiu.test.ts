/**
 * The natal 宿 by the Moon against Swiss Ephemeris' own command-line program (Debian swetest 2.10.03, swe-basic-data
 * files in /usr/share/libswe/ephe): for 12 seeded random moments 1800–2399 the Moon's longitude must agree with
 * `swetest -p1` within 1″, and the 宿 it falls in must start at its 距星 as swetest places that star (`-pf -xf`),
 * the Moon lying less than the 宿's width past it. Expected values come from swetest, run here; nothing is stored.
 */
import { moonXiu } from '@/divination/xingxiu'
import { XIU } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { arcsec, arcTally, forEachAgainstSwetest, itHasSwetest, randomCharts, swetestRows, swetestText } from '../swetest'

const CASES = randomCharts(20261128, 12, 60, () => ({}))

async function swetestMoon(jdUT: number): Promise<number | undefined> {
  const row = (await swetestRows([`-bj${jdUT}`, '-ut', '-p1', '-fPl'])).find((r) => r[0] === 'Moon')
  return row ? Number(row[1]) : undefined
}

/** `swetest -pf -xf,alVir` prints "Spica,alVir, 203.8361481": the last field is the longitude. */
async function swetestStar(jdUT: number, star: string): Promise<number | undefined> {
  const stdout = await swetestText([`-bj${jdUT}`, '-ut', '-pf', `-xf${star}`, '-fPl'])
  if (/not found/.test(stdout)) return undefined
  const line = stdout.split('\n').find((l) => l.includes(star.slice(1)))
  return line === undefined ? undefined : Number(line.split(',').at(-1))
}

describe('the Moon’s 宿 against swetest (12 random moments)', () => {
  itHasSwetest()

  it('Moon longitude within 1″; its 宿 begins at the 距星 swetest places, the Moon inside the 宿', async () => {
    const eph = await getNodeEphemeris('files')
    const tally = arcTally(1)
    await forEachAgainstSwetest(
      CASES.map((c) => c.jdUT),
      async (jdUT) => {
        const m = moonXiu(eph, jdUT, 'modern')
        const i = XIU.findIndex((x) => x.name === m.xiu.name)
        const start = m.source === 'catalogue' ? await swetestStar(jdUT, XIU[i].star) : undefined
        const next = await swetestStar(jdUT, XIU[(i + 1) % 28].star)
        return { moon: await swetestMoon(jdUT), start, next }
      },
      (jdUT, ref) => {
        const m = moonXiu(eph, jdUT, 'modern')
        tally.check(`jd ${jdUT}`, m.lonDeg, ref.moon, 'Moon')
        if (ref.start !== undefined) expect(arcsec(m.lonDeg - m.xiuDeg, ref.start), `jd ${jdUT} ${m.xiu.name} 距星`).toBeLessThan(1)
        // The next 宿's 距星 (when catalogued) lies ahead of the Moon.
        if (ref.next !== undefined && ref.moon !== undefined) expect((ref.next - ref.moon + 360) % 360, `jd ${jdUT} next 距星`).toBeLessThan(40)
      },
    )
    expect(tally.checked).toBe(CASES.length)
  })
})
