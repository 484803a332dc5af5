/** 七政 神煞 from the year 干支: one known placement per rule (口诀 quoted), the switches, the chart's list. */
import { computeZhengyuChart, parseZhengyuSettings, zhengyuShensha } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

/** Branches of a star for a year 干支 (the month and hour do not matter to these stars). */
const at = (stem: number, branch: number, id: string) =>
  zhengyuShensha({ yearStem: stem, yearBranch: branch, monthBranch: 2, hourBranch: 0 }).find((s) => s.id === id)!.branches

describe('七政 神煞 by the year 干支', () => {
  it('天乙贵人「甲戊庚牛羊，乙己鼠猴乡」: 甲 → 丑未, 己 → 子申', () => {
    expect(at(0, 0, 'tianYi')).toEqual(['丑', '未'])
    expect(at(5, 3, 'tianYi')).toEqual(['子', '申'])
  })
  it('驿马「申子辰马在寅，亥卯未马在巳」', () => {
    expect(at(0, 0, 'yiMa')).toEqual(['寅'])
    expect(at(5, 3, 'yiMa')).toEqual(['巳'])
  })
  it('咸池「寅午戌兔从茅里出」→ 卯; 华盖「寅午戌见戌」', () => {
    expect(at(0, 6, 'taoHua')).toEqual(['卯'])
    expect(at(0, 6, 'huaGai')).toEqual(['戌'])
  })
  it('红鸾 子年在卯, 天喜 在酉; 孤辰 亥子丑在寅, 寡宿 在戌', () => {
    expect(at(0, 0, 'hongLuan')).toEqual(['卯'])
    expect(at(0, 0, 'tianXi')).toEqual(['酉'])
    expect(at(0, 0, 'guChen')).toEqual(['寅'])
    expect(at(0, 0, 'guaSu')).toEqual(['戌'])
  })
  it('劫煞「申子辰劫在巳」, 亡神「申子辰亡在亥」', () => {
    expect(at(0, 0, 'jieSha')).toEqual(['巳'])
    expect(at(0, 0, 'wangShen')).toEqual(['亥'])
  })
  it('no bazi star of the day or the month pillar; each names its basis, rule and source', () => {
    const all = zhengyuShensha({ yearStem: 5, yearBranch: 3, monthBranch: 2, hourBranch: 0 })
    expect(all.map((s) => s.id)).not.toContain('tianYiDoctor')
    expect(all.map((s) => s.id)).not.toContain('kuiGang')
    for (const s of all) {
      expect(s.by).toMatch(/^(年[干支柱]|月支|.月.时|纳音)/)
      expect(s.rule.length).toBeGreaterThan(3)
      expect(s.source.length).toBeGreaterThan(1)
    }
  })

  it('the chart lists the natal year’s stars (1879 己卯: 天乙 on 子 申), less those switched off', async () => {
    const eph = await getNodeEphemeris('files')
    const input = { jdUT: 2407422.9, latDeg: 48.4, lngDeg: 10 }
    const c = computeZhengyuChart(eph, input, parseZhengyuSettings({}))
    expect([c.yearStem, c.yearBranch]).toEqual([5, 3])
    expect(c.shensha.find((s) => s.id === 'tianYi')!.branches).toEqual(['子', '申'])
    const off = computeZhengyuChart(eph, input, parseZhengyuSettings({ shenshaOff: { natal: ['tianYi'], transit: [] } }))
    expect(off.shensha.map((s) => s.id)).not.toContain('tianYi')
    expect(off.shensha).toHaveLength(c.shensha.length - 1)
  })
})
