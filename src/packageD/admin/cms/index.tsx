import '@/packageD/locales.generated'
import { View } from '@tarojs/components'
import { useCallback, useEffect, useRef } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { blockBack, currentPagePath, goBack } from '@/platform/navigation'
import { cmsAdminClosed, cmsAdminOpened, cmsEditorClosed, cmsTabChosen, useCmsAdminList } from '@/store/cms-admin-list'
import { CMS_TABS, type CmsTab } from '@/store/cms-admin-model'
import { AdminGate } from '../admin-gate'
import { ArticleEditor } from './article-editor'
import { CmsAdminList } from './cms-list'
import { ColumnEditor } from './column-editor'
import '../admin.css'

/**
 * 文章与专栏管理 (Cms/Admin…, permission content:write): columns and articles in any state, filtered by status;
 * one opens in its editor. Leaving an editor with unsaved edits (the in-page back or the title bar's) asks first;
 * back in the list, its tab, filter and page are as they were (src/store/cms-admin-list.ts).
 */
export default function CmsAdminPage() {
  const t = useT()
  const tab = useCmsAdminList((s) => s.tab)
  const editing = useCmsAdminList((s) => s.editing)
  const dirty = useRef(false)
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d
  }, [])
  useEffect(() => blockBack(currentPagePath(), () => dirty.current), [])

  const mayLeave = async () =>
    !dirty.current || (await ui.confirm({ content: t('cmsAdmin.leaveAsk'), buttons: [t('cmsAdmin.leave')], danger: true })).ok
  const toList = async () => {
    if (!(await mayLeave())) return
    dirty.current = false
    await cmsEditorClosed()
  }
  const leavePage = async () => {
    if (!(await mayLeave())) return
    dirty.current = false
    await goBack({ force: true })
  }

  return (
    <PageShell routeId="cms-admin" onBackBlocked={() => void leavePage()}>
      <AdminGate route="cms-admin">
        <ListVisit />
        {editing === null ? (
          <>
            <View className="admin-filters">
              <Segmented<CmsTab>
                testId="cms-admin-tab"
                label={t('contentRoute.cmsAdmin')}
                value={tab}
                options={CMS_TABS.map((x) => ({ value: x, label: t(`cmsAdmin.tab.${x}`) }))}
                onChange={(x) => void cmsTabChosen(x)}
              />
            </View>
            <CmsAdminList />
          </>
        ) : (
          <>
            <Pressable className="btn btn--ghost" data-testid="cms-admin-back" onPress={() => void toList()}>
              {t('cmsAdmin.back')}
            </Pressable>
            {editing.kind === 'column' ? (
              <ColumnEditor initial={editing.column} onDirty={onDirty} />
            ) : (
              <ArticleEditor id={editing.id} onDirty={onDirty} />
            )}
          </>
        )}
      </AdminGate>
    </PageShell>
  )
}

/** The list is read when an admin may see it, and forgotten when the page closes. */
function ListVisit() {
  useEffect(() => {
    void cmsAdminOpened()
    return cmsAdminClosed
  }, [])
  return null
}
