import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FEEDBACK_LIMITS, feedbackClose, feedbackReply, type FeedbackThreadWire } from '@/store/inbox'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes } from '@/platform/a11y'
import { localTime } from '@/components/ui/local-time'
import { feedbackInputError } from './check'
import './feedback.css'

const timeText = (ms: number) => localTime(new Date(ms).toISOString())

/**
 * One feedback thread: the posts of both sides in order and, unless closed, a reply box and a button that closes
 * it. The asker sees 我 and 客服; an admin (`viewer` 'admin') sees the asker's nickname and 客服.
 */
export function ThreadView({
  thread,
  onChange,
  viewer = 'user',
}: {
  thread: FeedbackThreadWire
  onChange: (t: FeedbackThreadWire) => void
  viewer?: 'user' | 'admin'
}) {
  const t = useT()
  const asker = viewer === 'admin' ? thread.nickname || t('feedback.asker') : t('feedback.me')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    const bad = feedbackInputError(t, { content: text })
    if (bad) return void ui.toast(bad)
    setBusy(true)
    try {
      onChange(await feedbackReply(thread.id, text.trim(), { loading: true }))
      setText('')
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false)
    }
  }
  const close = async () => {
    if (busy) return
    const ok = await ui.confirm({ content: t('feedback.closeConfirm'), buttons: [t('feedback.close')], danger: true })
    if (!ok.ok) return
    setBusy(true)
    try {
      onChange(await feedbackClose(thread.id, { loading: true }))
      ui.toast(t('feedback.closed'))
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false)
    }
  }
  return (
    <View data-testid="fb-thread">
      <View className="card">
        <View className="fb-row__top">
          <Text className="card__title fb-row__title">{thread.title}</Text>
          <Text className={`fb-status fb-status--${thread.status}`}>{t(`feedback.status.${thread.status}`)}</Text>
        </View>
        {(thread.posts ?? []).map((p) => (
          <View key={p.id} className={`fb-post${p.from_admin ? ' fb-post--admin' : ''}`} data-testid={p.from_admin ? 'fb-post-admin' : 'fb-post-me'}>
            <Text className="fb-post__who">
              {p.from_admin ? t('feedback.admin') : asker} · {timeText(p.created_at)}
            </Text>
            <Text className="fb-post__content" userSelect>
              {p.content}
            </Text>
          </View>
        ))}
      </View>
      {thread.status === 'closed' ? (
        <View className="card muted" data-testid="fb-closed">
          {t('feedback.closedNote')}
        </View>
      ) : (
        <View className="card fb-form">
          <Textarea
            {...fieldLabelAttributes(t('feedback.replyPlaceholder'))}
            className="text-box fb-input"
            data-testid="fb-reply-input"
            value={text}
            maxlength={FEEDBACK_LIMITS.content}
            placeholder={t('feedback.replyPlaceholder')}
            onInput={(e) => setText(e.detail.value)}
          />
          <Text className="fb-count">{t('feedback.count', { n: text.length, max: FEEDBACK_LIMITS.content })}</Text>
          <Pressable className="btn" data-testid="fb-reply" onPress={() => !busy && void send()}>
            {t('feedback.reply')}
          </Pressable>
          <Pressable className="btn btn--ghost" data-testid="fb-close" onPress={() => void close()}>
            {t('feedback.close')}
          </Pressable>
        </View>
      )}
    </View>
  )
}
