import { sunSignByDateRange, sunSignOf } from '@/astro/sun-sign'

// 2024 March equinox (春分): 2024-03-20 03:06 UT = 11:06 Beijing time (USNO, Earth's Seasons 2024).
describe('sun sign of a profile (SPEC §5)', () => {
  it('from the last solar term: just before 春分 2024 is Pisces, just after is Aries (Beijing time)', () => {
    expect(sunSignOf({ date: '2024-03-20', time: '11:04', birthZone: -8 })).toMatchObject({ sign: 12, method: 'solarTerm', term: '惊蛰' })
    expect(sunSignOf({ date: '2024-03-20', time: '11:08', birthZone: -8 })).toMatchObject({ sign: 1, method: 'solarTerm', term: '春分' })
  })

  it('the birth time is taken in its own zone: 03:08 in London (birthZone 0) is already Aries', () => {
    expect(sunSignOf({ date: '2024-03-20', time: '03:04', birthZone: 0 }).sign).toBe(12)
    expect(sunSignOf({ date: '2024-03-20', time: '03:08', birthZone: 0 }).sign).toBe(1)
  })

  it('summer time: a 04:08 summer-time clock in zone 0 is 03:08 UT (Aries); 04:04 is Pisces', () => {
    expect(sunSignOf({ date: '2024-03-20', time: '04:08', birthZone: 0, summer: 1 }).sign).toBe(1)
    expect(sunSignOf({ date: '2024-03-20', time: '04:04', birthZone: 0, summer: 1 }).sign).toBe(12)
  })

  it('a 节 term keeps the sign of its 中气: after 清明 (15° Aries) still Aries', () => {
    expect(sunSignOf({ date: '2024-04-10', time: '12:00', birthZone: -8 })).toMatchObject({ sign: 1, term: '清明' })
  })

  it.each([
    [3, 21, 1],
    [4, 19, 1],
    [4, 20, 2],
    [5, 21, 3],
    [6, 22, 4],
    [7, 23, 5],
    [8, 23, 6],
    [9, 23, 7],
    [10, 24, 8],
    [11, 23, 9],
    [12, 21, 9],
    [12, 22, 10],
    [1, 1, 10],
    [1, 19, 10],
    [1, 20, 11],
    [2, 18, 11],
    [2, 19, 12],
    [3, 20, 12],
  ])('fixed date-range fallback: %i/%i → %i', (month, day, sign) => {
    expect(sunSignByDateRange({ month, day })).toBe(sign)
  })

  it.each([
    ['10000-03-25', 1],
    ['99999-12-25', 10],
    ['-0500-08-01', 5],
  ])('falls back to the date ranges outside the term table (%s)', (date, sign) => {
    expect(sunSignOf({ date, time: '12:00', birthZone: -8 })).toEqual({ sign, method: 'dateRange' })
  })
})
