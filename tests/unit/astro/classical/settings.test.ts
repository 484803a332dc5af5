/** Each classical setting the page offers changes what it shows (stored groups → options → reading). */
import { computeChart } from '@/astro'
import { classicalOptionsOf, classicalReading, CLASSICAL_SETTING_ROWS, type ClassicalGroups } from '@/astro/classical'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { defaultSettingsGroups } from '@/astro/settings/groups'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})
// London, 10 November 2000 (Sun in Scorpio): at 00:00 UT a night birth, at 12:00 UT a day birth. The triplicity
// schemes differ only by day (water: Venus or Mars); the nocturnal firdaria order only by night.
const NIGHT = 2451858.5
const DAY = 2451859.0
// 18 November 2000 12:00 UT: the Moon's contra-antiscion lies 2.3° from Mercury (inside a 3° orb, outside 2°).
const WIDE_ANTISCIA = 2451867.0
const chartOf = (jdUT = NIGHT) => computeChart(eph, 'natal', { jdUT, lat: 51.5, lng: 0 })
const AT = 2460640.5 // 2024-11-26
const groups = (patch: Partial<Record<keyof ClassicalGroups, Record<string, unknown>>> = {}): ClassicalGroups => {
  const d = defaultSettingsGroups()
  return {
    classicalCalcs: { ...d.classicalCalcs, ...patch.classicalCalcs },
    firdaria: { ...d.firdaria, ...patch.firdaria },
    term: { ...d.term, ...patch.term },
    zodiacalReleasing: { ...d.zodiacalReleasing, ...patch.zodiacalReleasing },
  }
}
const reading = (g: ClassicalGroups, jdUT = NIGHT) => classicalReading(eph, chartOf(jdUT), classicalOptionsOf(g), AT)

describe('classical settings', () => {
  it('defaults: Dorothean triplicities, Egyptian terms, 1° star orb, 2° antiscia, Abū Maʿshar order, 365.2425 days, from Fortune', () => {
    expect(classicalOptionsOf(groups())).toMatchObject({
      triplicity: 'dorothean',
      terms: 'egyptian',
      fixedStarOrbDeg: 1,
      antisciaOrbDeg: 2,
      antisciaAxisDeg: 90,
      nocturnalOrder: 'abuMashar',
      firdariaYearDays: 365.2425,
      releasingLot: 'Fortune',
    })
  })

  it('every row has a value that changes the reading', () => {
    for (const row of CLASSICAL_SETTING_ROWS) {
      const differs = [NIGHT, DAY, WIDE_ANTISCIA].some((jd) => {
        const base = JSON.stringify(reading(groups(), jd))
        return row.values.slice(1).some((v) => JSON.stringify(reading(groups({ [row.group]: { [row.field]: v } }), jd)) !== base)
      })
      expect(differs, `${row.group}.${row.field}`).toBe(true)
    }
  })

  it('triplicity: by day Scorpio’s triplicity lord is Venus (Dorotheus) or Mars (Ptolemy as Lilly tabulates him)', () => {
    const dor = reading(groups(), DAY).classical.almutenPoints
    const pto = reading(groups({ classicalCalcs: { triplicityType: 1 } }), DAY).classical.almutenPoints
    expect(pto.Mars - dor.Mars).toBeGreaterThanOrEqual(3)
    expect(dor.Venus - pto.Venus).toBeGreaterThanOrEqual(3)
  })

  it('nocturnal order: Bonatti puts the nodes after Mars', () => {
    const abu = reading(groups()).firdaria.map((p) => p.lord)
    const bon = reading(groups({ firdaria: { fadaType: 1 } })).firdaria.map((p) => p.lord)
    expect(abu[4]).toBe('Sun')
    expect(bon[4]).toBe('NorthNode')
  })

  it('releasing lot: Spirit starts from a different sign than Fortune', () => {
    const f = reading(groups())
    const s = reading(groups({ zodiacalReleasing: { lot: 1 } }))
    expect(f.releasing[0].sign).not.toBe(s.releasing[0].sign)
  })

  it('the reading marks the running periods and this year’s profection', () => {
    const r = reading(groups())
    expect(r.age).toBe(24)
    expect(r.firdariaNow).toHaveLength(2)
    expect(r.profection!.startJdUT).toBeLessThanOrEqual(AT)
    expect(r.profection!.endJdUT).toBeGreaterThan(AT)
    expect(r.releasingNow.map((p) => p.level)).toEqual([1, 2])
    expect(r.directions.every((d) => d.years >= 24 && d.years <= 34)).toBe(true)
  })
})
