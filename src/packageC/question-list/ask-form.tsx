import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FEEDBACK_LIMITS, feedbackCreate, type FeedbackThreadWire } from '@/store/inbox'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes } from '@/platform/a11y'
import { feedbackInputError } from '@/components/feedback/check'

/** 提一个问题: title (optional), the question with its length shown, a contact (optional). */
export function AskForm({ onCreated }: { onCreated: (t: FeedbackThreadWire) => void }) {
  const t = useT()
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const bad = feedbackInputError(t, { content, title, contact })
    setError(bad)
    if (bad) return
    setBusy(true)
    try {
      const thread = await feedbackCreate({ content: content.trim(), title: title.trim(), contact: contact.trim() }, { loading: true })
      setTitle('')
      setContent('')
      setContact('')
      ui.toast(t('feedback.sent'))
      onCreated(thread)
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false)
    }
  }
  const n = content.length
  return (
    <View className="card fb-form" data-testid="fb-ask">
      <View className="card__title">{t('feedback.askTitle')}</View>
      <Text className="muted">{t('feedback.askIntro')}</Text>
      <Input
        {...fieldLabelAttributes(t('feedback.titlePlaceholder'))}
        className="fb-line"
        data-testid="fb-title"
        value={title}
        maxlength={FEEDBACK_LIMITS.title}
        placeholder={t('feedback.titlePlaceholder')}
        onInput={(e) => setTitle(e.detail.value)}
      />
      <Textarea
        {...fieldLabelAttributes(t('feedback.contentPlaceholder'))}
        className="text-box fb-input"
        data-testid="fb-content"
        value={content}
        maxlength={FEEDBACK_LIMITS.content}
        placeholder={t('feedback.contentPlaceholder')}
        onInput={(e) => {
          setContent(e.detail.value)
          setError(null)
        }}
      />
      <Text className="fb-count" data-testid="fb-count">
        {t('feedback.count', { n, max: FEEDBACK_LIMITS.content })}
      </Text>
      <Input
        {...fieldLabelAttributes(t('feedback.contactPlaceholder'))}
        className="fb-line"
        data-testid="fb-contact"
        value={contact}
        maxlength={FEEDBACK_LIMITS.contact}
        placeholder={t('feedback.contactPlaceholder')}
        onInput={(e) => setContact(e.detail.value)}
      />
      {error && (
        <Text className="fb-error" data-testid="fb-error">
          {error}
        </Text>
      )}
      <Pressable className="btn" data-testid="fb-submit" onPress={() => !busy && void submit()}>
        {t('feedback.submit')}
      </Pressable>
    </View>
  )
}
