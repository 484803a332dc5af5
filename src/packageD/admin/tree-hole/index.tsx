import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { adminSections } from '@/store/admin-model'
import { useSession } from '@/store/session'
import { REVIEW_QUEUES, actionsFor, useTreeHoleAdmin, type ModerateAction, type QueueId } from '@/store/tree-hole-admin'
import { AdminGate } from '../admin-gate'
import '../admin.css'
import './index.css'

/**
 * 树洞审核 (permission treehole:moderate): a review queue of posts (reported, held, hidden) or replies (held,
 * hidden) with their author's id; hide, restore or delete each with a reason, which the server writes to the audit.
 */
export default function TreeHoleAdminPage() {
  const t = useT()
  const s = useTreeHoleAdmin()
  const allowed = adminSections(useSession((x) => x.loginInfo)).some((x) => x.route === 'tree-hole-admin')
  const [failed, setFailed] = useState(false)

  const load = async (queue?: QueueId) => {
    if (!allowed) return
    try {
      await useTreeHoleAdmin.getState().load(queue)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const act = async (kind: 'post' | 'reply', id: number, action: ModerateAction) => {
    const name = t(`treeHoleAdmin.action.${action}`)
    const r = await ui.input({ title: t('treeHoleAdmin.reasonTitle', { action: name }), placeholder: t('treeHoleAdmin.reasonPh'), maxLength: 200 })
    if (!r.ok) return
    if (action === 'Delete') {
      const ok = await ui.confirm({ title: name, content: t('treeHoleAdmin.deleteConfirm'), buttons: [name], danger: true })
      if (!ok.ok) return
    }
    try {
      await useTreeHoleAdmin.getState().act(kind, id, action, r.text.trim())
      ui.toast(t('treeHoleAdmin.done'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  return (
    <PageShell routeId="tree-hole-admin">
      <AdminGate route="tree-hole-admin">
        <View className="mod-queues">
          <Segmented
            testId="mod-queue"
            label={t('treeHoleAdmin.queues')}
            value={s.queue}
            options={REVIEW_QUEUES.map((q) => ({ value: q.id, label: t(`treeHoleAdmin.queue.${q.id}`) }))}
            onChange={(q) => void load(q)}
          />
        </View>
        {failed && !s.loaded ? (
          <View className="card muted">{t('treeHoleAdmin.loadFailed')}</View>
        ) : s.loaded && s.items.length === 0 ? (
          <View className="card muted" data-testid="mod-empty">
            {t('treeHoleAdmin.empty')}
          </View>
        ) : (
          <View data-testid="mod-list">
            {s.loaded && <Text className="muted admin-note">{t('treeHoleAdmin.total', { n: s.total })}</Text>}
            {s.items.map(({ kind, item }) => (
              <View key={`${kind}-${item.id}`} className="card mod-item" data-testid={`mod-${kind}-${item.id}`} data-status={item.status}>
                <View className="mod-item__top">
                  <Text className="mod-item__status">{t(`treeHole.status.${item.status}`)}</Text>
                  <Text className="muted">{t('treeHoleAdmin.author', { uid: item.uid })}</Text>
                </View>
                <Text className="mod-item__text">{item.text}</Text>
                {kind === 'reply' && <Text className="muted mod-item__meta">{t('treeHoleAdmin.onPost', { text: item.post_text })}</Text>}
                {kind === 'post' && item.report_count > 0 && (
                  <Text className="muted mod-item__meta">
                    {t('treeHoleAdmin.reports', { n: item.new_reports, total: item.report_count })}
                    {Object.entries(item.reasons)
                      .map(([why, n]) => ` · ${t(`treeHole.reason.${why}`)} ${n}`)
                      .join('')}
                  </Text>
                )}
                {item.hold_category && (
                  <Text className="muted mod-item__meta">
                    {t('treeHoleAdmin.heldFor', { category: t(`treeHoleAdmin.category.${item.hold_category}`) })}
                  </Text>
                )}
                {item.hidden_by && (
                  <Text className="muted mod-item__meta">
                    {t('treeHoleAdmin.hiddenByLabel', { by: t(`treeHoleAdmin.hiddenBy.${item.hidden_by}`) })}
                  </Text>
                )}
                <View className="mod-item__actions">
                  {actionsFor(item.status).map((a) => (
                    <Pressable key={a} inline className={`mod-act mod-act--${a}`} data-testid={`mod-${a}`} onPress={() => void act(kind, item.id, a)}>
                      {t(`treeHoleAdmin.action.${a}`)}
                    </Pressable>
                  ))}
                </View>
              </View>
            ))}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
