// Show info on the device (SPEC §3, §9): a missing or corrupt cache gives the defaults (every block shown); a
// server answer is cached and replaces the state; a failed or malformed answer keeps the cached one; indexUtils
// hides exactly the tools switched off; the admin's save refreshes the home state at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShowInfoWire } from '@/api/show-info'

const api = vi.hoisted(() => ({ showInfo: vi.fn(), showInfoSave: vi.fn() }))
vi.mock('@/api/show-info', async (orig) => ({ ...(await orig<object>()), ...api }))

import { memoryStorage, setStorageBackend } from '@/platform/storage'
import { reloadShowInfo, showInfoCache, SHOW_INFO_DEFAULTS, useShowInfo, visibleTools } from '@/store/show-info'
import { draftOf, saveShowInfoDraft, tipsOfText } from '@/store/show-info-admin'

const SERVER: ShowInfoWire = {
  updated: 1_700_000_000_000,
  showIndexAstro: false,
  showIndexLuck: true,
  showIndexReport: true,
  showBanner: true,
  banners: [{ title: '本周水逆', subtitle: '', link: 'pagesA/retrograde' }],
  tips: ['签约前多读一遍。'],
  indexUtils: { 'birth-list': false },
}

describe('show info store', () => {
  let storage: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    storage = memoryStorage()
    setStorageBackend(storage)
    useShowInfo.setState({ info: showInfoCache.load(), stale: false })
    api.showInfo.mockReset()
    api.showInfoSave.mockReset()
  })
  afterEach(() => setStorageBackend(null))

  it('with nothing stored, every SPEC §9 flag is true', () => {
    expect(showInfoCache.load()).toEqual(SHOW_INFO_DEFAULTS)
    expect([
      SHOW_INFO_DEFAULTS.showIndexAstro,
      SHOW_INFO_DEFAULTS.showIndexLuck,
      SHOW_INFO_DEFAULTS.showIndexReport,
      SHOW_INFO_DEFAULTS.showBanner,
    ]).toEqual([true, true, true, true])
  })

  it.each([['not json {'], [{ showIndexAstro: 'yes' }], [42], [{ ...SERVER, banners: 'x' }]])('a corrupt cache (%j) reads as the defaults', (bad) => {
    storage.data.set('showInfo', bad)
    expect(showInfoCache.load()).toEqual(SHOW_INFO_DEFAULTS)
  })

  it('a server answer is cached and becomes the state', async () => {
    api.showInfo.mockResolvedValue(SERVER)
    await reloadShowInfo()
    expect(useShowInfo.getState().info).toEqual(SERVER)
    expect(showInfoCache.load()).toEqual(SERVER)
  })

  it('an answer equal to the state keeps the same info object (no redraw)', async () => {
    api.showInfo.mockResolvedValue({ ...SERVER })
    await reloadShowInfo()
    const first = useShowInfo.getState().info
    api.showInfo.mockResolvedValue(JSON.parse(JSON.stringify(SERVER)))
    await reloadShowInfo()
    expect(useShowInfo.getState().info).toBe(first)
    api.showInfo.mockResolvedValue({ ...SERVER, tips: ['另一条'] })
    await reloadShowInfo()
    expect(useShowInfo.getState().info).not.toBe(first)
    expect(useShowInfo.getState().info.tips).toEqual(['另一条'])
  })

  it('a network failure or a malformed answer keeps the cached info and marks it stale', async () => {
    showInfoCache.save(SERVER)
    useShowInfo.setState({ info: showInfoCache.load() })
    api.showInfo.mockRejectedValue(new Error('offline'))
    await reloadShowInfo()
    expect(useShowInfo.getState()).toEqual({ info: SERVER, stale: true })
    api.showInfo.mockResolvedValue({ tips: 5 })
    await reloadShowInfo()
    expect(useShowInfo.getState().info).toEqual(SERVER)
  })

  it('indexUtils hides exactly the tools switched off; unlisted tools show', () => {
    const tools = [{ id: 'birth-list' }, { id: 'luck' }, { id: 'calendar' }]
    expect(visibleTools(tools, SERVER).map((t) => t.id)).toEqual(['luck', 'calendar'])
    expect(visibleTools(tools, { ...SERVER, indexUtils: { luck: true } }).map((t) => t.id)).toEqual(['birth-list', 'luck', 'calendar'])
  })

  it('the admin save sends the draft without its stamp, and the home state takes the answer at once', async () => {
    api.showInfoSave.mockResolvedValue(SERVER)
    await saveShowInfoDraft(draftOf(SERVER))
    expect(api.showInfoSave.mock.calls[0][0]).not.toHaveProperty('updated')
    expect(useShowInfo.getState().info).toEqual(SERVER)
    expect(showInfoCache.load()).toEqual(SERVER)
  })

  it('tips are edited one per line, blank lines dropped', () => {
    expect(tipsOfText(' 甲 \n\n乙\n  ')).toEqual(['甲', '乙'])
  })
})
