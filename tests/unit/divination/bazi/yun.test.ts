import { describe, expect, it } from 'vitest'
import { baziChart, liuYueOf, resolveBaziSettings, DEFAULT_BAZI_SETTINGS } from '@/divination/bazi'
import { EngineInputError } from '@/core/errors'

const birth = (date: string, time: string, sex: number) => ({ date, time, birthZone: -8, sex, lng: 116.4 })

describe('大运 direction: 阳男阴女顺排，阴男阳女逆排', () => {
  it.each([
    ['1990-03-15', 1, true], // 庚午 yang, male
    ['1990-03-15', 0, false], // yang, female
    ['2005-12-23', 1, false], // 乙酉 yin, male
    ['1983-02-15', 0, true], // 癸亥 yin, female
  ])('%s sex %i → forward %s', (date, sex, forward) => {
    expect(baziChart(birth(date, '10:30', sex)).yun.forward).toBe(forward)
  })
  it('first 大运 is the month pillar one step along: 己卯 forward → 庚辰, backward → 戊寅', () => {
    expect(baziChart(birth('1990-03-15', '10:30', 1)).yun.list[0].ganZhi).toBe('庚辰')
    expect(baziChart(birth('1990-03-15', '10:30', 0)).yun.list[0].ganZhi).toBe('戊寅')
  })
  it('ten 大运 ten years apart, ages 虚岁 by default, 周岁 on request', () => {
    const xu = baziChart(birth('2005-12-23', '08:37', 1))
    expect(xu.yun.list).toHaveLength(10)
    expect(xu.yun.list.map((d) => d.startAge)).toEqual([7, 17, 27, 37, 47, 57, 67, 77, 87, 97])
    // 交运 2011-04-23 (5 years 4 months after 2005-12-23): 5 完整周岁.
    const zhou = baziChart(birth('2005-12-23', '08:37', 1), { ageType: 'zhou' })
    expect(zhou.yun.list[0].startAge).toBe(5)
    expect(zhou.yun.list[1].startAge).toBe(15)
    expect(zhou.yun.qiYun.startAgeZhou).toBe(5)
  })
})

describe('流年, 流月, 小运', () => {
  it('流年 2024 is 甲辰, 2025 乙巳', () => {
    const c = baziChart(birth('2005-12-23', '08:37', 1))
    const all = c.yun.list.flatMap((d) => d.liuNian)
    expect(all.find((l) => l.year === 2024)!.ganZhi).toBe('甲辰')
    expect(all.find((l) => l.year === 2025)!.ganZhi).toBe('乙巳')
  })
  it('流月 of 2024 (甲 year, 甲己之年丙作首) start 丙寅 at 立春 and end 丁丑 at the next 小寒', () => {
    const m = liuYueOf(2024)
    expect(m).toHaveLength(12)
    expect(m[0]).toMatchObject({ ganZhi: '丙寅', term: '立春' })
    expect(m[0].termTime.startsWith('2024-02-04 16:27')).toBe(true)
    expect(m[11]).toMatchObject({ ganZhi: '丁丑', term: '小寒' })
  })
  it('小运 at 虚岁 1 is the hour pillar one step in the 大运 direction (壬辰 backward → 辛卯)', () => {
    const c = baziChart(birth('2005-12-23', '08:37', 1))
    expect(c.yun.childhood.liuNian[0]).toMatchObject({ year: 2005, ageXu: 1, xiaoYun: '辛卯' })
    expect(c.yun.childhood.endYear).toBe(2010)
  })
  it('showLiuNianChangeYun marks the 交运 moment in the first 流年 of each 大运', () => {
    const off = baziChart(birth('2005-12-23', '08:37', 1))
    const on = baziChart(birth('2005-12-23', '08:37', 1), { showLiuNianChangeYun: true })
    expect(off.yun.list[0].liuNian[0].changeYun).toBeUndefined()
    expect(on.yun.list[0].liuNian[0].changeYun).toBe('2011-04-23 08:37:00')
    expect(on.yun.list[1].liuNian[0].changeYun).toBe('2021-04-23 08:37:00')
    expect(on.yun.list[0].liuNian[1].changeYun).toBeUndefined()
  })
})

describe('settings', () => {
  it('every convention has an explicit default', () => {
    expect(DEFAULT_BAZI_SETTINGS).toMatchObject({
      nextDayZiShi: false,
      jieqiType: 'exact',
      isDelta: false,
      qiYunMethod: 'shichen',
      ageType: 'xu',
      cangganType: 'full',
      shenshaLevel: 2,
    })
  })
  it('solarTime shortcut maps onto isDelta/isMean', () => {
    expect(resolveBaziSettings({ solarTime: 'true' })).toMatchObject({ isDelta: true, isMean: false })
    expect(resolveBaziSettings({ solarTime: 'mean' })).toMatchObject({ isDelta: true, isMean: true })
  })
  it.each([{ qiYunMethod: 'fast' }, { shenshaLevel: 5 }, { ageType: 'lunar' }, { solarTime: 'sidereal' }, { nextDayZiShi: 'maybe' }])(
    'rejects %o',
    (bad) => {
      expect(() => resolveBaziSettings(bad)).toThrow(EngineInputError)
    },
  )
  it("cangganType 'main' keeps only the 本气", () => {
    const c = baziChart(birth('2005-12-23', '08:37', 1), { cangganType: 'main' })
    expect(c.pillars.hour.hiddenStems.map((h) => h.name)).toEqual(['戊'])
  })
  it('mingType 2 counts the month from the 中气 passed: 2005-12-23 is after 冬至 (子 month by 节 = 11th; by 中气 冬至 = 11th too), 2005-12-10 before it', () => {
    // 12-10: month pillar 戊子 (after 大雪) but 中气 last passed is 小雪 (10th month).
    const a = baziChart(birth('2005-12-10', '08:37', 1), { mingType: 1 })
    const b = baziChart(birth('2005-12-10', '08:37', 1), { mingType: 2 })
    expect(a.mingGong.ganZhi).not.toBe(b.mingGong.ganZhi)
    expect(b.mingGong.rule).toContain('小雪')
  })
  it('mingZhi shows the 命宫 branch only', () => {
    expect(baziChart(birth('2005-12-23', '08:37', 1), { mingZhi: true }).mingGong.ganZhi).toBe('丑')
  })
  it('bad sex is refused', () => {
    expect(() => baziChart({ ...birth('2005-12-23', '08:37', 1), sex: 3 })).toThrow(EngineInputError)
  })
})
