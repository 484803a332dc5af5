import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { cmsArticleList } from '@/store/cms'
import { usePagedList } from '../cms-common/use-paged'
import { ArticleList } from '../cms-common/views'

/** 文章: published articles, newest first, paged; the columns are one tap away. */
export default function CmsListPage() {
  const t = useT()
  const paged = usePagedList((page, size) => cmsArticleList({ page, size }, { toast: false }), 'all')
  return (
    <PageShell routeId="cms-list">
      <View className="list">
        <Pressable className="list__item" data-testid="cms-to-columns" onPress={() => void navigate('cms-column-list')}>
          <Text>{t('cms.columns')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <ArticleList paged={paged} />
    </PageShell>
  )
}
