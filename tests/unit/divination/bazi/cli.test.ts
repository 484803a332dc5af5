import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { commands } from '@/cli/commands/chinese-calendar'
import { EngineInputError } from '@/core/errors'

const run = (name: string, input: Record<string, unknown>) => commands[name].run(input) as Record<string, unknown>

describe('engine CLI commands (DESIGN.md §3)', () => {
  it('bazi returns pillars as 干支 strings, naYin[4] and daYun {forward, startAge (虚岁), list}', () => {
    const out = run('bazi', { date: '2005-12-23', time: '08:37', birthZone: -8, sex: 1, lng: 116.4 }) as {
      pillars: Record<string, string>
      naYin: string[]
      daYun: { forward: boolean; startAge: number; list: { ganZhi: string; startAge: number }[] }
    }
    expect(out.pillars).toEqual({ year: '乙酉', month: '戊子', day: '辛巳', hour: '壬辰' })
    expect(out.naYin).toHaveLength(4)
    expect(out.daYun.forward).toBe(false)
    expect(out.daYun.startAge).toBe(7)
    expect(out.daYun.list[0]).toMatchObject({ ganZhi: '丁亥', startAge: 7 })
  })
  it('bazi takes nextDayZiShi, solarTime and qiYunMethod at the top level', () => {
    const out = run('bazi', { date: '1988-02-15', time: '23:30', sex: '男', nextDayZiShi: true, qiYunMethod: 'minute' }) as {
      pillars: Record<string, string>
      chart: { yun: { qiYun: { method: string } } }
    }
    expect(out.pillars.day).toBe('辛丑')
    expect(out.chart.yun.qiYun.method).toBe('minute')
  })
  it('calendar answers a day, a month and a lunar date', () => {
    expect((run('calendar', { date: '2024-02-10' }) as { ganZhi: { day: string } }).ganZhi.day).toBe('甲辰')
    expect((run('calendar', { year: 2024, month: 2 }) as { days: unknown[] }).days).toHaveLength(29)
    expect((run('calendar', { lunar: { year: 2024, month: 1, day: 1 } }) as { solar: unknown }).solar).toEqual({ year: 2024, month: 2, day: 10 })
  })
  it('zeri accepts births as profiles', () => {
    const out = run('zeri', {
      activity: '祭祀',
      from: '2025-06-01',
      to: '2025-06-10',
      profiles: [{ date: '1990-03-15', time: '10:30', sex: 1 }],
    }) as { profiles: { yearPillar: string; dayPillar: string }[] }
    expect(out.profiles[0]).toMatchObject({ yearPillar: '庚午', dayPillar: '己卯' })
  })
  it.each([
    ['bazi', { date: '1582-10-10', time: '12:00' }],
    ['bazi', { date: '2000-01-01', time: '12:00', sex: 2 }],
    ['bazi', { date: '2000-01-01', time: '12:00', solarTime: 'true' }],
    ['calendar', {}],
    ['zeri', { activity: '嫁娶', from: '2025-01-01', to: '2027-01-01' }],
  ])('%s rejects %o with an input error', (name, input) => {
    expect(() => run(name, input)).toThrow(EngineInputError)
  })
  it('the real CLI exits 2 with a JSON error for the 1582 gap', () => {
    let status = 0
    let stdout = ''
    try {
      execFileSync('npx', ['tsx', 'src/cli/engine.ts', 'calendar', '{"date":"1582-10-05"}'], { encoding: 'utf8' })
    } catch (e) {
      const err = e as { status: number; stdout: string }
      status = err.status
      stdout = err.stdout
    }
    expect(status).toBe(2)
    expect(JSON.parse(stdout).error.code).toBe('gregorian_gap')
  })
})
