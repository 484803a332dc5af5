/**
 * Show info (SPEC §3): which home blocks show, the banners, tips and the tool grid map. Cached on the device under
 * showInfo so the home tab paints with the last known answer; a missing or corrupt cache gives the SPEC §9
 * defaults (every block shown). The home tab reloads it on open and on pull-to-refresh.
 */
import { z } from 'zod'
import { create } from 'zustand'
import { showInfo, type ShowInfoWire } from '@/api/show-info'
import { persisted } from './persist'

export type ShowInfo = ShowInfoWire
export type ShowFlag = 'showIndexAstro' | 'showIndexLuck' | 'showIndexReport' | 'showBanner'
export const SHOW_FLAGS: readonly ShowFlag[] = ['showIndexAstro', 'showIndexLuck', 'showIndexReport', 'showBanner']

export const SHOW_INFO_DEFAULTS: ShowInfo = {
  updated: 0,
  showIndexAstro: true,
  showIndexLuck: true,
  showIndexReport: true,
  showBanner: true,
  banners: [],
  tips: [],
  indexUtils: {},
}

const schema = z.object({
  updated: z.number(),
  showIndexAstro: z.boolean(),
  showIndexLuck: z.boolean(),
  showIndexReport: z.boolean(),
  showBanner: z.boolean(),
  banners: z.array(z.object({ title: z.string(), subtitle: z.string(), link: z.string() })),
  tips: z.array(z.string()),
  indexUtils: z.record(z.string(), z.boolean()),
})

export const showInfoCache = persisted({ key: 'showInfo', schema: () => schema, defaults: () => ({ ...SHOW_INFO_DEFAULTS }) })

interface ShowInfoState {
  info: ShowInfo
  /** The last load failed (offline): the cached answer stays. */
  stale: boolean
}

export const useShowInfo = create<ShowInfoState>(() => ({ info: showInfoCache.load(), stale: false }))

/** Fetches the server's show info; a bad answer or no network keeps the cached one. */
export async function reloadShowInfo(): Promise<void> {
  try {
    const parsed = schema.safeParse(await showInfo({ toast: false, loading: false }))
    if (!parsed.success) throw new Error('show info: unexpected answer')
    // An unchanged answer keeps the state's object, so the home blocks (about 200 components) do not draw again.
    if (JSON.stringify(parsed.data) === JSON.stringify(useShowInfo.getState().info)) {
      useShowInfo.setState({ stale: false })
      return
    }
    showInfoCache.save(parsed.data)
    useShowInfo.setState({ info: parsed.data, stale: false })
  } catch {
    useShowInfo.setState({ stale: true })
  }
}

/** Tools of the home grid the admin has not switched off. */
export function visibleTools<T extends { id: string }>(tools: readonly T[], info: ShowInfo): T[] {
  return tools.filter((t) => info.indexUtils[t.id] !== false)
}
