import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { deleteMessages, markRead, messageList, type MessageWire } from '@/store/inbox'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { localTimeText } from '../births-common/invite'
import { openMessageLink } from './open-link'
import './index.css'

const PAGE_SIZE = 50

/**
 * 消息: the caller's inbox, newest first; tapping a message marks it read and opens its page when we have one.
 * 管理 switches to an edit mode where each message has a delete button (asked to confirm).
 */
export default function MessageListPage() {
  const t = useT()
  const [list, setList] = useState<MessageWire[] | null>(null)
  const [unread, setUnread] = useState(0)
  const [failed, setFailed] = useState(false)
  const [editing, setEditing] = useState(false)

  const load = async () => {
    try {
      const r = await messageList({ size: PAGE_SIZE })
      setList(r.list)
      setUnread(r.unread)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const markLocal = (ids: number[] | 'all') =>
    setList((l) => l?.map((m) => (ids === 'all' || ids.includes(m.id) ? { ...m, is_read: true, read_at: m.read_at ?? Date.now() } : m)) ?? l)

  const open = async (m: MessageWire) => {
    if (!m.is_read) {
      const r = await markRead({ ids: [m.id] }).catch(() => null)
      if (r) {
        setUnread(r.unread)
        markLocal([m.id])
      }
    }
    await openMessageLink(m.link)
  }
  const readAll = async () => {
    const r = await markRead({ all: true }, { loading: true }).catch(() => null)
    if (r) {
      setUnread(r.unread)
      markLocal('all')
    }
  }

  const remove = async (m: MessageWire) => {
    const ok = await ui.confirm({ content: t('inbox.deleteConfirm'), buttons: [t('inbox.delete')], danger: true })
    if (!ok.ok) return
    const r = await deleteMessages([m.id], { loading: true }).catch(() => null)
    if (!r) return
    setUnread(r.unread)
    setList((l) => l?.filter((x) => x.id !== m.id) ?? l)
    ui.toast(t('inbox.deleted'))
  }

  return (
    <PageShell routeId="message-list">
      <View className="card msg-head">
        <Text className="muted" data-testid="msg-unread">
          {unread > 0 ? t('inbox.unreadSummary', { n: unread }) : t('inbox.allRead')}
        </Text>
        {unread > 0 && !editing && (
          <Pressable inline className="msg-head__all" data-testid="msg-read-all" onPress={() => void readAll()}>
            {t('inbox.markAll')}
          </Pressable>
        )}
        {list && list.length > 0 && (
          <Pressable inline className="msg-head__all" data-testid="msg-edit" onPress={() => setEditing((x) => !x)}>
            {editing ? t('inbox.editDone') : t('inbox.edit')}
          </Pressable>
        )}
      </View>
      {failed && list === null ? (
        <View className="card muted">{t('inbox.loadFailed')}</View>
      ) : list && list.length === 0 ? (
        <View className="card muted" data-testid="msg-empty">
          {t('inbox.empty')}
        </View>
      ) : list ? (
        <View className="card" data-testid="msg-list">
          {list.map((m) =>
            editing ? (
              <View key={m.id} className="msg-row msg-row--editing" data-testid={`msg-${m.id}`}>
                <View className="msg-row__top">
                  <Text className="msg-row__title">{m.title}</Text>
                  <Pressable inline className="msg-row__delete" data-testid={`msg-delete-${m.id}`} onPress={() => void remove(m)}>
                    {t('inbox.delete')}
                  </Pressable>
                </View>
                {m.content !== '' && <Text className="msg-row__content">{m.content}</Text>}
              </View>
            ) : (
              <Pressable
                key={m.id}
                className={`msg-row${m.is_read ? '' : ' msg-row--unread'}`}
                data-testid={`msg-${m.id}`}
                data-unread={m.is_read ? '0' : '1'}
                onPress={() => void open(m)}
              >
                <View className="msg-row__top">
                  {!m.is_read && <View className="msg-row__dot" aria-label={t('inbox.unreadDot')} />}
                  <Text className="msg-row__title">{m.title}</Text>
                  <Text className="msg-row__time">{localTimeText(m.created_at)}</Text>
                </View>
                {m.content !== '' && <Text className="msg-row__content">{m.content}</Text>}
                {m.link !== '' && <Text className="msg-row__open">{t('inbox.open')} ›</Text>}
              </Pressable>
            ),
          )}
        </View>
      ) : null}
      <View className="list">
        <Pressable className="list__item" data-testid="msg-feedback" onPress={() => void navigate('question-list')}>
          <Text>{t('inbox.feedbackEntry')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
