/** The lots a page lists: the selection decides what shows; custom lots are computed against the chart. */
import { computeChart } from '@/astro'
import { BUILTIN_LOT_IDS, chartLotContext, classicalChart, listedLots, lotAspects, type CustomLotDef } from '@/astro/classical'
import { defaultPreset } from '@/astro/settings/presets'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})
// London, 10 November 2000: 00:00 UT a night birth, 12:00 UT a day birth.
const NIGHT = 2451858.5
const DAY = 2451859.0
const setup = (jdUT: number) => {
  const chart = computeChart(eph, 'natal', { jdUT, lat: 51.5, lng: 0 })
  return { chart, lots: classicalChart(eph, chart).lots }
}
const fortuneLike: CustomLotDef = {
  id: '900',
  name: '我的福点',
  start: { type: 1, id: 'Asc' },
  add: { type: 1, id: 'Moon' },
  minus: { type: 1, id: 'Sun' },
  reverseAtNight: true,
}
const all = { builtin: BUILTIN_LOT_IDS, custom: ['900', '901'] }

describe('listed lots', () => {
  it('a custom Asc + Moon − Sun reversed at night equals the catalogue Fortune by day and by night', () => {
    for (const jd of [DAY, NIGHT]) {
      const { chart, lots } = setup(jd)
      const mine = listedLots(chart, lots, [fortuneLike], all).find((l) => l.custom)!
      expect(mine).toMatchObject({ id: '900', name: '我的福点' })
      expect(mine.lonDeg).toBeCloseTo(lots.Fortune, 9)
    }
  })

  it('house cusps, other lots and fixed degrees resolve against the chart', () => {
    const { chart, lots } = setup(DAY)
    const ctx = chartLotContext(chart, lots)
    expect(ctx.cusp(10)).toBe(chart.houses.cusps[9])
    const def: CustomLotDef = { id: '901', start: { type: 2, degree: 10 }, add: { type: 3, id: 'Spirit' }, minus: { type: 4, degree: 30.5 } }
    const got = listedLots(chart, lots, [def], all)[BUILTIN_LOT_IDS.length]
    expect(got.lonDeg).toBeCloseTo((((chart.houses.cusps[9] + lots.Spirit - 30.5) % 360) + 360) % 360, 9)
  })

  it('the selection decides which catalogue and custom lots show, in catalogue order', () => {
    const { chart, lots } = setup(DAY)
    expect(listedLots(chart, lots, [fortuneLike], all).map((l) => l.id)).toEqual([...BUILTIN_LOT_IDS, '900'])
    expect(listedLots(chart, lots, [fortuneLike], { builtin: ['Spirit', 'Fortune'], custom: [] }).map((l) => l.id)).toEqual(['Fortune', 'Spirit'])
    // A custom lot naming a body the chart lacks is left out.
    const bad: CustomLotDef = { ...fortuneLike, id: '901', add: { type: 1, id: 'Nowhere' } }
    expect(listedLots(chart, lots, [bad], all).filter((l) => l.custom)).toEqual([])
  })
})

describe('aspects to the listed lots (SPEC §3 pointsAspect)', () => {
  const preset = defaultPreset('现代', 'natalLike')
  it('each planet–lot aspect lies within the preset orb of its aspect; a wider orb finds at least as many', () => {
    const { chart, lots } = setup(DAY)
    const listed = listedLots(chart, lots, [], { builtin: BUILTIN_LOT_IDS, custom: [] })
    const found = lotAspects(chart, listed, preset)
    expect(found.length).toBeGreaterThan(0)
    for (const a of found) {
      const orb = preset.aspects.find((x) => x.id === a.aspect)!.orb
      expect(a.orb).toBeLessThanOrEqual(orb)
      expect(listed.map((l) => l.id)).toContain(a.p2)
    }
    const wide = { ...preset, aspects: preset.aspects.map((x) => ({ ...x, orb: x.maxOrb })) }
    expect(lotAspects(chart, listed, wide).length).toBeGreaterThanOrEqual(found.length)
  })
  it('a hidden aspect is never reported; an unlisted lot has no aspects', () => {
    const { chart, lots } = setup(DAY)
    const listed = listedLots(chart, lots, [], { builtin: ['Fortune'], custom: [] })
    const noConj = { ...preset, aspects: preset.aspects.map((x) => (x.id === 1 ? { ...x, hidden: true } : x)) }
    expect(lotAspects(chart, listed, noConj).some((a) => a.aspect === 1)).toBe(false)
    expect(lotAspects(chart, listed, preset).every((a) => a.p2 === 'Fortune')).toBe(true)
  })
  it('the orb setting decides: a zero orb keeps only exact aspects', () => {
    const { chart, lots } = setup(DAY)
    const listed = listedLots(chart, lots, [], { builtin: BUILTIN_LOT_IDS, custom: [] })
    const tight = { ...preset, orbsType: 0 as const, aspects: preset.aspects.map((x) => ({ ...x, orb: 0.01 })) }
    expect(lotAspects(chart, listed, tight).length).toBeLessThan(lotAspects(chart, listed, preset).length)
  })
})
