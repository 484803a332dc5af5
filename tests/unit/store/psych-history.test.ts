import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { IPIP_BIG_FIVE, STRESS_CHECK } from '@/divination/psych'
import { migratePsychHistory, PSYCH_HISTORY_LIMIT, psychRecordById, setPsychClock, toServerPsych, usePsychHistory } from '@/store/psych-history'
import { useSession } from '@/store/session'
import { installApi, setAccountClock } from '@/store/account'
import { useSyncSettings } from '@/store/sync-settings'
import { installSync, syncAfterLogin, uninstallSync } from '@/store/sync'
import { fakeServer, info } from '../account/fake-server'

const s = () => usePsychHistory.getState()
const bigFiveAnswers = () => IPIP_BIG_FIVE.items.map((i) => ((i.n - 1) % 5) + 1)

describe('psychHistory store', () => {
  beforeEach(() => {
    fake.reset()
    useSession.getState().hydrate()
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
    expect(fake.storage.get('psychHistory')).toMatchObject({
      version: 2,
      records: [{ id: record.id, testId: 'big-five', isDel: 0, isLocal: 1, modified: 1, updateTime: Date.parse('2024-06-10T06:00:00.000Z') }],
    })
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

  it('logged out, delete and clear drop records the server never had', () => {
    const a = s().testFinished('stress-check', Array(12).fill(1)).record
    setPsychClock(() => new Date('2024-06-11T06:00:00.000Z'))
    const b = s().testFinished('social-energy', Array(10).fill(5)).record
    s().recordDeleted(a.id)
    expect(s().records.map((r) => r.id)).toEqual([b.id])
    s().historyCleared()
    expect(fake.storage.get('psychHistory')).toEqual({ version: 2, records: [] })
  })

  it('keeps at most the limit', () => {
    for (let i = 0; i < PSYCH_HISTORY_LIMIT + 3; i++) s().testFinished('social-energy', Array(10).fill(3))
    expect(s().live).toHaveLength(PSYCH_HISTORY_LIMIT)
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
    // Version 1 records: updateTime = createdAt, not deleted, not yet on the server.
    expect(s().records[0]).toMatchObject({ updateTime: Date.parse('2024-01-01T00:00:00.000Z'), isDel: 0, isLocal: 1, modified: 1 })
    expect(migratePsychHistory(null)).toEqual({ version: 2, records: [] })
    // A version 2 store reads back unchanged.
    const v2 = { version: 2, records: [{ ...s().records[0], isLocal: 0, modified: 0, updateTime: 5 }] }
    fake.storage.set('psychHistory', v2)
    s().hydrate()
    expect(s().records).toEqual(v2.records)
  })
})

const serverCopy = (id: string, updateTime: number, extra: Record<string, unknown> = {}) => ({
  id,
  test_id: 'stress-check',
  created_at: '2024-06-09T06:00:00.000Z',
  answers: Array(12).fill(4),
  scales: [{ scale: 'stress', raw: 48, min: 12, max: 60, items: 12, pct: 75, band: 2 }],
  update_time: updateTime,
  is_del: 0,
  is_local: 0,
  ...extra,
})

describe('psychHistory sync (tombstones, merge, auto-sync)', () => {
  let srv: ReturnType<typeof fakeServer>['s']
  const flush = async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve()
  }
  beforeEach(() => {
    vi.useFakeTimers()
    fake.reset()
    for (const h of [useSession, useSyncSettings, usePsychHistory]) h.getState().hydrate()
    setPsychClock(() => new Date('2024-06-10T06:00:00.000Z'))
    setAccountClock(() => Date.parse('2024-06-10T06:00:00.000Z'))
    srv = fakeServer().s
    installApi()
    // The fake server answers what it holds after a last-writer-wins merge.
    const held = new Map<string, Record<string, unknown>>()
    srv.routes.set('/Psych/Sync', (b) => {
      for (const r of (b as { list: Record<string, unknown>[] }).list) {
        const old = held.get(String(r.id))
        if (!old || Number(old.update_time) < Number(r.update_time)) held.set(String(r.id), { ...r, is_local: 0 })
      }
      return { code: 0, data: { list: [...held.values()] } }
    })
    useSession.getState().loggedIn(info())
    installSync()
  })
  afterEach(() => {
    uninstallSync()
    vi.useRealTimers()
    setPsychClock(null)
    setAccountClock(null)
  })
  const sent = () => srv.calls.filter((c) => c.url.endsWith('/Psych/Sync')).map((c) => (c.data as { list: Record<string, unknown>[] }).list)

  it('a finished test syncs 100 ms later in the server shape and is then settled', async () => {
    const { record } = s().testFinished('stress-check', Array(12).fill(2))
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()).toEqual([[toServerPsych(record)]])
    expect(sent()[0][0]).toMatchObject({ test_id: 'stress-check', created_at: record.createdAt, is_del: 0 })
    expect(s().records[0]).toMatchObject({ id: record.id, isLocal: 0, modified: 0 })
    vi.advanceTimersByTime(1000)
    await flush()
    expect(sent()).toHaveLength(1)
  })

  it('a delete is pushed as a tombstone without answers, hidden from the list, and gone locally once the server has it', async () => {
    const { record } = s().testFinished('stress-check', Array(12).fill(2))
    vi.advanceTimersByTime(100)
    await flush()
    s().recordDeleted(record.id)
    expect(s().live).toEqual([])
    expect(psychRecordById(s().records, record.id)).toBeUndefined()
    expect(s().records[0]).toMatchObject({ isDel: 1, modified: 1, answers: [], scales: [], updateTime: record.updateTime + 1 })
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()[1]).toEqual([expect.objectContaining({ id: record.id, is_del: 1, answers: [] })])
    expect(s().records).toEqual([])
  })

  it('clear makes every record a tombstone', async () => {
    s().testFinished('stress-check', Array(12).fill(2))
    s().testFinished('social-energy', Array(10).fill(5))
    s().historyCleared()
    expect(s().live).toEqual([])
    expect(s().records.map((r) => r.isDel)).toEqual([1, 1])
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()).toEqual([expect.arrayContaining([expect.objectContaining({ is_del: 1 })])])
    expect(sent()[0].every((r) => r.is_del === 1)).toBe(true)
  })

  it("merge: other devices' records arrive, a newer local edit wins, a server tombstone removes a settled record", () => {
    s().syncPulled([serverCopy('stress-check-1', 10), serverCopy('stress-check-2', 10)])
    expect(
      s()
        .live.map((r) => r.id)
        .sort(),
    ).toEqual(['stress-check-1', 'stress-check-2'])
    expect(s().live[0]).toMatchObject({ isLocal: 0, modified: 0, answers: Array(12).fill(4) })
    s().recordDeleted('stress-check-1')
    // An older server copy does not revive the pending delete; a newer tombstone removes the other one.
    s().syncPulled([serverCopy('stress-check-1', 10), serverCopy('stress-check-2', 20, { is_del: 1, answers: [], scales: [] })])
    expect(s().live).toEqual([])
    expect(s().records.map((r) => [r.id, r.isDel, r.modified])).toEqual([['stress-check-1', 1, 1]])
    // Unknown tests and broken copies are skipped.
    s().syncPulled([serverCopy('x-1', 30, { test_id: 'gone' }), { id: 'x-2', update_time: 30 }])
    expect(s().records.map((r) => r.id)).toEqual(['stress-check-1'])
  })

  it('no sync when auto-sync is off or logged out; login syncs the history', async () => {
    for (const k of ['birth', 'settings'] as const) useSyncSettings.getState().switchChanged(k, false)
    useSyncSettings.getState().switchChanged('autoSync', false)
    s().testFinished('stress-check', Array(12).fill(2))
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
    await syncAfterLogin()
    expect(sent()).toEqual([])
    useSyncSettings.getState().switchChanged('autoSync', true)
    await syncAfterLogin()
    expect(sent()).toHaveLength(1)
    useSession.getState().loggedOut()
    s().testFinished('social-energy', Array(10).fill(5))
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toHaveLength(1)
  })
})
