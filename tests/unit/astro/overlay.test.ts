import {
  ASPECTS,
  calcSettingsFromStore,
  computeChart,
  defaultChartSetting,
  houseOverlay,
  interAspectGrid,
  type ChartPreset,
  type ChartType,
} from '@/astro'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { separationDeg, signOf } from '@/astro/zodiac'
import { A, B } from './fixtures'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

/** Calc settings whose natal and synastry presets are the default 现代 one edited by `edit`. */
function settingsWith(edit: (p: ChartPreset, type: ChartType) => ChartPreset) {
  const setting = (type: ChartType) => {
    const d = defaultChartSetting(type)
    return { ...d, list: [edit(d.list[0], type), ...d.list.slice(1)] }
  }
  return calcSettingsFromStore('synastry', {
    chartSettings: { natal: setting('natal'), synastry: setting('synastry') },
    basicCalcs: {},
    returnChart: {},
    midPoint: {},
  })
}
const synastryWith = (edit: (p: ChartPreset, type: ChartType) => ChartPreset) => {
  const s = settingsWith(edit)
  return { r: computeChart(eph, 'synastry', { a: A, b: B }, s), preset: s.chart.preset }
}

describe('synastry house overlays', () => {
  it('whole-sign houses: a body of A is in the house of B counted from the sign of B’s Asc', () => {
    const { r, preset } = synastryWith((p) => ({ ...p, houseTypeIndex: 7 }))
    const ascSign = signOf(r.b.houses.ascDeg)
    const overlay = houseOverlay(r, 'aInB', preset)
    for (const body of overlay.bodies) expect(body.house).toBe(((signOf(body.lonDeg) - ascSign + 12) % 12) + 1)
    expect(overlay.bodies.map((x) => x.id)).toContain('Sun')
  })

  it('each direction lists the guest’s bodies in the host’s houses, every body once, in house order', () => {
    const { r, preset } = synastryWith((p) => p)
    for (const dir of ['aInB', 'bInA'] as const) {
      const o = houseOverlay(r, dir, preset)
      const host = dir === 'aInB' ? r.b : r.a
      expect(o.houses).toHaveLength(12)
      expect(o.houses.map((h) => h.cuspDeg)).toEqual(host.houses.cusps)
      expect(o.houses.flatMap((h) => h.ids).sort()).toEqual(o.bodies.map((b) => b.id).sort())
      for (const h of o.houses) for (const id of h.ids) expect(o.bodies.find((b) => b.id === id)!.house).toBe(h.house)
    }
    const moonOfB = houseOverlay(r, 'bInA', preset).bodies.find((b) => b.id === 'Moon')!
    expect(moonOfB.lonDeg).toBe(r.b.bodies.Moon!.lonDeg)
  })
})

describe('inter-aspect grid', () => {
  it('each cell holds the aspect at the orb of the two longitudes, within the synastry orb', () => {
    const { r, preset } = synastryWith((p) => p)
    const g = interAspectGrid(r, preset)
    let seen = 0
    g.rows.forEach((p, i) =>
      g.cols.forEach((q, j) => {
        const cell = g.cells[i][j]
        if (!cell) return
        seen++
        const sep = separationDeg(r.a.bodies[p]!.lonDeg, r.b.bodies[q]!.lonDeg)
        expect(cell.orb).toBeCloseTo(Math.abs(sep - ASPECTS[cell.aspect - 1].angleDeg), 9)
        expect(cell.orb).toBeLessThanOrEqual(preset.aspects.find((x) => x.id === cell.aspect)!.orb)
      }),
    )
    expect(seen).toBe(r.aspects.filter((x) => g.rows.includes(x.p1 as never) && g.cols.includes(x.p2 as never)).length)
  })

  it('a wider synastry orb adds cells; the natal orb does not change the grid', () => {
    const base = synastryWith((p) => p)
    const count = (x: typeof base) => interAspectGrid(x.r, x.preset).cells.flat().filter(Boolean).length
    const wide = synastryWith((p, type) => (type === 'synastry' ? { ...p, aspects: p.aspects.map((a) => ({ ...a, orb: 8, maxOrb: 8 })) } : p))
    const natalWide = synastryWith((p, type) => (type === 'natal' ? { ...p, aspects: p.aspects.map((a) => ({ ...a, orb: 8, maxOrb: 8 })) } : p))
    expect(count(wide)).toBeGreaterThan(count(base))
    expect(count(natalWide)).toBe(count(base))
  })

  it('hiding an aspect in the synastry settings removes it from the grid', () => {
    const wide = (p: ChartPreset) => ({ ...p, aspects: p.aspects.map((a) => ({ ...a, orb: 8, maxOrb: 8 })) })
    const shown = synastryWith((p) => wide(p))
    expect(shown.r.aspects.some((x) => x.aspect === 1)).toBe(true)
    const hidden = synastryWith((p, type) =>
      type === 'synastry' ? { ...wide(p), aspects: wide(p).aspects.map((a) => ({ ...a, hidden: a.id === 1 })) } : p,
    )
    expect(
      interAspectGrid(hidden.r, hidden.preset)
        .cells.flat()
        .some((c) => c?.aspect === 1),
    ).toBe(false)
  })

  it('a body hidden in the synastry preset leaves the rows and columns', () => {
    const { r, preset } = synastryWith((p, type) =>
      type === 'synastry' ? { ...p, planets: p.planets.map((x) => (x.id === 'Pluto' ? { ...x, hidden: true } : x)) } : p,
    )
    const g = interAspectGrid(r, preset)
    expect(g.rows).not.toContain('Pluto')
    expect(g.cols).not.toContain('Pluto')
    expect(g.rows).toContain('Sun')
  })
})
