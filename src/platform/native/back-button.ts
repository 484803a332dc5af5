/** The Android back button inside the native app, with the SPEC §2 back rules of src/platform/navigation. */
import Taro from '@tarojs/taro'
import { HOME_ROUTE_ID, routeByPath } from '@/routes'
import { currentPagePath, goBack } from '../navigation'

/** A second press on the home page within this time leaves the app; the first one only says so. */
export const EXIT_PRESS_WINDOW_MS = 2000

export interface BackButtonDeps {
  exitApp(): void
  /** Tells the user that another press leaves the app. */
  warnExit(): void
  nowMs(): number
}

/**
 * Back on the home page with nothing under it arms the exit (a second press within EXIT_PRESS_WINDOW_MS leaves);
 * anywhere else it is goBack(): back, or home when history holds one page. A page that blocks back stays put.
 */
export function createBackButtonHandler(deps: BackButtonDeps): () => Promise<void> {
  let armedAtMs = Number.NEGATIVE_INFINITY
  return async () => {
    const atRoot = Taro.getCurrentPages().length <= 1
    if (atRoot && routeByPath(currentPagePath())?.id === HOME_ROUTE_ID) {
      const now = deps.nowMs()
      if (now - armedAtMs <= EXIT_PRESS_WINDOW_MS) deps.exitApp()
      else {
        armedAtMs = now
        deps.warnExit()
      }
      return
    }
    try {
      await goBack()
    } catch (e) {
      if ((e as Error)?.message !== 'onBackPress') throw e
    }
  }
}
