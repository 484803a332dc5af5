import Taro from '@tarojs/taro'
import { TAB_BAR_THEME, tabIconPath } from '@/tab-bar'
import { tabRoutes } from '@/routes'
import type { SystemTheme } from './system'
import { nativeThemeChanged } from './native/shell'
import { THEME_COLOURS } from './theme-colours'

/** Page background per theme, also given to the host window (overscroll area). */
export const PAGE_BACKGROUND = { light: THEME_COLOURS.light.page, dark: THEME_COLOURS.dark.page } as const

/** Host errors that only mean "this page has no tab bar" (SPEC §5): not failures. */
function isTabBarAbsent(e: unknown): boolean {
  const msg = String((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message ?? e)
  return /not TabBar page|tabbar item not found|no tabBar|can not/i.test(msg)
}

/** Styles the tab bar, its icons and texts for a theme and language. Safe to call from any page. */
export async function applyTabBarTheme(theme: SystemTheme, titleOf: (titleKey: string) => string): Promise<void> {
  const colours = TAB_BAR_THEME[theme]
  try {
    await Taro.setTabBarStyle({ ...colours })
    await Promise.all(
      tabRoutes().map((r, index) =>
        Taro.setTabBarItem({
          index,
          text: titleOf(r.titleKey),
          iconPath: tabIconPath(r.tab!, theme, false),
          selectedIconPath: tabIconPath(r.tab!, theme, true),
        }),
      ),
    )
  } catch (e) {
    if (!isTabBarAbsent(e)) console.warn('tab bar update failed', e)
  }
  labelTabBar(titleOf('a11y.tabBar'))
}

/** H5: the tab bar is the app's navigation landmark, with a name for screen readers. */
function labelTabBar(label: string): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  document.querySelectorAll('.weui-tabbar').forEach((bar) => {
    bar.setAttribute('role', 'navigation')
    bar.setAttribute('aria-label', label)
  })
}

export async function applyWindowTheme(theme: SystemTheme): Promise<void> {
  if (process.env.TARO_ENV === 'weapp') {
    await Taro.setBackgroundColor({
      backgroundColor: PAGE_BACKGROUND[theme],
      backgroundColorTop: PAGE_BACKGROUND[theme],
      backgroundColorBottom: PAGE_BACKGROUND[theme],
    }).catch((e) => console.warn('setBackgroundColor failed (older WeChat base library)', e))
  }
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') {
    document.documentElement.style.background = PAGE_BACKGROUND[theme]
    document.documentElement.dataset.theme = theme
  }
  // Inside the native app the status bar follows (no-op elsewhere).
  await nativeThemeChanged(theme)
}

/** Window title (H5 document title; the host title on mini-programs, hidden behind the custom title bar). */
export function setPageTitle(title: string): void {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.title = title
  else void Taro.setNavigationBarTitle({ title }).catch((e) => console.warn('setNavigationBarTitle failed', e))
}
