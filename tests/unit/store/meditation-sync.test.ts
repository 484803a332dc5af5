import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { meditationStore, toServerMeditation, useMeditation } from '@/store/meditation'
import { useSession } from '@/store/session'
import { installApi, setAccountClock } from '@/store/account'
import { useSyncSettings } from '@/store/sync-settings'
import { installSync, syncAfterLogin, uninstallSync } from '@/store/sync'
import { meditationRecordSchema } from '../../../server/src/schemas/sync'
import { fakeServer, info, lastWriterWinsRoute } from '../account/fake-server'

const s = () => useMeditation.getState()
const MIN = 60_000
const T0 = Date.parse('2025-03-10T02:00:00.000Z')
/** A finished five-minute session started at `start`. */
const sit = (start: number) => {
  s().durationChosen(5)
  s().sessionStarted(start)
  s().sessionTicked(start + 5 * MIN + 100)
  s().sessionDismissed()
}
/** A session as another device pushed it (server shape). */
const serverCopy = (id: string, updateTime: number, extra: Record<string, unknown> = {}) => ({
  id,
  sound: 'ocean',
  planned_min: 10,
  actual_s: 600,
  started_at: Number(id),
  date: '2025-03-09',
  completed: 1,
  created_at: new Date(Number(id)).toISOString(),
  update_time: updateTime,
  is_del: 0,
  is_local: 0,
  ...extra,
})

describe('meditation history: stamps and migration', () => {
  beforeEach(() => {
    fake.reset()
    useSession.getState().hydrate()
    s().hydrate()
    useMeditation.setState({ active: null })
  })

  it('a version 1 history gains createdAt and stamps from its start and counts as not yet synced', () => {
    fake.storage.set('meditation', {
      version: 1,
      sound: 'rain',
      durationMin: 10,
      band: 'theta',
      volume: 0.7,
      history: [{ id: String(T0), sound: 'rain', plannedMin: 10, actualS: 600, startedAt: T0, date: '2025-03-10', completed: true }],
    })
    s().hydrate()
    expect(s().live).toEqual([
      expect.objectContaining({ id: String(T0), createdAt: '2025-03-10T02:00:00.000Z', updateTime: T0, isDel: 0, isLocal: 1, modified: 1 }),
    ])
    expect(meditationStore.load().version).toBe(2)
  })

  it('a recorded session passes the server schema; a delete hides it and leaves a tombstone to push', () => {
    sit(T0)
    const [e] = s().live
    expect(meditationRecordSchema.safeParse(toServerMeditation(e)).success).toBe(true)
    s().entryDeleted(e.id, T0 + 10 * MIN)
    expect(s().live).toEqual([])
    // Logged out, a row the server never had goes at once.
    expect(s().data.history).toEqual([])
  })
})

describe('meditation history sync (tombstones, merge, switches)', () => {
  let srv: ReturnType<typeof fakeServer>['s']
  const flush = async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve()
  }
  beforeEach(() => {
    vi.useFakeTimers()
    fake.reset()
    for (const h of [useSession, useSyncSettings, useMeditation]) h.getState().hydrate()
    useMeditation.setState({ active: null })
    setAccountClock(() => T0)
    srv = fakeServer().s
    installApi()
    lastWriterWinsRoute(srv, '/Meditation/Sync')
    useSession.getState().loggedIn(info())
    installSync()
  })
  afterEach(() => {
    uninstallSync()
    vi.useRealTimers()
    setAccountClock(null)
  })
  const sent = () => srv.calls.filter((c) => c.url.endsWith('/Meditation/Sync')).map((c) => (c.data as { list: Record<string, unknown>[] }).list)

  it('a session syncs 100 ms later in the server shape and is then settled; a delete goes up as a tombstone', async () => {
    sit(T0)
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()).toHaveLength(1)
    expect(sent()[0][0]).toMatchObject({ id: String(T0), planned_min: 5, actual_s: 300, completed: 1, is_del: 0 })
    expect(s().data.history[0]).toMatchObject({ isLocal: 0, modified: 0 })
    s().entryDeleted(String(T0), T0 + 10 * MIN)
    expect(s().live).toEqual([])
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()[1]).toEqual([expect.objectContaining({ id: String(T0), is_del: 1 })])
    expect(s().data.history).toEqual([])
  })

  it("merge: another device's sessions arrive and count in the week; a pending newer delete beats an older copy", () => {
    const other = String(T0 - 86_400_000)
    s().syncPulled([serverCopy(other, 10)], T0)
    expect(s().live.map((e) => e.id)).toEqual([other])
    expect(s().live[0]).toMatchObject({ sound: 'ocean', completed: true, isLocal: 0, modified: 0 })
    s().entryDeleted(other, T0)
    s().syncPulled([serverCopy(other, 10)], T0)
    expect(s().live).toEqual([])
    expect(s().data.history.map((e) => [e.id, e.isDel, e.modified])).toEqual([[other, 1, 1]])
    // A newer server tombstone removes a settled row; broken copies are skipped.
    s().syncPulled([serverCopy('1741400000000', 10), { id: 'x', update_time: 30 }], T0)
    s().syncPulled([serverCopy('1741400000000', 20, { is_del: 1 })], T0)
    expect(s().live).toEqual([])
  })

  it('the meditation switch off stops its sync (auto and after login); on again, it syncs', async () => {
    for (const k of ['birth', 'settings'] as const) useSyncSettings.getState().switchChanged(k, false)
    useSyncSettings.getState().switchChanged('meditation', false)
    sit(T0)
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
    await syncAfterLogin()
    expect(sent()).toEqual([])
    useSyncSettings.getState().switchChanged('meditation', true)
    await syncAfterLogin()
    expect(sent()).toHaveLength(1)
  })

  it('autoSync off stops it too, and nothing is sent logged out', async () => {
    useSyncSettings.getState().switchChanged('autoSync', false)
    sit(T0)
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
    useSyncSettings.getState().switchChanged('autoSync', true)
    useSession.getState().loggedOut()
    sit(T0 + 60 * MIN)
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
  })
})
