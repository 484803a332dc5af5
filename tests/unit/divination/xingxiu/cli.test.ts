/** The `xingxiu` engine CLI contract: JSON in, JSON out; exit 2 with an error JSON on bad input. */
import { spawnSync } from 'node:child_process'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })

describe('engine CLI xingxiu', () => {
  it('answers the day, the year, both births and their relationship', () => {
    const r = engine(['xingxiu', JSON.stringify({ date: '2024-06-01', first: '1990-05-20', second: '1992-11-03' })])
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.day).toMatchObject({ name: '氐', fullName: '氐土貉', qiYao: '土' })
    expect(out.ganZhiYear).toBe(2024)
    expect(out.year.name).toBe('鬼')
    expect(out.first).toMatchObject({ lunar: '一九九〇年四月廿六', natalXiu: '胃' })
    expect(out.second.natalXiu).toBe('壁')
    expect(out.relation).toMatchObject({ ofSecond: '坏', ofFirst: '安', pair: '安坏' })
    // 2024 鬼金羊 (金) year: 正月 心 (鳌头通书 "金心"); 2024-06-01 is in the 巳 month (立夏 05-05), the fourth.
    expect(out.monthNumber).toBe(4)
    expect(out.month.name).toBe('斗')
  }, 180_000)

  it('natalMethod moon reads both natal 宿 from the Moon; monthRule qinxing moves the 月禽', () => {
    const first = { date: '1990-05-20', time: '08:00', birthZone: -8 }
    const second = { date: '1992-11-03', time: '21:30', birthZone: -8 }
    const r = engine(['xingxiu', JSON.stringify({ date: '2024-06-01', first, second, natalMethod: 'moon', monthRule: 'qinxing' })])
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.first).toMatchObject({ natalXiu: '室', sutraXiu: '胃', moon: { xiu: '室' } })
    expect(out.second).toMatchObject({ natalXiu: '虚', sutraXiu: '壁' })
    expect(out.relation.pair).toBe('友衰')
    // 禽星易见 "金胃": 正月 胃, the fourth month 觜.
    expect(out.month.name).toBe('觜')
  }, 180_000)

  it('exits 2 on an unknown natalMethod', () => {
    const r = engine(['xingxiu', '{"date":"2024-06-01","natalMethod":"sun"}'])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout).error.code).toBe('bad_natalMethod')
  }, 180_000)

  it('without births it leaves them null', () => {
    const out = JSON.parse(engine(['xingxiu', '{"date":"2024-06-01"}']).stdout)
    expect(out.first).toBeNull()
    expect(out.relation).toBeNull()
  }, 180_000)

  it('exits 2 with an error JSON on a bad date', () => {
    const r = engine(['xingxiu', '{"date":"2024-02-30"}'])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout).error.code).toBe('bad_date')
  }, 180_000)

  it('exits 2 with an error JSON without a date', () => {
    const m = engine(['xingxiu', '{"first":"1990-05-20"}'])
    expect(m.status).toBe(2)
    expect(JSON.parse(m.stdout).error.code).toBe('missing_date')
  }, 180_000)
})
