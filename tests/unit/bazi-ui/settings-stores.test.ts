import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { DEFAULT_BAZI_SETTINGS } from '@/divination/bazi'
import { baziSettingsOf, defaultBaziSettings, mergeBaziSettings, useBaziSettings } from '@/store/bazi-settings'
import { DEFAULT_ZIPING_SETTINGS, useZipingSettings } from '@/store/ziping-settings'
import { DEFAULT_CALENDAR_SETTINGS, useCalendarSettings } from '@/store/calendar-settings'
import { toggleProfile, useZeriSettings } from '@/store/zeri-settings'

beforeEach(() => {
  fake.reset()
  useBaziSettings.getState().hydrate()
  useZipingSettings.getState().hydrate()
  useCalendarSettings.getState().hydrate()
  useZeriSettings.getState().hydrate()
})

describe('baziSettings (SPEC §3 key baziSettings)', () => {
  const s = () => useBaziSettings.getState()
  it('defaults are the engine defaults', () => {
    expect(baziSettingsOf(s())).toEqual(DEFAULT_BAZI_SETTINGS)
  })
  it('a choice is written under baziSettings and read back', () => {
    s().settingChosen('isDelta', true)
    s().settingChosen('qiYunMethod', 'second')
    expect((fake.storage.get('baziSettings') as Record<string, unknown>).isDelta).toBe(true)
    useBaziSettings.setState(defaultBaziSettings())
    s().hydrate()
    expect(s().isDelta).toBe(true)
    expect(s().qiYunMethod).toBe('second')
  })
  it('a value the engine refuses throws and writes nothing', () => {
    expect(() => s().settingChosen('shenshaLevel', 7 as never)).toThrow()
    expect(fake.storage.has('baziSettings')).toBe(false)
  })
  it('one corrupt field falls back alone; the others survive', () => {
    const m = mergeBaziSettings({ jieqiType: 'sometimes', ageType: 'zhou', show: { naYin: false, bogus: true, diShi: 'x' } })
    expect(m.jieqiType).toBe('exact')
    expect(m.ageType).toBe('zhou')
    expect(m.show.naYin).toBe(false)
    expect(m.show.diShi).toBe(true)
    expect('bogus' in m.show).toBe(false)
  })
  it('unparseable stored text gives the defaults', () => {
    fake.storage.set('baziSettings', '{not json')
    s().hydrate()
    expect(baziSettingsOf(s())).toEqual(DEFAULT_BAZI_SETTINGS)
  })
  it('show flags toggle and reset clears the key', () => {
    s().showFlagToggled('shensha', false)
    expect(s().show.shensha).toBe(false)
    s().resetToDefaults()
    expect(fake.storage.has('baziSettings')).toBe(false)
    expect(s().show.shensha).toBe(true)
  })
})

describe('zipingSettings', () => {
  const s = () => useZipingSettings.getState()
  it('defaults show everything with the reasoning folded', () => {
    expect({ ...DEFAULT_ZIPING_SETTINGS }).toMatchObject({ showStrength: true, showYongShen: true, expandReasoning: false })
  })
  it('a flag persists; a corrupt flag falls back to its default', () => {
    s().flagToggled('showGeJu', false)
    s().hydrate()
    expect(s().showGeJu).toBe(false)
    fake.storage.set('zipingSettings', { showGeJu: 'no', expandReasoning: true })
    s().hydrate()
    expect(s().showGeJu).toBe(true)
    expect(s().expandReasoning).toBe(true)
  })
})

describe('calendarSettings (SPEC §9: style 1 by default)', () => {
  const s = () => useCalendarSettings.getState()
  it('defaults to style 1', () => {
    expect(DEFAULT_CALENDAR_SETTINGS.style).toBe(1)
    expect(s().style).toBe(1)
  })
  it('style 2 persists under calendarSettings; an unknown style reads as 1', () => {
    s().styleChosen(2)
    expect((fake.storage.get('calendarSettings') as { style: number }).style).toBe(2)
    fake.storage.set('calendarSettings', { style: 5, showGanZhi: true })
    s().hydrate()
    expect(s().style).toBe(1)
    expect(s().showGanZhi).toBe(true)
  })
})

describe('zeriSettings', () => {
  const s = () => useZeriSettings.getState()
  it('profile toggling keeps at most two, dropping the oldest', () => {
    expect(toggleProfile([], 1)).toEqual([1])
    expect(toggleProfile([1, 2], 3)).toEqual([2, 3])
    expect(toggleProfile([1, 2], 1)).toEqual([2])
  })
  it('activity and span persist; an activity the almanac does not list is refused', () => {
    s().activityChosen('入宅')
    s().spanChosen(90)
    s().hydrate()
    expect(s().activity).toBe('入宅')
    expect(s().spanDays).toBe(90)
    expect(() => s().activityChosen('飞天')).toThrow()
  })
  it('corrupt stored values fall back field by field', () => {
    fake.storage.set('zeriSettings', { activity: '飞天', spanDays: 7, profileIds: [1, 2, 3], showRejected: true })
    s().hydrate()
    expect(s().activity).toBe('嫁娶')
    expect(s().spanDays).toBe(60)
    expect(s().profileIds).toEqual([])
    expect(s().showRejected).toBe(true)
  })
})
