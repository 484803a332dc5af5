import { describe, expect, it } from 'vitest'
import { fourPillars, momentOf, dayGanZhiOfJdn, type PillarSettings } from '@/divination/calendar'
import { EngineInputError } from '@/core/errors'
import { julianDay } from '@/core/time'

const P = (date: string, time: string, s: Partial<PillarSettings> = {}, extra: Record<string, unknown> = {}) => {
  const p = fourPillars(momentOf({ date, time, birthZone: -8, ...extra }), { nextDayZiShi: false, jieqiType: 'exact', solarTime: 'clock', ...s })
  return [p.year, p.month, p.day, p.hour].map((x) => x.name).join(' ')
}

describe('year and month pillars change at the exact term instant', () => {
  // 立春 2024-02-04 16:27:08 UTC+8 (Swiss Ephemeris, tests/golden/bazi/terms-swetest.json); lunar-javascript 1.7.7
  // EightChar gives 癸卯 乙丑 戊戌 庚申 at 16:20 and 甲辰 丙寅 戊戌 庚申 at 16:30.
  it('立春 inside the 申 hour: 16:20 is still 癸卯年乙丑月, 16:30 is 甲辰年丙寅月', () => {
    expect(P('2024-02-04', '16:20')).toBe('癸卯 乙丑 戊戌 庚申')
    expect(P('2024-02-04', '16:30')).toBe('甲辰 丙寅 戊戌 庚申')
  })
  it('立春 to the second: 16:27:00 before, 16:27:10 after (instant 16:27:07–08)', () => {
    expect(P('2024-02-04', '16:27:00').slice(0, 5)).toBe('癸卯 乙丑')
    expect(P('2024-02-04', '16:27:10').slice(0, 5)).toBe('甲辰 丙寅')
  })
  // 清明 2024-04-04 15:02:18 UTC+8 (swetest); lunar-javascript: 丁卯 at 15:00, 戊辰 at 15:05.
  it('清明 inside the 申 hour: 15:00 is 丁卯月, 15:05 is 戊辰月', () => {
    expect(P('2024-04-04', '15:00')).toBe('甲辰 丁卯 戊戌 庚申')
    expect(P('2024-04-04', '15:05')).toBe('甲辰 戊辰 戊戌 庚申')
  })
  it("jieqiType 'day': the whole 立春 day already counts as 甲辰年丙寅月", () => {
    expect(P('2024-02-04', '08:00', { jieqiType: 'day' }).slice(0, 5)).toBe('甲辰 丙寅')
    expect(P('2024-02-04', '08:00', { jieqiType: 'exact' }).slice(0, 5)).toBe('癸卯 乙丑')
  })
  it('true solar time never moves the year or month pillar (Urumqi 16:30 clock = about 14:08 solar, still after 立春)', () => {
    const p = fourPillars(momentOf({ date: '2024-02-04', time: '16:30', birthZone: -8, lng: 87.62 }), {
      nextDayZiShi: false,
      jieqiType: 'exact',
      solarTime: 'true',
    })
    expect(p.year.name).toBe('甲辰')
    expect(p.month.name).toBe('丙寅')
    expect(p.hour.name).toBe('己未') // 14:0x solar time is 未; 戊 day: 戊癸何方发，壬子是真途 → 己未
  })
  it('a birth in another zone compares the same absolute instant (UTC+1 08:20 = UTC+8 15:20, after 清明)', () => {
    const p = fourPillars(momentOf({ date: '2024-04-04', time: '08:20', birthZone: -1 }), {
      nextDayZiShi: false,
      jieqiType: 'exact',
      solarTime: 'clock',
    })
    expect(p.month.name).toBe('戊辰')
  })
})

describe('day boundary and 子时', () => {
  it('1949-10-01 is a 甲子 day (the day the PRC was founded, a widely cited 甲子日)', () => {
    expect(dayGanZhiOfJdn(Math.floor(julianDay({ year: 1949, month: 10, day: 1 }) + 0.5)).name).toBe('甲子')
  })
  it('2000-01-01 is a 戊午 day', () => {
    expect(dayGanZhiOfJdn(2451545).name).toBe('戊午')
  })
  it('the day cycle runs on across the 1582 reform: 1582-10-04 癸酉, 1582-10-15 甲戌', () => {
    expect(dayGanZhiOfJdn(Math.floor(julianDay({ year: 1582, month: 10, day: 4 }) + 0.5)).name).toBe('癸酉')
    expect(dayGanZhiOfJdn(Math.floor(julianDay({ year: 1582, month: 10, day: 15 }) + 0.5)).name).toBe('甲戌')
  })
  it('夜子时 23:30: nextDayZiShi false keeps 庚子 day, true gives 辛丑; the hour is 戊子 either way', () => {
    expect(P('1988-02-15', '23:30', { nextDayZiShi: false })).toBe('戊辰 甲寅 庚子 戊子')
    expect(P('1988-02-15', '23:30', { nextDayZiShi: true })).toBe('戊辰 甲寅 辛丑 戊子')
  })
  it('早子时 00:30 belongs to the new day under both settings', () => {
    expect(P('1988-02-16', '00:30', { nextDayZiShi: false })).toBe(P('1988-02-16', '00:30', { nextDayZiShi: true }))
    expect(P('1988-02-16', '00:30')).toBe('戊辰 甲寅 辛丑 戊子')
  })
  // China used summer time in 1988 (10 Apr – 11 Sep). 1988-07-01 00:30 on the clock is 1988-06-30 23:30 standard
  // time; lunar-javascript for 1988-06-30 23:30 gives 戊辰 戊午 丙辰 庚子 (sect 2) and 丁巳 day (sect 1).
  it('1988 summer time comes off first: 07-01 00:30 (summer 1) is 06-30 23:30, a 夜子时', () => {
    expect(P('1988-07-01', '00:30', { nextDayZiShi: false }, { summer: 1 })).toBe('戊辰 戊午 丙辰 庚子')
    expect(P('1988-07-01', '00:30', { nextDayZiShi: true }, { summer: 1 })).toBe('戊辰 戊午 丁巳 庚子')
    expect(P('1988-07-01', '00:30', {}, { summer: 0 })).toBe('戊辰 戊午 丁巳 庚子')
  })
  it('mean solar time shifts by 4 minutes per degree: Shanghai (121.47°E) 10:58 clock is 11:04 mean → 午', () => {
    const p = fourPillars(momentOf({ date: '2024-06-01', time: '10:58', birthZone: -8, lng: 121.47 }), {
      nextDayZiShi: false,
      jieqiType: 'exact',
      solarTime: 'mean',
    })
    expect(p.basis.longitudeMinutes).toBeCloseTo(5.88, 2)
    expect(p.hour.branch).toBe(6)
    expect(p.basis.localTime).toBe('2024-06-01 11:03:53')
  })
  it('solar time needs the longitude', () => {
    expect(() =>
      fourPillars(momentOf({ date: '2024-06-01', time: '10:58', birthZone: -8 }), { nextDayZiShi: false, jieqiType: 'exact', solarTime: 'true' }),
    ).toThrow(EngineInputError)
  })
})
