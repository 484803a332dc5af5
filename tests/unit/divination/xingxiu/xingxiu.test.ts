/** 二十八宿 rules (one fact each) and the 值日宿 golden check against lunar-javascript. */
import { Solar } from 'lunar-javascript'
import { dayGanZhiOfJdn } from '@/divination/calendar'
import {
  dayXiu,
  ganZhiYearOf,
  jdnOf,
  lunarDaysOfXiu27,
  nextXiuDay,
  natalXiu,
  natalXiuOfLunar,
  sanjiuRelation,
  xingxiuReading,
  xiu28ByName,
  XIU27,
  yearXiu,
} from '@/divination/xingxiu'
import { createRng } from '@/core/random'

const ymd = (s: string) => {
  const [year, month, day] = s.split('-').map(Number)
  return { year, month, day }
}

describe('值日宿 (the almanac day cycle)', () => {
  it('1999-07-11, an 一元 甲子 Sunday, is 虚 (七元禽星: 一元甲子起虚)', () => {
    const d = ymd('1999-07-11')
    expect(dayGanZhiOfJdn(jdnOf(d))).toMatchObject({ name: '甲子' })
    expect(dayXiu(d).name).toBe('虚')
  })

  it('the next 甲子 (60 days on) is four 宿 further: 奎 opens the 二元', () => {
    expect(dayXiu(ymd('1999-09-09')).name).toBe('奎')
  })

  it("a 宿's 七曜 is the weekday it falls on (日 = Sunday)", () => {
    const d = ymd('2024-03-03')
    expect(new Date(Date.UTC(2024, 2, 3)).getUTCDay()).toBe(0)
    expect(dayXiu(d).qiYao).toBe('日')
  })

  it('角 is 角木蛟 of 东方青龙', () => {
    const x = xiu28ByName('角')
    expect(x.fullName).toBe('角木蛟')
    expect(x.quarter).toBe('东方青龙')
  })

  it('agrees with lunar-javascript getXiu() on 4000 days from 1900 to 2100', () => {
    const rng = createRng(28)
    for (let i = 0; i < 4000; i++) {
      const jdn = 2415021 + Math.floor(rng() * 73049)
      const s = Solar.fromJulianDay(jdn)
      const d = { year: s.getYear(), month: s.getMonth(), day: s.getDay() }
      const l = s.getLunar()
      expect(dayXiu(d).name, s.toYmd()).toBe(l.getXiu())
      expect(dayXiu(d).animal, s.toYmd()).toBe(l.getAnimal())
      expect(dayXiu(d).qiYao, s.toYmd()).toBe(l.getZheng())
    }
  })
})

describe('年禽', () => {
  it('康熙甲子 1684 is 毕 (康熙上元毕月值)', () => expect(yearXiu(1684).name).toBe('毕'))
  it('1984, the next 甲子 一元, is 虚', () => expect(yearXiu(1984).name).toBe('虚'))
  it('a day before 立春 belongs to the previous 干支 year', () => {
    expect(ganZhiYearOf(ymd('2024-02-03'))).toBe(2023)
    expect(ganZhiYearOf(ymd('2024-02-04'))).toBe(2024)
  })
})

describe('宿曜经 natal 宿 (月宿傍通历)', () => {
  it('the first of the first month is 室', () => expect(natalXiuOfLunar(1, 1)).toBe('室'))
  it('the first of the fifth month is 参', () => expect(natalXiuOfLunar(5, 1)).toBe('参'))
  it('days count on through the 27 宿 without 牛: 十二月初二 is 危', () => expect(natalXiuOfLunar(12, 2)).toBe('危'))
  it('斗 is followed by 女 (牛 left out): 十一月初二 is 女', () => expect(natalXiuOfLunar(11, 2)).toBe('女'))
  it('the count wraps round the 27: 十月三十 is 箕', () => expect(natalXiuOfLunar(10, 30)).toBe('箕'))
  it('a civil birth date goes through its lunar date: 2024-02-10 (正月初一) is 室', () => {
    const n = natalXiu(ymd('2024-02-10'))
    expect(n.lunar.month).toBe(1)
    expect(n.lunar.day).toBe(1)
    expect(n.name).toBe('室')
  })
  it('a leap month takes its own month’s table: 2023 闰二月初一 is 奎', () => {
    const n = natalXiu(ymd('2023-03-22'))
    expect(n.lunar.isLeap).toBe(true)
    expect(n.name).toBe('奎')
  })
  it('rejects a lunar month out of range', () => expect(() => natalXiuOfLunar(13, 1)).toThrow())
})

describe('三九 relationships', () => {
  it('the same 宿 is 命', () => expect(sanjiuRelation('角', '角')).toMatchObject({ ofSecond: '命', ofFirst: '命', pair: '命' }))
  it('the tenth 宿 from one is 业, and one is 胎 to it', () =>
    expect(sanjiuRelation('昴', '翼')).toMatchObject({ ofSecond: '业', ofFirst: '胎', distance: 9 }))
  it('the next 宿 is 荣, and one is 亲 to it', () =>
    expect(sanjiuRelation('斗', '女')).toMatchObject({ ofSecond: '荣', ofFirst: '亲', pair: '荣亲' }))
  it('the third is 衰 and the other sees 友', () => expect(sanjiuRelation('昴', '觜')).toMatchObject({ ofSecond: '衰', ofFirst: '友', pair: '友衰' }))
  it('the fourth is 安 and the other sees 坏', () =>
    expect(sanjiuRelation('昴', '参')).toMatchObject({ ofSecond: '安', ofFirst: '坏', pair: '安坏' }))
  it('the fifth is 危 and the other sees 成', () => expect(sanjiuRelation('昴', '井')).toMatchObject({ ofSecond: '危', ofFirst: '成', pair: '危成' }))
  it('every pair of 宿 reads the same pair both ways', () => {
    for (const a of XIU27) for (const b of XIU27) expect(sanjiuRelation(a, b).pair).toBe(sanjiuRelation(b, a).pair)
  })
  it('牛 has no place in the 27', () => expect(() => sanjiuRelation('牛' as never, '角')).toThrow())
})

describe('reading', () => {
  it('gives the relation only when both births are there', () => {
    expect(xingxiuReading({ date: ymd('2024-06-01'), first: { date: ymd('1990-05-20') } }).relation).toBeNull()
    const r = xingxiuReading({ date: ymd('2024-06-01'), first: { date: ymd('1990-05-20') }, second: { date: ymd('1992-11-03') } })
    expect(r.relation?.ofSecond).toBe(sanjiuRelation(r.first!.natal.name, r.second!.natal.name).ofSecond)
  })
})

describe('info lookups', () => {
  it('the next 虚 day from 1999-07-11 is that day itself, and 28 days on from the day after', () => {
    expect(nextXiuDay('虚', ymd('1999-07-11'))).toBe('1999-07-11')
    expect(nextXiuDay('虚', ymd('1999-07-12'))).toBe('1999-08-08')
  })
  it('箕 is the natal 宿 of 正月廿三 and 十月三十 (月宿傍通历)', () => {
    const days = lunarDaysOfXiu27('箕')
    expect(days).toContainEqual({ month: 1, day: 23 })
    expect(days).toContainEqual({ month: 10, day: 30 })
    expect(days).toHaveLength(13)
  })
})
