// Tree hole bodies (docs/wellness.md): an anonymous post's text, paging, a report's reason, and the moderators'
// list filter and actions; a reply's text and a thread's paging.
import { z } from 'zod'
import { int } from './common'

export const TREE_HOLE_MAX_CHARS = 500
export const REPORT_REASONS = ['abuse', 'porn', 'ad', 'privacy', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const POST_STATUSES = ['visible', 'held', 'hidden'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

const postId = int(1, Number.MAX_SAFE_INTEGER)

export const treeHoleCreate = z.object({
  text: z.string().trim().min(1, '请写下想说的话').max(TREE_HOLE_MAX_CHARS, `最长 ${TREE_HOLE_MAX_CHARS} 个字符`),
})

export const treeHolePaging = z.object({
  page: int(1, 10_000).default(1),
  size: int(1, 50).default(20),
})

export const treeHoleById = z.object({ id: postId })

export const treeHoleReport = z.object({
  id: postId,
  reason: z.enum(REPORT_REASONS, { message: '举报原因不在列表中' }).default('other'),
})

/** Moderators' list: `reported` (reports since the last review), `held` (by the filter) or `hidden`. */
export const treeHoleAdminList = treeHolePaging.extend({
  filter: z.enum(['reported', 'held', 'hidden'], { message: 'filter 应为 reported、held 或 hidden' }).default('reported'),
})

export const treeHoleModerate = z.object({
  id: postId,
  reason: z.string().trim().min(1, '请填写原因').max(200, '最长 200 个字符'),
})

export const TREE_HOLE_REPLY_MAX_CHARS = 200

export const treeHoleReply = z.object({
  post_id: postId,
  text: z.string().trim().min(1, '请写下回复').max(TREE_HOLE_REPLY_MAX_CHARS, `最长 ${TREE_HOLE_REPLY_MAX_CHARS} 个字符`),
})

/** A post's thread, oldest first. */
export const treeHoleThread = treeHolePaging.extend({ post_id: postId })

/** Moderators' reply list: `held` (by the filter) or `hidden`. */
export const treeHoleAdminReplies = treeHolePaging.extend({
  filter: z.enum(['held', 'hidden'], { message: 'filter 应为 held 或 hidden' }).default('held'),
})
