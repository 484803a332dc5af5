import '@/packageC/locales.generated'
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { useRouteParams } from '@/platform/route-params'
import { cmsArticleList, cmsColumnInfo, cmsFailureOf, type CmsColumnWire, type CmsFailure } from '@/store/cms'
import { usePagedList } from '../cms-common/use-paged'
import { ArticleList, Cover, LoadFailure } from '../cms-common/views'

/** One column (?id=): its title, intro and cover, then its published articles, paged. */
export default function CmsColumnPage() {
  const t = useT()
  const localize = useLocalize()
  const id = Number(useRouteParams<{ id?: string }>().id)
  const [column, setColumn] = useState<CmsColumnWire | null>(null)
  const [failure, setFailure] = useState<CmsFailure | null>(null)
  const [attempt, setAttempt] = useState(0)
  const paged = usePagedList((page, size) => cmsArticleList({ column_id: id, page, size }, { toast: false }), `column-${id}-${attempt}`)

  useEffect(() => {
    let live = true
    setFailure(null)
    cmsColumnInfo(id, { toast: false }).then(
      (c) => live && setColumn(c),
      (e: unknown) => live && setFailure(cmsFailureOf(e)),
    )
    return () => {
      live = false
    }
  }, [id, attempt])

  if (!(id > 0))
    return (
      <PageShell routeId="cms-column">
        <LoadFailure failure="cms.notFound" onRetry={() => undefined} />
      </PageShell>
    )
  return (
    <PageShell routeId="cms-column" title={column ? localize(column.title) : undefined}>
      {failure ? (
        <LoadFailure failure={failure} onRetry={() => setAttempt((n) => n + 1)} />
      ) : column ? (
        <>
          <View className="card" data-testid="cms-column-head">
            <Cover src={column.cover} title={column.title} large />
            <View className="card__title">{localize(column.title)}</View>
            {column.intro !== '' && <View className="cms-column-head__intro">{localize(column.intro)}</View>}
            <View className="muted">{t('cms.articleCount', { n: column.article_count })}</View>
          </View>
          <ArticleList paged={paged} />
        </>
      ) : (
        <View className="card muted">{t('cms.loading')}</View>
      )}
    </PageShell>
  )
}
