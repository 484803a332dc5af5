import { describe, expect, it } from 'vitest'
import { fieldsLeftAtDefault } from '@/births/model'

// Issue 17 #5: a new birth whose date, time or place were never given is confirmed before saving.
describe('fields of a new birth left at the SPEC defaults', () => {
  const blank = { isNew: true, calendar: 'solar' as const, dateText: '', timeText: '', placeChosen: false }
  it('an untouched new birth leaves date, time and place at the defaults', () => {
    expect(fieldsLeftAtDefault(blank)).toEqual(['date', 'time', 'place'])
  })
  it('typed date and time and a chosen place leave nothing', () => {
    expect(fieldsLeftAtDefault({ ...blank, dateText: '1995-08-20', timeText: '15:15', placeChosen: true })).toEqual([])
  })
  it('blank text (spaces) is not a date', () => {
    expect(fieldsLeftAtDefault({ ...blank, dateText: '  ', timeText: '8:00', placeChosen: true })).toEqual(['date'])
  })
  it('a 农历 date is typed by hand, never a default', () => {
    expect(fieldsLeftAtDefault({ ...blank, calendar: 'lunar' })).toEqual(['time', 'place'])
  })
  it('an edit of a saved birth has no defaults to confirm', () => {
    expect(fieldsLeftAtDefault({ ...blank, isNew: false })).toEqual([])
  })
})
