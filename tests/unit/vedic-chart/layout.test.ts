import { describe, expect, it } from 'vitest'
import { defaultVedicSettings, parseVedicSettings, vedicSettingsSchema } from '@/astro/vedic'
import { eastLayout, houseOfSign, northLayout, segmentBox, signOfHouse, SOUTH_GRID, type ChartPlace } from '@/components/vedic-chart/layout'

const at = (places: ChartPlace[], sign: number) => places.find((p) => p.sign === sign)!
const round = (p: ChartPlace) => [Math.round(p.x * 1000) / 1000, Math.round(p.y * 1000) / 1000]

// John Lennon, Lahiri (tests/golden/vedic/vedic.json "lennon_lahiri"): lagna 26°40′ Pisces (sign 12),
// Jupiter and Saturn in Aries (sign 1), Moon in Capricorn (10), Sun and Mars in Virgo (6).
const LENNON_LAGNA = 12

describe('North Indian chart: houses fixed, signs turn with the lagna', () => {
  const places = northLayout(LENNON_LAGNA).places
  it('puts the lagna sign in the top diamond and the next houses anticlockwise', () => {
    expect(places.map((p) => p.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(places.map((p) => p.sign)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(round(at(places, 12))).toEqual([0.5, 0.25]) // house 1, top diamond
    expect(round(at(places, 1))).toEqual([0.25, 0.083]) // house 2, top-left triangle: Jupiter and Saturn
    expect(round(at(places, 3))).toEqual([0.25, 0.5]) // house 4, left diamond
    expect(round(at(places, 6))).toEqual([0.5, 0.75]) // house 7, bottom diamond: Sun and Mars
    expect(round(at(places, 9))).toEqual([0.75, 0.5]) // house 10, right diamond
    expect(round(at(places, 10))).toEqual([0.917, 0.25]) // house 11, right upper triangle: Moon
  })
  it('moves every sign when the lagna moves, never the houses', () => {
    const leo = northLayout(5).places
    expect(leo.map((p) => [p.x, p.y])).toEqual(places.map((p) => [p.x, p.y]))
    expect(leo[0].sign).toBe(5)
    expect(leo[6].sign).toBe(11)
  })
  it('draws both diagonals and the inner diamond; the triangles get the small labels', () => {
    const lines = northLayout(1).lines
    expect(lines).toHaveLength(6)
    expect(places.filter((p) => p.small).map((p) => p.house)).toEqual([2, 3, 5, 6, 8, 9, 11, 12])
    const diag = segmentBox(lines[0])
    expect(diag.widthPct).toBeCloseTo(141.421, 3)
    expect(diag.angleDeg).toBeCloseTo(45, 9)
    expect(segmentBox(lines[1]).angleDeg).toBeCloseTo(135, 9)
  })
})

describe('East Indian chart: signs fixed, Aries top middle, anticlockwise', () => {
  const places = eastLayout(LENNON_LAGNA).places
  it('places the signs in the Bengali square', () => {
    expect(round(at(places, 1))).toEqual([0.5, 0.167]) // Aries top middle
    expect(round(at(places, 2))).toEqual([0.222, 0.111]) // Taurus: upper half of the top-left corner
    expect(round(at(places, 3))).toEqual([0.111, 0.222]) // Gemini: lower half of the top-left corner
    expect(round(at(places, 4))).toEqual([0.167, 0.5]) // Cancer left middle
    expect(round(at(places, 7))).toEqual([0.5, 0.833]) // Libra bottom middle
    expect(round(at(places, 10))).toEqual([0.833, 0.5]) // Capricorn right middle
    expect(round(at(places, 12))).toEqual([0.778, 0.111]) // Pisces: upper half of the top-right corner
  })
  it('numbers the houses from the lagna without moving the signs', () => {
    expect(at(places, 12).house).toBe(1)
    expect(at(places, 1).house).toBe(2)
    expect(at(places, 6).house).toBe(7)
    const leo = eastLayout(5).places
    expect(leo.map((p) => [p.sign, p.x, p.y])).toEqual(places.map((p) => [p.sign, p.x, p.y]))
    expect(at(leo, 5).house).toBe(1)
    expect(eastLayout(1).lines).toHaveLength(8)
    expect(places.filter((p) => p.small).map((p) => p.sign)).toEqual([2, 3, 5, 6, 8, 9, 11, 12])
  })
})

describe('South Indian chart and the house arithmetic', () => {
  it('keeps Pisces top left and runs clockwise', () => {
    expect(SOUTH_GRID[0]).toEqual([12, 1, 2, 3])
    expect(SOUTH_GRID.map((r) => r[3])).toEqual([3, 4, 5, 6])
    expect([...SOUTH_GRID[3]].reverse()).toEqual([6, 7, 8, 9])
  })
  it('signOfHouse and houseOfSign invert each other', () => {
    for (let lagna = 1; lagna <= 12; lagna++) for (let h = 1; h <= 12; h++) expect(houseOfSign(lagna, signOfHouse(lagna, h))).toBe(h)
  })
  it('chartStyle is a stored vedic setting, South by default; a bad value falls back', () => {
    expect(defaultVedicSettings.chartStyle).toBe('south')
    expect(parseVedicSettings({}).chartStyle).toBe('south')
    expect(vedicSettingsSchema.safeParse({ chartStyle: 'north' }).data?.chartStyle).toBe('north')
    expect(vedicSettingsSchema.safeParse({ chartStyle: 'west' }).success).toBe(false)
  })
})
