/**
 * 七政 神煞 of Moira's catalogue (moira_t.prop, as transcribed in kinastro astro/qizheng/shensha.py): one known
 * placement per basis group from Moira's tables, our stars that Moira witnesses checked against its tables at every
 * index, the catalogue's shape, the month and hour inputs of a chart and the natal/流年 switches.
 */
import { commands } from '@/cli/commands/zhengyu'
import { computeZhengyuChart, parseZhengyuSettings, shenshaMomentOf, ZHENGYU_SHENSHA, zhengyuShensha } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const BR = '子丑寅卯辰巳午未申酉戌亥'
const ST = '甲乙丙丁戊己庚辛壬癸'
/** Branches of a star for a year pillar given as text ('戊辰'), month and hour branches given as characters. */
const at = (pillar: string, id: string, month = '寅', hour = '子') =>
  zhengyuShensha({ yearStem: ST.indexOf(pillar[0]), yearBranch: BR.indexOf(pillar[1]), monthBranch: BR.indexOf(month), hourBranch: BR.indexOf(hour) })
    .find((s) => s.id === id)
    ?.branches.join('')
const def = (id: string) => ZHENGYU_SHENSHA.find((d) => d.id === id)!

describe('Moira 地支 stars by the year branch', () => {
  it('辰年 卷舌 in 丑 (岁前九辰), 子年 的煞 in 巳, 寅年 三刑 in 巳, 辰年 吞陷 in 辰', () => {
    expect(at('戊辰', 'juanShe')).toBe('丑')
    expect(at('甲子', 'deSha')).toBe('巳')
    expect(at('丙寅', 'sanXing')).toBe('巳')
    expect(at('戊辰', 'tunXian')).toBe('辰')
  })
  it('卯年 大煞 in 巳, 午年 地解 in 戌, 子年 天煞 in 未', () => {
    expect(at('乙卯', 'daSha')).toBe('巳')
    expect(at('丙午', 'diJie')).toBe('戌')
    expect(at('甲子', 'tianSha')).toBe('未')
  })
  it('a sub-star sits with its parent: 午年 剑锋 with 岁驾 in 午, 年煞 with 咸池 (寅年 in 卯)', () => {
    expect(at('丙午', 'jianFeng')).toBe('午')
    expect(at('丙午', 'suiJia')).toBe('午')
    expect(at('丙寅', 'nianSha')).toBe('卯')
    expect(def('jianFeng').rule).toMatch(/^与岁驾同宫/)
  })
})

describe('Moira 天干 stars by the year stem', () => {
  it('甲年 禄勋 in 寅, 辛年 天贵 in 寅, 丙年 飞刃 in 子 and 唐符 with it', () => {
    expect(at('甲子', 'lu')).toBe('寅')
    expect(at('辛未', 'tianGui')).toBe('寅')
    expect(at('丙寅', 'feiRen')).toBe('子')
    expect(at('丙寅', 'tangFu')).toBe('子')
  })
  it('阳刃 only in yang years, 阴刃 only in yin years: 乙年 阴刃 in 辰', () => {
    expect(at('乙丑', 'yangRenYin')).toBe('辰')
    expect(at('乙丑', 'yangRenYang')).toBeUndefined()
    expect(at('庚午', 'yangRenYang')).toBe('酉')
  })
  it('壬年 流霞 in 亥, 辛年 学堂 in 子', () => {
    expect(at('壬申', 'liuXia')).toBe('亥')
    expect(at('辛未', 'xueTang')).toBe('子')
  })
})

describe('Moira 月支 stars by the 节气 month', () => {
  it('寅月 月廉 in 申, 天耗 in 子, 地耗 in 酉; 子月 注受 in 寅', () => {
    expect(at('甲子', 'yueLian', '寅')).toBe('申')
    expect(at('甲子', 'tianHao', '寅')).toBe('子')
    expect(at('甲子', 'diHao', '寅')).toBe('酉')
    expect(at('甲子', 'zhuShou', '子')).toBe('寅')
  })
})

describe('Moira 干支 stars by the year pillar, 斗杓 by month and hour, 十二长生 by 纳音', () => {
  it('甲子年 空亡 戌亥 and 孤虚 辰巳; 乙丑年 岁殿 in 寅; 甲子年 游奕 in 午; 癸亥年 擎天 in 卯', () => {
    expect(at('甲子', 'kongWang')).toBe('戌亥')
    expect(at('甲子', 'guXu')).toBe('辰巳')
    expect(at('乙丑', 'suiDian')).toBe('寅')
    expect(at('甲子', 'youYi')).toBe('午')
    expect(at('癸亥', 'qingTian')).toBe('卯')
  })
  it('斗杓: 寅月子时 in 辰, 子月子时 in 寅', () => {
    expect(at('甲子', 'douShao', '寅', '子')).toBe('辰')
    expect(at('甲子', 'douShao', '子', '子')).toBe('寅')
  })
  it('戊辰 (大林木) 长生 in 戌; 甲子 (海中金) 长生 in 辰, 帝旺 in 子', () => {
    expect(at('戊辰', 'stageChangSheng')).toBe('戌')
    expect(at('甲子', 'stageChangSheng')).toBe('辰')
    expect(at('甲子', 'stageDiWang')).toBe('子')
  })
})

describe('our stars that Moira witnesses', () => {
  // Moira 地支 / 天干 tables for the same stars, index 子 … 亥 or 甲 … 癸.
  const MOIRA_BRANCH: Record<string, string> = {
    hongLuan: '卯寅丑子亥戌酉申未午巳辰',
    tianXi: '酉申未午巳辰卯寅丑子亥戌',
    guChen: '寅寅巳巳巳申申申亥亥亥寅',
    guaSu: '戌戌丑丑丑辰辰辰未未未戌',
    jieSha: '巳寅亥申巳寅亥申巳寅亥申',
    wangShen: '亥申巳寅亥申巳寅亥申巳寅',
    taoHua: '酉午卯子酉午卯子酉午卯子',
    yiMa: '寅亥申巳寅亥申巳寅亥申巳',
    huaGai: '辰丑戌未辰丑戌未辰丑戌未',
    jiangXing: '子酉午卯子酉午卯子酉午卯',
    zaiSha: '午卯子酉午卯子酉午卯子酉',
    baoWei: '戌未辰丑戌未辰丑戌未辰丑',
    taiSui: '子丑寅卯辰巳午未申酉戌亥',
    siFu: '巳午未申酉戌亥子丑寅卯辰',
    suiPo: '午未申酉戌亥子丑寅卯辰巳',
    baiHu: '申酉戌亥子丑寅卯辰巳午未',
    diaoKe: '戌亥子丑寅卯辰巳午未申酉',
  }
  const MOIRA_STEM: Record<string, string> = {
    lu: '寅卯巳午巳午申酉亥子',
    guoYin: '戌亥丑寅丑寅辰巳未申',
    hongYan: '午申寅未辰辰戌酉子申',
  }
  it('hold Moira’s table at every index and name Moira in their source', () => {
    for (const [id, t] of Object.entries(MOIRA_BRANCH)) {
      expect(
        def(id)
          .table.map((b) => BR[b[0]])
          .join(''),
        id,
      ).toBe(t)
      expect(def(id).source, id).toContain('Moira')
    }
    for (const [id, t] of Object.entries(MOIRA_STEM))
      expect(
        def(id)
          .table.map((b) => BR[b[0]])
          .join(''),
        id,
      ).toBe(t)
  })
  it('keep our table where Moira differs: 文昌「辛鼠」 in 子 (Moira 戌), 黄幡 寅午戌 in 戌 (Moira 未)', () => {
    expect(at('辛未', 'wenChang')).toBe('子')
    expect(at('丙寅', 'huangFan')).toBe('戌')
  })
})

describe('the catalogue', () => {
  it('holds at least 100 stars, each with a unique id, a rule and a source; each sub-star shares its parent’s table', () => {
    expect(ZHENGYU_SHENSHA.length).toBeGreaterThanOrEqual(100)
    expect(new Set(ZHENGYU_SHENSHA.map((d) => d.id)).size).toBe(ZHENGYU_SHENSHA.length)
    for (const d of ZHENGYU_SHENSHA) {
      expect(d.rule.length, d.id).toBeGreaterThan(3)
      expect(d.source.length, d.id).toBeGreaterThan(3)
      if (d.with) expect(def(d.with).table, d.id).toEqual(d.table)
    }
  })

  it('a chart takes its 节气 month and hour: 1990-06-15 20:00 Beijing is 庚午年 午月 戌时 (月廉 子, 斗杓 午) in the CLI', async () => {
    const out = (await commands.zhengyu.run({ date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41 })) as {
      yearBranch: string
      monthBranch: string
      shensha: { id: string; branches: string[]; by: string }[]
    }
    expect([out.yearBranch, out.monthBranch]).toEqual(['午', '午'])
    const sha = (id: string) => out.shensha.find((s) => s.id === id)!
    expect(sha('yueLian').branches).toEqual(['子'])
    expect(sha('douShao')).toMatchObject({ branches: ['午'], by: '午月戌时' })
    expect(out.shensha.length).toBeGreaterThanOrEqual(100)
  })

  it('switched off for the birth chart, a star leaves the natal list and stays in the 流年 list; every star can be off', async () => {
    const eph = await getNodeEphemeris('files')
    const input = { jdUT: 2407422.9, latDeg: 48.4, lngDeg: 10 }
    const settings = parseZhengyuSettings({ shenshaOff: { natal: ['juanShe'], transit: [] } })
    const c = computeZhengyuChart(eph, input, settings)
    expect(c.shensha.map((s) => s.id)).not.toContain('juanShe')
    expect(zhengyuShensha(shenshaMomentOf(c), settings.shenshaOff.transit).map((s) => s.id)).toContain('juanShe')
    const allOff = parseZhengyuSettings({ shenshaOff: { natal: ZHENGYU_SHENSHA.map((d) => d.id), transit: [] } })
    expect(computeZhengyuChart(eph, input, allOff).shensha).toEqual([])
  })
})
