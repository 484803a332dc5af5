/** 七政四余 doctrine: 宫主, 度主, 庙旺, 十干化曜, 命度 and 身宫, one known fact per test with its source line. */
import { computeZhengyuChart, huaYaoOfStem, miaoWangOf, mingDuLonDeg, palaceLordOf, parseZhengyuSettings, xiuYaoOf } from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const bodyOf = (stem: number, name: string) => huaYaoOfStem(stem).find((h) => h.name === name)?.body

describe('宫主 (《张果星宗》: 子丑宫土，寅亥宫木，卯戌宫火，辰酉宫金，巳申宫水，午宫日，未宫月)', () => {
  it.each([
    ['子', '土'],
    ['丑', '土'],
    ['寅', '木'],
    ['亥', '木'],
    ['卯', '火'],
    ['戌', '火'],
    ['辰', '金'],
    ['酉', '金'],
    ['巳', '水'],
    ['申', '水'],
    ['午', '日'],
    ['未', '月'],
  ] as const)('%s宫主 %s', (branch, lord) => {
    expect(palaceLordOf(branch)).toBe(lord)
  })
})

describe('度主: the 七曜 of the 宿 (角木蛟 亢金龙 … 轸水蚓)', () => {
  it('角木蛟: 角 is 木', () => expect(xiuYaoOf('角')).toBe('木'))
  it('房日兔: 房 is 日', () => expect(xiuYaoOf('房')).toBe('日'))
  it('危月燕: 危 is 月', () => expect(xiuYaoOf('危')).toBe('月'))
  it('觜火猴: 觜 is 火', () => expect(xiuYaoOf('觜')).toBe('火'))
  it('柳土獐: 柳 is 土', () => expect(xiuYaoOf('柳')).toBe('土'))
  it('轸水蚓: 轸 is 水', () => expect(xiuYaoOf('轸')).toBe('水'))
})

describe('庙旺', () => {
  it('入垣: 木 in 亥 (双鱼, 木之宫) is 垣; 木 in 申 is not', () => {
    expect(miaoWangOf('木', '亥', 'yuan')).toEqual(['垣'])
    expect(miaoWangOf('木', '申', 'yuan')).toEqual([])
  })
  it('入垣 of a 四余 by its 五星: 罗睺 (火之余) in 戌 is 垣', () => {
    expect(miaoWangOf('罗睺', '戌', 'yuan')).toEqual(['垣'])
  })
  it('《星学大成》 三辰通载 木星: 「廟亥樂寅好申喜未」', () => {
    expect(miaoWangOf('木', '亥', 'sanchen')).toEqual(['庙'])
    expect(miaoWangOf('木', '寅', 'sanchen')).toEqual(['乐'])
    expect(miaoWangOf('木', '申', 'sanchen')).toEqual(['好'])
    expect(miaoWangOf('木', '未', 'sanchen')).toEqual(['喜'])
  })
  it('三辰通载 土星: 「正廟在丑樂在子旺辰好戌喜午」', () => {
    expect(miaoWangOf('土', '丑', 'sanchen')).toEqual(['庙'])
    expect(miaoWangOf('土', '辰', 'sanchen')).toEqual(['旺'])
  })
  it('三辰通载 水星: 「廟午旺巳喜辰好亥子」', () => {
    expect(miaoWangOf('水', '午', 'sanchen')).toEqual(['庙'])
    expect(miaoWangOf('水', '子', 'sanchen')).toEqual(['好'])
  })
  it('《张果星宗》 熒惑總論: 「天蝎卯上為本宮 … 斗宿十八度至牛宿初度為正旺 … 白羊戌上奎宿為樂」', () => {
    expect(miaoWangOf('火', '卯', 'sanchen')).toEqual(['庙'])
    expect(miaoWangOf('火', '丑', 'sanchen')).toEqual(['旺'])
    expect(miaoWangOf('火', '戌', 'sanchen')).toEqual(['乐'])
  })
  it('三辰通载 gives 太阳 no line: null, not filled from another school', () => {
    expect(miaoWangOf('日', '午', 'sanchen')).toBeNull()
  })
})

describe('十干化曜 (「甲火乙孛丙属木，丁是金星戊土求，己是太阴庚是水，辛气壬计癸罗」; 「禄暗福耗荫，贵刑印囚权」)', () => {
  it('天禄 of the ten stems: 火 孛 木 金 土 月 水 炁 计 罗', () => {
    expect(Array.from({ length: 10 }, (_, s) => bodyOf(s, '禄'))).toEqual(['火', '月孛', '木', '金', '土', '月', '水', '紫炁', '计都', '罗睺'])
  })
  it('甲年: 禄火 暗孛 福木 耗金 荫土 贵月 刑水 印炁 囚计 权罗', () => {
    expect(huaYaoOfStem(0).map((h) => h.name + h.body)).toEqual([
      '禄火',
      '暗月孛',
      '福木',
      '耗金',
      '荫土',
      '贵月',
      '刑水',
      '印紫炁',
      '囚计都',
      '权罗睺',
    ])
  })
  it('《星学大成》 卷十六 土星: 「戊生人以為禄元星 甲生人以為䕃星 … 壬生人以為刑星 癸生人以為貴星」', () => {
    expect(bodyOf(4, '禄')).toBe('土')
    expect(bodyOf(0, '荫')).toBe('土')
    expect(bodyOf(8, '刑')).toBe('土')
    expect(bodyOf(9, '贵')).toBe('土')
  })
  it('《星学大成》 卷十七 水星: 「庚生人以为禄主星 甲生人以为刑星 … 癸生人以为印星」', () => {
    expect(bodyOf(6, '禄')).toBe('水')
    expect(bodyOf(0, '刑')).toBe('水')
    expect(bodyOf(9, '印')).toBe('水')
  })
  it('太阳 does not 化: no stem gives it a 化曜', () => {
    for (let s = 0; s < 10; s++) expect(huaYaoOfStem(s).map((h) => h.body)).not.toContain('日')
  })
})

describe('命度 and 身宫', () => {
  it('太阳 method: the Sun at 10° of 宝瓶 (子) with 命宫 in 酉 gives 命度 10° of 金牛 (40°)', () => {
    expect(mingDuLonDeg('sun', 123, 310, '酉')).toBeCloseTo(40, 9)
  })
  it('ascendant method: 命度 is the ascendant', () => {
    expect(mingDuLonDeg('ascendant', 123.4, 310, '酉')).toBeCloseTo(123.4, 9)
  })
  it('a 1990 (庚午) chart: 化曜 by 庚 (天禄 水), 身宫 = the Moon’s palace, 命主 = lord of 命宫, 度主 = 七曜 of the 命度 宿', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: 2448058, latDeg: 39.93, lngDeg: 116.41 }, parseZhengyuSettings({}))
    expect(c.yearStem).toBe(6)
    expect(c.bodies['水'].huaYao).toBe('禄')
    expect(c.bodies['日'].huaYao).toBeNull()
    expect(c.shenGong).toBe(c.bodies['月'].branch)
    expect(c.shenZhu).toBe(palaceLordOf(c.shenGong))
    expect(c.mingZhu).toBe(palaceLordOf(c.mingGong))
    expect(c.duZhu).toBe(xiuYaoOf(c.mingDu.xiu))
    expect(c.palaces[0].lord).toBe(c.mingZhu)
  })
  it('the year stem turns at 立春 (1990-02-04 10:14 UTC+8): midnight UT that day is still 己巳 (己 = 5)', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: 2447926.5, latDeg: 39.93, lngDeg: 116.41 }, parseZhengyuSettings({}))
    expect(c.yearStem).toBe(5)
    const after = computeZhengyuChart(eph, { jdUT: 2447926.5 + 0.2, latDeg: 39.93, lngDeg: 116.41 }, parseZhengyuSettings({}))
    expect(after.yearStem).toBe(6)
  })
  it('miaoWangType changes the answer: 土 in 丑 reads 垣 under 入垣 and 庙 under 三辰通载', async () => {
    const eph = await getNodeEphemeris('files')
    const input = { jdUT: 2448058, latDeg: 39.93, lngDeg: 116.41 }
    const yuan = computeZhengyuChart(eph, input, parseZhengyuSettings({}))
    const sanchen = computeZhengyuChart(eph, input, parseZhengyuSettings({ miaoWangType: 'sanchen' }))
    // 1990-06-15 12:00 UT: 土 at 294° (摩羯, 丑).
    expect(yuan.bodies['土'].miaoWang).toEqual(['垣'])
    expect(sanchen.bodies['土'].miaoWang).toEqual(['庙'])
    expect(yuan.bodies['日'].miaoWang).toEqual([])
    expect(sanchen.bodies['日'].miaoWang).toBeNull()
  })
})
