import { describe, expect, it } from 'vitest'
import { baziChart } from '@/divination/bazi'
import { ziping } from '@/divination/ziping'

const z = (date: string, time: string, sex = 1) => ziping(baziChart({ date, time, birthZone: -8, sex }))

describe('ziping rules (documented in src/divination/ziping)', () => {
  it('support ratio and level follow the thresholds (≥ 0.55 强, ≤ 0.45 弱)', () => {
    for (const [d, t] of [
      ['2005-12-23', '08:37'],
      ['1990-03-15', '10:30'],
      ['1983-02-15', '20:00'],
      ['1992-02-02', '12:00'],
    ]) {
      const r = z(d, t)
      const want = r.strength.supportRatio >= 0.55 ? '身强' : r.strength.supportRatio <= 0.45 ? '身弱' : '中和'
      expect(r.strength.level).toBe(want)
      expect(r.strength.reasoning.length).toBeGreaterThanOrEqual(4)
    }
  })
  it('己土生卯月 (1990-03-15 庚午 己卯 己卯 己巳): 木旺土死, 失令; 七杀 (乙) 本气 → 七杀格; 身弱 with heavy 官杀 → 印 (火) first', () => {
    const r = z('1990-03-15', '10:30')
    expect(r.strength.season).toBe('死')
    expect(r.strength.deLing).toBe(false)
    expect(r.geJu.name).toBe('七杀格')
    expect(r.strength.level).toBe('身弱')
    expect(r.yongShen.primary[0]).toBe('印（火）')
  })
  it('戊土生申月 with 戊 in the stems (1992-02-02 辛未 辛丑 戊申 戊午): 丑 month, 本气己 is 劫财 so the 格 comes from 癸 or 辛; 辛 shows → 伤官格', () => {
    const r = z('1992-02-02', '12:00')
    expect(r.geJu.name).toBe('伤官格')
    expect(r.geJu.basis).toContain('透出')
  })
  it('建禄格: 甲木生寅月 (month branch is the day master’s 禄)', () => {
    // 2024-02-10 (春节) is a 甲辰 day (golden almanac case) in the 丙寅 month.
    const c = baziChart({ date: '2024-02-10', time: '12:00', birthZone: -8, sex: 1 })
    expect(c.pillars.day.ganZhi).toBe('甲辰')
    expect(c.pillars.month.ganZhi).toBe('丙寅')
    expect(ziping(c).geJu.name).toBe('建禄格')
  })
  it('winter births get 火 for 调候, summer births 水', () => {
    expect(z('2005-12-23', '08:37').yongShen.tiaoHou).toBe('火')
    expect(z('2000-06-15', '12:00').yongShen.tiaoHou).toBe('水')
    expect(z('1990-03-15', '10:30').yongShen.tiaoHou).toBeNull()
  })
  it('favourable and unfavourable elements never overlap', () => {
    const r = z('2005-12-23', '08:37')
    expect(r.yongShen.favourable.some((e) => r.yongShen.unfavourable.includes(e))).toBe(false)
  })
})
