/** 七政 overlay (合盘 / 流年): the outer chart's bodies placed in the inner chart's palaces and 宿. */
import { computeZhengyuChart, parseZhengyuSettings, PALACE_NAMES, zhengyuOverlay } from '@/divination/zhengyu'
import { EngineInputError } from '@/core/errors'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const settings = parseZhengyuSettings({})
const BEIJING = { latDeg: 39.93, lngDeg: 116.41 }

describe('七政 overlay', () => {
  it('a chart over itself: every body enters its own palace and shares its own 宿', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: 2448058, ...BEIJING }, settings)
    const o = zhengyuOverlay(c, c)
    for (const r of o.rows) {
      expect(r.palace).toBe(c.palaces.find((p) => p.bodies.includes(r.id))!.name)
      expect(r.sameXiu).toContain(r.id)
    }
    expect(o.byPalace.map((p) => p.bodies)).toEqual(c.palaces.map((p) => p.bodies))
  })

  it('the palace an outer body enters is counted from the inner 命宫, whatever the outer 命宫 is', async () => {
    const eph = await getNodeEphemeris('files')
    const inner = computeZhengyuChart(eph, { jdUT: 2448058, ...BEIJING }, settings)
    // Twelve hours later the sky has turned: another 命宫, nearly the same bodies.
    const outer = computeZhengyuChart(eph, { jdUT: 2448058.5, ...BEIJING }, settings)
    expect(outer.mingGong).not.toBe(inner.mingGong)
    const sun = zhengyuOverlay(inner, outer).rows.find((r) => r.id === '日')!
    const k = PALACE_NAMES.indexOf(sun.palace)
    expect(inner.palaces[k].branch).toBe(outer.bodies['日'].branch)
  })

  it('refuses two frames', async () => {
    const eph = await getNodeEphemeris('files')
    const a = computeZhengyuChart(eph, { jdUT: 2448058, ...BEIJING }, settings)
    const b = computeZhengyuChart(eph, { jdUT: 2448058, ...BEIJING }, parseZhengyuSettings({ zodiac: 'sidereal' }))
    expect(() => zhengyuOverlay(a, b)).toThrow(EngineInputError)
  })
})
