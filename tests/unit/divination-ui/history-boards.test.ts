import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { momentOf } from '@/divination/calendar'
import { DEFAULT_QIMEN_SETTINGS, qimenChart } from '@/divination/qimen'
import { DEFAULT_LIUREN_SETTINGS, liurenChart } from '@/divination/liuren'
import { resultName, routeOfRecord } from '@/packageC/divination-history/entries'
import { setDivinationClock, useDivinationHistory } from '@/store/divination-history'

const when = { date: '2025-03-12', time: '10:00', birthZone: -8, summer: 0 }

describe('奇门 and 六壬 boards in the divination history', () => {
  beforeEach(() => {
    fake.reset()
    setDivinationClock(() => new Date('2025-03-12T02:00:00.000Z'))
    useDivinationHistory.getState().hydrate()
  })
  afterEach(() => setDivinationClock(null))

  it('a board is saved with its cast time and settings, listed by its 局 or 课体, and reopens on its own page', () => {
    const q = qimenChart(momentOf(when), DEFAULT_QIMEN_SETTINGS)
    const saved = useDivinationHistory.getState().castSaved({
      system: 'qimen',
      question: '问出行',
      castTime: when,
      inputs: { settings: DEFAULT_QIMEN_SETTINGS },
      result: { pillars: q.pillars, dun: q.dun, ju: q.ju, solarTerm: q.solarTerm },
    })
    expect(resultName(saved)).toBe(`${q.dun}${q.ju}局 · ${q.pillars}`)
    expect(routeOfRecord(saved)).toBe('qimen')
    const l = liurenChart(momentOf(when), DEFAULT_LIUREN_SETTINGS)
    const lr = useDivinationHistory.getState().castSaved({
      system: 'liuren',
      castTime: when,
      inputs: { settings: DEFAULT_LIUREN_SETTINGS },
      result: { pillars: l.pillars, keTi: l.keTi, sanChuan: l.sanChuan.map((c) => c.branch) },
    })
    expect(resultName(lr)).toBe(`${l.keTi} · ${l.sanChuan.map((c) => c.branch).join('')}`)
    useDivinationHistory.getState().hydrate()
    expect(useDivinationHistory.getState().records.map((r) => r.system)).toEqual(['liuren', 'qimen'])
  })
})
