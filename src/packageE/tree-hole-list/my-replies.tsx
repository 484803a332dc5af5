import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { useTreeHoleReplies, type OwnReplyWire } from '@/store/tree-hole-replies'

/** 我的回复: the user's replies, newest first, with their status (public, under review, hidden); delete. */
export function MyReplies() {
  const t = useT()
  const mine = useTreeHoleReplies((s) => s.mine)

  const remove = async (r: OwnReplyWire) => {
    const ok = await ui.confirm({
      title: t('treeHole.delete'),
      content: t('treeHole.replyDeleteConfirm'),
      buttons: [t('treeHole.delete')],
      danger: true,
    })
    if (!ok.ok) return
    try {
      await useTreeHoleReplies.getState().remove(r)
      ui.toast(t('treeHole.deleted'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  if (mine.page === 0) return null
  return (
    <View data-testid="my-replies">
      <Text className="my-hole__section">{t('treeHole.myReplies')}</Text>
      {mine.list.length === 0 ? (
        <View className="card muted" data-testid="my-replies-empty">
          {t('treeHole.myRepliesEmpty')}
        </View>
      ) : (
        mine.list.map((r) => (
          <View key={r.id} className="card my-hole" data-testid={`my-reply-${r.id}`} data-status={r.status}>
            <View className="my-hole__top">
              <Text className={`my-hole__status my-hole__status--${r.status}`} data-testid="my-reply-status">
                {t(`treeHole.status.${r.status}`)}
              </Text>
            </View>
            <Text className="my-hole__text">{r.text}</Text>
            {r.status === 'held' && <Text className="muted my-hole__hint">{t('treeHole.statusHint.held')}</Text>}
            {r.status === 'hidden' && <Text className="muted my-hole__hint">{t('treeHole.replyHiddenHint')}</Text>}
            <View className="my-hole__actions">
              <Pressable inline className="my-hole__delete" data-testid="my-reply-delete" onPress={() => void remove(r)}>
                {t('treeHole.delete')}
              </Pressable>
            </View>
          </View>
        ))
      )}
    </View>
  )
}
