import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { fake } from '../../doubles/taro'
import { fakeServer, info } from '../account/fake-server'
import {
  adoptOwner,
  dayTotal,
  grandTotal,
  knock,
  knockWord,
  meritDefaults,
  pendingDays,
  pendingKnocks,
  streaks,
  syncAnswered,
  type MeritCounter,
  type SyncAnswer,
} from '@/store/merit-model'
import { useMerit } from '@/store/merit-counter'
import { installMeritSync, MERIT_SYNC_DELAY_MS, meritDeviceId, uninstallMeritSync } from '@/store/merit-sync'
import { installApi, setAccountClock } from '@/store/account'
import { useSession } from '@/store/session'
import { useSyncSettings } from '@/store/sync-settings'

const D1 = '2025-03-09'
const D2 = '2025-03-10'
const knocks = (s: MeritCounter, date: string, n: number) => Array.from({ length: n }).reduce<MeritCounter>((x) => knock(x, date), s)

/**
 * The server's merge in miniature (server/src/repositories/merit.ts is the real one, tested in tests/server/merit):
 * per device and day the greatest count seen; a day's count is the sum over devices.
 */
function modelServer() {
  const rows = new Map<string, number>()
  return {
    rows,
    sync(device: string, list: { date: string; count: number }[]): SyncAnswer {
      for (const d of list) rows.set(`${device}|${d.date}`, Math.max(rows.get(`${device}|${d.date}`) ?? 0, d.count))
      const days = new Map<string, { count: number; mine: number }>()
      for (const [k, count] of rows) {
        const [dev, date] = k.split('|')
        const e = days.get(date) ?? { count: 0, mine: 0 }
        e.count += count
        if (dev === device) e.mine += count
        days.set(date, e)
      }
      return { list: [...days].map(([date, e]) => ({ date, ...e })), word: null }
    },
    total: () => [...rows.values()].reduce((a, b) => a + b, 0),
  }
}

describe('merit counter model: replayed actions', () => {
  it('knocks count per local day; every knock is pending until the server confirms it', () => {
    let s = knocks(meritDefaults(), D1, 3)
    s = knocks(s, D2, 2)
    expect(s.days).toEqual([
      { date: D2, count: 2, acked: 0 },
      { date: D1, count: 3, acked: 0 },
    ])
    expect(pendingDays(s)).toEqual([
      { date: D2, count: 2 },
      { date: D1, count: 3 },
    ])
    expect([dayTotal(s, D1), grandTotal(s), pendingKnocks(s)]).toEqual([3, 5, 5])
  })

  it('an answer confirms our share, adds the other devices, and keeps knocks made during the call pending', () => {
    let s = knocks(meritDefaults(), D2, 4)
    const sent = pendingDays(s)
    s = knocks(s, D2, 2) // while the call runs
    s = syncAnswered(s, { list: [{ date: D2, count: 10, mine: sent[0].count }], word: null })
    expect(s.days).toEqual([{ date: D2, count: 6, acked: 4 }])
    expect(s.others).toEqual([{ date: D2, count: 6 }])
    expect([dayTotal(s, D2), pendingKnocks(s), pendingDays(s)]).toEqual([12, 2, [{ date: D2, count: 6 }]])
  })

  it('a device whose local counts were lost gets its own share back from the server', () => {
    const s = syncAnswered(meritDefaults(), { list: [{ date: D1, count: 9, mine: 5 }], word: null })
    expect(s.days).toEqual([{ date: D1, count: 5, acked: 5 }])
    expect(grandTotal(s)).toBe(9)
  })

  it('another account taking over keeps only unconfirmed knocks, under a new device epoch', () => {
    let s = adoptOwner(knocks(meritDefaults(), D1, 5), '1')
    expect([s.owner, s.epoch]).toEqual(['1', 0])
    s = syncAnswered(s, { list: [{ date: D1, count: 8, mine: 5 }], word: null })
    s = knocks(s, D1, 2)
    s = adoptOwner(s, '2')
    expect([s.owner, s.epoch, s.days, s.others]).toEqual(['2', 1, [{ date: D1, count: 2, acked: 0 }], []])
    expect(adoptOwner(s, '2')).toBe(s)
  })

  it('streaks: days in a row with a knock, alive until today is over; the longest run', () => {
    let s = meritDefaults()
    for (const d of ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-07', '2025-03-08', D1]) s = knock(s, d)
    expect(streaks(s, D1)).toEqual({ current: 3, longest: 3 })
    expect(streaks(s, D2)).toEqual({ current: 3, longest: 3 }) // today not knocked yet
    expect(streaks(s, '2025-03-11')).toEqual({ current: 0, longest: 3 })
    s = syncAnswered(s, { list: [{ date: D2, count: 1, mine: 0 }], word: null }) // another device knocked today
    expect(streaks(s, D2)).toEqual({ current: 4, longest: 4 })
  })

  it('the word: 功德+1 by default, the own word with type 1; a newer server word wins, an older one does not', () => {
    const s = { ...meritDefaults(), wordType: 1 as const, word: '平安+1', wordTime: 50 }
    expect(knockWord(meritDefaults(), '功德+1')).toBe('功德+1')
    expect(knockWord(s, '功德+1')).toBe('平安+1')
    expect(knockWord({ ...s, word: ' ' }, '功德+1')).toBe('功德+1')
    expect(syncAnswered(s, { list: [], word: { word_type: 0, word: '', update_time: 40 } }).wordType).toBe(1)
    expect(syncAnswered(s, { list: [], word: { word_type: 0, word: '', update_time: 60 } }).wordType).toBe(0)
  })

  it('two devices, knocks and syncs in any order, answers lost and calls retried: no knock lost or counted twice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ dev: fc.constantFrom(0, 1), op: fc.constantFrom('knock', 'knock', 'sync', 'lostAnswer'), day: fc.constantFrom(D1, D2) }),
          {
            maxLength: 60,
          },
        ),
        (steps) => {
          const server = modelServer()
          const devices = [meritDefaults(), meritDefaults()]
          let knocked = 0
          for (const st of steps) {
            const s = devices[st.dev]
            if (st.op === 'knock') {
              devices[st.dev] = knock(s, st.day)
              knocked++
            } else {
              const answer = server.sync(`dev${st.dev}`, pendingDays(s))
              if (st.op === 'sync') devices[st.dev] = syncAnswered(s, answer)
            }
          }
          // Both come online at the end (twice, so each sees the other's last push).
          for (let round = 0; round < 2; round++)
            for (const d of [0, 1]) devices[d] = syncAnswered(devices[d], server.sync(`dev${d}`, pendingDays(devices[d])))
          expect(server.total()).toBe(knocked)
          expect(grandTotal(devices[0])).toBe(knocked)
          expect(grandTotal(devices[1])).toBe(knocked)
          expect(pendingKnocks(devices[0]) + pendingKnocks(devices[1])).toBe(0)
        },
      ),
      { numRuns: 300, seed: 29 },
    )
  })
})

describe('merit counter store and its sync', () => {
  let srv: ReturnType<typeof fakeServer>['s']
  const server = modelServer()
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2025, 2, 10, 10, 0, 0))
    fake.reset()
    server.rows.clear()
    useMerit.getState().hydrate()
    useSession.getState().hydrate()
    useSyncSettings.getState().hydrate()
    setAccountClock(() => Date.now())
    srv = fakeServer().s
    installApi()
    srv.routes.set('/Merit/Sync', (b) => {
      const body = b as { device: string; list: { date: string; count: number }[] }
      return { code: 0, data: { ...server.sync(body.device, body.list), total: 0, rejected: [] } }
    })
    installMeritSync()
  })
  afterEach(() => {
    uninstallMeritSync()
    useSession.getState().loggedOut()
    vi.useRealTimers()
  })
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }

  it('every knock is stored at once under meritCounter (version 1)', () => {
    useMerit.getState().knocked(new Date())
    useMerit.getState().knocked(new Date())
    expect(fake.storage.get('meritCounter')).toMatchObject({ version: 1, days: [{ date: D2, count: 2, acked: 0 }], wordType: 0 })
    useMerit.setState({ counter: meritDefaults() })
    useMerit.getState().hydrate()
    expect(dayTotal(useMerit.getState().counter, D2)).toBe(2)
  })

  it('broken stored text falls back to the defaults', () => {
    fake.storage.set('meritCounter', '{"version":1,"days":"x"')
    useMerit.getState().hydrate()
    expect(useMerit.getState().counter).toEqual(meritDefaults())
  })

  it('logged out: knocks stay local, no call; after login they go up, absolute, 1.5 s after the last knock', async () => {
    for (let i = 0; i < 3; i++) useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS * 2)
    expect(srv.paths()).toEqual([])
    useSession.getState().loggedIn(info())
    await vi.advanceTimersByTimeAsync(10)
    await flush()
    expect(srv.paths()).toEqual(['/Merit/Sync'])
    expect(srv.calls[0].data).toMatchObject({ device: meritDeviceId(), list: [{ date: D2, count: 3 }] })
    expect(useMerit.getState().counter).toMatchObject({ owner: '7', days: [{ date: D2, count: 3, acked: 3 }] })
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS - 100)
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS - 100)
    expect(srv.calls).toHaveLength(1) // debounced
    await vi.advanceTimersByTimeAsync(200)
    await flush()
    expect(srv.calls).toHaveLength(2)
    expect(srv.calls[1].data).toMatchObject({ list: [{ date: D2, count: 5 }] })
  })

  it('a failed call loses nothing: the same absolute counts go again with the next knock', async () => {
    useSession.getState().loggedIn(info())
    await vi.advanceTimersByTimeAsync(10)
    srv.routes.set('/Merit/Sync', () => ({ code: 500, msg: 'down' }))
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS + 10)
    await flush()
    expect(useMerit.getState().counter.days).toEqual([{ date: D2, count: 1, acked: 0 }])
    srv.routes.set('/Merit/Sync', (b) => {
      const body = b as { device: string; list: { date: string; count: number }[] }
      return { code: 0, data: { ...server.sync(body.device, body.list), total: 0, rejected: [] } }
    })
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS + 10)
    await flush()
    expect(useMerit.getState().counter.days).toEqual([{ date: D2, count: 2, acked: 2 }])
    expect(server.total()).toBe(2)
  })

  it('auto-sync off: no call', async () => {
    useSyncSettings.getState().switchChanged('autoSync', false)
    useSession.getState().loggedIn(info())
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS * 2)
    expect(srv.paths()).toEqual([])
    useSyncSettings.getState().switchChanged('autoSync', true)
  })

  it('logging out takes the other devices counts off this device; ours stay', async () => {
    server.sync('other-device', [{ date: D2, count: 7 }])
    useSession.getState().loggedIn(info())
    useMerit.getState().knocked(new Date())
    await vi.advanceTimersByTimeAsync(MERIT_SYNC_DELAY_MS + 10)
    await flush()
    expect(dayTotal(useMerit.getState().counter, D2)).toBe(8)
    useSession.getState().loggedOut()
    expect(dayTotal(useMerit.getState().counter, D2)).toBe(1)
  })
})
