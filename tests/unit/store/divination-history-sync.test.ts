import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { castLiuyao } from '@/divination/liuyao'
import { castMeihua } from '@/divination/meihua'
import { drawLenormand } from '@/divination/lenormand'
import { HISTORY_LIMIT, recordById, setDivinationClock, useDivinationHistory, type CastDraft } from '@/store/divination-history'
import { toServerCast } from '@/store/divination-records'
import { useSession } from '@/store/session'
import { installApi, setAccountClock } from '@/store/account'
import { useSyncSettings } from '@/store/sync-settings'
import { installSync, syncAfterLogin, uninstallSync } from '@/store/sync'
import { divinationRecordSchema } from '../../../server/src/schemas/sync'
import { fakeServer, info } from '../account/fake-server'

const s = () => useDivinationHistory.getState()
const T0 = Date.parse('2024-06-10T06:00:00.000Z')
const at = (ms: number) => setDivinationClock(() => new Date(ms))
const meihua = (question = ''): CastDraft => ({
  system: 'meihua',
  question,
  inputs: { method: 'numbers', numbers: [5, 7] },
  result: castMeihua({ method: 'numbers', numbers: [5, 7] }),
})
const lenormand = (): CastDraft => {
  const r = drawLenormand({ seed: 's', layout: 'three' })
  return {
    system: 'lenormand',
    inputs: { seed: 's', layout: 'three' },
    result: { layout: r.layout, cards: r.cards, director: r.director, plus: [], remark: '' },
  }
}
/** A cast as another device pushed it (server shape). */
const serverCopy = (id: string, updateTime: number, extra: Record<string, unknown> = {}) => ({
  id,
  system: 'meihua',
  created_at: '2024-06-09T06:00:00.000Z',
  question: '另一台设备',
  inputs: { method: 'numbers', numbers: [5, 7] },
  result: castMeihua({ method: 'numbers', numbers: [5, 7] }),
  version: 1,
  update_time: updateTime,
  is_del: 0,
  is_local: 0,
  ...extra,
})

describe('divination history: stamps, tombstones and migration', () => {
  beforeEach(() => {
    fake.reset()
    useSession.getState().hydrate()
    at(T0)
    s().hydrate()
  })
  afterEach(() => setDivinationClock(null))

  it('a saved cast is stamped for sync (local, modified, updateTime = now)', () => {
    const r = s().castSaved(meihua('问事'))
    expect(r).toMatchObject({ updateTime: T0, isDel: 0, isLocal: 1, modified: 1 })
    expect(s().all).toEqual([r])
  })

  it('a remark or clarifier changes the stamp; the record stays readable after a restart', () => {
    const r = s().castSaved(lenormand())
    useDivinationHistory.setState({ all: s().all.map((x) => ({ ...x, isLocal: 0, modified: 0 })) })
    at(T0 + 5000)
    s().remarkSaved(r.id, ' 记下了 ')
    expect(s().records[0]).toMatchObject({ modified: 1, updateTime: T0 + 5000, result: { remark: '记下了' } })
    const plus = drawLenormand({ seed: 's', layout: 'three', plus: [{ position: 'p2' }] }).plus
    at(T0 + 5000)
    s().lenormandPlusSaved(r.id, plus)
    expect(s().records[0]).toMatchObject({ updateTime: T0 + 5001, result: { plus } })
    s().hydrate()
    expect(recordById(s().records, r.id)).toMatchObject({ result: { plus, remark: '记下了' } })
  })

  it('records saved before sync gain stamps from createdAt and count as not yet synced', () => {
    const old = { ...s().castSaved(meihua('旧')) } as Record<string, unknown>
    for (const k of ['updateTime', 'isDel', 'isLocal', 'modified']) delete old[k]
    fake.storage.set('divinationHistory', [old])
    s().hydrate()
    expect(s().records).toEqual([expect.objectContaining({ question: '旧', updateTime: T0, isDel: 0, isLocal: 1, modified: 1 })])
  })

  it('logged in, a delete of a synced record leaves a tombstone without content; logged out, a local one just goes', () => {
    const a = s().castSaved(meihua('a'))
    s().castDeleted(a.id)
    expect(s().all).toEqual([])
    const b = s().castSaved(meihua('b'))
    useSession.getState().loggedIn(info())
    useDivinationHistory.setState({ all: s().all.map((x) => ({ ...x, isLocal: 0, modified: 0 })) })
    s().castDeleted(b.id)
    expect(s().records).toEqual([])
    expect(s().all).toEqual([{ id: b.id, system: 'meihua', createdAt: b.createdAt, updateTime: T0 + 1, isDel: 1, isLocal: 0, modified: 1 }])
    expect(recordById(s().records, b.id)).toBeUndefined()
    s().hydrate()
    expect(s().all).toHaveLength(1)
  })

  it(`past ${HISTORY_LIMIT} live records the oldest becomes a tombstone`, () => {
    useSession.getState().loggedIn(info())
    let ms = T0
    setDivinationClock(() => new Date((ms += 1000)))
    for (let i = 0; i < HISTORY_LIMIT + 1; i++) s().castSaved(meihua(String(i)))
    expect(s().records).toHaveLength(HISTORY_LIMIT)
    expect(s().all.filter((r) => r.isDel)).toHaveLength(1)
  })

  it("every system's saved record is accepted by the server's record schema", () => {
    const liuyao = castLiuyao({ method: 'lines', lines: [7, 8, 9, 6, 7, 8], time: { date: '2024-06-10', time: '14:00', birthZone: -8 } })
    const saved = [
      s().castSaved({
        system: 'liuyao',
        question: '求职',
        castTime: { date: '2024-06-10', time: '14:00', birthZone: -8 },
        inputs: { method: 'lines' },
        result: liuyao,
      }),
      s().castSaved(meihua()),
      s().castSaved(lenormand()),
    ]
    for (const r of saved) expect(divinationRecordSchema.safeParse(toServerCast(r)).success).toBe(true)
  })
})

describe('divination history sync (merge, auto-sync, login)', () => {
  let srv: ReturnType<typeof fakeServer>['s']
  const flush = async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve()
  }
  beforeEach(() => {
    vi.useFakeTimers()
    fake.reset()
    for (const h of [useSession, useSyncSettings, useDivinationHistory]) h.getState().hydrate()
    at(T0)
    setAccountClock(() => T0)
    srv = fakeServer().s
    installApi()
    // The fake server answers what it holds after a last-writer-wins merge.
    const held = new Map<string, Record<string, unknown>>()
    srv.routes.set('/Divination/Sync', (b) => {
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
    setDivinationClock(null)
    setAccountClock(null)
  })
  const sent = () => srv.calls.filter((c) => c.url.endsWith('/Divination/Sync')).map((c) => (c.data as { list: Record<string, unknown>[] }).list)

  it('a saved cast syncs 100 ms later in the server shape and is then settled', async () => {
    const r = s().castSaved(meihua('问事'))
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()).toEqual([[toServerCast(r)]])
    expect(sent()[0][0]).toMatchObject({ system: 'meihua', question: '问事', created_at: r.createdAt, is_del: 0 })
    expect(s().all[0]).toMatchObject({ id: r.id, isLocal: 0, modified: 0 })
    vi.advanceTimersByTime(1000)
    await flush()
    expect(sent()).toHaveLength(1)
  })

  it('a remark is pushed; a delete goes as a tombstone and is gone locally once the server has it', async () => {
    const r = s().castSaved(lenormand())
    vi.advanceTimersByTime(100)
    await flush()
    at(T0 + 60_000)
    s().remarkSaved(r.id, '准')
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()[1]).toEqual([expect.objectContaining({ id: r.id, update_time: T0 + 60_000, result: expect.objectContaining({ remark: '准' }) })])
    s().castDeleted(r.id)
    expect(s().records).toEqual([])
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()[2]).toEqual([{ id: r.id, system: 'lenormand', created_at: r.createdAt, update_time: T0 + 60_001, is_del: 1 }])
    expect(s().all).toEqual([])
  })

  it("merge: another device's casts arrive, a newer local edit wins, a server tombstone removes a settled record", () => {
    const one = serverCopy('meihua-1', 10)
    const two = serverCopy('meihua-2', 10)
    s().syncPulled([one, two])
    expect(
      s()
        .records.map((r) => r.id)
        .sort(),
    ).toEqual(['meihua-1', 'meihua-2'])
    expect(s().records[0]).toMatchObject({ isLocal: 0, modified: 0, system: 'meihua' })
    s().castDeleted('meihua-1')
    s().syncPulled([one, { id: 'meihua-2', system: 'meihua', created_at: two.created_at, update_time: 20, is_del: 1 }])
    expect(s().records).toEqual([])
    expect(s().all.map((r) => [r.id, r.isDel, r.modified])).toEqual([['meihua-1', 1, 1]])
    // Unknown systems and broken copies are skipped.
    s().syncPulled([
      serverCopy('x-1', 30, { system: 'runes' }),
      serverCopy('x-2', 30, { result: { method: 'numbers' } }),
      { id: 'x-3', update_time: 30 },
    ])
    expect(s().all.map((r) => r.id)).toEqual(['meihua-1'])
  })

  it('follows autoSync (no switch of its own) and login; nothing is sent logged out', async () => {
    for (const k of ['birth', 'settings'] as const) useSyncSettings.getState().switchChanged(k, false)
    useSyncSettings.getState().switchChanged('autoSync', false)
    s().castSaved(meihua())
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
    await syncAfterLogin()
    expect(sent()).toEqual([])
    useSyncSettings.getState().switchChanged('autoSync', true)
    await syncAfterLogin()
    expect(sent()).toHaveLength(1)
    useSession.getState().loggedOut()
    s().castSaved(meihua('logged out'))
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toHaveLength(1)
  })
})
