// Content state machines as transition tables (docs/content.md). Handlers look the move up here; a move not
// in the table answers code 1105 and changes nothing. Tests enumerate every (state, action) pair.

export type PublishState = 'draft' | 'published' | 'archived'
export type PublishAction = 'publish' | 'unpublish' | 'archive'

/** Columns, articles and courses. */
export const PUBLISH: Record<PublishAction, Partial<Record<PublishState, PublishState>>> = {
  publish: { draft: 'published', archived: 'published' },
  unpublish: { published: 'draft' },
  archive: { draft: 'archived', published: 'archived' },
}

export type EventState = PublishState | 'cancelled'
export type EventAction = PublishAction | 'cancel'

/** Book clubs and activities: a published event may also be cancelled (its sign-ups are told in their inbox). */
export const EVENT: Record<EventAction, Partial<Record<EventState, EventState>>> = {
  publish: { draft: 'published', archived: 'published' },
  unpublish: { published: 'draft' },
  cancel: { published: 'cancelled' },
  archive: { draft: 'archived', published: 'archived', cancelled: 'archived' },
}

export type FeedbackState = 'open' | 'answered' | 'closed'
export type FeedbackAction = 'user_reply' | 'admin_reply' | 'close'

/** Feedback threads: open waits for an admin, answered waits for the user; closed takes no more posts. */
export const FEEDBACK: Record<FeedbackAction, Partial<Record<FeedbackState, FeedbackState>>> = {
  user_reply: { open: 'open', answered: 'open' },
  admin_reply: { open: 'answered', answered: 'answered' },
  close: { open: 'closed', answered: 'closed' },
}

/** The state after `action` from `from`, or null when the table has no such move. */
export function nextState<S extends string, A extends string>(table: Record<A, Partial<Record<S, S>>>, from: S, action: A): S | null {
  return table[action]?.[from] ?? null
}
