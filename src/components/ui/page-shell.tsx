import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { routeById } from '@/routes'
import { applyTabBarTheme, applyWindowTheme, setPageTitle } from '@/platform/chrome'
import { guardCurrentPage } from '@/platform/navigation'
import { roleAttributes } from '@/platform/a11y'
import { deferPageBody, firstScreen } from '@/platform/schedule'
import { useSettings } from '@/store/settings'
import { useT, useTheme } from '../hooks'
import { DialogHost } from './dialog-host'
import { NavBar } from './nav-bar'
import './page-shell.css'

export interface PageShellProps {
  routeId: string
  /** Overrides the route's title (e.g. a person's name on a chart page). */
  title?: string
  children: ReactNode
  className?: string
  onBackBlocked?: () => void
}

/** Every page's frame: theme class, custom title bar, width cap (1200 px, centred), login guard, tab bar theme, dialog host. */
export function PageShell({ routeId, title, children, className, onBackBlocked }: PageShellProps) {
  const route = routeById(routeId)
  const t = useT()
  const theme = useTheme()
  const language = useSettings((s) => s.language)
  const tabBarNeedsReset = useSettings((s) => s.tabBarNeedsReset)
  const isTab = !!route?.tab
  // The body's first render is a transition (time-sliced) where the platform asks for it (deferPageBody).
  const [bodyShown, setBodyShown] = useState(!deferPageBody)
  useEffect(() => {
    if (!bodyShown) startTransition(() => setBodyShown(true))
    else firstScreen.bodyCommitted()
  }, [bodyShown])

  useDidShow(() => {
    void guardCurrentPage()
    void applyWindowTheme(theme)
    if (isTab) void applyTabBarTheme(theme, (k) => t(k))
  })
  useEffect(() => {
    void applyWindowTheme(theme)
    if (isTab) {
      void applyTabBarTheme(theme, (k) => t(k)).then(() => {
        if (tabBarNeedsReset) useSettings.getState().tabBarReset()
      })
    }
  }, [theme, language, isTab, tabBarNeedsReset, t])
  useEffect(() => {
    setPageTitle(title ?? t(route?.titleKey ?? 'app.name'))
  }, [title, route, t])

  return (
    <View
      className={`theme-${theme} page-shell ${className ?? ''}`}
      data-theme={theme}
      data-route={routeId}
      data-body={bodyShown ? 'shown' : 'pending'}
    >
      <NavBar title={title ?? t(route?.titleKey ?? 'app.name')} dark={route?.darkTitleBar} showBack={!isTab} onBackBlocked={onBackBlocked} />
      <View className="page-shell__body" {...roleAttributes('main')}>
        {bodyShown ? children : null}
      </View>
      <DialogHost />
    </View>
  )
}
