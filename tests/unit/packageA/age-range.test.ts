/** The directions age range editor reads whole years 0–120 with the start below the end (SPEC §9). */
import { describe, expect, it } from 'vitest'
import { MAX_AGE_YEARS, parseAgeRange } from '@/packageA/primary-directions/age-range'

describe('parseAgeRange', () => {
  it('accepts whole years with the start below the end', () => {
    expect(parseAgeRange('0', '120')).toEqual({ ok: true, range: [0, 120] })
    expect(parseAgeRange(' 20 ', '45')).toEqual({ ok: true, range: [20, 45] })
    expect(MAX_AGE_YEARS).toBe(120)
  })
  it('refuses a start not below the end', () => {
    expect(parseAgeRange('60', '60')).toEqual({ ok: false, problem: 'order' })
    expect(parseAgeRange('80', '30')).toEqual({ ok: false, problem: 'order' })
  })
  it('refuses empty, fractional, negative and beyond-120 ages', () => {
    for (const [a, b] of [
      ['', '10'],
      ['1.5', '10'],
      ['-1', '10'],
      ['0', '121'],
      ['x', '10'],
    ])
      expect(parseAgeRange(a, b)).toEqual({ ok: false, problem: 'notWhole' })
  })
})
