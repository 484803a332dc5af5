import '@/packageD/locales.generated'
import { View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { blockBack, currentPagePath, goBack } from '@/platform/navigation'
import type { CmsAdminColumnWire } from '@/store/cms-admin-actions'
import { AdminGate } from '../admin-gate'
import { ArticleEditor } from './article-editor'
import { CmsAdminList, type CmsTab } from './cms-list'
import { ColumnEditor } from './column-editor'
import '../admin.css'

const TABS: readonly CmsTab[] = ['columns', 'articles']
type Editing = { kind: 'column'; column: CmsAdminColumnWire | null } | { kind: 'article'; id: number }

/**
 * 文章与专栏管理 (Cms/Admin…, permission content:write): columns and articles in any state, filtered by status;
 * one opens in its editor. Leaving an editor with unsaved edits (the in-page back or the title bar's) asks first.
 */
export default function CmsAdminPage() {
  const t = useT()
  const [tab, setTab] = useState<CmsTab>('columns')
  const [editing, setEditing] = useState<Editing | null>(null)
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
    setEditing(null)
  }
  const leavePage = async () => {
    if (!(await mayLeave())) return
    dirty.current = false
    await goBack({ force: true })
  }

  return (
    <PageShell routeId="cms-admin" onBackBlocked={() => void leavePage()}>
      <AdminGate route="cms-admin">
        {editing === null ? (
          <>
            <View className="admin-filters">
              <Segmented<CmsTab>
                testId="cms-admin-tab"
                label={t('contentRoute.cmsAdmin')}
                value={tab}
                options={TABS.map((x) => ({ value: x, label: t(`cmsAdmin.tab.${x}`) }))}
                onChange={setTab}
              />
            </View>
            <CmsAdminList
              key={tab}
              tab={tab}
              onOpen={(row) =>
                setEditing(
                  tab === 'columns' ? { kind: 'column', column: row && 'article_count' in row ? row : null } : { kind: 'article', id: row?.id ?? 0 },
                )
              }
            />
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
