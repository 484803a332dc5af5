import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, roleAttributes } from '@/platform/a11y'
import { requireLogin } from '@/store/login-prompt'
import { createFailure } from '@/store/tree-hole'
import { TREE_HOLE_REPLY_MAX_CHARS, useTreeHoleReplies } from '@/store/tree-hole-replies'

/**
 * A post's thread under its card: the replies, anonymous, oldest first (the caller's own marked), and the reply
 * box. A refusal (word filter, limits) is shown under the box, which keeps the text; a held reply says so.
 */
export function ReplyThread({ postId }: { postId: number }) {
  const t = useT()
  const thread = useTreeHoleReplies((s) => s.threads[postId])
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    useTreeHoleReplies
      .getState()
      .loadThread(postId)
      .then(() => setFailed(false))
      .catch(() => setFailed(true))
  }, [postId])

  const send = async () => {
    const body = text.trim()
    const bad = !body
      ? t('treeHole.replyEmpty')
      : body.length > TREE_HOLE_REPLY_MAX_CHARS
        ? t('treeHole.tooLong', { max: TREE_HOLE_REPLY_MAX_CHARS })
        : null
    setProblem(bad)
    if (bad || busy || !(await requireLogin('confirm', t('treeHole.replyLogin')))) return
    setBusy(true)
    try {
      const r = await useTreeHoleReplies.getState().reply(postId, body)
      setText('')
      if (r.status === 'held') await ui.confirm({ title: t('treeHole.status.held'), content: t('treeHole.replyHeldNotice'), showCancel: false })
      else ui.toast(t('treeHole.replied'))
    } catch (e) {
      setProblem(createFailure(e).message ?? t('treeHole.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="hole-thread" data-testid={`hole-thread-${postId}`}>
      {failed && !thread ? (
        <Text className="muted">{t('treeHole.loadFailed')}</Text>
      ) : thread && thread.list.length === 0 ? (
        <Text className="muted" data-testid="hole-thread-empty">
          {t('treeHole.repliesEmpty')}
        </Text>
      ) : (
        thread?.list.map((r) => (
          <View key={r.id} className="hole-reply" data-testid={`hole-reply-${r.id}`}>
            {r.mine && <Text className="hole-tag hole-reply__tag">{t('treeHole.mineTag')}</Text>}
            <Text className="hole-reply__text">{r.text}</Text>
          </View>
        ))
      )}
      <Textarea
        {...fieldLabelAttributes(t('treeHole.replyLabel'))}
        className="text-box hole-reply-box"
        data-testid="hole-reply-text"
        value={text}
        maxlength={TREE_HOLE_REPLY_MAX_CHARS}
        placeholder={t('treeHole.replyPlaceholder', { max: TREE_HOLE_REPLY_MAX_CHARS })}
        onInput={(e) => {
          setText(e.detail.value)
          setProblem(null)
        }}
      />
      {problem && (
        <Text className="hole-reply-error" data-testid="hole-reply-error" {...roleAttributes('alert')}>
          {problem}
        </Text>
      )}
      <Pressable className="btn hole-reply-send" data-testid="hole-reply-send" disabled={busy} onPress={() => void send()}>
        {t('treeHole.replySend')}
      </Pressable>
    </View>
  )
}
