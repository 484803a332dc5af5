/** The 策天 chart against the one published worked chart, the 引證圖 of 《正命二十八宿移語》 (yinzheng.json). */
import { describe, expect, it } from 'vitest'
import golden from './yinzheng.json'
import { computeCetian, type CetianSettings } from '@/divination/cetian'

interface Expect {
  lunar?: { year: number; month: number; day: number }
  timeName?: string
  yearGanZhi?: string
  mingGong: string
  shenGong: string
  palaces?: Record<string, { name: string; stars: string[]; shen?: boolean }>
  daxian?: { branch: string; fromAge: number; toAge: number; xianName?: string }[]
}

describe('策天 引證圖 (移語本)', () => {
  it.each(golden.cases)('$source', (c) => {
    const chart = computeCetian({ ...c.input, sex: c.input.sex as 0 | 1 }, c.settings as Partial<CetianSettings>)
    const e = c.expect as Expect
    if (e.lunar) expect(chart.birth.lunar).toMatchObject(e.lunar)
    if (e.timeName) expect(chart.birth.timeName).toBe(e.timeName)
    if (e.yearGanZhi) expect(chart.birth.yearGanZhi).toBe(e.yearGanZhi)
    expect(chart.mingGong).toBe(e.mingGong)
    expect(chart.shenGong).toBe(e.shenGong)
    for (const [branch, p] of Object.entries(e.palaces ?? {})) {
      const got = chart.palaces.find((x) => x.branch === branch)
      expect(got?.name, branch).toBe(p.name)
      expect(got?.stars.map((s) => s.name).sort(), branch).toEqual([...p.stars].sort())
      expect(got?.isShenGong, branch).toBe(Boolean(p.shen))
    }
    // Every star of the nineteen appears exactly once on the board.
    if (e.palaces) expect(chart.palaces.flatMap((p) => p.stars).length).toBe(19)
    for (const d of e.daxian ?? []) {
      const got = chart.palaces.find((x) => x.branch === d.branch)?.daxian
      expect(got, d.branch).toMatchObject({ fromAge: d.fromAge, toAge: d.toAge })
      if (d.xianName) expect(got?.xianName, d.branch).toBe(d.xianName)
    }
  })
})
