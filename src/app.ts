import '@/platform/no-eval'
import { type PropsWithChildren } from 'react'
import { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import { onSystemThemeChange } from '@/platform/system'
import { goHome, openMissingPage, setLoginCheck } from '@/platform/navigation'
import { setFeedback } from '@/platform/feedback'
import { inAppFeedback } from '@/components/ui/in-app-feedback'
import { onBackOnline } from '@/platform/network'
import { firstScreen, runInTasks } from '@/platform/schedule'
import { startNativeShell } from '@/platform/native/shell'
import { ui } from '@/components/ui/ui'
import { tFor } from '@/i18n'
import { useSettings } from '@/store/settings'
import { isLoggedIn, useSession } from '@/store/session'
import { claimDailyCoins, fetchPayability, installApi, refreshUserInfo } from '@/store/account'
import './app.css'

/** SPEC §4: the user-info refresh runs 300 ms after launch. */
const USER_INFO_DELAY_MS = 300

function askToUpdate(): Promise<boolean> {
  const t = tFor(useSettings.getState().language)
  return ui
    .confirm({ title: t('update.title'), content: t('update.content'), buttons: [t('update.reload')], cancelText: t('update.later') })
    .then((r) => r.ok)
}

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    setFeedback(inAppFeedback)
    setLoginCheck(() => isLoggedIn(useSession.getState().loginInfo, Date.now()))
    // Inside the native app: its clipboard, share sheet, status bar, back button and deep links.
    startNativeShell((key) => tFor(useSettings.getState().language)(`nativeShell.${key}`))
    onSystemThemeChange((theme) => useSettings.getState().systemThemeChanged(theme))
    installApi()
    onBackOnline(() => void fetchPayability())
    // After the first screen (the stored answer serves until then; the coin-buy page and every purchase ask again).
    void firstScreen.after().then(fetchPayability)
    setTimeout(() => void refreshUserInfo().then(() => claimDailyCoins()), USER_INFO_DELAY_MS)
    // After the first page's body has been painted, one task each: the sync subscriptions, and on H5 the offline
    // cache (a new build waiting asks before it takes over).
    void firstScreen
      .after()
      .then(() => import('./app-background'))
      .then((m) => runInTasks(m.backgroundSteps({ askToUpdate })))
      .catch((e) => console.warn('background start-up not loaded', e))
  })
  // First open of the day while logged in: the daily coins (once per China day, remembered).
  useDidShow(() => void claimDailyCoins())
  // SPEC §2 paths (pagesA/…, pagesB/chinese-divination/yi …) in links and share paths open our pages; anything else goes home.
  usePageNotFound((res) => {
    void openMissingPage(res.path, res.query ?? {}).then((opened) => (opened ? undefined : goHome()))
  })
  return children
}

export default App
