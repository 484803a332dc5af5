import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { cmsArticleInfo, cmsFailureOf, type CmsArticleWire, type CmsFailure } from '@/store/cms'
import { publishedDateText } from '../cms-common/paging'
import { RichBody } from '@/components/rich-body/rich-body'
import { Cover, LoadFailure } from '../cms-common/views'
import './index.css'

/**
 * One published article (?id=): title, author, date, cover and body. The body is the server's sanitised HTML
 * (docs/content.md: markdown-it without raw HTML, then sanitize-html), shown only through RichText; its text is put
 * into the reader's script like other dynamic text (the markup is ASCII and stays as it is).
 */
export default function ArticlePage() {
  const t = useT()
  const localize = useLocalize()
  const id = Number(useRouteParams<{ id?: string }>().id)
  const [article, setArticle] = useState<(CmsArticleWire & { body_html: string }) | null>(null)
  const [failure, setFailure] = useState<CmsFailure | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!(id > 0)) {
      setFailure('cms.notFound')
      return
    }
    let live = true
    setFailure(null)
    cmsArticleInfo(id, { toast: false }).then(
      (a) => live && setArticle(a),
      (e: unknown) => live && setFailure(cmsFailureOf(e)),
    )
    return () => {
      live = false
    }
  }, [id, attempt])

  return (
    <PageShell routeId="article" title={article ? localize(article.title) : undefined}>
      {failure ? (
        <LoadFailure failure={failure} onRetry={() => setAttempt((n) => n + 1)} />
      ) : article ? (
        <View className="card" data-testid="article">
          <Cover src={article.cover} title={article.title} large />
          <View className="article__title" data-testid="article-title">
            {localize(article.title)}
          </View>
          <Text className="article__meta" data-testid="article-meta">
            {localize([article.author, publishedDateText(article.published_at)].filter(Boolean).join(' · '))}
          </Text>
          <RichBody className="rich-article" testId="article-body" html={localize(article.body_html)} />
          {article.column_id !== null && article.column_title && (
            <Pressable
              className="list__item article__column"
              data-testid="article-column"
              onPress={() => void navigate('cms-column', { id: article.column_id })}
            >
              <Text>{t('cms.inColumn', { title: localize(article.column_title) })}</Text>
              <Text className="list__chevron">›</Text>
            </Pressable>
          )}
        </View>
      ) : (
        <View className="card muted">{t('cms.loading')}</View>
      )}
    </PageShell>
  )
}
