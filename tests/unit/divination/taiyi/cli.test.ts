import { execFileSync } from 'node:child_process'
import { commands } from '@/cli/commands/qimen-liuren'
import { EngineInputError } from '@/core/errors'

const run = (input: Record<string, unknown>) => commands.taiyi.run(input) as Record<string, unknown>

describe('engine CLI taiyi (DESIGN.md §3)', () => {
  it('answers the DESIGN fields for the 2026 year (xuan-taiyishenshu 统宗 vector: 局 55, 主 16 客 3 定 22)', () => {
    const out = run({ date: '2026-05-23', time: '16:25', birthZone: -8 })
    expect(out).toMatchObject({
      dun: '阳遁',
      ju: 55,
      taiyiPalace: 3,
      zhuSuan: 16,
      keSuan: 3,
      dingSuan: 22,
      zhuDaJiang: 6,
      keDaJiang: 3,
      wenChang: '申',
    })
    expect(out.ring).toHaveLength(16)
  })

  it('mode and school change the answer, at the top level or under settings', () => {
    const month = run({ date: '2024-07-20', time: '10:30', birthZone: -8, mode: 'month' })
    expect([month.ju, (month.count as { label: string }).label]).toEqual([56, '积月'])
    const hour = run({ date: '2024-07-20', time: '10:30', birthZone: -8, settings: { mode: 'hour' } })
    expect([hour.dun, hour.ju]).toEqual(['阴遁', 42])
    const taojin = run({ date: '1984-07-01', time: '12:00', birthZone: -8, school: 'taojin' })
    expect([taojin.yuan, taojin.ju]).toEqual(['甲子元', 1])
  })

  it('refuses an unknown mode or school', () => {
    expect(() => run({ date: '2024-07-20', time: '10:30', birthZone: -8, mode: 'week' })).toThrow(EngineInputError)
    expect(() => run({ date: '2024-07-20', time: '10:30', birthZone: -8, school: 'x' })).toThrow(/school/)
  })

  it('the CLI exits 2 with an error JSON', () => {
    let status = 0
    let stdout = ''
    try {
      execFileSync('npx', ['tsx', 'src/cli/engine.ts', 'taiyi', '{"date":"2024-07-20","time":"10:30","mode":"week"}'], { encoding: 'utf8' })
    } catch (e) {
      const err = e as { status: number; stdout: string }
      status = err.status
      stdout = err.stdout
    }
    expect(status).toBe(2)
    expect(JSON.parse(stdout).error.code).toBe('bad_settings')
  })
})
