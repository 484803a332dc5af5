import { describe, expect, it } from 'vitest'
import { FEEDBACK_LIMITS } from '@/api/content'
import { resolvePagePath } from '@/spec-paths'
import { feedbackInputError } from '@/components/feedback/check'

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key)

describe('feedback input checks (server limits of /Feedback/Create and /Feedback/Reply)', () => {
  it('refuses blank questions, accepts a short one', () => {
    expect(feedbackInputError(t, { content: '  \n ' })).toBe('feedback.tooShort')
    expect(feedbackInputError(t, { content: '能导出图片吗' })).toBeNull()
  })

  it('counts UTF-16 units against the limits, as the server schema does', () => {
    const max = FEEDBACK_LIMITS.content
    expect(feedbackInputError(t, { content: '星'.repeat(max) })).toBeNull()
    expect(feedbackInputError(t, { content: '𝌆'.repeat(max / 2 + 1) })).toBe(`feedback.tooLong {"max":${max}}`)
    expect(feedbackInputError(t, { content: '星'.repeat(max + 1) })).toBe(`feedback.tooLong {"max":${max}}`)
    expect(feedbackInputError(t, { content: 'a', title: '题'.repeat(FEEDBACK_LIMITS.title + 1) })).toBe('feedback.titleTooLong {"max":60}')
    expect(feedbackInputError(t, { content: 'a', contact: '1'.repeat(FEEDBACK_LIMITS.contact + 1) })).toBe('feedback.contactTooLong {"max":100}')
  })

  it('the link an admin reply leaves in the inbox opens the question list with the thread id', () => {
    const hit = resolvePagePath('/pagesC/question-list/index?id=3')
    expect(hit?.route.id).toBe('question-list')
    expect(hit?.query).toBe('id=3')
    expect(resolvePagePath('pagesA/message-list/message-list')?.route.id).toBe('message-list')
  })
})
