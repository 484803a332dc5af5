/** 限度 (行限): the 限度 table, the walk from 命宫, the 限 at an age and the 命宫-years reading. */
import { commands } from '@/cli/commands/zhengyu'
import {
  AGE_YEAR_DAYS,
  BRANCHES,
  computeZhengyuChart,
  palaceStartDeg,
  parseZhengyuSettings,
  XIANDU_YEARS,
  zhengyuXiandu,
  type ZhengyuChart,
} from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

/** Einstein, Ulm 1879-03-14 11:30 LMT. */
const EINSTEIN = { jdUT: 2407422.9, latDeg: 48.4, lngDeg: 10 }
const chartOf = async (raw: Record<string, unknown> = {}): Promise<ZhengyuChart> =>
  computeZhengyuChart(await getNodeEphemeris('files'), EINSTEIN, parseZhengyuSettings(raw))
const atAge = (c: ZhengyuChart, years: number) => c.jdUT + years * AGE_YEAR_DAYS

describe('限度 (行限)', () => {
  it('「命宫十五年，相貌十年 … 兄弟、财帛各五年」: twelve palaces, 100½ years', () => {
    expect(XIANDU_YEARS.map(([p]) => p)).toEqual(['命宫', '相貌', '福德', '官禄', '迁移', '疾厄', '夫妻', '奴仆', '男女', '田宅', '兄弟', '财帛'])
    expect(XIANDU_YEARS.reduce((sum, [, y]) => sum + y, 0)).toBe(100.5)
  })

  it('the 限 starts at 命宫 and goes one branch forward each palace; the palaces keep their chart names', async () => {
    const c = await chartOf()
    const x = zhengyuXiandu(c, c.jdUT, 'table')
    expect(x.periods[0].branch).toBe(c.mingGong)
    x.periods.forEach((p, j) => {
      expect(BRANCHES.indexOf(p.branch)).toBe((BRANCHES.indexOf(c.mingGong) + j) % 12)
      expect(c.palaces.find((q) => q.branch === p.branch)!.name).toBe(p.palace)
    })
    expect(x.periods[1]).toMatchObject({ palace: '相貌', startAge: 15, endAge: 25 })
    expect(x.periods[11].endAge).toBe(100.5)
  })

  it('at twenty the 限 is half-way through 相貌 (15–25), at the middle of that palace', async () => {
    const c = await chartOf()
    const x = zhengyuXiandu(c, atAge(c, 20), 'table')
    expect(x.current!.index).toBe(1)
    expect(x.current!.lonDeg).toBeCloseTo(palaceStartDeg(x.periods[1].branch) + 15, 6)
    expect(x.current!.xiu).toBe(c.xiuStarts.find((s) => s.name === x.current!.xiu)!.name)
  })

  it('命宫 walks from 命度 to the edge toward 相貌; none before birth or after 100½ years', async () => {
    const c = await chartOf()
    expect(zhengyuXiandu(c, c.jdUT + 1, 'table').current!.lonDeg).toBeCloseTo(c.mingDu.lonDeg, 1)
    expect(zhengyuXiandu(c, c.jdUT - 10, 'table').current).toBeNull()
    expect(zhengyuXiandu(c, atAge(c, 101), 'table').current).toBeNull()
  })

  it('the 三度一年 reading: 命宫 lasts the 童限 ten years plus its degrees from 命度 / 3, and the 限 rests on 命度 in 童限', async () => {
    const c = await chartOf()
    const arc = (((c.mingDu.lonDeg - palaceStartDeg(c.mingGong)) % 360) + 360) % 360
    const table = zhengyuXiandu(c, atAge(c, 5), 'table')
    const sanDu = zhengyuXiandu(c, atAge(c, 5), 'sanDu')
    expect(sanDu.periods[0].endAge).toBeCloseTo(10 + arc / 3, 9)
    expect(sanDu.periods[1].startAge).toBe(sanDu.periods[0].endAge)
    expect(table.periods[0].endAge).toBe(15)
    expect(sanDu.current!.lonDeg).toBeCloseTo(c.mingDu.lonDeg, 9)
    expect(table.current!.lonDeg).not.toBeCloseTo(c.mingDu.lonDeg, 3)
  })

  it('the setting reaches the chart settings and the CLI: xianduMingYears sanDu moves every later period', async () => {
    const input = { date: '1879-03-14', time: '11:30', birthZone: -0.6667, lat: 48.4, lng: 10 }
    const a = (await commands.zhengyu.run(input)) as {
      xiandu: { mingYears: string; periods: { endAge: number }[]; current: unknown }
      mingGong: string
    }
    const b = (await commands.zhengyu.run({ ...input, xianduMingYears: 'sanDu', xianduAtJdUT: 2407422.9 + 30 * AGE_YEAR_DAYS })) as typeof a & {
      xiandu: { current: { index: number; xiu: string } }
    }
    expect(a.mingGong).toBeTruthy()
    expect(a.xiandu.mingYears).toBe('table')
    expect(a.xiandu.current).toBeNull()
    expect(a.xiandu.periods[0].endAge).toBe(15)
    expect(b.xiandu.mingYears).toBe('sanDu')
    expect(b.xiandu.periods[0].endAge).not.toBe(15)
    expect(b.xiandu.periods[11].endAge).not.toBe(a.xiandu.periods[11].endAge)
    expect(b.xiandu.current.xiu).toMatch(/^.$/)
    expect(() => parseZhengyuSettings({ xianduMingYears: 'nine' })).toThrow(/xianduMingYears/)
  })
})
