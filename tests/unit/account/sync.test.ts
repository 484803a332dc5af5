import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { useSession } from '@/store/session'
import { installApi, setAccountClock } from '@/store/account'
import { setBirthClock, useBirths } from '@/store/births'
import { setGroupClock, useGroups } from '@/store/groups'
import { useSettingsGroups } from '@/store/settings-groups'
import { SHOWN_SYNC_SWITCHES, SYNC_DEFAULTS, useSyncSettings } from '@/store/sync-settings'
import { downloadSettingsNow, installSync, onlyPinChanged, uninstallSync } from '@/store/sync'
import { fakeServer, info } from './fake-server'

let srv: ReturnType<typeof fakeServer>['s']
let t = 1_700_000_000_000
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

beforeEach(() => {
  vi.useFakeTimers()
  fake.reset()
  for (const h of [useSession, useBirths, useGroups, useSettingsGroups, useSyncSettings]) h.getState().hydrate()
  t = 1_700_000_000_000
  setBirthClock(() => (t += 1000))
  setGroupClock(() => (t += 1000))
  setAccountClock(() => 1_700_000_000_000)
  srv = fakeServer().s
  installApi()
  srv.routes.set('/Birth/Sync', (b) => ({ code: 0, data: { list: (b as { list: unknown[] }).list, group_list: [] } }))
  srv.routes.set('/UserSettings/Upload', () => ({ code: 0, data: { version: 1, update_time: 1 } }))
  useSession.getState().loggedIn(info())
  installSync()
})
afterEach(() => {
  uninstallSync()
  vi.useRealTimers()
})

describe('sync switches (SPEC §3)', () => {
  it('six switches and the meditation history one, all on by default', () => {
    expect(SYNC_DEFAULTS).toEqual({
      autoSync: true,
      birth: true,
      arabicPoints: true,
      chartStyles: true,
      settings: true,
      chartSettings: true,
      meditation: true,
    })
    const s = useSyncSettings.getState()
    expect([s.autoSync, s.birth, s.arabicPoints, s.chartStyles, s.settings, s.chartSettings, s.meditation]).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ])
  })
  it('the page shows every switch, the Arabic-point and meditation ones included', () => {
    expect(SHOWN_SYNC_SWITCHES).toEqual(['autoSync', 'birth', 'arabicPoints', 'chartStyles', 'settings', 'chartSettings', 'meditation'])
  })
  it('a change is stored under syncSettings', () => {
    useSyncSettings.getState().switchChanged('birth', false)
    expect(fake.storage.get('syncSettings')).toMatchObject({ birth: false, autoSync: true })
  })
})

describe('births auto-sync (SPEC §4: 100 ms after a change, 300 ms for pin)', () => {
  it('a new birth syncs 100 ms later, with the record in the server shape', async () => {
    useBirths.getState().birthCreated({ name: '甲', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(99)
    expect(srv.paths()).toEqual([])
    vi.advanceTimersByTime(1)
    await flush()
    expect(srv.paths()).toEqual(['/Birth/Sync'])
    const body = srv.calls[0].data as { list: { name: string; update_time: number; is_local: number }[] }
    expect(body.list).toHaveLength(1)
    expect(body.list[0]).toMatchObject({ name: '甲', is_local: 1 })
  })
  it('after the answer the record is settled (isLocal 0, modified 0) and nothing syncs again', async () => {
    useBirths.getState().birthCreated({ name: '甲', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(100)
    await flush()
    await flush()
    const b = useBirths.getState().list.find((x) => x.name === '甲')!
    expect([b.isLocal, b.modified]).toEqual([0, 0])
    vi.advanceTimersByTime(1000)
    await flush()
    expect(srv.paths()).toEqual(['/Birth/Sync'])
  })
  it('three quick edits make one sync', async () => {
    const b = useBirths.getState().birthCreated({ name: '甲', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(50)
    useBirths.getState().birthEdited({ ...b, name: '乙' })
    vi.advanceTimersByTime(50)
    useBirths.getState().birthEdited({ ...useBirths.getState().list[0], name: '丙' })
    vi.advanceTimersByTime(100)
    await flush()
    expect(srv.paths()).toEqual(['/Birth/Sync'])
  })
  it('a pin toggle waits 300 ms', async () => {
    const b = useBirths.getState().birthCreated({ name: '甲', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(100)
    await flush()
    await flush()
    srv.calls.length = 0
    useBirths.getState().birthTopToggled(b.id)
    vi.advanceTimersByTime(299)
    await flush()
    expect(srv.paths()).toEqual([])
    vi.advanceTimersByTime(1)
    await flush()
    expect(srv.paths()).toEqual(['/Birth/Sync'])
  })
  it('onlyPinChanged tells a pin from an edit', () => {
    const b = useBirths.getState().list[0]
    expect(onlyPinChanged([b], [{ ...b, isTop: b.isTop ? 0 : 1, modified: 1, updateTime: 5 }])).toBe(true)
    expect(onlyPinChanged([b], [{ ...b, name: 'x' }])).toBe(false)
  })
  it('no sync when the birth switch or autoSync is off, or when logged out', async () => {
    useSyncSettings.getState().switchChanged('birth', false)
    useBirths.getState().birthCreated({ name: '甲', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(500)
    useSyncSettings.getState().switchChanged('birth', true)
    useSyncSettings.getState().switchChanged('autoSync', false)
    useBirths.getState().birthCreated({ name: '乙', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(500)
    useSyncSettings.getState().switchChanged('autoSync', true)
    useSession.getState().loggedOut()
    useBirths.getState().birthCreated({ name: '丙', date: '1990-01-01', time: '08:00' })
    vi.advanceTimersByTime(500)
    await flush()
    expect(srv.calls).toHaveLength(0)
  })
})

describe('settings sync (SPEC §4)', () => {
  it('a local change writes locally, then uploads silently all thirteen groups with version 1', async () => {
    useSettingsGroups.getState().groupChanged('basicCalcs', { nodeTrue: true })
    expect((fake.storage.get('settingsGroups') as { basicCalcs: { nodeTrue: boolean } }).basicCalcs.nodeTrue).toBe(true)
    await flush()
    expect(srv.paths()).toEqual(['/UserSettings/Upload'])
    const body = srv.calls[0].data as Record<string, unknown>
    expect(body.version).toBe(1)
    expect(Object.keys(body).filter((k) => k !== 'version')).toHaveLength(13)
    expect(srv.toasts).toEqual([])
  })
  it('no upload when the settings switch is off', async () => {
    useSyncSettings.getState().switchChanged('settings', false)
    useSettingsGroups.getState().groupChanged('basicCalcs', { nodeTrue: true })
    await flush()
    expect(srv.calls).toHaveLength(0)
  })
  it('a download writes the groups and does not upload them back', async () => {
    srv.routes.set('/UserSettings/Download', () => ({
      code: 0,
      data: { version: 1, update_time: 5, basicCalcs: { nodeTrue: true }, light: { x: 1 } },
    }))
    expect(await downloadSettingsNow({ toast: true })).toBe(true)
    const g = useSettingsGroups.getState().groups as unknown as Record<string, Record<string, unknown>>
    expect(g.basicCalcs.nodeTrue).toBe(true)
    expect(g.basicCalcs.toHouseMcType).toBe(1)
    expect(g.light.x).toBe(1)
    await flush()
    expect(srv.paths()).toEqual(['/UserSettings/Download'])
    expect(srv.toasts).toEqual(['下载成功'])
  })
  it('a failed download toasts the server message only with the toast flag', async () => {
    srv.routes.set('/UserSettings/Download', () => ({ code: 1001, msg: '参数错误' }))
    expect(await downloadSettingsNow()).toBe(false)
    expect(srv.toasts).toEqual([])
    await downloadSettingsNow({ toast: true })
    expect(srv.toasts).toEqual(['参数错误'])
  })
})
