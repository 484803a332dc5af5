/**
 * The home tab's banners and tips (SPEC §3 Show info), above the date card. Drawn with the page from the cached
 * show info, so a banner does not push the page down after the first paint; `refresh` changes on pull-to-refresh.
 * The server's answer is fetched after the first screen.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { useAfterFirstScreen } from '@/components/staged'
import { Pressable } from '@/components/ui/pressable'
import { navigate, openMissingPage } from '@/platform/navigation'
import { reloadShowInfo, useShowInfo } from '@/store/show-info'
import './home-top.css'

/** Opens a banner's link: a web page in the in-app browser, else an app page by its SPEC or own path. */
async function openBannerLink(link: string): Promise<void> {
  if (/^https:\/\//.test(link)) await navigate('web-page', { url: link })
  else await openMissingPage(link, '', { push: true })
}

export function HomeTop({ refresh }: { refresh: number }) {
  const t = useT()
  const l = useLocalize()
  const info = useShowInfo((s) => s.info)
  const later = useAfterFirstScreen()
  useEffect(() => {
    if (later) void reloadShowInfo()
  }, [later, refresh])
  return (
    <>
      {info.showBanner &&
        info.banners.map((b, i) => (
          <Pressable key={`${i}-${b.link}`} className="hx-banner" onPress={() => void openBannerLink(b.link)} data-testid="home-banner">
            <Text className="hx-banner__title">{l(b.title)}</Text>
            {b.subtitle !== '' && <Text className="hx-banner__sub">{l(b.subtitle)}</Text>}
          </Pressable>
        ))}
      {info.tips.length > 0 && (
        <View className="card hx-tips" data-testid="home-tips">
          <Text className="card__title">{t('home.tipsTitle')}</Text>
          {info.tips.map((tip, i) => (
            <Text key={i} className="hx-tip">
              {l(tip)}
            </Text>
          ))}
        </View>
      )}
    </>
  )
}
