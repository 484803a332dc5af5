import { allowedOrb, findAspects, type AspectPoint } from '@/astro/aspects'
import { defaultChartSetting, selectedPreset, type ChartPreset } from '@/astro/settings/presets'

const natal = selectedPreset(defaultChartSetting('natal'))
const p = (id: string, lonDeg: number, speedDegPerDay = 0): AspectPoint => ({ id, lonDeg, speedDegPerDay })

describe('aspects and orbs', () => {
  it('conjunction within its 7° orb is found, beyond it not', () => {
    expect(findAspects([p('Sun', 10), p('Mars', 17)], null, natal)).toMatchObject([{ aspect: 1, orb: 7 }])
    expect(findAspects([p('Sun', 10), p('Mars', 17.01)], null, natal)).toEqual([])
  })

  it('opposition across 0° Aries: 355° and 174° are 181° apart → orb 1', () => {
    const [a] = findAspects([p('Sun', 355), p('Moon', 174)], null, natal)
    expect(a.aspect).toBe(2)
    expect(a.orb).toBeCloseTo(1, 9)
  })

  it('hidden aspects (6–10 by default) are not reported', () => {
    expect(findAspects([p('Sun', 0), p('Venus', 30)], null, natal)).toEqual([])
    const shown: ChartPreset = { ...natal, aspects: natal.aspects.map((a) => ({ ...a, hidden: false })) }
    expect(findAspects([p('Sun', 0), p('Venus', 30)], null, shown)).toMatchObject([{ aspect: 6 }])
  })

  it('light orbs: mean of the two bodies (Sun 15, Moon 12 → 13.5) capped by the aspect maxOrb 12', () => {
    const light: ChartPreset = { ...natal, orbsType: 1 }
    expect(allowedOrb(light.aspects[0], light, 'Sun', 'Moon')).toBe(12)
    expect(allowedOrb(light.aspects[0], light, 'Sun', 'Mercury')).toBe(11)
    expect(allowedOrb(light.aspects[0], light, 'Ceres', 'Vesta')).toBe(5) // 'Other'
    expect(findAspects([p('Sun', 0), p('Mercury', 10.9)], null, light)).toHaveLength(1)
    expect(findAspects([p('Sun', 0), p('Mercury', 11.1)], null, light)).toHaveLength(0)
  })

  it('the aspect orb can never exceed maxOrb', () => {
    const wide: ChartPreset = { ...natal, aspects: natal.aspects.map((a) => ({ ...a, orb: 20 })) }
    expect(allowedOrb(wide.aspects[0], wide, 'Sun', 'Moon')).toBe(12)
  })

  it('applying when the faster body moves toward exactness, separating after it', () => {
    // Moon (13°/day) 3° behind the Sun (1°/day): closing in.
    expect(findAspects([p('Moon', 7, 13), p('Sun', 10, 1)], null, natal)[0].applying).toBe(true)
    expect(findAspects([p('Moon', 13, 13), p('Sun', 10, 1)], null, natal)[0].applying).toBe(false)
    // Square, Mars 88° ahead of a stationary point and moving away → applying to 90°.
    expect(findAspects([p('Mars', 88, 0.5), p('Asc', 0, 0)], null, natal)[0]).toMatchObject({ aspect: 4, applying: true })
    // A retrograde body past a trine moving back toward it applies.
    expect(findAspects([p('Saturn', 122, -0.05), p('Sun', 0, 0)], null, natal)[0]).toMatchObject({ aspect: 3, applying: true })
  })

  it('the closest aspect wins when orbs overlap', () => {
    const shown: ChartPreset = { ...natal, aspects: natal.aspects.map((a) => ({ ...a, hidden: false, orb: 10 })) }
    expect(findAspects([p('Sun', 0), p('Mars', 140)], null, shown)[0].aspect).toBe(8) // 135 beats 150
  })

  it('pairs that are aspects by construction (Asc–Dsc, Mc–Ic, nodes) are skipped', () => {
    expect(findAspects([p('Asc', 10), p('Dsc', 190), p('NorthNode', 50), p('SouthNode', 230)], null, natal)).toEqual([])
  })

  it('cross aspects pair every point of one set with every point of the other', () => {
    expect(findAspects([p('Sun', 0), p('Moon', 90)], [p('Sun', 1), p('Moon', 91)], natal).map((a) => `${a.p1}-${a.p2}-${a.aspect}`)).toEqual([
      'Sun-Sun-1',
      'Sun-Moon-4',
      'Moon-Sun-4',
      'Moon-Moon-1',
    ])
  })
})
