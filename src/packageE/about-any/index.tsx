import '@/packageE/locales.generated'
import { View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { useRouteParams } from '@/platform/route-params'
import { DocView } from './doc-view'
import { aboutDocKeys, aboutDocOf } from './docs'

/** One of our texts by ?key= (privacy, protocol, about, coins); an unknown key says so. */
export default function AboutAnyPage() {
  const t = useT()
  const { key } = useRouteParams<{ key?: string }>()
  const doc = aboutDocOf(key)
  return (
    <PageShell routeId="about-any" title={doc ? t(aboutDocKeys(doc).title) : undefined}>
      {doc ? (
        <DocView docKey={doc} />
      ) : (
        <View className="card muted" data-testid="doc-unknown">
          {t('doc.unknownKey', { key: key ?? '' })}
        </View>
      )}
    </PageShell>
  )
}
