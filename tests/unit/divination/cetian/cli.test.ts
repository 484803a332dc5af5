/** The `cetian` engine CLI contract: JSON in, JSON out; exit 2 with an error JSON on bad input. */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })

describe('engine CLI cetian', () => {
  it('answers the 引證圖 chart: 命宫, 身宫, twelve palaces from 命宫 with stars and 大限', () => {
    const r = engine([
      'cetian',
      JSON.stringify({ date: '1975-12-29', time: '20:00', birthZone: -8, sex: 1, miaoWangType: 'quanji', target: '2010-06-01' }),
    ])
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out).toMatchObject({ mingGong: '未', shenGong: '卯', tianZhang: '寅', current: { age: 36, branch: '子' } })
    expect(out.palaces).toHaveLength(12)
    expect(out.palaces[0]).toMatchObject({ name: '命宫', branch: '未', stars: ['天印', '天刑'] })
    expect(out.palaces[4]).toMatchObject({ name: '男女', branch: '卯', isShenGong: true, daxian: { fromAge: 1, toAge: 11, xianStar: '天库' } })
    expect(out.palaces.find((p: { branch: string }) => p.branch === '申').miaoWang).toEqual({ 天贵: '旺' })
  }, 180_000)

  it('exits 2 on an unknown setting value', () => {
    const r = engine(['cetian', '{"date":"1975-12-29","time":"20:00","sex":1,"starCalcType":"x"}'])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout).error.code).toBe('bad_settings')
  }, 180_000)
})
