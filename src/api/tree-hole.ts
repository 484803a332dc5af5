/** Tree hole calls (docs/wellness.md, /TreeHole/…): the wire shapes the server answers. */
import { post, type RequestOptions } from './request'

/** Limits and lists of server/src/schemas/tree-hole.ts. */
export const TREE_HOLE_MAX_CHARS = 500
export const TREE_HOLE_REPLY_MAX_CHARS = 200
export const REPORT_REASONS = ['abuse', 'porn', 'ad', 'privacy', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export type PostStatus = 'visible' | 'held' | 'hidden'
/** Answer code when the word filter refuses a text (server/src/util/errors.ts TEXT_REJECTED). */
export const TEXT_REJECTED_CODE = 1120

export interface TreeHolePage<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** The author's own post. */
export interface OwnPostWire {
  id: number
  text: string
  status: PostStatus
  hug_count: number
  created_at: number
}

/** A post of the feed: anonymous; the flags are the caller's own marks. */
export interface FeedPostWire {
  id: number
  text: string
  hug_count: number
  /** Visible replies. */
  reply_count: number
  hugged: boolean
  reported: boolean
  mine: boolean
  created_at: number
}

/** A reply in a post's thread: anonymous; `mine` is the caller's own mark. */
export interface ThreadReplyWire {
  id: number
  text: string
  mine: boolean
  created_at: number
}

/** The author's own reply, with the post it answers. */
export interface OwnReplyWire {
  id: number
  post_id: number
  text: string
  status: PostStatus
  created_at: number
}

export interface HugAnswer {
  id: number
  hug_count: number
  hugged: true
  added: boolean
}

export interface ReportAnswer {
  id: number
  reported: true
  added: boolean
  /** The post left the feed (enough reports). */
  hidden: boolean
}

type Paging = { page?: number; size?: number }

export const treeHoleCreate = (text: string, o: RequestOptions = {}) => post<OwnPostWire>('/TreeHole/Create', { text }, o)
export const treeHoleList = (body: Paging = {}, o: RequestOptions = {}) => post<TreeHolePage<FeedPostWire>>('/TreeHole/List', body, o)
export const treeHoleMine = (body: Paging = {}, o: RequestOptions = {}) => post<TreeHolePage<OwnPostWire>>('/TreeHole/Mine', body, o)
export const treeHoleDelete = (id: number, o: RequestOptions = {}) => post<{ deleted: number }>('/TreeHole/Delete', { id }, o)
export const treeHoleHug = (id: number, o: RequestOptions = {}) => post<HugAnswer>('/TreeHole/Hug', { id }, o)
export const treeHoleReport = (id: number, reason: ReportReason, o: RequestOptions = {}) => post<ReportAnswer>('/TreeHole/Report', { id, reason }, o)
export const treeHoleReply = (postId: number, text: string, o: RequestOptions = {}) =>
  post<OwnReplyWire>('/TreeHole/Reply', { post_id: postId, text }, o)
export const treeHoleReplies = (postId: number, body: Paging = {}, o: RequestOptions = {}) =>
  post<TreeHolePage<ThreadReplyWire>>('/TreeHole/Replies', { post_id: postId, ...body }, o)
export const treeHoleMyReplies = (body: Paging = {}, o: RequestOptions = {}) => post<TreeHolePage<OwnReplyWire>>('/TreeHole/MyReplies', body, o)
export const treeHoleReplyDelete = (id: number, o: RequestOptions = {}) => post<{ deleted: number }>('/TreeHole/ReplyDelete', { id }, o)

// ---- moderators (permission treehole:moderate) ----

/** A post as moderators see it, with its author. */
export interface ReviewPostWire extends OwnPostWire {
  uid: number
  hidden_by: 'filter' | 'reports' | 'admin' | null
  hold_category: string | null
  report_count: number
  /** Reports since the last restore. */
  new_reports: number
  reasons: Partial<Record<ReportReason, number>>
  updated_at: number
}

/** A reply as moderators see it, with its author and the post it answers. */
export interface ReviewReplyWire extends OwnReplyWire {
  uid: number
  hidden_by: 'filter' | 'admin' | null
  hold_category: string | null
  post_text: string
  updated_at: number
}

export type PostReviewFilter = 'reported' | 'held' | 'hidden'
export type ReplyReviewFilter = 'held' | 'hidden'
export type ModerateAction = 'Hide' | 'Restore' | 'Delete'

export const treeHoleAdminList = (filter: PostReviewFilter, body: Paging = {}, o: RequestOptions = {}) =>
  post<TreeHolePage<ReviewPostWire>>('/TreeHole/AdminList', { filter, ...body }, o)
export const treeHoleAdminReplyList = (filter: ReplyReviewFilter, body: Paging = {}, o: RequestOptions = {}) =>
  post<TreeHolePage<ReviewReplyWire>>('/TreeHole/AdminReplyList', { filter, ...body }, o)
/** Hides, restores or deletes a post or a reply; the reason goes into the audit row. */
export const treeHoleModerate = (kind: 'post' | 'reply', action: ModerateAction, id: number, reason: string, o: RequestOptions = {}) =>
  post<{ id: number; done: string }>(`/TreeHole/Admin${kind === 'reply' ? 'Reply' : ''}${action}`, { id, reason }, o)
