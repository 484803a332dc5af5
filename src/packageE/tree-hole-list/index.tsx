import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useTreeHole, type OwnPostWire } from '@/store/tree-hole'
import { useTreeHoleReplies } from '@/store/tree-hole-replies'
import { MyReplies } from './my-replies'
import './index.css'

/**
 * 我的树洞: the user's posts, newest first, with their status (public, under review, hidden) and hugs, then their
 * replies with their status; delete either.
 */
export default function MyTreeHolePage() {
  const t = useT()
  const mine = useTreeHole((s) => s.mine)
  const [failed, setFailed] = useState(false)

  const load = async () => {
    try {
      await Promise.all([useTreeHole.getState().loadMine(), useTreeHoleReplies.getState().loadMine()])
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const remove = async (p: OwnPostWire) => {
    const r = await ui.confirm({ title: t('treeHole.delete'), content: t('treeHole.deleteConfirm'), buttons: [t('treeHole.delete')], danger: true })
    if (!r.ok) return
    try {
      await useTreeHole.getState().remove(p.id)
      ui.toast(t('treeHole.deleted'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  return (
    <PageShell routeId="tree-hole-list" className="hole">
      {failed && mine.page === 0 ? (
        <View className="card muted">{t('treeHole.loadFailed')}</View>
      ) : mine.page > 0 && mine.list.length === 0 ? (
        <View className="card my-hole-empty" data-testid="my-holes-empty">
          <Text className="muted">{t('treeHole.mineEmpty')}</Text>
          <Pressable className="btn" onPress={() => void navigate('tree-hole-write')}>
            {t('treeHole.write')}
          </Pressable>
        </View>
      ) : (
        <View data-testid="my-holes">
          {mine.list.map((p) => (
            <View key={p.id} className="card my-hole" data-testid={`my-hole-${p.id}`} data-status={p.status}>
              <View className="my-hole__top">
                <Text className={`my-hole__status my-hole__status--${p.status}`} data-testid="my-hole-status">
                  {t(`treeHole.status.${p.status}`)}
                </Text>
                <Text className="muted">{t('treeHole.hugCount', { n: p.hug_count })}</Text>
              </View>
              <Text className="my-hole__text">{p.text}</Text>
              {p.status !== 'visible' && <Text className="muted my-hole__hint">{t(`treeHole.statusHint.${p.status}`)}</Text>}
              <View className="my-hole__actions">
                <Pressable inline className="my-hole__delete" data-testid="my-hole-delete" onPress={() => void remove(p)}>
                  {t('treeHole.delete')}
                </Pressable>
              </View>
            </View>
          ))}
        </View>
      )}
      <MyReplies />
    </PageShell>
  )
}
