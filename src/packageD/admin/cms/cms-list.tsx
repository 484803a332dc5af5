import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { cmsEditorOpened, cmsFilterChosen, cmsPageChosen, useCmsAdminList, type CmsAdminRow as Row } from '@/store/cms-admin-list'
import { CMS_STATUS_FILTERS, cmsAdminPagesOf } from '@/store/cms-admin-model'
import { localDateTime } from '@/store/event-model'

/** The current tab's records in any state: a status filter, a page of rows (newest first as the server orders them), paging. */
export function CmsAdminList() {
  const t = useT()
  const localize = useLocalize()
  const { tab, filter, page, data, failure } = useCmsAdminList()
  const failed = failure === null ? '' : failure.kind === 'message' ? failure.text : t('cmsAdmin.refused')

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
  const pages = data ? cmsAdminPagesOf(data.total) : 1
  return (
    <>
      <View className="admin-filters">
        <Segmented
          testId="cms-admin-filter"
          label={t('cmsAdmin.filter')}
          value={filter}
          options={CMS_STATUS_FILTERS.map((f) => ({ value: f, label: t(`cmsAdmin.filterOf.${f}`) }))}
          onChange={(f) => void cmsFilterChosen(f)}
        />
      </View>
      <Pressable className="btn" data-testid="cms-admin-new" onPress={() => cmsEditorOpened(null)}>
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
            <Pressable
              key={r.id}
              className="list__item"
              data-testid={`cms-admin-${tab}-${r.id}`}
              data-status={r.status}
              onPress={() => cmsEditorOpened(r)}
            >
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
          <Pressable className="btn btn--ghost" disabled={page <= 1} onPress={() => void cmsPageChosen(page - 1)}>
            {t('cmsAdmin.prevPage')}
          </Pressable>
          <Text className="muted cms-admin-page">{t('cmsAdmin.pageOf', { page, pages })}</Text>
          <Pressable className="btn btn--ghost" disabled={page >= pages} onPress={() => void cmsPageChosen(page + 1)}>
            {t('cmsAdmin.nextPage')}
          </Pressable>
        </View>
      )}
    </>
  )
}
