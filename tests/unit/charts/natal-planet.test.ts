import { describe, expect, it } from 'vitest'
import type { Chart } from '@/astro'
import { faceLordOf as faceRulerOf } from '@/astro/classical/dignities'
import { SIGN_RULERS } from '@/astro/classical/tables'
import { aspectsOfBody, motionOf, planetFacts, speedRatioOf } from '@/packageA/chart-common/planet-facts'

describe('natal-planet facts', () => {
  it('faces follow the Chaldean order from Mars at 0° Aries (Lilly: Aries Mars/Sun/Venus, Leo Saturn first, Pisces Mars last)', () => {
    expect([faceRulerOf(5), faceRulerOf(15), faceRulerOf(25)]).toEqual(['Mars', 'Sun', 'Venus'])
    expect(faceRulerOf(120 + 3)).toBe('Saturn')
    expect(faceRulerOf(359.9)).toBe('Mars')
    expect(faceRulerOf(-0.1)).toBe('Mars')
  })

  it('domicile lords: Aquarius Saturn, Cancer Moon, Pisces Jupiter (Ptolemy)', () => {
    expect(SIGN_RULERS[10]).toBe('Saturn')
    expect(SIGN_RULERS[3]).toBe('Moon')
    expect(SIGN_RULERS[11]).toBe('Jupiter')
  })

  it('a body under a tenth of its mean motion is stationary; negative speed is retrograde', () => {
    expect(motionOf('Mercury', 0.05)).toBe('stationary')
    expect(motionOf('Mercury', -0.5)).toBe('retrograde')
    expect(motionOf('Mars', 0.3)).toBe('direct')
    expect(motionOf('Saturn', -0.002)).toBe('stationary')
    expect(motionOf('Saturn', -0.05)).toBe('retrograde')
    // Points have no mean motion: only the sign of the speed counts.
    expect(motionOf('NorthNode', -0.05)).toBe('retrograde')
    expect(speedRatioOf('Asc', 360)).toBeNull()
    expect(speedRatioOf('Moon', 13.1764)).toBeCloseTo(1, 6)
  })

  it('every aspect of a body, the other body named, tightest first', () => {
    const list = [
      { p1: 'Sun', p2: 'Moon', aspect: 4, angleDeg: 90, orb: 3.2, applying: true },
      { p1: 'Venus', p2: 'Sun', aspect: 1, angleDeg: 0, orb: 0.4, applying: false },
      { p1: 'Venus', p2: 'Mars', aspect: 3, angleDeg: 120, orb: 1, applying: true },
    ]
    expect(aspectsOfBody(list, 'Sun')).toEqual([
      { other: 'Venus', aspect: 1, orb: 0.4, applying: false },
      { other: 'Moon', aspect: 4, orb: 3.2, applying: true },
    ])
  })

  it('planetFacts: Saturn at 15° Cancer is in detriment, Mercury term (Egyptian: Cancer Mars 0–7, Venus 7–13, Mercury 13–19), Mercury face (Lilly: Venus, Mercury, Moon)', () => {
    const saturn = {
      id: 'Saturn',
      lonDeg: 105,
      latDeg: 0.5,
      speedDegPerDay: 0.12,
      declDeg: 23.9,
      retrograde: false,
      sign: 4,
      signDeg: 15,
      house: 7,
      source: 'files',
    }
    const chart = { bodies: { Saturn: saturn }, aspects: [], obliquityDeg: 23.44 } as unknown as Chart
    const f = planetFacts(chart, 'Saturn')!
    expect(f.dignity).toBe('detriment')
    expect(f.termRuler).toBe('Mercury')
    expect(f.faceRuler).toBe('Mercury')
    expect(f.signRuler).toBe('Moon')
    expect(f.outOfBounds).toBe(true)
    expect(f.motion).toBe('direct')
    expect(planetFacts(chart, 'Pluto')).toBeNull()
  })
})
