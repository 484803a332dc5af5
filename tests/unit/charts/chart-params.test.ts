import { describe, expect, it } from 'vitest'
import { defaultChartSetting, selectedPreset } from '@/astro'
import { chartParamsOf, orbBetween } from '@/packageA/chart-common/params'
import { engineCall, msOfLocal, natalPersonOfRing, returnYears } from '@/packageA/chart-common/input'
import type { LocalBirth } from '@/births/model'

const natal = selectedPreset(defaultChartSetting('natal'))

describe('chart-params from the selected preset (SPEC §9 defaults)', () => {
  it('现代 natal preset: Placidus, tropical, modern planets shown, Chiron hidden', () => {
    const p = chartParamsOf(natal)
    expect(p.presetName).toBe('现代')
    expect(p.houseLetter).toBe('P')
    expect(p.sidereal).toBe(false)
    expect(p.ayanamsa).toBeNull()
    expect(p.shown).toContain('Uranus')
    expect(p.hidden).toContain('Chiron')
  })

  it('natal-like orbs: conjunction 7, square 6, minor aspects hidden with 3', () => {
    const p = chartParamsOf(natal)
    expect(p.aspects.find((a) => a.id === 1)).toMatchObject({ angleDeg: 0, orb: 7, shown: true, effectiveOrb: 7 })
    expect(p.aspects.find((a) => a.id === 4)).toMatchObject({ angleDeg: 90, effectiveOrb: 6 })
    expect(p.aspects.find((a) => a.id === 9)).toMatchObject({ angleDeg: 150, shown: false, orb: 3 })
  })

  it('light orbs: Sun 15 and Moon 12 average 13.5, capped by the maxOrb 12', () => {
    const light = { ...natal, orbsType: 1 as const }
    expect(orbBetween(light, 1, 'Sun', 'Moon')).toBe(12)
    expect(orbBetween(light, 1, 'Mercury', 'Venus')).toBe(7)
    expect(orbBetween(natal, 1, 'Sun', 'Moon')).toBe(7)
  })

  it('sidereal preset names its ayanamsa (index 0 = Lahiri); 古典 uses Porphyry', () => {
    expect(chartParamsOf({ ...natal, useAyanamsa: true, zodiacTypeIndex: 1, sidModeIndex: 0 }).ayanamsa).toBe('lahiri')
    const classical = defaultChartSetting('natal').list[1]
    expect(chartParamsOf(classical).houseLetter).toBe('O')
  })
})

describe('moving charts: return chooser, natal ring, local time', () => {
  const a = { date: '1879-03-14', time: '11:30', birthZone: -1, summer: 0, lat: 48.4, lng: 10 } as unknown as LocalBirth

  it('a chosen return year goes to the engine as year (solar) or the 1st of the month (lunar)', () => {
    const solar = engineCall({ kind: 'solarReturn', a, b: null, atMs: 0, harmonic: 1, returnYear: 1905 })!
    expect(solar.input.year).toBe(1905)
    expect(solar.input.at).toBeUndefined()
    const lunar = engineCall({ kind: 'lunarReturn', a, b: null, atMs: 0, harmonic: 1, returnYear: 2000, returnMonth: 1 })!
    expect(lunar.input.at).toEqual({ jdUT: 2451544.5 }) // 2000-01-01 0h UT (Meeus)
  })

  it('returnPlace current sends the profile’s current place (its birth place when it has none); birth sends none', () => {
    const moved = { ...a, latCurrent: 22.28, lngCurrent: 114.15 } as LocalBirth
    const here = { ...a, latCurrent: null, lngCurrent: null } as LocalBirth
    const call = (b: LocalBirth, returnPlace: 'birth' | 'current') =>
      engineCall({ kind: 'solarReturn', a: b, b: null, atMs: 0, harmonic: 1, returnYear: 1905, returnPlace })!.input.atPlace
    expect(call(moved, 'current')).toEqual({ lat: 22.28, lng: 114.15 })
    expect(call(here, 'current')).toEqual({ lat: 48.4, lng: 10 })
    expect(call(moved, 'birth')).toBeUndefined()
  })

  it('the Marks switch goes to the engine as whose (a by default); without a second person there is no call', () => {
    const other = { ...a, id: 2 } as LocalBirth
    expect(engineCall({ kind: 'marks', a, b: other, atMs: 0, harmonic: 1 })!.input.whose).toBe('a')
    expect(engineCall({ kind: 'marks', a, b: other, atMs: 0, harmonic: 1, whose: 'b' })!.input.whose).toBe('b')
    expect(engineCall({ kind: 'marks', a, b: null, atMs: 0, harmonic: 1, whose: 'b' })).toBeNull()
  })

  it('without a chosen year the solar return searches from a year before the moment', () => {
    const ms = Date.UTC(2000, 0, 1, 12)
    const r = engineCall({ kind: 'solarReturn', a, b: null, atMs: ms, harmonic: 1 })!
    expect((r.input.at as { jdUT: number }).jdUT).toBeCloseTo(2451545.0 - 365.25, 9)
  })

  it('natal-planet opens for the natal ring only: inner for transits, outer for returns, both people in synastry', () => {
    expect(natalPersonOfRing('transit', 'inner')).toBe('a')
    expect(natalPersonOfRing('transit', 'outer')).toBeNull()
    expect(natalPersonOfRing('solarReturn', 'outer')).toBe('a')
    expect(natalPersonOfRing('synastry', 'outer')).toBe('b')
    expect(natalPersonOfRing('composite', 'inner')).toBeNull()
    expect(natalPersonOfRing('sky', 'inner')).toBeNull()
  })

  it('picker values are device-local civil time; years below 100 stay themselves', () => {
    const ms = msOfLocal({ year: 2024, month: 6, day: 1, hour: 12, minute: 30 })
    const d = new Date(ms)
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2024, 6, 1, 12, 30])
    expect(new Date(msOfLocal({ year: 50, month: 1, day: 1, hour: 0, minute: 0 })).getFullYear()).toBe(50)
    expect(returnYears(1879)).toHaveLength(121)
    expect(returnYears(1879)[120]).toBe(1999)
  })
})
