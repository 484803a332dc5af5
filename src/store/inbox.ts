/**
 * The inbox and feedback pages' server calls (/Message/…, /Feedback/…, docs/content.md). Pages reach them here,
 * never through src/api: the request layer toasts failures and logs out on the session codes.
 */
export {
  deleteMessages,
  FEEDBACK_LIMITS,
  feedbackAdminList,
  feedbackClose,
  feedbackCreate,
  feedbackInfo,
  feedbackList,
  feedbackReply,
  markRead,
  messageList,
  unreadCount,
} from '@/api/content'
export type { FeedbackStatus, FeedbackThreadWire, MessageWire } from '@/api/content'
