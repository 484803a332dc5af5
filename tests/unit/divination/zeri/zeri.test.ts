import { describe, expect, it } from 'vitest'
import { zeri } from '@/divination/zeri'
import { EngineInputError } from '@/core/errors'

const CLASH: Record<string, string> = {
  子: '午',
  丑: '未',
  寅: '申',
  卯: '酉',
  辰: '戌',
  巳: '亥',
  午: '子',
  未: '丑',
  申: '寅',
  酉: '卯',
  戌: '辰',
  亥: '巳',
}

describe('zeri', () => {
  const r = zeri({
    activity: '嫁娶',
    from: '2025-06-01',
    to: '2025-07-31',
    profiles: [
      { yearPillar: '庚午', dayPillar: '己卯' },
      { yearPillar: '辛未', dayPillar: '戊申' },
    ],
    withRejected: true,
  })
  it('every pick lists the activity under 宜 and not under 忌', () => {
    expect(r.picks.length).toBeGreaterThan(0)
    for (const p of r.picks) {
      expect(p.yi).toContain('嫁娶')
      expect(p.ji).not.toContain('嫁娶')
    }
  })
  it('no pick clashes (六冲) with either profile’s year or day branch', () => {
    const banned = ['午', '卯', '未', '申'].map((b) => CLASH[b])
    for (const p of r.picks) expect(banned).not.toContain(p.dayGanZhi[1])
  })
  it('月破 days are never picked', () => {
    expect(r.picks.every((p) => p.jianChu !== '破')).toBe(true)
  })
  it('a rejected day says why, and the 2025-06-21 辛酉 day clashes with 己卯 (卯酉冲)', () => {
    const d = r.rejected!.find((x) => x.date === '2025-06-21')!
    expect(d.reasons.some((x) => !x.ok && x.detail.includes('冲'))).toBe(true)
  })
  it('picks are sorted by score, each with a scoring explanation', () => {
    for (let i = 1; i < r.picks.length; i++) expect(r.picks[i - 1].score).toBeGreaterThanOrEqual(r.picks[i].score)
    expect(r.picks.every((p) => p.reasons.some((x) => x.rule === '评分'))).toBe(true)
  })
  it('picks + rejected cover the whole range (61 days)', () => {
    expect(r.picks.length + r.rejected!.length).toBe(61)
  })
  it('refuses ranges over 366 days, reversed ranges and more than two profiles', () => {
    expect(() => zeri({ activity: '嫁娶', from: '2025-01-01', to: '2026-06-01' })).toThrow(EngineInputError)
    expect(() => zeri({ activity: '嫁娶', from: '2025-02-01', to: '2025-01-01' })).toThrow(EngineInputError)
    const p = { yearPillar: '甲子', dayPillar: '甲子' }
    expect(() => zeri({ activity: '嫁娶', from: '2025-01-01', to: '2025-01-05', profiles: [p, p, p] })).toThrow(EngineInputError)
  })
  it('refuses an activity the almanac does not know', () => {
    expect(() => zeri({ activity: '买彩票', from: '2025-01-01', to: '2025-01-05' })).toThrow(EngineInputError)
  })
  it('skips the 1582 gap inside a range', () => {
    const g = zeri({ activity: '祭祀', from: '1582-10-01', to: '1582-10-20', withRejected: true })
    expect(g.picks.length + g.rejected!.length).toBe(10)
  })
})
