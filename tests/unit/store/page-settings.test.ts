import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { defaultVedicSettings } from '@/astro/vedic'
import { defaultMayanSettings } from '@/divination/mayan'
import { defaultLifeNumberSettings } from '@/divination/numerology'
import { useLifeNumberSettings } from '@/store/life-number-settings'
import { useMayanSettings } from '@/store/mayan-settings'
import { useVedicSettings } from '@/store/vedic-settings'

beforeEach(() => fake.reset())

describe('settings stores built on the engines’ schemas (vedicSettings, mayanSettings, lifeNumberSettings)', () => {
  it('vedic: defaults are the engine’s (Lahiri, true node, Vimshottari from the Moon); a change is stored and read back', () => {
    const s = () => useVedicSettings.getState()
    s().hydrate()
    expect(s().settings).toEqual(defaultVedicSettings)
    expect([s().settings.ayanamsa, s().settings.nodeTrue, s().settings.dasaType, s().settings.dasaStartingPoint]).toEqual([
      1,
      true,
      'vimshottari',
      'moon',
    ])
    s().changed({ ayanamsa: 3, dasaType: 'yogini' })
    expect(fake.storage.get('vedicSettings')).toMatchObject({ ayanamsa: 3, dasaType: 'yogini' })
    useVedicSettings.setState({ settings: defaultVedicSettings })
    s().hydrate()
    expect([s().settings.ayanamsa, s().settings.dasaType]).toEqual([3, 'yogini'])
  })
  it('vedic: a broken stored field falls back to its default, the others are kept; an invalid change throws and stores nothing', () => {
    fake.storage.set('vedicSettings', { ayanamsa: 99, karakaType: 7 })
    useVedicSettings.getState().hydrate()
    expect([useVedicSettings.getState().settings.ayanamsa, useVedicSettings.getState().settings.karakaType]).toEqual([1, 7])
    expect(() => useVedicSettings.getState().changed({ yearDays: 10 })).toThrow()
    expect((fake.storage.get('vedicSettings') as { yearDays?: number }).yearDays).not.toBe(10)
  })
  it('mayan and life numbers: their own keys and defaults', () => {
    useMayanSettings.getState().hydrate()
    useLifeNumberSettings.getState().hydrate()
    expect(useMayanSettings.getState().settings).toEqual(defaultMayanSettings)
    expect(useLifeNumberSettings.getState().settings).toEqual(defaultLifeNumberSettings)
    useMayanSettings.getState().changed({ leapDay: 'asMar1' })
    useLifeNumberSettings.getState().changed({ keepMaster: false })
    expect(fake.storage.get('mayanSettings')).toMatchObject({ leapDay: 'asMar1' })
    expect(fake.storage.get('lifeNumberSettings')).toMatchObject({ keepMaster: false })
  })
})
