/** Birth analysis over saved births: each birthPageCalc choice and each category number changes the answer. */
import { beforeAll, describe, expect, it } from 'vitest'
import { calcSettingsFromStore, computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { DEFAULT_PLACES, sampleBirths, type LocalBirth } from '@/births/model'
import { analyseBirths, analysisCalcSettings, RETRO_BODIES } from '@/packageA/birth-analysis/scan'
import { personInput } from '@/packageA/chart-common/input'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})
const base = calcSettingsFromStore('natal', { chartSettings: {}, basicCalcs: {}, returnChart: {}, midPoint: {} })
const births = sampleBirths(DEFAULT_PLACES.beijing)
const own: LocalBirth = { ...births[2], id: 1_700_000_000_000, name: '小明', setType: 0 }
const namesOf = (rows: ReturnType<typeof analyseBirths>) => rows.filter((r) => r.matched).map((r) => r.birth.name)
const tropicalP = analysisCalcSettings(base, { calcType: 0, houseType: 0 })

describe('birth analysis over the saved births', () => {
  it('Sun in Pisces (tropical): the self default (2000-03-01) and Einstein match, Bruce Lee (Sagittarius) does not', () => {
    const rows = analyseBirths(eph, births, [{ kind: 'inSign', body: 'Sun', sign: 12 }], { match: 'all', scope: 0, settings: tropicalP })
    expect(namesOf(rows)).toEqual(['我', '爱因斯坦'])
    const lee = rows.find((r) => r.birth.name === '李小龙')!
    expect(lee.matched).toBe(false)
    expect(lee.results[0].factor?.sign).toBe(9)
  })

  it('calcType sidereal: the self Sun (11° Pisces) moves back into Aquarius; Einstein’s (23° Pisces in 1879) stays', () => {
    const sidereal = analysisCalcSettings(base, { calcType: 1, houseType: 0 })
    expect(sidereal.natal.sidMode).toBe(1) // Lahiri when the natal preset is tropical
    const rows = analyseBirths(eph, births, [{ kind: 'inSign', body: 'Sun', sign: 12 }], { match: 'all', scope: 0, settings: sidereal })
    expect(namesOf(rows)).toEqual(['爱因斯坦'])
    expect(rows.find((r) => r.birth.name === '我')!.results[0].factor?.sign).toBe(11)
  })

  it('houseType: a body whose Placidus and whole-sign houses differ matches its Placidus house under one system only', () => {
    const whole = analysisCalcSettings(base, { calcType: 0, houseType: 7 })
    expect(whole.natal.houseSystem).toBe('W')
    const einstein = births[1]
    const p = computeChart(eph, 'natal', personInput(einstein), tropicalP)
    const w = computeChart(eph, 'natal', personInput(einstein), whole)
    const body = RETRO_BODIES.find((id) => p.bodies[id]!.house !== w.bodies[id]!.house)!
    expect(body).toBeDefined()
    const cond = [{ kind: 'inHouse' as const, body, house: p.bodies[body]!.house }]
    expect(namesOf(analyseBirths(eph, [einstein], cond, { match: 'all', scope: 0, settings: tropicalP }))).toEqual(['爱因斯坦'])
    expect(namesOf(analyseBirths(eph, [einstein], cond, { match: 'all', scope: 0, settings: whole }))).toEqual([])
  })

  it('category: match any widens the list; scope 1 leaves the samples out; deleted births never count; matches come first', () => {
    const conds = [
      { kind: 'inSign' as const, body: 'Sun', sign: 9 },
      { kind: 'inSign' as const, body: 'Sun', sign: 12 },
    ]
    const list = [...births, own, { ...own, id: own.id + 1, isDel: 1 as const }]
    expect(namesOf(analyseBirths(eph, list, conds, { match: 'all', scope: 0, settings: tropicalP }))).toEqual([])
    const any = analyseBirths(eph, list, conds, { match: 'any', scope: 0, settings: tropicalP })
    expect(namesOf(any)).toEqual(['我', '爱因斯坦', '李小龙', '小明'])
    expect(any).toHaveLength(4)
    const ownOnly = analyseBirths(eph, list, [conds[0]], { match: 'all', scope: 1, settings: tropicalP })
    expect(ownOnly.map((r) => r.birth.name)).toEqual(['小明'])
    const ordered = analyseBirths(eph, list, [conds[0]], { match: 'all', scope: 0, settings: tropicalP })
    expect(ordered.map((r) => r.birth.name)).toEqual(['李小龙', '小明', '我', '爱因斯坦'])
  })
})
