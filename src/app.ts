import { type PropsWithChildren } from 'react'
import { useDidShow, useLaunch } from '@tarojs/taro'
import { onSystemThemeChange } from '@/platform/system'
import { setLoginCheck } from '@/platform/navigation'
import { onBackOnline } from '@/platform/network'
import { useSettings } from '@/store/settings'
import { isLoggedIn, useSession } from '@/store/session'
import { claimDailyCoins, fetchPayability, installApi, refreshUserInfo } from '@/store/account'
import { installSync } from '@/store/sync'
import './app.css'

/** SPEC §4: the user-info refresh runs 300 ms after launch. */
const USER_INFO_DELAY_MS = 300

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    setLoginCheck(() => isLoggedIn(useSession.getState().loginInfo, Date.now()))
    onSystemThemeChange((theme) => useSettings.getState().systemThemeChanged(theme))
    installApi()
    installSync()
    onBackOnline(() => void fetchPayability())
    void fetchPayability()
    setTimeout(() => void refreshUserInfo().then(() => claimDailyCoins()), USER_INFO_DELAY_MS)
  })
  // First open of the day while logged in: the daily coins (once per China day, remembered).
  useDidShow(() => void claimDailyCoins())
  return children
}

export default App
