import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { cmsColumnList, type CmsColumnWire } from '@/store/cms'
import { usePagedList } from '../cms-common/use-paged'
import { Cover, ListFooter, LoadFailure } from '../cms-common/views'

/** 专栏: published columns with their article counts; a column opens its articles. */
export default function CmsColumnListPage() {
  const t = useT()
  const localize = useLocalize()
  const paged = usePagedList<CmsColumnWire>((page, size) => cmsColumnList({ page, size }, { toast: false }), 'columns')
  const { list, failure } = paged
  return (
    <PageShell routeId="cms-column-list">
      {failure && list === null ? (
        <LoadFailure failure={failure} onRetry={paged.reload} />
      ) : list === null ? (
        <View className="card muted">{t('cms.loading')}</View>
      ) : list.length === 0 ? (
        <View className="card muted" data-testid="cms-empty">
          {t('cms.emptyColumns')}
        </View>
      ) : (
        <View className="card" data-testid="cms-columns">
          {list.map((c) => (
            <Pressable key={c.id} className="cms-row" data-testid={`cms-column-${c.id}`} onPress={() => void navigate('cms-column', { id: c.id })}>
              <Cover src={c.cover} title={c.title} />
              <View className="cms-row__body">
                <Text className="cms-row__title">{localize(c.title)}</Text>
                {c.intro !== '' && <Text className="cms-row__excerpt">{localize(c.intro)}</Text>}
                <Text className="cms-row__meta">{t('cms.articleCount', { n: c.article_count })}</Text>
              </View>
            </Pressable>
          ))}
          <ListFooter paged={paged} />
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="cms-to-all" onPress={() => void navigate('cms-list')}>
          <Text>{t('cms.allArticles')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
