import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { onSystemThemeChange } from '@/platform/system'
import { setLoginCheck } from '@/platform/navigation'
import { useSettings } from '@/store/settings'
import { isLoggedIn, useSession } from '@/store/session'
import './app.css'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    setLoginCheck(() => isLoggedIn(useSession.getState().loginInfo, Date.now()))
    onSystemThemeChange((theme) => useSettings.getState().systemThemeChanged(theme))
  })
  return children
}

export default App
