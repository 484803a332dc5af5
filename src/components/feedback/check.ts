import { FEEDBACK_LIMITS } from '@/store/inbox'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The message for bad feedback input, or null when it may be sent. Lengths in UTF-16 units, as the server's schema counts. */
export function feedbackInputError(t: Translate, input: { content: string; title?: string; contact?: string }): string | null {
  const content = input.content.trim()
  if (!content) return t('feedback.tooShort')
  if (content.length > FEEDBACK_LIMITS.content) return t('feedback.tooLong', { max: FEEDBACK_LIMITS.content })
  if ((input.title ?? '').trim().length > FEEDBACK_LIMITS.title) return t('feedback.titleTooLong', { max: FEEDBACK_LIMITS.title })
  if ((input.contact ?? '').trim().length > FEEDBACK_LIMITS.contact) return t('feedback.contactTooLong', { max: FEEDBACK_LIMITS.contact })
  return null
}
