import { execFileSync } from 'node:child_process'
import { commands } from '@/cli/commands/qimen-liuren'
import { EngineInputError } from '@/core/errors'

const run = (name: string, input: Record<string, unknown>) => commands[name].run(input) as Record<string, unknown>

describe('engine CLI qimen and liuren (DESIGN.md §3)', () => {
  it('qimen answers the DESIGN fields (Q1 of the published plates)', () => {
    const out = run('qimen', { date: '2021-03-09', time: '09:00', birthZone: -8 }) as {
      pillars: string
      dun: string
      ju: number
      xunHead: string
      earthPlate: string[]
      zhiFu: { star: string; landsPalace: number }
      zhiShi: { door: string; landsPalace: number }
      palaces: Record<string, { earthStem: string; heavenStem: string; star: string; door: string; god: string }>
    }
    expect(out.pillars).toBe('辛丑 辛卯 丙辰 癸巳')
    expect([out.dun, out.ju, out.xunHead]).toEqual(['阳遁', 7, '甲申(庚)'])
    expect(out.earthPlate).toHaveLength(9)
    expect(out.zhiFu).toMatchObject({ star: '天英', landsPalace: 3 })
    expect(out.zhiShi).toMatchObject({ door: '景门', landsPalace: 9 })
    expect(out.palaces['7']).toMatchObject({ earthStem: '戊', heavenStem: '辛', star: '天蓬', door: '惊门' })
  })

  it('qimen takes pan and juMethod at the top level', () => {
    expect((run('qimen', { date: '2019-06-12', time: '12:00', juMethod: 'zhirun' }) as { zhiRun: { leap: boolean } }).zhiRun.leap).toBe(true)
    expect((run('qimen', { date: '2021-03-09', time: '09:00', pan: 'fei' }) as { settings: { pan: string } }).settings.pan).toBe('fei')
  })

  it('qimen jia "day" answers the 日家 (金函) board: 太乙九星 and 八门 by the day pillar', () => {
    const out = run('qimen', { date: '2024-01-15', time: '12:00', birthZone: -8, jia: 'day' }) as {
      dayPillar: string
      dun: string
      xunHead: string
      palaces: Record<string, { star: string; door: string }>
    }
    expect([out.dayPillar, out.dun, out.xunHead]).toEqual(['戊寅', '阳遁', '甲戌'])
    expect(out.palaces['4']).toMatchObject({ star: '太乙', door: '景门' })
    expect(out.palaces['6']).toMatchObject({ star: '轩辕', door: '休门' })
  })

  it('liuren from a time and from explicit 日干支, 占时 and 中气 agree (kinliuren example)', () => {
    const a = run('liuren', { date: '2021-12-25', time: '10:00', birthZone: -8 })
    const b = run('liuren', { dayGanZhi: '丁未', hourBranch: '巳', zhongQi: '冬至' })
    for (const out of [a, b]) {
      expect(out.siKe).toEqual([
        { upper: '卯', lower: '丁', tianJiang: '勾陈' },
        { upper: '亥', lower: '卯', tianJiang: '贵人' },
        { upper: '卯', lower: '未', tianJiang: '勾陈' },
        { upper: '亥', lower: '卯', tianJiang: '贵人' },
      ])
      expect(out.sanChuan).toEqual([
        { branch: '卯', tianJiang: '勾陈' },
        { branch: '亥', tianJiang: '贵人' },
        { branch: '未', tianJiang: '太常' },
      ])
      expect(out.keTi).toBe('元首')
      expect(out.guiRen).toMatchObject({ branch: '亥', direction: '顺' })
    }
  })

  it('bad input is an input error', () => {
    expect(() => run('qimen', { date: '2021-03-09', time: '09:00', pan: 'round' })).toThrow(EngineInputError)
    expect(() => run('liuren', { dayGanZhi: '丁未', hourBranch: '巳', zhongQi: '立春' })).toThrow(EngineInputError)
    expect(() => run('liuren', { dayGanZhi: '丁未', hourBranch: 'x', yueJiang: '丑' })).toThrow(EngineInputError)
  })

  it('the CLI exits 2 with an error JSON', () => {
    let status = 0
    let stdout = ''
    try {
      execFileSync('npx', ['tsx', 'src/cli/engine.ts', 'qimen', '{"date":"2021-03-09","time":"09:00","juMethod":"x"}'], { encoding: 'utf8' })
    } catch (e) {
      const err = e as { status: number; stdout: string }
      status = err.status
      stdout = err.stdout
    }
    expect(status).toBe(2)
    expect(JSON.parse(stdout).error.code).toBe('bad_settings')
  })
})
