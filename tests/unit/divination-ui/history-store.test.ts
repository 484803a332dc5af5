import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { castMeihua } from '@/divination/meihua'
import { HISTORY_LIMIT, setDivinationClock, useDivinationHistory } from '@/store/divination-history'

const meihua = () => castMeihua({ method: 'numbers', numbers: [5, 7] })
const draft = (question = '') => ({
  system: 'meihua' as const,
  question,
  castTime: null,
  inputs: { method: 'numbers', numbers: [5, 7] },
  result: meihua(),
})

describe('divination history store', () => {
  beforeEach(() => {
    fake.reset()
    setDivinationClock(() => new Date('2024-06-10T06:00:00.000Z'))
    useDivinationHistory.getState().hydrate()
  })
  afterEach(() => setDivinationClock(null))

  it('stamps createdAt and the id from the store clock, not from the engine', () => {
    const r = useDivinationHistory.getState().castSaved(draft('问事'))
    expect(r.createdAt).toBe('2024-06-10T06:00:00.000Z')
    expect(r.id).toBe(`meihua-${Date.parse('2024-06-10T06:00:00.000Z')}`)
    expect(r.question).toBe('问事')
  })

  it('saves under the key divinationHistory, newest first, and reads it back', () => {
    const s = useDivinationHistory.getState()
    s.castSaved(draft('first'))
    setDivinationClock(() => new Date('2024-06-10T07:00:00.000Z'))
    s.castSaved(draft('second'))
    expect((fake.storage.get('divinationHistory') as { question: string }[]).map((r) => r.question)).toEqual(['second', 'first'])
    useDivinationHistory.getState().hydrate()
    expect(useDivinationHistory.getState().records.map((r) => r.question)).toEqual(['second', 'first'])
  })

  it('two casts in the same millisecond get distinct ids', () => {
    const a = useDivinationHistory.getState().castSaved(draft())
    const b = useDivinationHistory.getState().castSaved(draft())
    expect(a.id).not.toBe(b.id)
  })

  it('deletes one record and keeps the rest', () => {
    const a = useDivinationHistory.getState().castSaved(draft('a'))
    setDivinationClock(() => new Date('2024-06-10T08:00:00.000Z'))
    useDivinationHistory.getState().castSaved(draft('b'))
    useDivinationHistory.getState().castDeleted(a.id)
    useDivinationHistory.getState().hydrate()
    expect(useDivinationHistory.getState().records.map((r) => r.question)).toEqual(['b'])
  })

  it('corrupt storage reads as an empty history', () => {
    for (const bad of [
      '{not json',
      '"text"',
      [{ id: 1 }],
      { a: 1 },
      [{ ...draft(), id: 'x', createdAt: 'y', version: 1, result: { method: 'numbers' } }],
    ]) {
      fake.storage.set('divinationHistory', bad)
      useDivinationHistory.getState().hydrate()
      expect(useDivinationHistory.getState().records).toEqual([])
    }
  })

  it(`keeps at most ${HISTORY_LIMIT} records, dropping the oldest`, () => {
    let ms = Date.parse('2024-01-01T00:00:00Z')
    setDivinationClock(() => new Date((ms += 1000)))
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) useDivinationHistory.getState().castSaved(draft(String(i)))
    const qs = useDivinationHistory.getState().records.map((r) => r.question)
    expect(qs.length).toBe(HISTORY_LIMIT)
    expect(qs[0]).toBe(String(HISTORY_LIMIT + 2))
    expect(qs).not.toContain('0')
  })

  it('coin mapping and the 23:00 convention persist under divinationSettings', () => {
    expect(useDivinationHistory.getState().settings).toEqual({ coinYangSide: 'back', nextDayZiShi: false })
    useDivinationHistory.getState().coinYangSideChosen('face')
    useDivinationHistory.getState().nextDayZiShiChosen(true)
    useDivinationHistory.getState().hydrate()
    expect(useDivinationHistory.getState().settings).toEqual({ coinYangSide: 'face', nextDayZiShi: true })
    expect(fake.storage.get('divinationSettings')).toEqual({ coinYangSide: 'face', nextDayZiShi: true })
  })
})
