import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { defaultCetianPageSettings, engineCetianSettings, useCetianSettings } from '@/store/cetian-settings'
import { CETIAN_HISTORY_MAX, useCetianHistory, type CetianHistoryEntry } from '@/store/cetian-history'

beforeEach(() => fake.reset())

describe('cetianSettings store', () => {
  const s = () => useCetianSettings.getState()
  it('defaults: 移語本 廟旺 and 大限, the 引證圖 身宫 step, 限星 on; a change is stored and read back', () => {
    s().hydrate()
    expect(s().settings).toEqual(defaultCetianPageSettings)
    expect(engineCetianSettings(defaultCetianPageSettings)).toEqual({
      miaoWangType: 'yiyu',
      calcType: 'yiyu',
      starCalcType: 'yinzheng',
      showXianStar: true,
      lateZi: 'nextDay',
    })
    s().changed({ miaoWangType: 'quanji', showElement: true })
    expect(fake.storage.get('cetianSettings')).toMatchObject({ miaoWangType: 'quanji', showElement: true })
    useCetianSettings.setState({ settings: defaultCetianPageSettings })
    s().hydrate()
    expect([s().settings.miaoWangType, s().settings.showElement]).toEqual(['quanji', true])
  })
  it('a broken stored field falls back to its default, the others are kept', () => {
    fake.storage.set('cetianSettings', { calcType: 5, starCalcType: 'literal' })
    s().hydrate()
    expect([s().settings.calcType, s().settings.starCalcType]).toEqual(['yiyu', 'literal'])
  })
})

describe('cetianSearchHistory store (replayed casts)', () => {
  const h = () => useCetianHistory.getState()
  const cast = (name: string, date: string, castAt: string): CetianHistoryEntry => ({
    name,
    isNow: false,
    date,
    time: '20:00',
    birthZone: -8,
    summer: 0,
    sex: 1,
    castAt,
  })
  it('newest first; casting a birth again moves it to the top; at most 20; cleared', () => {
    h().hydrate()
    h().chartCast(cast('甲', '1975-12-29', '2026-01-01T00:00:00Z'))
    h().chartCast(cast('乙', '1990-01-01', '2026-01-02T00:00:00Z'))
    h().chartCast(cast('甲', '1975-12-29', '2026-01-03T00:00:00Z'))
    expect(h().entries.map((e) => [e.name, e.castAt])).toEqual([
      ['甲', '2026-01-03T00:00:00Z'],
      ['乙', '2026-01-02T00:00:00Z'],
    ])
    for (let i = 0; i < 25; i++) h().chartCast(cast(`人${i}`, '2000-01-01', `2026-02-${String(i + 1).padStart(2, '0')}T00:00:00Z`))
    expect(h().entries).toHaveLength(CETIAN_HISTORY_MAX)
    expect(h().entries[0].name).toBe('人24')
    useCetianHistory.setState({ entries: [] })
    h().hydrate()
    expect(h().entries).toHaveLength(20)
    h().historyCleared()
    expect(fake.storage.get('cetianSearchHistory')).toEqual([])
  })
  it('a broken stored list reads as empty', () => {
    fake.storage.set('cetianSearchHistory', [{ name: 1 }])
    h().hydrate()
    expect(h().entries).toEqual([])
  })
})
