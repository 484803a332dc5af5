import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { titleBarMetrics } from '@/platform/system'
import { goBack, goHome } from '@/platform/navigation'
import { headingAttributes, hiddenAttributes } from '@/platform/a11y'
import { useT } from '../hooks'
import { Pressable } from './pressable'
import './nav-bar.css'

export interface NavBarProps {
  title: string
  /** Dark whatever the theme (SPEC §2 dark title bars). */
  dark?: boolean
  /** Tabs have no back button. */
  showBack?: boolean
  showHome?: boolean
  /** Called when a page blocks back navigation. */
  onBackBlocked?: () => void
}

/** The custom title bar used by every page (all pages use navigationStyle custom). */
export function NavBar({ title, dark, showBack = true, showHome = false, onBackBlocked }: NavBarProps) {
  const t = useT()
  const { statusBarHeight, navBarHeight } = useMemo(titleBarMetrics, [])
  const back = () => {
    goBack().catch((e: Error) => {
      if (e.message === 'onBackPress') onBackBlocked?.()
    })
  }
  return (
    <View className={`nav-bar${dark ? ' nav-bar--dark' : ''}`} style={{ paddingTop: `${statusBarHeight}px` }}>
      <View className="nav-bar__row" style={{ height: `${navBarHeight}px` }}>
        <View className="nav-bar__side">
          {showBack && (
            <Pressable className="nav-bar__btn" onPress={back} label={t('common.back')} data-testid="nav-back">
              <Text className="nav-bar__chevron" {...hiddenAttributes()}>
                ‹
              </Text>
            </Pressable>
          )}
          {showHome && (
            <Pressable className="nav-bar__btn" onPress={() => void goHome()} label={t('common.home')} data-testid="nav-home">
              <Text className="nav-bar__home" {...hiddenAttributes()}>
                ⌂
              </Text>
            </Pressable>
          )}
        </View>
        <Text className="nav-bar__title" {...headingAttributes(1)}>
          {title}
        </Text>
        <View className="nav-bar__side" />
      </View>
    </View>
  )
}
