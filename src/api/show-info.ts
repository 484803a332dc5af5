/** Show info (SPEC §3): the home tab's flags, banners, tips and tool map; /Index/ShowInfo and the admin's save. */
import { post, type RequestOptions } from './request'

export interface ShowBannerWire {
  title: string
  subtitle: string
  /** An in-app SPEC path ('pagesA/luck') or an https web page. */
  link: string
}

export interface ShowInfoWire {
  /** Epoch ms of the admin's last save (0: never saved, the defaults). */
  updated: number
  showIndexAstro: boolean
  showIndexLuck: boolean
  showIndexReport: boolean
  showBanner: boolean
  banners: ShowBannerWire[]
  tips: string[]
  /** Route id → shown in the home tool grid; ids not listed are shown. */
  indexUtils: Record<string, boolean>
}

export const showInfo = (o: RequestOptions = {}) => post<ShowInfoWire>('/Index/ShowInfo', {}, o)
export const showInfoSave = (body: Omit<ShowInfoWire, 'updated'>, o: RequestOptions = {}) => post<ShowInfoWire>('/Index/ShowInfoSave', body, o)
