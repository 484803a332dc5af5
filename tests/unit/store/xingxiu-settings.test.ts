import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { defaultXingxiuSettings } from '@/divination/xingxiu'
import { useXingxiuSettings } from '@/store/xingxiu-settings'

beforeEach(() => fake.reset())

describe('xingxiuSettings store (the engine’s schema)', () => {
  const s = () => useXingxiuSettings.getState()
  it('defaults: 宿曜经 rule, 今度, 鳌头通书; a change is stored and read back', () => {
    s().hydrate()
    expect(s().settings).toEqual(defaultXingxiuSettings)
    expect(defaultXingxiuSettings).toEqual({ natalMethod: 'sutra', xiuWidths: 'modern', monthRule: 'aotou' })
    s().changed({ natalMethod: 'moon', monthRule: 'qinxing' })
    expect(fake.storage.get('xingxiuSettings')).toMatchObject({ natalMethod: 'moon', monthRule: 'qinxing' })
    useXingxiuSettings.setState({ settings: defaultXingxiuSettings })
    s().hydrate()
    expect([s().settings.natalMethod, s().settings.monthRule]).toEqual(['moon', 'qinxing'])
  })
  it('a broken stored field falls back to its default, the others are kept', () => {
    fake.storage.set('xingxiuSettings', { natalMethod: 'sun', xiuWidths: 'ancient' })
    s().hydrate()
    expect([s().settings.natalMethod, s().settings.xiuWidths]).toEqual(['sutra', 'ancient'])
  })
})
