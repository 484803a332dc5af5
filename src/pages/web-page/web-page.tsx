import { Text, View, WebView } from '@tarojs/components'
import { useState } from 'react'
import { checkWebUrl } from '@/core/web-url'
import { WEB_PAGE_HOSTS } from '@/web-page-hosts'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { ownSiteHost, openInNewWindow, showsInPlace } from '@/platform/web-view'
import { useRouteParams } from '@/platform/route-params'
import { copyText } from '@/platform/clipboard'
import './web-page.css'

const REFUSAL_KEY = { empty: 'webPage.empty', invalid: 'webPage.badUrl', scheme: 'webPage.badScheme', host: 'webPage.notAllowed' } as const

/** In-app browser for ?url=: http(s) links to an allowed host only (src/web-page-hosts.ts); others are refused. */
export default function WebPage() {
  const t = useT()
  const { url } = useRouteParams<{ url?: string }>()
  const [copied, setCopied] = useState(false)
  const check = checkWebUrl(url, WEB_PAGE_HOSTS, ownSiteHost())

  if (check.ok && showsInPlace(check.embed)) return <WebView src={check.url} />

  const copy = () =>
    void copyText(check.url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <PageShell routeId="web-page">
      <View className="card web-page" data-testid={check.ok ? 'web-outside' : 'web-refused'} data-reason={check.ok ? undefined : check.reason}>
        <View className="card__title">{check.ok ? check.host : t('webPage.refusedTitle')}</View>
        <View className="web-page__why">{check.ok ? t('webPage.outsideNote') : t(REFUSAL_KEY[check.reason])}</View>
        {check.url !== '' && (
          <Text className="web-page__url" selectable data-testid="web-url">
            {check.url}
          </Text>
        )}
        <View className="web-page__actions">
          {check.ok && (
            <Pressable className="btn" data-testid="web-open" onPress={() => openInNewWindow(check.url)}>
              {t('webPage.openOutside')}
            </Pressable>
          )}
          {check.url !== '' && (
            <Pressable className="btn btn--ghost" data-testid="web-copy" onPress={copy}>
              {copied ? t('webPage.copied') : t('webPage.copy')}
            </Pressable>
          )}
        </View>
      </View>
    </PageShell>
  )
}
