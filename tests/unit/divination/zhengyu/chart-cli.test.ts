/** 七政四余 chart assembly and the `zhengyu` CLI contract (DESIGN §3): fields, settings, exit 2 on bad input. */
import { spawnSync } from 'node:child_process'
import { commands } from '@/cli/commands/zhengyu'
import { BRANCHES, computeZhengyuChart, parseZhengyuSettings, PALACE_NAMES, ZHENGYU_BODIES } from '@/divination/zhengyu'
import { createRng } from '@/core/random'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })
const BEIJING = { date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41 }

describe('七政四余 chart', () => {
  it('the 太阳 method agrees with the rising palace to within one palace at the equator (the rule is the sky turning by the hour)', async () => {
    const eph = await getNodeEphemeris('files')
    const rng = createRng(23)
    for (let i = 0; i < 40; i++) {
      const input = { jdUT: 2440000 + rng() * 30000, latDeg: 0, lngDeg: -180 + rng() * 360 }
      const byAsc = computeZhengyuChart(eph, input, parseZhengyuSettings({}))
      const bySun = computeZhengyuChart(eph, input, parseZhengyuSettings({ mingGongMethod: 'sun' }))
      const d = (BRANCHES.indexOf(byAsc.mingGong) - BRANCHES.indexOf(bySun.mingGong) + 12) % 12
      expect([0, 1, 11], `jd ${input.jdUT} lng ${input.lngDeg}`).toContain(d)
    }
  })

  it('十二宫 run backwards through the branches from 命宫 and hold every body once', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: 2448058, latDeg: 39.93, lngDeg: 116.41 }, parseZhengyuSettings({}))
    expect(c.palaces.map((p) => p.name)).toEqual([...PALACE_NAMES])
    expect(c.palaces[0].branch).toBe(c.mingGong)
    c.palaces.forEach((p, k) => expect(BRANCHES.indexOf(p.branch)).toBe((BRANCHES.indexOf(c.mingGong) - k + 12) % 12))
    expect(c.palaces.flatMap((p) => p.bodies).sort()).toEqual([...ZHENGYU_BODIES].sort())
  })
})

describe('engine CLI: zhengyu', () => {
  it('prints zodiac, nodeConvention, the eleven bodies with 宿 and 宿度, 28 xiuStarts, mingGong and 12 palaces', async () => {
    const out = (await commands.zhengyu.run(BEIJING)) as Record<string, unknown>
    expect(out.zodiac).toBe('tropical')
    expect(out.nodeConvention).toBe('ascending')
    const bodies = out.bodies as Record<string, { lon: number; xiu: string; xiuDeg: number }>
    expect(Object.keys(bodies)).toEqual(['日', '月', '水', '金', '火', '木', '土', '紫炁', '月孛', '罗睺', '计都'])
    // swetest -bj2448058 -ut -p0m (1990-06-15 12:00 UT): Sun 84.1295554, mean node 309.6978838.
    expect(bodies['日'].lon).toBeCloseTo(84.1295554, 6)
    expect(bodies['罗睺'].lon).toBeCloseTo(309.6978838, 6)
    expect(bodies['计都'].lon).toBeCloseTo(129.6978838, 6)
    expect(out.xiuStarts).toHaveLength(28)
    expect(BRANCHES).toContain(out.mingGong)
    expect(out.palaces).toHaveLength(12)
    // 1990 is 庚午: 庚 makes 水 天禄 (《星学大成》 卷十七: 庚生人以为禄主星).
    expect(out.yearStem).toBe('庚')
    expect((out.huaYao as Record<string, string>)['禄']).toBe('水')
    expect(bodies['水']).toMatchObject({ huaYao: '禄' })
    expect(out).toMatchObject({ miaoWangType: 'yuan', mingZhu: expect.any(String), duZhu: expect.any(String), shenGong: expect.any(String) })
  })

  it('luohouNode "descending" puts 罗睺 on the descending node; sidereal names its mode and ayanamsa', async () => {
    const out = (await commands.zhengyu.run({ ...BEIJING, luohouNode: 'descending', zodiac: 'sidereal', sidMode: 1 })) as Record<string, unknown>
    const bodies = out.bodies as Record<string, { lon: number }>
    expect(out.nodeConvention).toBe('descending')
    expect(out.zodiac).toMatchObject({ zodiac: 'sidereal', sidMode: 1 })
    expect((bodies['计都'].lon - bodies['罗睺'].lon + 360) % 360).toBeCloseTo(180, 6)
  })

  it('palaceFrame "ciXiu" starts 星纪 丑 at 斗十二度 (《晋书·天文志》「自南斗十二度至须女七度为星纪」)', async () => {
    const out = (await commands.zhengyu.run({ ...BEIJING, palaceFrame: 'ciXiu' })) as Record<string, unknown>
    const dou = (out.xiuStarts as { name: string; lon: number }[]).find((x) => x.name === '斗')!.lon
    expect(out.palaceFrame).toBe('ciXiu')
    expect((out.palaceStarts as Record<string, number>)['丑']).toBeCloseTo(dou + (12 * 360) / 365.25, 5)
    const signs = (await commands.zhengyu.run(BEIJING)) as Record<string, unknown>
    expect(signs.palaceFrame).toBe('signs')
    expect((signs.palaceStarts as Record<string, number>)['丑']).toBe(270)
  })

  it.each([
    [{ ...BEIJING, palaceFrame: 'houses' }, 'bad_palace_frame'],
    [{ ...BEIJING, nodeType: 'osc' }, 'bad_node_type'],
    [{ ...BEIJING, luohouNode: 'north' }, 'bad_luohou_node'],
    [{ ...BEIJING, zodiac: 'draconic' }, 'bad_zodiac'],
    [{ ...BEIJING, ziQiMethod: 'true' }, 'bad_zi_qi_method'],
    [{ ...BEIJING, mingGongMethod: 'moon' }, 'bad_ming_gong_method'],
    [{ ...BEIJING, miaoWangType: 'cetian' }, 'bad_miao_wang_type'],
    [{ lat: 39.93, lng: 116.41 }, 'bad_time_input'],
  ])('rejects %j with an input error', async (input, code) => {
    await expect(Promise.resolve().then(() => commands.zhengyu.run(input))).rejects.toMatchObject({ code })
  })

  it('the process exits 2 with a JSON error and no stack trace', () => {
    const r = engine(['zhengyu', JSON.stringify({ ...BEIJING, xiuWidths: 'median' })])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'bad_xiu_widths', message: expect.any(String) } })
  })
})
