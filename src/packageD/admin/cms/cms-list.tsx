import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { loadAdminArticles, loadAdminColumns, type CmsAdminArticleWire, type CmsAdminColumnWire, type Page } from '@/store/cms-admin-actions'
import { CMS_ADMIN_PAGE_SIZE, CMS_STATUS_FILTERS, cmsAdminFailureOf, type CmsStatusFilter } from '@/store/cms-admin-model'
import { localDateTime } from '@/store/event-model'

export type CmsTab = 'columns' | 'articles'
type Row = CmsAdminColumnWire | CmsAdminArticleWire

/** One tab's records in any state: a status filter, a page of rows (newest first as the server orders them), paging. */
export function CmsAdminList({ tab, onOpen }: { tab: CmsTab; onOpen(row: Row | null): void }) {
  const t = useT()
  const localize = useLocalize()
  const [filter, setFilter] = useState<CmsStatusFilter>('all')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<Row> | null>(null)
  const [failed, setFailed] = useState('')

  useEffect(() => {
    let live = true
    setData(null)
    setFailed('')
    const load = tab === 'columns' ? loadAdminColumns : loadAdminArticles
    load(filter, page).then(
      (p) => live && setData(p),
      (e: unknown) => {
        const f = cmsAdminFailureOf(e)
        if (live) setFailed(f.kind === 'message' ? f.text : t('cmsAdmin.refused'))
      },
    )
    return () => {
      live = false
    }
  }, [tab, filter, page, t])

  const meta = (r: Row) => {
    const parts = [t(`cmsAdmin.status.${r.status}`)]
    if ('article_count' in r) parts.push(t('cmsAdmin.articleCount', { n: r.article_count }))
    else {
      parts.push(r.column_title ? localize(r.column_title) : t('cmsAdmin.noColumn'))
      if (r.author) parts.push(localize(r.author))
    }
    parts.push(t('cmsAdmin.updated', { time: localDateTime(r.updated_at) }))
    return parts.join(' · ')
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / CMS_ADMIN_PAGE_SIZE)) : 1
  return (
    <>
      <View className="admin-filters">
        <Segmented
          testId="cms-admin-filter"
          label={t('cmsAdmin.filter')}
          value={filter}
          options={CMS_STATUS_FILTERS.map((f) => ({ value: f, label: t(`cmsAdmin.filterOf.${f}`) }))}
          onChange={(f) => {
            setFilter(f)
            setPage(1)
          }}
        />
      </View>
      <Pressable className="btn" data-testid="cms-admin-new" onPress={() => onOpen(null)}>
        {t(tab === 'columns' ? 'cmsAdmin.newColumn' : 'cmsAdmin.newArticle')}
      </Pressable>
      {failed !== '' ? (
        <Text className="admin-error" {...roleAttributes('alert')}>
          {t('admin.failed', { error: failed })}
        </Text>
      ) : data === null ? (
        <View className="card muted">{t('cms.loading')}</View>
      ) : data.list.length === 0 ? (
        <View className="card muted" data-testid="cms-admin-empty">
          {t('cmsAdmin.empty')}
        </View>
      ) : (
        <View className="list" data-testid="cms-admin-list">
          {data.list.map((r) => (
            <Pressable key={r.id} className="list__item" data-testid={`cms-admin-${tab}-${r.id}`} data-status={r.status} onPress={() => onOpen(r)}>
              <View className="admin-entry cms-admin-entry">
                <Text>{localize(r.title)}</Text>
                <Text className="muted admin-entry__note">{meta(r)}</Text>
              </View>
              <Text className="list__chevron">›</Text>
            </Pressable>
          ))}
        </View>
      )}
      {data && pages > 1 && (
        <View className="admin-range" data-testid="cms-admin-pager">
          <Pressable className="btn btn--ghost" disabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
            {t('cmsAdmin.prevPage')}
          </Pressable>
          <Text className="muted cms-admin-page">{t('cmsAdmin.pageOf', { page, pages })}</Text>
          <Pressable className="btn btn--ghost" disabled={page >= pages} onPress={() => setPage((p) => p + 1)}>
            {t('cmsAdmin.nextPage')}
          </Pressable>
        </View>
      )}
    </>
  )
}
