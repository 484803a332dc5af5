import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { IPIP_BIG_FIVE, STRESS_CHECK } from '@/divination/psych'
import { migratePsychHistory, PSYCH_HISTORY_LIMIT, psychRecordById, setPsychClock, usePsychHistory } from '@/store/psych-history'

const s = () => usePsychHistory.getState()
const bigFiveAnswers = () => IPIP_BIG_FIVE.items.map((i) => ((i.n - 1) % 5) + 1)

describe('psychHistory store', () => {
  beforeEach(() => {
    fake.reset()
    setPsychClock(() => new Date('2024-06-10T06:00:00.000Z'))
    s().hydrate()
  })
  afterEach(() => setPsychClock(null))

  it('a finished test is scored, stamped from the store clock and stored under psychHistory with its answers', () => {
    const { record, result } = s().testFinished('big-five', bigFiveAnswers())
    expect(record.id).toBe(`big-five-${Date.parse('2024-06-10T06:00:00.000Z')}`)
    expect(record.createdAt).toBe('2024-06-10T06:00:00.000Z')
    expect(record.answers).toHaveLength(50)
    expect(result.scales.map((x) => x.pct)).toEqual([50, 45, 50, 35, 70])
    expect(fake.storage.get('psychHistory')).toMatchObject({ version: 1, records: [{ id: record.id, testId: 'big-five' }] })
  })

  it('newest first; read back after a restart; same-millisecond results get distinct ids', () => {
    s().testFinished('stress-check', Array(12).fill(2))
    s().testFinished('stress-check', Array(12).fill(4))
    const ids = s().records.map((r) => r.id)
    expect(new Set(ids).size).toBe(2)
    usePsychHistory.setState({ records: [] })
    s().hydrate()
    expect(s().records.map((r) => r.answers[0])).toEqual([4, 2])
    expect(psychRecordById(s().records, ids[1])?.answers[0]).toBe(2)
  })

  it('an unfinished sheet is refused and nothing is saved', () => {
    const answers: (number | null)[] = Array(12).fill(3)
    answers[5] = null
    expect(() => s().testFinished('stress-check', answers)).toThrow('第 6 题尚未作答')
    expect(s().records).toEqual([])
    expect(fake.storage.get('psychHistory')).toBeUndefined()
  })

  it('delete removes one record; clear removes all', () => {
    const a = s().testFinished('stress-check', Array(12).fill(1)).record
    setPsychClock(() => new Date('2024-06-11T06:00:00.000Z'))
    const b = s().testFinished('social-energy', Array(10).fill(5)).record
    s().recordDeleted(a.id)
    expect(s().records.map((r) => r.id)).toEqual([b.id])
    s().historyCleared()
    expect(fake.storage.get('psychHistory')).toEqual({ version: 1, records: [] })
  })

  it('keeps at most the limit', () => {
    for (let i = 0; i < PSYCH_HISTORY_LIMIT + 3; i++) s().testFinished('social-energy', Array(10).fill(3))
    expect(s().records).toHaveLength(PSYCH_HISTORY_LIMIT)
  })

  it('a broken store falls back to an empty history; broken records and unknown tests are dropped, good ones kept', () => {
    fake.storage.set('psychHistory', 'garbage')
    s().hydrate()
    expect(s().records).toEqual([])
    const good = {
      id: 'x',
      testId: STRESS_CHECK.id,
      createdAt: '2024-01-01T00:00:00.000Z',
      answers: Array(12).fill(3),
      scales: [{ scale: 'stress', raw: 36, min: 12, max: 60, items: 12, pct: 50, band: 1 }],
    }
    fake.storage.set('psychHistory', { version: 1, records: [good, { ...good, id: 'y', testId: 'gone' }, { id: 'z' }] })
    s().hydrate()
    expect(s().records.map((r) => r.id)).toEqual(['x'])
    expect(migratePsychHistory(null)).toEqual({ version: 1, records: [] })
  })
})
