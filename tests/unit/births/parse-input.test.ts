import { describe, expect, it } from 'vitest'
import { dateTextToStored, parseDateText, timeTextToStored } from '@/births/parse-input'
import { normaliseDateInput, normaliseTimeInput } from '@/births/validate'

// Rule tests: each case is how a person writes a date or time and the reading any Chinese speaker gives it.
describe('typed dates', () => {
  it.each([
    ['1995-08-20', '1995-08-20'],
    ['1995-8-20', '1995-08-20'],
    ['1995/8/20', '1995-08-20'],
    ['1995.8.20', '1995-08-20'],
    ['1995年8月20日', '1995-08-20'],
    ['1995 年 8 月 20 号', '1995-08-20'],
    ['１９９５年８月２０日', '1995-08-20'],
    ['19950820', '1995-08-20'],
    ['1582-10-15', '1582-10-15'],
    ['0800-01-01', '0800-01-01'],
  ])('%s is %s', (text, stored) => {
    expect(dateTextToStored(text)).toBe(stored)
  })
  it('the editor reads 1995年8月20日 (it was rejected with "日期格式应为 yyyy-MM-dd")', () => {
    expect(normaliseDateInput('1995年8月20日')).toBe('1995-08-20')
  })
  it.each(['1995年2月30日', '1995-13-01', '20 Aug 1995', '1995年8月', ''])('%s is refused as bad_date', (text) => {
    expect(() => parseDateText(text)).toThrow(expect.objectContaining({ code: 'bad_date' }))
  })
  it('1582-10-10 is in the Gregorian gap', () => {
    expect(() => parseDateText('1582年10月10日')).toThrow(expect.objectContaining({ code: 'gregorian_gap' }))
  })
  it('29 February exists in 2000 (divisible by 400) and not in 1900', () => {
    expect(dateTextToStored('2000年2月29日')).toBe('2000-02-29')
    expect(() => parseDateText('1900年2月29日')).toThrow()
  })
})

describe('typed times', () => {
  it.each([
    ['15:15', '15:15'],
    ['15：15', '15:15'],
    ['7:05', '07:05'],
    ['1515', '15:15'],
    ['下午3点15分', '15:15'],
    ['下午3点15', '15:15'],
    ['下午 3:15', '15:15'],
    ['3:15 PM', '15:15'],
    ['3:15pm', '15:15'],
    ['3 p.m.', '15:00'],
    ['PM 3:15', '15:15'],
    ['12:30 AM', '00:30'],
    ['12:30 PM', '12:30'],
    ['上午9点', '09:00'],
    ['上午12点', '00:00'],
    ['凌晨0点30分', '00:30'],
    ['凌晨2点', '02:00'],
    ['早上7点半', '07:30'],
    ['中午12点', '12:00'],
    ['中午1点', '13:00'],
    ['晚上8点', '20:00'],
    ['晚上11点45分', '23:45'],
    ['下午3点一刻', '15:15'],
    ['下午3点三刻', '15:45'],
    ['15时15分', '15:15'],
    ['下午15点', '15:00'],
  ])('%s is %s', (text, stored) => {
    expect(timeTextToStored(text)).toBe(stored)
  })
  it('seconds are kept when asked: 15:15:30 and 下午3点15分30秒', () => {
    expect(normaliseTimeInput('15:15:30', true)).toBe('15:15:30')
    expect(normaliseTimeInput('下午3点15分30秒', true)).toBe('15:15:30')
  })
  it.each(['25:00', '15:60', '上午13点', '晚上12点', '下午', '3', 'abc', '13:00 PM x'])('%s is refused as bad_time', (text) => {
    expect(() => normaliseTimeInput(text)).toThrow(expect.objectContaining({ code: 'bad_time' }))
  })
})
