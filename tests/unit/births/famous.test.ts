import { describe, expect, it } from 'vitest'
import { FAMOUS_BIRTHS } from '@/data/famous-births'
import { validateBirth } from '@/births/validate'

describe('famous births data', () => {
  it('has at least 100 people with unique ids', () => {
    expect(FAMOUS_BIRTHS.length).toBeGreaterThanOrEqual(100)
    expect(new Set(FAMOUS_BIRTHS.map((f) => f.id)).size).toBe(FAMOUS_BIRTHS.length)
  })
  it('every entry is a valid profile with a rating and a cited source', () => {
    for (const f of FAMOUS_BIRTHS) {
      expect(validateBirth({ name: f.name, date: f.date, time: f.time, birthZone: f.birthZone, lat: f.lat, lng: f.lng }), f.id).toEqual([])
      expect(['AA', 'A', 'B', 'C', 'DD']).toContain(f.rating)
      expect(f.source).toMatch(/^https:\/\/www\.astro\.com\/astro-databank\/.+/)
    }
  })
  it('local mean time follows the longitude: Einstein at Ulm (9°59′E) is UTC+0:39:57', () => {
    const e = FAMOUS_BIRTHS.find((f) => f.id === 'Einstein,_Albert')!
    expect(e.birthZone * 3600).toBeCloseTo(-(39 * 60 + 57), 0)
  })
})
