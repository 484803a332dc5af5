import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { DEFAULT_PD_SETTINGS, usePdSettings } from '@/store/pd-settings'

beforeEach(() => {
  fake.reset()
  usePdSettings.getState().hydrate()
})

describe('pdSettings (SPEC §3 primary directions)', () => {
  const s = () => usePdSettings.getState()
  it('defaults: Naibod, in zodiaco, direct, conjunction to Asc and MC, ages 0–120, no stars, Spirit', () => {
    expect({
      key: s().key,
      method: s().method,
      converse: s().converse,
      aspects: s().aspects,
      significators: s().significators,
      ageRange: s().ageRange,
      fixedStars: s().fixedStars,
      arabicBuiltin: s().arabicBuiltin,
      arabicCustom: s().arabicCustom,
    }).toEqual(DEFAULT_PD_SETTINGS)
    expect(DEFAULT_PD_SETTINGS).toMatchObject({ fixedStars: [], arabicBuiltin: ['Spirit'], arabicCustom: [] })
  })
  it('choices are stored and read back; toggles add and remove but never empty a list', () => {
    s().changed({ key: 'ptolemy', method: 'mundo', converse: true })
    s().toggled('aspects', 4)
    s().toggled('significators', 'Asc')
    s().toggled('significators', 'Mc')
    expect(s().significators).toEqual(['Mc'])
    expect((fake.storage.get('pdSettings') as Record<string, unknown>).aspects).toEqual([1, 4])
    usePdSettings.setState({ ...DEFAULT_PD_SETTINGS })
    s().hydrate()
    expect([s().key, s().method, s().converse, s().aspects, s().significators]).toEqual(['ptolemy', 'mundo', true, [1, 4], ['Mc']])
  })
  it('a corrupt stored value falls back to its default, the rest is kept', () => {
    fake.storage.set('pdSettings', { key: 'bogus', method: 'mundo', ageRange: [90, 10] })
    s().hydrate()
    expect([s().key, s().method, s().ageRange]).toEqual(['naibod', 'mundo', [0, 120]])
  })
  it('the age range is stored when its start is below its end (SPEC §9 0–120 by default)', () => {
    s().changed({ ageRange: [20, 60] })
    expect((fake.storage.get('pdSettings') as Record<string, unknown>).ageRange).toEqual([20, 60])
    fake.storage.set('pdSettings', { ageRange: [60, 60] })
    s().hydrate()
    expect(s().ageRange).toEqual([0, 120])
  })
  it('fixed stars, lots and custom points toggle freely (even to none) and are stored; unknown names drop out', () => {
    s().pointToggled('fixedStars', 'Regulus')
    s().pointToggled('arabicBuiltin', 'Spirit')
    s().pointToggled('arabicBuiltin', 'Fortune')
    s().pointToggled('arabicCustom', 42)
    s().hydrate()
    expect([s().fixedStars, s().arabicBuiltin, s().arabicCustom]).toEqual([['Regulus'], ['Fortune'], [42]])
    s().pointToggled('fixedStars', 'Regulus')
    expect(s().fixedStars).toEqual([])
    fake.storage.set('pdSettings', { fixedStars: ['Regulus', 'Nibiru'], arabicBuiltin: ['Spirit', 'Nowhere'] })
    s().hydrate()
    expect([s().fixedStars, s().arabicBuiltin]).toEqual([['Regulus'], ['Spirit']])
  })
})
