import { describe, expect, it } from 'vitest'
import { computeZiwei, computeZiweiLayers } from '@/divination/ziwei'
import { birthFromParams } from '@/packageB/ziwei/birth-input'
import { stepTarget, type LayerTarget } from '@/packageB/ziwei/time-layer'

// Z1 (published by iztro): 木三局, so the 大限 start at 虚岁 3, 13, 23 …
const Z1 = computeZiwei({ date: '2000-08-16', timeIndex: 2, sex: 0 })
const at = (t: LayerTarget) => computeZiweiLayers(Z1, { ...t, birthZone: -8 })

describe('stepping the time layer', () => {
  const t0: LayerTarget = { date: '2024-06-01', time: '12:00' }
  const age0 = at(t0).nominalAge // 2024 − 2000 + 1 = 25 (虚岁)
  it('虚岁 in 2024 is 25', () => expect(age0).toBe(25))
  it('流年 steps by one year, next and back', () => {
    const n = stepTarget(Z1, 'yearly', t0, age0, 1)!
    expect(n).toEqual({ date: '2025-06-01', time: '12:00' })
    expect(at(n).yearly.ganZhi).toBe('乙巳')
    expect(stepTarget(Z1, 'yearly', n, age0 + 1, -1)).toEqual(t0)
  })
  it('流年 keeps 2月29日 valid in a common year', () => {
    expect(stepTarget(Z1, 'yearly', { date: '2024-02-29', time: '08:00' }, 25, 1)!.date).toBe('2025-02-28')
  })
  it('大限 (木三局: 3–12, 13–22, 23–32 …) jumps to the first age of the next and previous decade', () => {
    const next = stepTarget(Z1, 'decadal', t0, age0, 1)!
    expect(at(next).nominalAge).toBe(33)
    const prev = stepTarget(Z1, 'decadal', t0, age0, -1)!
    expect(at(prev).nominalAge).toBe(13)
    expect(at(prev).decadal.palaceIndex).not.toBe(at(t0).decadal.palaceIndex)
  })
  it('before the first 大限 (童限) there is no previous decade', () => {
    expect(stepTarget(Z1, 'decadal', { date: '2001-06-01', time: '12:00' }, 2, -1)).toBeNull()
  })
  it('流月 moves one lunar month and keeps the lunar day: 2024-06-01 is 四月廿五, next 五月廿五 = 2024-06-30', () => {
    const n = stepTarget(Z1, 'monthly', t0, age0, 1)!
    expect(n.date).toBe('2024-06-30')
    expect(at(n).target.lunarDate).toContain('五月廿五')
    expect(stepTarget(Z1, 'monthly', n, age0, -1)!.date).toBe('2024-06-01')
  })
  it('流日 by a day across a month end, 流时 by two hours across midnight', () => {
    expect(stepTarget(Z1, 'daily', { date: '2024-02-29', time: '12:00' }, 25, 1)).toEqual({ date: '2024-03-01', time: '12:00' })
    expect(stepTarget(Z1, 'hourly', { date: '2024-03-01', time: '23:30' }, 25, 1)).toEqual({ date: '2024-03-02', time: '01:30' })
    expect(stepTarget(Z1, 'hourly', { date: '2024-03-02', time: '00:10' }, 25, -1)).toEqual({ date: '2024-03-01', time: '22:10' })
  })
})

describe('birth from query params', () => {
  it('reads date, time, zone, summer, sex and an encoded name', () => {
    expect(birthFromParams({ date: '2000-08-16', time: '04:00', birthZone: '-8', summer: '0', sex: '0', name: '%E5%BC%A0%E4%B8%89' })).toEqual({
      date: '2000-08-16',
      time: '04:00',
      birthZone: -8,
      summer: 0,
      sex: 0,
      name: '张三',
    })
  })
  it('no date, or an impossible date: null (the page falls back)', () => {
    expect(birthFromParams({})).toBeNull()
    expect(birthFromParams({ date: '2000-02-30' })).toBeNull()
  })
  it('defaults: 12:00, zone −8 (UTC+8), male; slashes in dates and birth_zone accepted', () => {
    expect(birthFromParams({ date: '1990/01/02', birth_zone: '-9' })).toMatchObject({ date: '1990-01-02', time: '12:00', birthZone: -9, sex: 1 })
  })
})
