import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { defaultTarotSettings } from '@/divination/tarot'
import { useLenormandSettings, useTarotSettings } from '@/store/card-settings'
import { clientId } from '@/store/client-id'
import { setDivinationClock, useDivinationHistory } from '@/store/divination-history'

beforeEach(() => {
  fake.reset()
  useTarotSettings.getState().hydrate()
  useDivinationHistory.getState().hydrate()
})

describe('tarotSettings (SPEC §3 Tarot and Lenormand)', () => {
  const s = () => useTarotSettings.getState()
  it('defaults: reversals on, no director, the question asked, remarks and the ritual shown', () => {
    expect(s().settings).toEqual(defaultTarotSettings)
    expect([s().settings.showReverse, s().settings.useDirector, s().settings.passQuestion, s().settings.showPlayMode]).toEqual([
      true,
      false,
      false,
      true,
    ])
  })
  it('changes are stored under tarotSettings and read back', () => {
    s().changed({ showReverse: false, cardType: 2 })
    s().changed({ useDirector: true })
    expect(fake.storage.get('tarotSettings')).toMatchObject({ showReverse: false, cardType: 2, useDirector: true })
    useTarotSettings.setState({ settings: defaultTarotSettings })
    s().hydrate()
    expect([s().settings.showReverse, s().settings.cardType, s().settings.useDirector]).toEqual([false, 2, true])
  })
  it('a corrupt field falls back to its default, the others are kept', () => {
    fake.storage.set('tarotSettings', { showReverse: 'yes', useDirector: true, cardType: -3 })
    s().hydrate()
    expect([s().settings.showReverse, s().settings.useDirector, s().settings.cardType]).toEqual([true, true, 0])
  })
  it('the device id is made once and kept', () => {
    const id = clientId(() => 0.5)
    expect(id).toBe('8888888888888888')
    expect(clientId(() => 0.1)).toBe(id)
  })
})

describe('lenormandSettings: the same group with Lenormand’s defaults, its own key', () => {
  it('read upright by default; a change is stored under lenormandSettings and leaves tarot alone', () => {
    useLenormandSettings.getState().hydrate()
    expect(useLenormandSettings.getState().settings.showReverse).toBe(false)
    useLenormandSettings.getState().changed({ grandTableau: '8x4+4', showPlayMode: false })
    expect(fake.storage.get('lenormandSettings')).toMatchObject({ grandTableau: '8x4+4', showPlayMode: false })
    expect(fake.storage.get('tarotSettings')).toBeUndefined()
    expect(useTarotSettings.getState().settings.showPlayMode).toBe(true)
  })
})

describe('tarot readings in the divination history', () => {
  it('a reading is saved with its deal; its remark is saved afterwards, trimmed', () => {
    setDivinationClock(() => new Date('2026-11-27T10:00:00.000Z'))
    const h = () => useDivinationHistory.getState()
    const r = h().castSaved({
      system: 'tarot',
      question: '工作',
      inputs: { seed: 's', spread: 'single', cutIndex: 0 },
      result: { spread: 'single', cards: [{ position: 'card', id: 19, reversed: false }], director: null, plus: [], remark: '' },
    })
    expect(r.id).toBe(`tarot-${Date.parse('2026-11-27T10:00:00.000Z')}`)
    h().remarkSaved(r.id, '  后来真的顺利了 ')
    const saved = h().records[0]
    expect(saved.system === 'tarot' && saved.result.remark).toBe('后来真的顺利了')
    h().hydrate()
    const again = h().records[0]
    expect(again.system === 'tarot' && again.result.remark).toBe('后来真的顺利了')
    setDivinationClock(null)
  })
})
