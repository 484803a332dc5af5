import { describe, expect, it } from 'vitest'
import { calendarMonth } from '@/divination/calendar'
import { resolveBaziSettings } from '@/divination/bazi'
import { basisLineOf, birthFromParams, birthFromProfile } from '@/packageB/bazi/birth-input'
import { computeBazi } from '@/packageB/bazi/compute'
import { dateParam, gridRows, leapMonthInGrid, stepMonth, weekOrder } from '@/packageB/calendar/month-grid'
import { rangeOf, zeriProfilesOf } from '@/packageB/zeri-settings/profiles'
import { daYunIndexOfYear } from '@/components/bazi/yun-panel'

// Golden B1 (tests/golden/bazi/chinese-bazi.json; lunar-javascript and tyme4ts published tests): 2005-12-23 08:37 UTC+8, male.
const B1 = { date: '2005-12-23', time: '08:37', birthZone: '-8', summer: '0', sex: '1', lng: '116.4', name: 'B1' }

describe('bazi page birth input', () => {
  it('reads date, time, zone, summer, sex, lng and name from the query', () => {
    expect(birthFromParams(B1)).toEqual({ date: '2005-12-23', time: '08:37', birthZone: -8, summer: 0, sex: 1, lng: 116.4, name: 'B1', isDelta: 0 })
  })
  it('no date or a bad date gives null; a bad time becomes noon; a bad lng is dropped', () => {
    expect(birthFromParams({})).toBeNull()
    expect(birthFromParams({ date: '1582-10-10' })).toBeNull()
    const b = birthFromParams({ date: '2005/12/23', time: '25:99', lng: '500' })!
    expect(b.date).toBe('2005-12-23')
    expect(b.time).toBe('12:00')
    expect(b.lng).toBeNull()
  })
  it('a profile keeps its longitude and drops seconds', () => {
    const b = birthFromProfile({ date: '2005-12-23', time: '08:37:10', birthZone: -8, summer: 0, sex: 0, lng: 121.5, name: '甲' })!
    expect(b).toMatchObject({ time: '08:37', sex: 0, lng: 121.5 })
  })
})

describe('bazi page compute and time-basis line', () => {
  const b1 = birthFromParams(B1)!
  it('B1 pillars are 乙酉 戊子 辛巳 壬辰 on the clock basis', () => {
    const r = computeBazi(b1, resolveBaziSettings())
    const p = r.chart!.pillars
    expect([p.year.ganZhi, p.month.ganZhi, p.day.ganZhi, p.hour.ganZhi].join(' ')).toBe('乙酉 戊子 辛巳 壬辰')
    expect(basisLineOf(r.chart!)).toMatchObject({ key: 'basisClock', ziKey: 'ziSameDay', params: { clock: '2005-12-23 08:37' } })
  })
  it('真太阳时 at 116.4°E: longitude correction (116.4 − 120) × 4 = −14.4 min', () => {
    const r = computeBazi(b1, resolveBaziSettings({ isDelta: true, nextDayZiShi: true }))
    const line = basisLineOf(r.chart!)
    expect(line.key).toBe('basisTrue')
    expect(line.params.lngMin).toBe('−14.4')
    expect(line.ziKey).toBe('ziNextDay')
  })
  it("a profile's isDelta reads it on solar time: 10:30 Beijing time at Urumqi (87.6°E) is about 08:20 solar, 辰时 not 巳时", () => {
    // (87.6 − 120) × 4 = −129.6 min of longitude; the equation of time on 1 March is about −12.5 min.
    const profile = birthFromProfile({
      date: '2000-03-01',
      time: '10:30',
      birthZone: -8,
      summer: 0,
      sex: 1,
      lng: 87.6,
      name: '乌鲁木齐',
      isDelta: 1,
    })!
    expect(profile.isDelta).toBe(1)
    expect(computeBazi({ ...profile, isDelta: 0 }, resolveBaziSettings()).chart!.pillars.hour.ganZhi.slice(1)).toBe('巳')
    const solar = computeBazi(profile, resolveBaziSettings())
    expect(solar.chart!.pillars.hour.ganZhi.slice(1)).toBe('辰')
    expect(basisLineOf(solar.chart!).key).toBe('basisTrue')
  })
  it('solar time without a longitude falls back to the clock and says so', () => {
    const r = computeBazi({ ...b1, lng: null }, resolveBaziSettings({ isDelta: true }))
    expect(r.noLng).toBe(true)
    expect(basisLineOf(r.chart!).key).toBe('basisClock')
  })
  it('the 大运 opened first is the one containing the year (B1: 丁亥 from 2011)', () => {
    const c = computeBazi(b1, resolveBaziSettings()).chart!
    expect(c.yun.list[0].ganZhi).toBe('丁亥')
    expect(daYunIndexOfYear(c, 2011)).toBe(1)
    expect(daYunIndexOfYear(c, 2006)).toBe(0)
    expect(daYunIndexOfYear(c, 1900)).toBe(0)
  })
})

describe('calendar month grid', () => {
  it('style 1 starts on Sunday, style 2 on Monday', () => {
    expect(weekOrder(1)[0]).toBe(0)
    expect(weekOrder(2)[0]).toBe(1)
  })
  it('2024-02-01 is a Thursday: four blanks with Sunday first, three with Monday first', () => {
    const m = calendarMonth(2024, 2)
    expect(gridRows(m, 1)[0].filter((c) => c === null)).toHaveLength(4)
    expect(gridRows(m, 2)[0].filter((c) => c === null)).toHaveLength(3)
    expect(gridRows(m, 1).flat().filter(Boolean)).toHaveLength(29)
  })
  it('October 1582 has 21 days with no gap in the grid (10-04 Thursday, 10-15 Friday)', () => {
    const rows = gridRows(calendarMonth(1582, 10), 1).flat()
    const i = rows.findIndex((c) => c?.day === 4)
    expect(rows[i + 1]?.day).toBe(15)
    expect(rows.filter(Boolean)).toHaveLength(21)
  })
  it('March 2023 shows the leap month 闰二月 (闰二月初一 = 2023-03-22)', () => {
    expect(leapMonthInGrid(calendarMonth(2023, 3))).toBe('闰二月')
    expect(leapMonthInGrid(calendarMonth(2024, 3))).toBeNull()
  })
  it('month steps cross years and stop at the range ends', () => {
    expect(stepMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 })
    expect(stepMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 })
    expect(stepMonth(9999, 12, 1)).toBeNull()
    expect(stepMonth(1, 1, -1)).toBeNull()
  })
  it('date query values are parsed and range-checked', () => {
    expect(dateParam('2024-02-04')).toEqual({ year: 2024, month: 2, day: 4 })
    expect(dateParam('2024-13-04')).toBeNull()
    expect(dateParam(undefined)).toBeNull()
  })
})

describe('zeri page logic', () => {
  it('a 30-day span from 2024-02-01 ends on 2024-03-01 (leap February)', () => {
    expect(rangeOf({ year: 2024, month: 2, day: 1 }, 30)).toEqual({ from: '2024-02-01', to: '2024-03-01' })
  })
  it('profiles carry the year and day pillars of the chosen births (B1: 乙酉, 辛巳)', () => {
    const births = [{ id: 7, name: 'B1', date: '2005-12-23', time: '08:37', birthZone: -8, summer: 0, sex: 1, lng: 116.4 }]
    expect(zeriProfilesOf(births, [7, 99], resolveBaziSettings())).toEqual([{ name: 'B1', yearPillar: '乙酉', dayPillar: '辛巳' }])
  })
})
