import { Image, Text, View } from '@tarojs/components'
import { Fragment, type ReactNode } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { hiddenAttributes, imageAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import type { CmsArticleWire, CmsFailure } from '@/store/cms'
import { publishedDateText } from './paging'
import type { PagedList } from './use-paged'
import './cms.css'

/** A failed read: what went wrong and a retry button. */
export function LoadFailure({ failure, onRetry }: { failure: CmsFailure; onRetry: () => void }) {
  const t = useT()
  return (
    <View className="card cms-failure" data-testid="cms-failure" data-failure={failure}>
      <View className="cms-failure__text">{t(failure)}</View>
      {failure !== 'cms.notFound' && (
        <Pressable className="btn btn--ghost" data-testid="cms-retry" onPress={onRetry}>
          {t('cms.retry')}
        </Pressable>
      )}
    </View>
  )
}

/** A cover image (decorative: the title is beside it), or a tile with the title's first character when the record has none. */
export function Cover({ src, title, large }: { src: string; title: string; large?: boolean }) {
  const cls = `cms-cover${large ? ' cms-cover--large' : ''}`
  if (src) return <Image className={cls} src={src} mode="aspectFill" {...imageAttributes()} />
  return large ? null : (
    <View className={`${cls} cms-cover--tile`} {...hiddenAttributes()}>
      {[...title][0] ?? ''}
    </View>
  )
}

export function ArticleRow({ a }: { a: CmsArticleWire }) {
  const localize = useLocalize()
  const date = publishedDateText(a.published_at)
  return (
    <Pressable className="cms-row" data-testid={`cms-article-${a.id}`} onPress={() => void navigate('article', { id: a.id })}>
      <Cover src={a.cover} title={a.title} />
      <View className="cms-row__body">
        <Text className="cms-row__title">{localize(a.title)}</Text>
        {a.excerpt !== '' && <Text className="cms-row__excerpt">{localize(a.excerpt)}</Text>}
        <Text className="cms-row__meta">{localize([a.column_title, a.author, date].filter(Boolean).join(' · '))}</Text>
      </View>
    </Pressable>
  )
}

/** A paged list of records: rows, 加载更多 / 没有更多了, failure with retry, and the empty message. */
export function PagedRows<T extends { id: number }>(props: {
  paged: PagedList<T>
  emptyKey: string
  testId: string
  emptyTestId: string
  row(item: T): ReactNode
}) {
  const t = useT()
  const { paged } = props
  const { list, failure } = paged
  if (failure && list === null) return <LoadFailure failure={failure} onRetry={paged.reload} />
  if (list === null) return <View className="card muted">{t('cms.loading')}</View>
  if (list.length === 0)
    return (
      <View className="card muted" data-testid={props.emptyTestId}>
        {t(props.emptyKey)}
      </View>
    )
  return (
    <View className="card" data-testid={props.testId}>
      {list.map((x) => (
        <Fragment key={x.id}>{props.row(x)}</Fragment>
      ))}
      <ListFooter paged={paged} />
    </View>
  )
}

/** A paged list of articles. */
export function ArticleList({ paged }: { paged: PagedList<CmsArticleWire> }) {
  return <PagedRows paged={paged} emptyKey="cms.empty" testId="cms-articles" emptyTestId="cms-empty" row={(a) => <ArticleRow a={a} />} />
}

export function ListFooter({ paged }: { paged: PagedList<{ id: number }> }) {
  const t = useT()
  if (paged.failure) return <LoadFailure failure={paged.failure} onRetry={paged.loadMore} />
  if (paged.more)
    return (
      <Pressable className="btn btn--ghost cms-more" data-testid="cms-more" onPress={paged.loadMore}>
        {paged.loading ? t('cms.loading') : t('cms.more')}
      </Pressable>
    )
  return <Text className="muted cms-end">{t('cms.end')}</Text>
}
