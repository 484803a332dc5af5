/** 月禽 by the two 演禽 schools, the 节 month, the Moon's 宿 and how each setting changes the reading. */
import { jdUTOf } from '@/core/time'
import {
  jieMonthOf,
  monthXiu,
  moonXiu,
  xingxiuReading,
  xingxiuSettingsSchema,
  yearXiu,
  MONTH_QIN_FIRST,
  type XingxiuSettings,
} from '@/divination/xingxiu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const ymd = (s: string) => {
  const [year, month, day] = s.split('-').map(Number)
  return { year, month, day }
}
const settings = (patch: Partial<XingxiuSettings>) => xingxiuSettingsSchema.parse(patch)

describe('节 month (1 = 寅 month from 立春)', () => {
  it('2025: 立春 02-03, 惊蛰 03-05, 小寒 01-05; 2024-12-06 大雪', () => {
    expect(jieMonthOf(ymd('2025-02-02'))).toBe(12)
    expect(jieMonthOf(ymd('2025-02-03'))).toBe(1)
    expect(jieMonthOf(ymd('2025-03-10'))).toBe(2)
    expect(jieMonthOf(ymd('2025-01-04'))).toBe(11)
    expect(jieMonthOf(ymd('2025-01-05'))).toBe(12)
    expect(jieMonthOf(ymd('2024-12-07'))).toBe(11)
  })
})

describe('月禽', () => {
  it('鳌头通书: 1984 虚日鼠 (太阳) year, 正月 角 ("太阳需用角为头"), then one 宿 a month', () => {
    expect(yearXiu(1984).qiYao).toBe('日')
    expect(monthXiu(1984, 1, 'aotou').name).toBe('角')
    expect(monthXiu(1984, 12, 'aotou').name).toBe('危')
  })
  it('禽星易见: the same 太阳 year starts 正月 on 室 ("日室")', () => expect(monthXiu(1984, 1, 'qinxing').name).toBe('室'))
  it('2025 柳土獐 (土) year: 正月 胃 by 鳌头 ("土胃"), 角 by 禽星易见 ("土角"); 卯 month 昴 and 亢', () => {
    expect(yearXiu(2025).fullName).toBe('柳土獐')
    expect(monthXiu(2025, 1, 'aotou').name).toBe('胃')
    expect(monthXiu(2025, 2, 'aotou').name).toBe('昴')
    expect(monthXiu(2025, 1, 'qinxing').name).toBe('角')
    expect(monthXiu(2025, 2, 'qinxing').name).toBe('亢')
  })
  it('every 七曜 of the 口诀 is met by some year, each with its 正月 宿', () => {
    for (let y = 2000; y < 2007; y++) {
      const yao = yearXiu(y).qiYao
      expect(monthXiu(y, 1, 'aotou').name).toBe(MONTH_QIN_FIRST.aotou[yao])
      expect(monthXiu(y, 1, 'qinxing').name).toBe(MONTH_QIN_FIRST.qinxing[yao])
    }
  })
  it('the 丑 month (小寒 to 立春) belongs to the 干支 year before', () => {
    const r = xingxiuReading({ date: ymd('2025-01-20') })
    expect(r.ganZhiYear).toBe(2024)
    expect(r.month.name).toBe(monthXiu(2024, 12, 'aotou').name)
  })
})

describe('the Moon’s 宿', () => {
  // 1990-05-20 08:00 Beijing: the Moon at 356.16° (swetest -p1), in 室 past 室宿一 (α Peg).
  const A = jdUTOf({ date: '1990-05-20', time: '08:00', birthZone: -8, summer: 0 })
  const B = jdUTOf({ date: '1992-11-03', time: '21:30', birthZone: -8, summer: 0 })

  it('places the Moon by 今度 and 古度', async () => {
    const eph = await getNodeEphemeris('files')
    const modern = moonXiu(eph, A, 'modern')
    expect(modern.lonDeg).toBeCloseTo(356.1596, 3)
    expect(modern.xiu.name).toBe('室')
    expect(modern.source).toBe('catalogue')
    expect(modern.xiuDeg).toBeCloseTo(2.81, 1)
    const ancient = moonXiu(eph, A, 'ancient')
    expect(ancient.xiu.name).toBe('室')
    expect(ancient.xiuDeg).toBeCloseTo(6.33, 1)
  })

  it('reads the Moon in 牛 as 女 for the 三九 count', async () => {
    const eph = await getNodeEphemeris('files')
    // Step through a month until the Moon is in 牛.
    let jd = 2460000
    while (moonXiu(eph, jd, 'modern').xiu.name !== '牛') jd += 0.25
    expect(moonXiu(eph, jd, 'modern').sukuyo).toBe('女')
  })

  describe('each setting changes the reading', () => {
    const date = ymd('2025-03-10')
    const births = async () => {
      const eph = await getNodeEphemeris('files')
      return {
        first: { date: ymd('1990-05-20'), moon: moonXiu(eph, A, 'modern') },
        second: { date: ymd('1992-11-03'), moon: moonXiu(eph, B, 'modern') },
      }
    }

    it('natalMethod: 宿曜经 胃 and 壁 (安坏) against the Moon’s 室 and 虚 (友衰)', async () => {
      const b = await births()
      const sutra = xingxiuReading({ date, ...b, settings: settings({ natalMethod: 'sutra' }) })
      expect([sutra.first?.natalName, sutra.second?.natalName, sutra.relation?.pair]).toEqual(['胃', '壁', '安坏'])
      const moon = xingxiuReading({ date, ...b, settings: settings({ natalMethod: 'moon' }) })
      expect([moon.first?.natalName, moon.second?.natalName, moon.relation?.pair]).toEqual(['室', '虚', '友衰'])
      expect(moon.relation).toMatchObject({ ofSecond: '友', ofFirst: '衰' })
    })

    it('xiuWidths: the Moon’s 宿度 moves from 2.8° (今度) to 6.3° (古度)', async () => {
      const eph = await getNodeEphemeris('files')
      const s = settings({ natalMethod: 'moon', xiuWidths: 'ancient' })
      const r = xingxiuReading({ date, first: { date: ymd('1990-05-20'), moon: moonXiu(eph, A, s.xiuWidths) }, settings: s })
      expect(r.first?.moon?.xiuDeg).toBeCloseTo(6.33, 1)
    })

    it('monthRule: the 卯 month of 2025 is 昴 (鳌头通书) or 亢 (禽星易见)', () => {
      expect(xingxiuReading({ date, settings: settings({ monthRule: 'aotou' }) }).month.fullName).toBe('昴日鸡')
      expect(xingxiuReading({ date, settings: settings({ monthRule: 'qinxing' }) }).month.fullName).toBe('亢金龙')
    })
  })
})
