// /TreeHole/*: the tree hole (docs/wellness.md). A logged-in user posts anonymously (the word filter refuses or
// holds a post; limits per day and per minute), lists and deletes their own posts, hugs and reports others'.
// The feed is readable logged out and never says who wrote a post. Moderators' routes are in ./admin.ts.
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { optionalUid } from '../content/common'
import { screenText } from './filter'
import { addReport, deleteOwnPost, feed, hug, insertPost, lockPost, lockUserPosts, myPosts, postsSince } from '../../repositories/tree-hole'
import { treeHoleById, treeHoleCreate, treeHolePaging, treeHoleReport } from '../../schemas/tree-hole'
import { registerTreeHoleAdmin } from './admin'
import { registerTreeHoleReplies } from './replies'

/** Posts per user in any 24 hours. */
export const TREE_HOLE_POSTS_PER_DAY = 5
/** Shortest time between two posts of one user. */
export const TREE_HOLE_MIN_GAP_MS = 60_000
/** Reports (from different users, since the last restore) that hide a post until a moderator looks. */
export const TREE_HOLE_HIDE_AT_REPORTS = 3
const DAY_MS = 24 * 3600_000

const notFound = () => new ApiError(Codes.RECORD_NOT_FOUND, '树洞不存在或已隐藏')

export function registerTreeHole(app: FastifyInstance, svc: Services) {
  const db = svc.db

  defineRoute(app, svc, {
    path: '/TreeHole/Create',
    input: treeHoleCreate,
    auth: true,
    async handler({ input, user, now }) {
      const held = screenText(input.text)
      const uid = user!.uid
      return db.tx(async (q) => {
        await lockUserPosts(q, uid)
        const recent = await postsSince(q, uid, now - DAY_MS)
        if (recent.n >= TREE_HOLE_POSTS_PER_DAY) {
          throw new ApiError(Codes.RATE_LIMITED, `一天最多发 ${TREE_HOLE_POSTS_PER_DAY} 条树洞，明天再来吧`)
        }
        const waitMs = recent.last + TREE_HOLE_MIN_GAP_MS - now
        if (recent.n > 0 && waitMs > 0) throw new ApiError(Codes.RATE_LIMITED, `发得太快了，请 ${Math.ceil(waitMs / 1000)} 秒后再试`)
        return insertPost(q, uid, input.text, held, now)
      })
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/List',
    input: treeHolePaging,
    async handler({ input, req, now }) {
      return feed(db, await optionalUid(svc, req, now), input.page, input.size)
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/Mine',
    input: treeHolePaging,
    auth: true,
    handler: async ({ input, user }) => myPosts(db, user!.uid, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/TreeHole/Delete',
    input: treeHoleById,
    auth: true,
    async handler({ input, user }) {
      // Someone else's post reads as missing (its author is not revealed).
      if (!(await deleteOwnPost(db, user!.uid, input.id))) throw notFound()
      return { deleted: 1 }
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/Hug',
    input: treeHoleById,
    auth: true,
    async handler({ input, user, now }) {
      const r = await hug(db, user!.uid, input.id, now)
      if (!r) throw notFound()
      return { id: input.id, hug_count: r.hug_count, hugged: true, added: r.added }
    },
  })

  defineRoute(app, svc, {
    path: '/TreeHole/Report',
    input: treeHoleReport,
    auth: true,
    handler: async ({ input, user, now }) =>
      db.tx(async (q) => {
        const uid = user!.uid
        const post = await lockPost(q, input.id)
        // Reports still count on a post that reports have just hidden (concurrent reporters), not on a held one.
        if (!post || (post.status !== 'visible' && post.hidden_by !== 'reports')) throw notFound()
        if (post.uid === uid) throw new ApiError(Codes.BAD_INPUT, '不能举报自己的树洞')
        const r = await addReport(q, { id: input.id, uid, reason: input.reason, now, hideAt: TREE_HOLE_HIDE_AT_REPORTS })
        return { id: input.id, reported: true, added: r.added, hidden: r.hidden }
      }),
  })

  registerTreeHoleReplies(app, svc)
  registerTreeHoleAdmin(app, svc)
}
