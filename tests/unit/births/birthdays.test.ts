import { describe, expect, it } from 'vitest'
import { upcomingBirthdays } from '@/births/birthdays'

const b = (id: number, date: string, name = `p${id}`, isDel = 0) => ({ id, name, date, isDel })
const today = { year: 2025, month: 1, day: 1 }

describe('upcoming birthdays', () => {
  it('solar: sorted by days left, with the age turned; a birthday today has 0 days', () => {
    const list = upcomingBirthdays([b(1, '1990-03-15'), b(2, '2000-01-01'), b(3, '1985-12-31')], today, 'solar')
    expect(list.map((x) => [x.id, x.date, x.daysLeft, x.age])).toEqual([
      [2, '2025-01-01', 0, 25],
      [1, '2025-03-15', 73, 35],
      [3, '2025-12-31', 364, 40],
    ])
  })
  it('29 February falls on 28 February in a common year and on the 29th in a leap year', () => {
    expect(upcomingBirthdays([b(1, '2000-02-29')], today, 'solar')[0]).toMatchObject({ date: '2025-02-28', age: 25 })
    expect(upcomingBirthdays([b(1, '2000-02-29')], { year: 2028, month: 1, day: 1 }, 'solar')[0]).toMatchObject({ date: '2028-02-29', age: 28 })
  })
  it('deleted births, unreadable dates and births after today are left out', () => {
    expect(upcomingBirthdays([b(1, '1990-01-05', 'x', 1), b(2, 'bad'), b(3, '2030-01-01')], today, 'solar')).toEqual([])
  })
  // Published festival dates: 中秋 (八月十五) 2023-09-29, 2024-09-17, 2025-10-06; 春节 (正月初一) 2025-01-29, 2026-02-17.
  it('lunar: a birth on 中秋 2023 (八月十五) next celebrates on 中秋 2025, 2025-10-06, turning 2', () => {
    const [x] = upcomingBirthdays([b(1, '2023-09-29')], today, 'lunar')
    expect(x).toMatchObject({ date: '2025-10-06', age: 2, lunarText: '八月十五', daysLeft: 278 })
  })
  it('lunar: a 中秋 2023 birth seen on 2024-09-01 celebrates on 2024-09-17, turning 1', () => {
    expect(upcomingBirthdays([b(1, '2023-09-29')], { year: 2024, month: 9, day: 1 }, 'lunar')[0]).toMatchObject({ date: '2024-09-17', age: 1 })
  })
  it('lunar: a birth on 春节 2025 seen on 2025-03-01 next celebrates on 春节 2026 (2026-02-17)', () => {
    expect(upcomingBirthdays([b(1, '2025-01-29')], { year: 2025, month: 3, day: 1 }, 'lunar')[0]).toMatchObject({
      date: '2026-02-17',
      age: 1,
      lunarText: '正月初一',
    })
  })
  it('the calendar setting changes the answer: the same birth, solar and lunar', () => {
    const births = [b(1, '2023-09-29')]
    expect(upcomingBirthdays(births, today, 'solar')[0].date).toBe('2025-09-29')
    expect(upcomingBirthdays(births, today, 'lunar')[0].date).toBe('2025-10-06')
  })
})
