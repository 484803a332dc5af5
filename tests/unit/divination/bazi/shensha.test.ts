import { describe, expect, it } from 'vitest'
import { findShensha, SHENSHA, type PillarKey } from '@/divination/bazi'
import { parseGanZhi } from '@/divination/common/ganzhi'

const chart = (y: string, m: string, d: string, h: string, sex = 1) => ({
  pillars: { year: parseGanZhi(y), month: parseGanZhi(m), day: parseGanZhi(d), hour: parseGanZhi(h) } as Record<
    PillarKey,
    ReturnType<typeof parseGanZhi>
  >,
  sex,
})
const where = (hits: ReturnType<typeof findShensha>, id: string) =>
  hits
    .filter((h) => h.id === id)
    .map((h) => h.pillar)
    .sort()

describe('神煞 rules', () => {
  it('every entry names its basis, rule and source', () => {
    for (const d of SHENSHA) {
      expect(d.rule.length).toBeGreaterThan(4)
      expect(d.source).toMatch(/《|通行/)
      expect(d.basis.length).toBeGreaterThan(0)
    }
  })
  it('天乙贵人 “甲戊庚牛羊”: 甲日见丑、未', () => {
    const hits = findShensha(chart('丙子', '辛丑', '甲午', '辛未'), 3)
    expect(where(hits, 'tianYi')).toEqual(['hour', 'month'])
  })
  it('天乙贵人 “六辛逢马虎”: 辛日见午、寅', () => {
    const hits = findShensha(chart('戊寅', '甲子', '辛卯', '甲午'), 3)
    expect(where(hits, 'tianYi')).toEqual(['hour', 'year'])
  })
  it('驿马 “申子辰马在寅”: 子年见寅 in the hour', () => {
    const hits = findShensha(chart('甲子', '丙子', '丁卯', '壬寅'), 3)
    expect(where(hits, 'yiMa')).toContain('hour')
  })
  it('桃花 “寅午戌在卯”: 午年见卯', () => {
    const hits = findShensha(chart('庚午', '己卯', '己卯', '己巳'), 3)
    expect(where(hits, 'taoHua')).toEqual(['day', 'month'])
  })
  it('华盖 “巳酉丑见丑”: 酉年见丑', () => {
    const hits = findShensha(chart('乙酉', '己丑', '甲子', '甲子'), 3)
    expect(where(hits, 'huaGai')).toContain('month')
  })
  it('魁罡 “壬辰庚戌与庚辰，戊戌魁罡四座神”: only the day pillar counts', () => {
    expect(where(findShensha(chart('甲子', '丙寅', '庚辰', '丙子'), 3), 'kuiGang')).toEqual(['day'])
    expect(where(findShensha(chart('庚辰', '丙寅', '甲子', '丙子'), 3), 'kuiGang')).toEqual([])
  })
  it('空亡 “甲子旬中戌亥空”: 乙丑日见戌、亥', () => {
    const hits = findShensha(chart('甲戌', '丁亥', '乙丑', '丙子'), 3)
    expect(where(hits, 'kongWang')).toEqual(['month', 'year'])
  })
  it('红鸾 “卯上起子逆数”: 子年见卯, 天喜 子年见酉', () => {
    const hits = findShensha(chart('甲子', '丁卯', '己酉', '甲子'), 3)
    expect(where(hits, 'hongLuan')).toEqual(['month'])
    expect(where(hits, 'tianXi')).toEqual(['day'])
  })
  it('天德 “正丁二申宫”: 寅月见丁干; 月德 “寅午戌月在丙”', () => {
    const hits = findShensha(chart('丁卯', '壬寅', '丙午', '甲午'), 3)
    expect(where(hits, 'tianDe')).toEqual(['year'])
    expect(where(hits, 'yueDe')).toEqual(['day'])
  })
  it('孤辰 “亥子丑人见寅”, 寡宿 “亥子丑人见戌”', () => {
    const hits = findShensha(chart('乙丑', '戊寅', '甲戌', '甲子'), 3)
    expect(where(hits, 'guChen')).toEqual(['month'])
    expect(where(hits, 'guaSu')).toEqual(['day'])
  })
  it('元辰 “阳男阴女冲前一位”: 甲子年男命见未; 阴男 丑年见午', () => {
    expect(where(findShensha(chart('甲子', '辛未', '丙子', '戊子', 1), 3), 'yuanChen')).toEqual(['month'])
    expect(where(findShensha(chart('乙丑', '壬午', '丙子', '戊子', 1), 3), 'yuanChen')).toEqual(['month'])
    expect(where(findShensha(chart('乙丑', '壬午', '丙子', '戊子', 0), 3), 'yuanChen')).toEqual([])
  })
  it('shenshaLevel filters: level 1 keeps 天乙贵人 and drops 天德 (level 2) and 金舆 (level 3)', () => {
    const c = chart('丁卯', '壬寅', '甲辰', '丁丑')
    const all = findShensha(c, 3).map((h) => h.id)
    const main = findShensha(c, 1).map((h) => h.id)
    expect(all).toContain('tianDe')
    expect(all).toContain('jinYu')
    expect(main).toContain('tianYi')
    expect(main).not.toContain('tianDe')
    expect(main).not.toContain('jinYu')
    expect(findShensha(c, 1).every((h) => h.level === 1)).toBe(true)
  })
})
