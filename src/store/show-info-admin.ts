/**
 * The admin's show-info editor (SPEC §3 Show info; /Index/ShowInfoSave, permission show:write): the draft is the
 * server document without its stamp; tips are edited one per line. A save also refreshes the home tab's cache.
 */
import { showInfo, showInfoSave, type ShowBannerWire } from '@/api/show-info'
import { showInfoCache, useShowInfo, type ShowInfo } from './show-info'
import { QUIET } from './shop-actions'

export type ShowInfoDraft = Omit<ShowInfo, 'updated'>
export type { ShowBannerWire }

/** Server limits (server/src/schemas/show-info.ts). */
export const SHOW_LIMITS = { banners: 5, tips: 10, title: 40, subtitle: 80, link: 500, tip: 120 } as const

export function draftOf(info: ShowInfo): ShowInfoDraft {
  const { updated: _updated, ...draft } = info
  return draft
}

/** Tips from the text area: one per line, blank lines dropped. */
export function tipsOfText(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

export async function loadShowInfoDraft(): Promise<ShowInfoDraft> {
  return draftOf(await showInfo(QUIET))
}

/** Saves the draft; answers the stored document (the home cache takes it at once). */
export async function saveShowInfoDraft(draft: ShowInfoDraft): Promise<ShowInfo> {
  const saved = await showInfoSave(draft, QUIET)
  showInfoCache.save(saved)
  useShowInfo.setState({ info: saved, stale: false })
  return saved
}
