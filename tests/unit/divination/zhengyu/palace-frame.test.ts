/** Palace frames: the 30° signs or the 十二次 by 宿度 of 《晋书·天文志》, one known fact per test. */
import {
  branchIn,
  branchOfLonDeg,
  computeZhengyuChart,
  duToDeg,
  mingGongByAscendant,
  palaceStartsOf,
  palaceWidthDeg,
  parseZhengyuSettings,
  xiuStartsAt,
  zhengyuXiandu,
  type PalaceStarts,
} from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const J2000 = 2451545.0

async function ciXiuAtJ2000(): Promise<{ starts: PalaceStarts; xiuLon: (name: string) => number }> {
  const eph = await getNodeEphemeris('files')
  const xiuStarts = xiuStartsAt(eph, J2000, parseZhengyuSettings({}))
  return { starts: palaceStartsOf('ciXiu', xiuStarts), xiuLon: (name) => xiuStarts.find((x) => x.name === name)!.lonDeg }
}

describe('十二次 by 宿度 (《晋书·天文志》 十二次度数)', () => {
  it('「自尾十度至南斗十一度为析木，于辰在寅」「自南斗十二度至须女七度为星纪，于辰在丑」: 斗11½度 is 寅, 斗12½度 丑', async () => {
    const { starts, xiuLon } = await ciXiuAtJ2000()
    expect(branchIn(xiuLon('斗') + duToDeg(11.5), starts)).toBe('寅')
    expect(branchIn(xiuLon('斗') + duToDeg(12.5), starts)).toBe('丑')
  })

  it('「自东井十六度至柳八度为鹑首，于辰在未」「自柳九度至张十六度为鹑火，于辰在午」: 柳8½度 is 未, 柳9½度 午', async () => {
    const { starts, xiuLon } = await ciXiuAtJ2000()
    expect(branchIn(xiuLon('柳') + duToDeg(8.5), starts)).toBe('未')
    expect(branchIn(xiuLon('柳') + duToDeg(9.5), starts)).toBe('午')
  })

  it('the twelve 次 close the circle', async () => {
    const { starts } = await ciXiuAtJ2000()
    const widths = (['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const).map((b) => palaceWidthDeg(b, starts))
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 9)
  })
})

describe('the palace frame setting changes the chart', () => {
  // The Sun at J2000.0 is at 280.37° (apparent, Meeus), 摩羯 by the signs; 斗宿一 φ Sgr is at 280.17° (Hipparcos), so the
  // Sun stands at 斗初度, short of 「南斗十二度」: 析木 寅 in the 十二次, 星纪 丑 by the signs.
  it('the Sun of J2000.0 is in 丑 on the signs and in 寅 on the 十二次', async () => {
    const eph = await getNodeEphemeris('files')
    const input = { jdUT: J2000, latDeg: 39.93, lngDeg: 116.41 }
    const signs = computeZhengyuChart(eph, input, parseZhengyuSettings({}))
    const ciXiu = computeZhengyuChart(eph, input, parseZhengyuSettings({ palaceFrame: 'ciXiu' }))
    expect(signs.bodies['日'].xiu).toBe('斗')
    expect(signs.bodies['日'].xiuDeg).toBeLessThan(1)
    expect(signs.bodies['日'].branch).toBe('丑')
    expect(ciXiu.bodies['日'].branch).toBe('寅')
    expect(ciXiu.palaces.find((p) => p.branch === '寅')!.bodies).toContain('日')
  })

  it('命宫 by the ascendant follows the frame: an ascendant at 斗5度 rises in 丑 on the signs, 寅 on the 十二次', async () => {
    const { starts, xiuLon } = await ciXiuAtJ2000()
    const asc = xiuLon('斗') + duToDeg(5)
    expect(branchOfLonDeg(asc)).toBe('丑')
    expect(mingGongByAscendant(asc, starts)).toBe('寅')
  })

  it('限度 walks the 次 as cut: each palace of the 限 runs between its own 次 edges', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: J2000, latDeg: 39.93, lngDeg: 116.41 }, parseZhengyuSettings({ palaceFrame: 'ciXiu' }))
    const x = zhengyuXiandu(c, J2000, 'table')
    for (const p of x.periods.slice(1)) {
      expect(p.toLonDeg).toBeCloseTo(c.palaceStarts[p.branch], 9)
      expect((p.fromLonDeg - p.toLonDeg + 360) % 360).toBeCloseTo(palaceWidthDeg(p.branch, c.palaceStarts), 9)
    }
  })
})

describe('palaceFrame setting', () => {
  it('defaults to the signs; a bad value is an input error', () => {
    expect(parseZhengyuSettings({}).palaceFrame).toBe('signs')
    expect(() => parseZhengyuSettings({ palaceFrame: 'houses' })).toThrow(/palaceFrame/)
  })
})
