// /TreeHole/Reply…: replies to tree-hole posts (docs/wellness.md). A logged-in user replies anonymously to a post
// of the feed (the word filter refuses or holds a reply; limits per day and per interval), lists and deletes their
// own replies. A thread is readable logged out and never says who wrote a reply. Moderators list held and hidden
// replies with their author and hide, restore or delete them, each change with an audit row.
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { optionalUid } from '../content/common'
import { audit } from '../../repositories/payments'
import {
  deleteReply,
  insertReply,
  lockUserReplies,
  moderateReply,
  myReplies,
  postVisible,
  repliesSince,
  replyReviewList,
  thread,
} from '../../repositories/tree-hole-replies'
import { treeHoleAdminReplies, treeHoleById, treeHoleModerate, treeHolePaging, treeHoleReply, treeHoleThread } from '../../schemas/tree-hole'
import { screenText } from './filter'
import { TREE_HOLE_PERMISSION } from './admin'

/** Replies per user in any 24 hours. */
export const TREE_HOLE_REPLIES_PER_DAY = 30
/** Shortest time between two replies of one user. */
export const TREE_HOLE_REPLY_GAP_MS = 10_000
const DAY_MS = 24 * 3600_000

const postMissing = () => new ApiError(Codes.RECORD_NOT_FOUND, '树洞不存在或已隐藏')
const replyMissing = () => new ApiError(Codes.RECORD_NOT_FOUND, '回复不存在')

const ADMIN_ACTIONS = {
  '/TreeHole/AdminReplyHide': { action: 'treehole.reply.hide', run: (q, id, now) => moderateReply(q, id, 'hidden', now) },
  '/TreeHole/AdminReplyRestore': { action: 'treehole.reply.restore', run: (q, id, now) => moderateReply(q, id, 'visible', now) },
  '/TreeHole/AdminReplyDelete': { action: 'treehole.reply.delete', run: (q, id) => deleteReply(q, id, null) },
} as const satisfies Record<string, { action: string; run: (q: Parameters<typeof deleteReply>[0], id: number, now: number) => Promise<boolean> }>

export function registerTreeHoleReplies(app: FastifyInstance, svc: Services) {
  const db = svc.db

  defineRoute(app, svc, {
    path: '/TreeHole/Reply',
    input: treeHoleReply,
    auth: true,
    async handler({ input, user, now }) {
      const held = screenText(input.text)
      const uid = user!.uid
      return db.tx(async (q) => {
        await lockUserReplies(q, uid)
        const recent = await repliesSince(q, uid, now - DAY_MS)
        if (recent.n >= TREE_HOLE_REPLIES_PER_DAY) {
          throw new ApiError(Codes.RATE_LIMITED, `一天最多回复 ${TREE_HOLE_REPLIES_PER_DAY} 次，明天再来吧`)
        }
        const waitMs = recent.last + TREE_HOLE_REPLY_GAP_MS - now
        if (recent.n > 0 && waitMs > 0) throw new ApiError(Codes.RATE_LIMITED, `回复得太快了，请 ${Math.ceil(waitMs / 1000)} 秒后再试`)
        const reply = await insertReply(q, { postId: input.post_id, uid, text: input.text, held, now })
        if (!reply) throw postMissing()
        return reply
      })
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/Replies',
    input: treeHoleThread,
    async handler({ input, req, now }) {
      // A held or hidden post's thread reads as missing, like the post.
      if (!(await postVisible(db, input.post_id))) throw postMissing()
      return thread(db, input.post_id, await optionalUid(svc, req, now), input.page, input.size)
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/MyReplies',
    input: treeHolePaging,
    auth: true,
    handler: async ({ input, user }) => myReplies(db, user!.uid, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/TreeHole/ReplyDelete',
    input: treeHoleById,
    auth: true,
    async handler({ input, user }) {
      // Someone else's reply reads as missing (its author is not revealed).
      if (!(await deleteReply(db, input.id, user!.uid))) throw replyMissing()
      return { deleted: 1 }
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/AdminReplyList',
    input: treeHoleAdminReplies,
    auth: TREE_HOLE_PERMISSION,
    handler: async ({ input }) => replyReviewList(db, input.filter, input.page, input.size),
  })

  for (const [path, { action, run }] of Object.entries(ADMIN_ACTIONS)) {
    defineRoute(app, svc, {
      path,
      input: treeHoleModerate,
      auth: TREE_HOLE_PERMISSION,
      handler: async ({ input, user, now }) =>
        db.tx(async (q) => {
          if (!(await run(q, input.id, now))) throw replyMissing()
          await audit(q, { actor: user!.uid, action, target: `tree_hole_reply:${input.id}`, reason: input.reason, now })
          return { id: input.id, done: action }
        }),
    })
  }
}
