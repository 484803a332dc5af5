import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { DEFAULT_QIMEN_SETTINGS } from '@/divination/qimen'
import { DEFAULT_LIUREN_SETTINGS } from '@/divination/liuren'
import { useLiurenSettings } from '@/store/liuren-settings'
import { DEFAULT_TAIYI_SETTINGS } from '@/divination/taiyi'
import { useTaiyiSettings } from '@/store/taiyi-settings'
import { DEFAULT_QIMEN_PAGE_SETTINGS, engineQimenSettings, useQimenSettings } from '@/store/qimen-settings'

beforeEach(() => {
  fake.reset()
  useQimenSettings.getState().hydrate()
})

describe('qimenSettings (SPEC §3 Qimen: showHouseNum, showHouseGua; the engine’s school choices)', () => {
  const s = () => useQimenSettings.getState()
  it('defaults: the engine’s (时家 转盘 拆补 寄坤) with palace numbers and trigrams shown', () => {
    expect(s().settings).toEqual(DEFAULT_QIMEN_PAGE_SETTINGS)
    expect(engineQimenSettings(s().settings, DEFAULT_QIMEN_SETTINGS.nextDayZiShi)).toEqual(DEFAULT_QIMEN_SETTINGS)
  })
  it('choices are stored under qimenSettings and read back', () => {
    s().changed({ pan: 'fei', juMethod: 'zhirun', showHouseGua: false })
    expect(fake.storage.get('qimenSettings')).toMatchObject({ pan: 'fei', juMethod: 'zhirun', showHouseGua: false })
    useQimenSettings.setState({ settings: DEFAULT_QIMEN_PAGE_SETTINGS })
    s().hydrate()
    expect([s().settings.pan, s().settings.juMethod, s().settings.showHouseGua]).toEqual(['fei', 'zhirun', false])
  })
  it('日家 (jia day) is stored and read back', () => {
    s().changed({ jia: 'day' })
    useQimenSettings.setState({ settings: DEFAULT_QIMEN_PAGE_SETTINGS })
    s().hydrate()
    expect(engineQimenSettings(s().settings, false).jia).toBe('day')
  })
  it('the 23:00 day change is not a qimen field: the engine gets the value it is handed (the bazi setting)', () => {
    fake.storage.set('qimenSettings', { nextDayZiShi: true, pan: 'fei' })
    s().hydrate()
    expect(s().settings).not.toHaveProperty('nextDayZiShi')
    expect(engineQimenSettings(s().settings, false).nextDayZiShi).toBe(false)
    expect(engineQimenSettings(s().settings, true).nextDayZiShi).toBe(true)
  })
  it('a broken field falls back to its default, the rest is kept', () => {
    fake.storage.set('qimenSettings', { pan: 'spiral', jia: 'month' })
    s().hydrate()
    expect([s().settings.pan, s().settings.jia]).toEqual(['zhuan', 'month'])
  })
})

describe('liurenSettings', () => {
  it('the 贵人 table is stored under liurenSettings; a broken value falls back to 甲戊庚牛羊', () => {
    useLiurenSettings.getState().hydrate()
    expect(useLiurenSettings.getState().settings).toEqual(DEFAULT_LIUREN_SETTINGS)
    useLiurenSettings.getState().changed({ guiRenRule: 'gengXin' })
    expect(fake.storage.get('liurenSettings')).toMatchObject({ guiRenRule: 'gengXin' })
    fake.storage.set('liurenSettings', { guiRenRule: 'other', nextDayZiShi: false })
    useLiurenSettings.getState().hydrate()
    expect(useLiurenSettings.getState().settings).toEqual({ ...DEFAULT_LIUREN_SETTINGS, nextDayZiShi: false })
  })
})

describe('taiyiSettings', () => {
  it('the count and the 积年 school are stored under taiyiSettings; a broken field falls back to its default', () => {
    useTaiyiSettings.getState().hydrate()
    expect(useTaiyiSettings.getState().settings).toEqual(DEFAULT_TAIYI_SETTINGS)
    useTaiyiSettings.getState().changed({ mode: 'day', school: 'taojin' })
    expect(fake.storage.get('taiyiSettings')).toEqual({ mode: 'day', school: 'taojin' })
    fake.storage.set('taiyiSettings', { mode: 'century', school: 'jinjing' })
    useTaiyiSettings.getState().hydrate()
    expect(useTaiyiSettings.getState().settings).toEqual({ mode: 'year', school: 'jinjing' })
  })
})
