import { describe, expect, it } from 'vitest'
import { convertLunarDate, convertSolarDate, LUNAR_CONVERTER_YEARS } from '@/divination/calendar/converters'
import { EngineInputError } from '@/core/errors'

describe('农历 ↔ 公历 converter rules', () => {
  it('a leap month is marked 闰 in the text and converts back only with the leap flag', () => {
    const r = convertSolarDate({ year: 2023, month: 3, day: 22 })
    expect(r.lunar.text).toBe('二〇二三年闰二月初一')
    expect(convertLunarDate({ year: 2023, month: 2, day: 1, isLeap: false }).solar).toEqual({ year: 2023, month: 2, day: 20 })
  })

  it('the year 干支 turns at 春节, not at 立春: 2024-02-09 (除夕) is still 癸卯', () => {
    expect(convertSolarDate({ year: 2024, month: 2, day: 9 }).yearGanZhi).toBe('癸卯')
    expect(convertSolarDate({ year: 2024, month: 2, day: 10 }).yearGanZhi).toBe('甲辰')
  })

  it('weekday: 2024-02-10 was a Saturday', () => {
    expect(convertSolarDate({ year: 2024, month: 2, day: 10 }).weekday).toBe(6)
  })

  it('a leap month the year lacks is refused with its reason', () => {
    expect(() => convertLunarDate({ year: 2024, month: 2, day: 1, isLeap: true })).toThrow(/没有闰2月/)
  })

  it(`years outside ${LUNAR_CONVERTER_YEARS.min}–${LUNAR_CONVERTER_YEARS.max} are refused with the range in the message`, () => {
    expect(() => convertSolarDate({ year: 1900, month: 6, day: 1 })).toThrow(EngineInputError)
    expect(() => convertSolarDate({ year: 2101, month: 6, day: 1 })).toThrow(/1901–2100/)
    expect(() => convertLunarDate({ year: 1900, month: 1, day: 1 })).toThrow(/农历年份应在 1901–2100/)
  })
})
