import { momentOf } from '@/divination/calendar'
import { STEM_NAMES } from '@/divination/common/ganzhi'
import { earthPlateOf, horseBranch, JU_TABLE, normalizeQimenSettings, qimenChart, XUN_YI } from '@/divination/qimen'

const at = (date: string, time: string) => momentOf({ date, time, birthZone: -8, summer: 0 })
const plateText = (ju: number, yang: boolean) =>
  earthPlateOf(ju, yang)
    .slice(1)
    .map((s) => STEM_NAMES[s])
    .join('')

describe('奇门 rules', () => {
  it('「冬至惊蛰一七四」: 冬至 (index 23) and 惊蛰 (4) are 1, 7, 4', () => {
    expect(JU_TABLE[23]).toEqual([1, 7, 4])
    expect(JU_TABLE[4]).toEqual([1, 7, 4])
  })

  it('「夏至白露九三六」: 夏至 (11) and 白露 (16) are 9, 3, 6', () => {
    expect(JU_TABLE[11]).toEqual([9, 3, 6])
    expect(JU_TABLE[16]).toEqual([9, 3, 6])
  })

  it('「阳遁顺仪奇逆布」: 阳遁一局 puts 戊 on 坎1 and runs 己庚辛壬癸丁丙乙 through 2–9', () => {
    expect(plateText(1, true)).toBe('戊己庚辛壬癸丁丙乙')
  })

  it('「阴遁逆仪奇顺行」: 阴遁九局 puts 戊 on 离9 and runs backward (乙 on 坎1)', () => {
    expect(plateText(9, false)).toBe('乙丙丁癸壬辛庚己戊')
  })

  it('「甲子戊，甲戌己，甲申庚，甲午辛，甲辰壬，甲寅癸」', () => {
    expect(XUN_YI.map((x) => x.head + STEM_NAMES[x.yi]).join(' ')).toBe('甲子戊 甲戌己 甲申庚 甲午辛 甲辰壬 甲寅癸')
  })

  it('「申子辰马在寅」 and 「巳酉丑马在亥」', () => {
    expect([0, 4, 8].map(horseBranch)).toEqual([2, 2, 2])
    expect([5, 9, 1].map(horseBranch)).toEqual([11, 11, 11])
  })

  it('符头 rule: 2021-03-09 is 丙辰, its 符头 甲寅 (寅申巳亥) is 中元', () => {
    const chart = qimenChart(at('2021-03-09', '09:00'))
    expect(chart.fuTou).toBe('甲寅')
    expect(chart.yuan).toBe('中元')
  })

  it('阴遁 after 夏至: 2024-07-01 12:00 (夏至 on 06-21) is 阴遁', () => {
    expect(qimenChart(at('2024-07-01', '12:00')).dun).toBe('阴遁')
  })

  it('「直符常遣加时干」 in 飞盘 too: the 值符 star stands on the palace of the hour stem (Q1: 天英 on 3)', () => {
    const chart = qimenChart(at('2021-03-09', '09:00'), normalizeQimenSettings({ pan: 'fei' }))
    expect(chart.palaces[3].star).toBe('天英')
    expect(chart.palaces[3].god).toBe('值符')
    // 阳遁 flies forward in 洛书 order: 天英 (9) on 3, so 天蓬 (1) on 4 and 天禽 (5) on 8
    expect(chart.palaces[4].star).toBe('天蓬')
    expect(chart.palaces[8].star).toBe('天禽')
    // the star carries the 地盘 stem of its own palace: 天英 from 9 (庚)
    expect(chart.palaces[3].heavenStem).toBe('庚')
  })

  it('飞盘 with the 旬首 in 中五 (Q3, 2024-01-11 01:00): the 值使 死门 (寄坤) stands on its landing palace 6', () => {
    const chart = qimenChart(at('2024-01-11', '01:00'), normalizeQimenSettings({ pan: 'fei' }))
    expect(chart.zhiShi).toMatchObject({ door: '死门', landsPalace: 6 })
    expect(chart.palaces[6].door).toBe('死门')
    expect(Object.values(chart.palaces).filter((c) => c.door).length).toBe(8)
  })

  it('23:00 换日 (default) moves the day pillar; the setting keeps it', () => {
    const next = qimenChart(at('2021-03-09', '23:30'))
    const same = qimenChart(at('2021-03-09', '23:30'), normalizeQimenSettings({ nextDayZiShi: false }))
    expect(next.pillars.split(' ')[2]).toBe('丁巳')
    expect(same.pillars.split(' ')[2]).toBe('丙辰')
  })

  it('门迫 「门克宫」: 2016-12-02 17:00 (阴遁八局) has 死门 on 坎1, 伤门 on 坤2, 开门 on 震3, 景门 on 乾6', () => {
    const chart = qimenChart(at('2016-12-02', '17:00'))
    const pressed = Object.values(chart.palaces)
      .filter((c) => c.marks.includes('门迫'))
      .map((c) => `${c.door}${c.palace}`)
    expect(pressed).toEqual(['死门1', '伤门2', '开门3', '景门6'])
  })

  it('三奇入墓 and 六仪击刑 on the 天盘 (Q1): 乙 on 坤2, 丁 on 艮8, 壬 on 巽4', () => {
    const chart = qimenChart(at('2021-03-09', '09:00'))
    expect(chart.palaces[2].marks).toContain('天乙奇入墓')
    expect(chart.palaces[8].marks).toContain('天丁奇入墓')
    expect(chart.palaces[4].marks).toContain('天壬击刑')
  })

  it('bad settings are input errors', () => {
    expect(() => normalizeQimenSettings({ pan: 'round' })).toThrow(/pan/)
    // 日家 is a board of its own kind (dayQimenChart), not a 时家-style board
    expect(() => qimenChart(at('2021-03-09', '09:00'), normalizeQimenSettings({ jia: 'day' }))).toThrow(/日家/)
  })
})

/**
 * 置闰, derived by hand from the rule (超神 at 芒种/大雪 over nine days → the term is repeated) and almanac facts:
 * 大雪 2018-12-07, 芒种 2019-06-06, 夏至 2019-06-21 (Beijing time); 2018-11-28 and 2019-05-27 are 甲子 days
 * (2000-01-01 is 戊午; 7086 days later is index (54 + 7086) mod 60 = 0).
 * 大雪 2018: 上元 符头 甲子 11-28 leads by 9 days → no 闰. Twelve terms of 15 days later the 芒种 上元 starts on
 * 2019-05-27 (甲子), leading 芒种 by 10 days → 置闰: 芒种 05-27…06-10, 闰芒种 06-11 (己卯)…06-25, 夏至 from 06-26 (甲午),
 * 接气 five days after the term.
 */
describe('置闰 around 芒种 2019', () => {
  const zhiRun = normalizeQimenSettings({ juMethod: 'zhirun' })
  const cases: [string, string, string, boolean][] = [
    ['2018-12-01', '大雪', '上元', false],
    ['2019-05-27', '芒种', '上元', false],
    ['2019-06-07', '芒种', '下元', false],
    ['2019-06-11', '芒种', '上元', true],
    ['2019-06-22', '芒种', '下元', true],
    ['2019-06-26', '夏至', '上元', false],
  ]
  it.each(cases)('%s is %s %s (闰 %s)', (date, term, yuan, leap) => {
    const chart = qimenChart(at(date, '12:00'), zhiRun)
    expect(chart.solarTerm).toBe(term)
    expect(chart.yuan).toBe(yuan)
    expect(chart.zhiRun?.leap).toBe(leap)
  })

  it('超神 9 days at 大雪 2018 and 10 at 芒种 2019; 接气 5 at 夏至', () => {
    expect(qimenChart(at('2018-11-28', '12:00'), zhiRun).zhiRun?.chaoShenDays).toBe(9)
    expect(qimenChart(at('2019-05-27', '12:00'), zhiRun).zhiRun?.chaoShenDays).toBe(10)
    expect(qimenChart(at('2019-06-26', '12:00'), zhiRun).zhiRun?.chaoShenDays).toBe(-5)
  })

  /**
   * 大雪 2021, by hand: from 夏至 2019 (甲午 2019-06-26) the chain runs one block per term; 大雪 2021 (12-07) gets the
   * block 30 terms later, 2021-11-27, a 己卯 day (915 days after the 甲子 of 2019-05-27), leading by 10 days → 闰大雪
   * from 2021-12-12 (甲午), then 冬至 (12-21) from 2021-12-27 (己酉), 接气 six days.
   */
  it.each([
    ['2021-11-27', '大雪', false],
    ['2021-12-12', '大雪', true],
    ['2021-12-27', '冬至', false],
  ] as const)('%s is %s (闰 %s)', (date, term, leap) => {
    const chart = qimenChart(at(date, '12:00'), zhiRun)
    expect([chart.solarTerm, chart.yuan, chart.zhiRun?.leap]).toEqual([term, '上元', leap])
  })

  it('拆补 on the same day follows the term in effect instead (2019-06-22 is 夏至)', () => {
    expect(qimenChart(at('2019-06-22', '12:00')).solarTerm).toBe('夏至')
  })
})

/**
 * 年家 and 月家, derived by hand: 2024 is 甲辰. 「下元甲子（1984）阴七局」: 戊7 己6 庚5 辛4 壬3 … ; 甲辰 hides in 壬, on
 * 3, so 值符 天冲 and 值使 伤门 stay on 3. 「辰戌丑未年下元阴四局」: 戊4 己3 …; the 巳 month 己巳 is in the 甲子(戊) 旬,
 * 戊 on 4 (天辅, 杜门); 值符 goes to 己 on 3; 值使 counts five months backward from 4: 3 2 1 9 8.
 */
describe('年家 and 月家', () => {
  const when = at('2024-05-10', '12:00')
  it('年家 2024: 阴遁七局, 旬首 甲辰(壬) on 3', () => {
    const c = qimenChart(when, normalizeQimenSettings({ jia: 'year' }))
    expect([c.dun, c.yuan, c.ju, c.xunHead]).toEqual(['阴遁', '下元', 7, '甲辰(壬)'])
    expect(c.earthPlate.join('')).toBe('丁癸壬辛庚己戊乙丙')
    expect(c.zhiFu).toMatchObject({ star: '天冲', landsPalace: 3 })
    expect(c.zhiShi).toMatchObject({ door: '伤门', landsPalace: 3 })
  })

  it('月家 2024 巳月: 阴遁四局, 值符 天辅 to 3, 值使 杜门 to 8', () => {
    const c = qimenChart(when, normalizeQimenSettings({ jia: 'month' }))
    expect([c.dun, c.yuan, c.ju, c.xunHead]).toEqual(['阴遁', '下元', 4, '甲子(戊)'])
    expect(c.zhiFu).toMatchObject({ star: '天辅', landsPalace: 3 })
    expect(c.zhiShi).toMatchObject({ door: '杜门', landsPalace: 8 })
  })

  it('年家 元 by the 180-year cycle: 1924 中元 四局, 1864 上元 一局', () => {
    expect(qimenChart(at('1924-06-01', '12:00'), normalizeQimenSettings({ jia: 'year' })).ju).toBe(4)
    expect(qimenChart(at('1864-06-01', '12:00'), normalizeQimenSettings({ jia: 'year' })).ju).toBe(1)
  })
})
