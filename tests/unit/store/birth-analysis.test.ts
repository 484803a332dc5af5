import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { useBirthAnalysis } from '@/store/birth-analysis'

const s = () => useBirthAnalysis.getState()
beforeEach(() => {
  fake.reset()
  s().hydrate()
})

describe('birthAnalysis (SPEC §3 birth analysis) and the saved analyses', () => {
  it('defaults: tropical, Placidus, category [0, 0, 0], no conditions, nothing saved', () => {
    expect([s().birthPageCalc, s().category, s().conditions, s().saved, s().openedId]).toEqual([
      { calcType: 0, houseType: 0 },
      [0, 0, 0],
      [],
      [],
      null,
    ])
  })

  it('settings, category and conditions are stored under birthAnalysis and read back', () => {
    s().calcChanged({ calcType: 1 })
    s().calcChanged({ houseType: 7 })
    s().categoryChanged(0, 2)
    s().categoryChanged(1, 1)
    s().conditionAdded({ kind: 'inHouse', body: 'Sun', house: 10 })
    s().conditionAdded({ kind: 'aspect', a: 'Moon', b: 'Saturn', aspect: 4, orbDeg: 3 })
    s().conditionRemoved(0)
    const stored = fake.storage.get('birthAnalysis') as Record<string, unknown>
    expect(stored.birthPageCalc).toEqual({ calcType: 1, houseType: 7 })
    expect(stored.category).toEqual([2, 1, 0])
    useBirthAnalysis.setState({ conditions: [], category: [0, 0, 0] })
    s().hydrate()
    expect(s().conditions).toEqual([{ kind: 'aspect', a: 'Moon', b: 'Saturn', aspect: 4, orbDeg: 3 }])
    expect(s().category).toEqual([2, 1, 0])
  })

  it('replays add, edit (save over the opened one), open and delete of saved analyses', () => {
    s().conditionAdded({ kind: 'inSign', body: 'Venus', sign: 7 })
    const a = s().analysisSaved('金星天秤', 1000)
    s().analysisStarted()
    s().conditionAdded({ kind: 'retrograde', body: 'Mercury' })
    s().categoryChanged(1, 1)
    const b = s().analysisSaved('水逆', 2000)
    expect(s().saved.map((x) => [x.name, x.match])).toEqual([
      ['水逆', 1],
      ['金星天秤', 0],
    ])
    // Open the first, add a condition, save: it is edited in place.
    s().analysisOpened(a)
    expect([s().conditions, s().category[1], s().openedId]).toEqual([[{ kind: 'inSign', body: 'Venus', sign: 7 }], 0, a])
    s().conditionAdded({ kind: 'inHouse', body: 'Venus', house: 7 })
    expect(s().analysisSaved('金星天秤七宫', 3000)).toBe(a)
    expect(s().saved).toHaveLength(2)
    expect(s().saved.find((x) => x.id === a)).toMatchObject({ name: '金星天秤七宫', updateTime: 3000 })
    expect(s().saved.find((x) => x.id === a)!.conditions).toHaveLength(2)
    // Delete the opened one: what is on screen stays, as a new analysis.
    s().analysisDeleted(a)
    expect(s().saved.map((x) => x.id)).toEqual([b])
    expect(s().openedId).toBeNull()
    expect(s().conditions).toHaveLength(2)
    useBirthAnalysis.setState({ saved: [] })
    s().hydrate()
    expect(s().saved.map((x) => x.name)).toEqual(['水逆'])
    expect(s().saved[0].conditions).toEqual([{ kind: 'retrograde', body: 'Mercury' }])
  })

  it('a corrupt stored value falls back field by field; a broken saved list falls back to empty', () => {
    fake.storage.set('birthAnalysis', {
      birthPageCalc: { calcType: 5, houseType: 99 },
      category: [9],
      conditions: [{ kind: 'inSign', body: 'Sun', sign: 3 }],
    })
    fake.storage.set('birthAnalysisList', [{ id: 'x' }])
    s().hydrate()
    expect([s().birthPageCalc, s().category, s().conditions, s().saved]).toEqual([
      { calcType: 0, houseType: 0 },
      [0, 0, 0],
      [{ kind: 'inSign', body: 'Sun', sign: 3 }],
      [],
    ])
  })
})
