/** Custom Arabic points: add, edit, pin, delete and sync replayed against a last-writer-wins fake server. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { BUILTIN_LOT_IDS } from '@/astro/classical'
import { pointList, setArabicClock, useArabicPoints, type PointDraft } from '@/store/arabic-points'
import { useSession } from '@/store/session'
import { installApi, setAccountClock } from '@/store/account'
import { useSyncSettings } from '@/store/sync-settings'
import { installSync, uninstallSync } from '@/store/sync'
import { arabicPointSchema } from '../../../server/src/schemas/sync'
import { fakeServer, info } from '../account/fake-server'

const s = () => useArabicPoints.getState()
const draft = (name: string, extra: Partial<PointDraft> = {}): PointDraft => ({
  name,
  start: { type: 1, id: 'Asc' },
  add: { type: 1, id: 'Venus' },
  minus: { type: 4, degree: 12.5 },
  reverse: 0,
  ...extra,
})
let t = 1000
const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve()
}

describe('custom Arabic points: local states (SPEC §4)', () => {
  beforeEach(() => {
    fake.reset()
    t = 1000
    setArabicClock(() => ++t)
    s().hydrate()
  })
  afterEach(() => setArabicClock(null))

  it('defaults (SPEC §9): no points, Fortune and Spirit shown', () => {
    expect(s().points).toEqual([])
    expect(s().selected).toEqual({ builtin: ['Fortune', 'Spirit'], custom: [] })
  })

  it('an unmarked stored selection of every lot (the old default) becomes Fortune and Spirit; custom ticks stay', () => {
    fake.storage.set('arabicSelected', { builtin: [...BUILTIN_LOT_IDS], custom: [5] })
    s().hydrate()
    expect(s().selected).toEqual({ builtin: ['Fortune', 'Spirit'], custom: [5] })
  })

  it('an unmarked selection the user narrowed is kept; a marked choice of every lot is kept', () => {
    fake.storage.set('arabicSelected', { builtin: ['Eros'], custom: [] })
    s().hydrate()
    expect(s().selected.builtin).toEqual(['Eros'])
    for (const id of BUILTIN_LOT_IDS) if (!s().selected.builtin.includes(id)) s().builtinToggled(id)
    s().hydrate()
    expect(s().selected.builtin).toHaveLength(BUILTIN_LOT_IDS.length)
  })

  it('a new point is local, modified, stored under arabicPoints and shown; an edit stamps it later', () => {
    const p = s().pointCreated(draft('婚姻点'))
    expect(p).toMatchObject({ is_local: 1, modified: 1, is_del: 0, top: 0, name: '婚姻点' })
    expect(fake.storage.get('arabicPoints')).toEqual([p])
    expect(s().selected.custom).toEqual([p.id])
    s().pointSaved(p.id, draft('婚姻点二', { reverse: 1, minus: { type: 2, degree: 7 } }))
    const saved = s().points[0]
    expect(saved).toMatchObject({ name: '婚姻点二', reverse: 1, minus: { type: 2, degree: 7 }, modified: 1 })
    expect(saved.update_time).toBeGreaterThan(p.update_time)
    s().hydrate()
    expect(s().points).toEqual([saved])
  })

  it('pin puts a point first and flags the 300 ms sync; unpin restores the order', () => {
    const a = s().pointCreated(draft('甲'))
    const b = s().pointCreated(draft('乙'))
    s().pointPinToggled(b.id)
    expect(s().lastWasPin).toBe(true)
    expect(pointList(s().points).map((p) => p.name)).toEqual(['乙', '甲'])
    s().pointPinToggled(b.id)
    expect(pointList(s().points).map((p) => p.id)).toEqual([a.id, b.id])
  })

  it('deleting a local-only point removes it; a synced one stays as a tombstone out of the list', () => {
    const a = s().pointCreated(draft('甲'))
    s().pointDeleted(a.id)
    expect(s().points).toEqual([])
    expect(s().selected.custom).toEqual([])
    s().serverListReceived([
      { id: 77, update_time: 5, name: '云端', start: { type: 1, id: 'Asc' }, add: { type: 3, id: 'Fortune' }, minus: { type: 1, id: 'Sun' } },
    ])
    expect(s().points[0]).toMatchObject({ id: 77, is_local: 0, modified: 0 })
    expect(s().selected.custom).toEqual([77])
    s().pointDeleted(77)
    expect(s().points[0]).toMatchObject({ id: 77, is_del: 1, modified: 1 })
    expect(pointList(s().points)).toEqual([])
  })

  it('broken stored records are dropped; a fixed degree must be below 360', () => {
    fake.storage.set('arabicPoints', [
      { id: 1, start: { type: 4, degree: 400 }, add: { type: 1, id: 'Sun' }, minus: { type: 1, id: 'Moon' }, update_time: 1 },
    ])
    s().hydrate()
    expect(s().points).toEqual([])
  })

  it('selection toggles persist', () => {
    s().builtinToggled('Eros')
    expect(s().selected.builtin).toContain('Eros')
    s().hydrate()
    expect(s().selected.builtin).toContain('Eros')
    s().builtinToggled('Eros')
    expect(s().selected.builtin).not.toContain('Eros')
  })
})

describe('custom Arabic points: /ArabicPoint/Sync', () => {
  let srv: ReturnType<typeof fakeServer>['s']
  beforeEach(() => {
    vi.useFakeTimers()
    fake.reset()
    t = 1000
    setArabicClock(() => ++t)
    for (const h of [useSession, useSyncSettings, useArabicPoints]) h.getState().hydrate()
    setAccountClock(() => 1000)
    srv = fakeServer().s
    installApi()
    const held = new Map<number, Record<string, unknown>>()
    srv.routes.set('/ArabicPoint/Sync', (b) => {
      for (const r of (b as { list: Record<string, unknown>[] }).list) {
        // Every pushed record is one the server accepts.
        expect(arabicPointSchema.safeParse(r).success).toBe(true)
        const old = held.get(Number(r.id))
        if (!old || Number(old.update_time) < Number(r.update_time)) held.set(Number(r.id), { ...r, is_local: 0 })
      }
      return { code: 0, data: { list: [...held.values()] } }
    })
    useSession.getState().loggedIn(info())
    installSync()
  })
  afterEach(() => {
    uninstallSync()
    vi.useRealTimers()
    setArabicClock(null)
    setAccountClock(null)
  })
  const sent = () => srv.calls.filter((c) => c.url.endsWith('/ArabicPoint/Sync')).map((c) => (c.data as { list: Record<string, unknown>[] }).list)

  it('add syncs after 100 ms and settles; a pin waits 300 ms; a delete goes as a tombstone and is then gone', async () => {
    const p = s().pointCreated(draft('甲'))
    vi.advanceTimersByTime(99)
    await flush()
    expect(sent()).toEqual([])
    vi.advanceTimersByTime(1)
    await flush()
    expect(sent()[0]).toEqual([expect.objectContaining({ id: p.id, name: '甲', minus: { type: 4, degree: 12.5 } })])
    expect(s().points[0]).toMatchObject({ is_local: 0, modified: 0 })

    s().pointPinToggled(p.id)
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()).toHaveLength(1)
    vi.advanceTimersByTime(200)
    await flush()
    expect(sent()[1]).toEqual([expect.objectContaining({ id: p.id, top: 1 })])

    s().pointDeleted(p.id)
    expect(s().points[0]).toMatchObject({ is_del: 1, modified: 1 })
    vi.advanceTimersByTime(100)
    await flush()
    expect(sent()[2]).toEqual([expect.objectContaining({ id: p.id, is_del: 1 })])
    expect(s().points).toEqual([])
  })

  it('a newer local edit wins over an older server copy; a newer server copy replaces a settled one', () => {
    const base = { start: { type: 1, id: 'Asc' }, add: { type: 1, id: 'Moon' }, minus: { type: 1, id: 'Sun' }, is_del: 0 }
    s().serverListReceived([{ id: 5, update_time: 10, name: '旧', ...base }])
    s().pointSaved(5, draft('本机'))
    s().serverListReceived([{ id: 5, update_time: 20, name: '他机', ...base }])
    expect(s().points[0]).toMatchObject({ name: '本机', modified: 1 })
    s().serverListReceived([{ id: 5, update_time: 1e13, name: '他机', ...base }])
    expect(s().points[0]).toMatchObject({ name: '他机', modified: 0 })
  })

  it('the Arabic point switch stops auto-sync', async () => {
    useSyncSettings.getState().switchChanged('arabicPoints', false)
    s().pointCreated(draft('甲'))
    vi.advanceTimersByTime(500)
    await flush()
    expect(sent()).toEqual([])
  })
})
