// /Message/*: the caller's own inbox (list, unread count, mark read, delete); admins (message:send) may send a
// system notice. /Feedback/*: the question list — a user asks, an admin answers (the user gets an inbox
// notice), both see the whole thread; moves follow the FEEDBACK transition table.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { hasPermission } from '../../plugins/auth'
import type { Queryable } from '../../plugins/db'
import { empty } from '../../schemas/common'
import { findUser } from '../../repositories/users'
import { deleteMessages, listMessages, markRead, notify, notifyMany, unreadCount } from '../../repositories/messages'
import {
  addPost,
  allThreads,
  createThread,
  getThread,
  lockThread,
  myThreads,
  postsOf,
  setThreadState,
  type ThreadRow,
} from '../../repositories/feedback'
import { byId, feedbackAdminList, feedbackCreate, feedbackReply, id, messageList, messageRead, messageSend, paging } from '../../schemas/content'
import { PERM } from './common'
import { FEEDBACK, nextState, type FeedbackAction } from './states'

const THREAD_PAGE = '/pagesC/question-list/index'

export function registerInbox(app: FastifyInstance, svc: Services) {
  const db = svc.db

  defineRoute(app, svc, {
    path: '/Message/List',
    input: messageList,
    auth: true,
    async handler({ input, user }) {
      const p = await listMessages(db, user!.uid, input.unread_only === 1, input.page, input.size)
      return { ...p, unread: await unreadCount(db, user!.uid) }
    },
  })

  defineRoute(app, svc, {
    path: '/Message/UnreadCount',
    input: empty,
    auth: true,
    handler: async ({ user }) => ({ count: await unreadCount(db, user!.uid) }),
  })

  defineRoute(app, svc, {
    path: '/Message/Read',
    input: messageRead,
    auth: true,
    async handler({ input, user, now }) {
      const marked = await markRead(db, user!.uid, 'all' in input ? 'all' : input.ids, now)
      return { marked, unread: await unreadCount(db, user!.uid) }
    },
  })

  defineRoute(app, svc, {
    path: '/Message/Delete',
    input: z.object({ ids: z.array(id).min(1).max(200) }),
    auth: true,
    async handler({ input, user }) {
      const deleted = await deleteMessages(db, user!.uid, input.ids)
      return { deleted, unread: await unreadCount(db, user!.uid) }
    },
  })

  defineRoute(app, svc, {
    path: '/Message/Send',
    input: messageSend,
    auth: PERM.message,
    async handler({ input, now }) {
      const sent = await notifyMany(
        db,
        [...new Set(input.uids)],
        { kind: 'system', title: input.title, content: input.content, link: input.link },
        now,
      )
      return { sent }
    },
  })

  // Feedback.
  const mayRead = (t: ThreadRow, user: { uid: number; roles: string[]; permissions: string[] }) =>
    Number(t.uid) === user.uid || hasPermission(user, PERM.feedback)

  /** A thread with its posts and the asker's nickname (the admin page names who asked). */
  const threadView = async (t: ThreadRow, q: Queryable = db) => ({
    ...t,
    nickname: (await findUser(q, 'uid', Number(t.uid)))?.nickname ?? '',
    posts: await postsOf(q, t.id),
  })

  defineRoute(app, svc, {
    path: '/Feedback/Create',
    input: feedbackCreate,
    auth: true,
    async handler({ input, user, now }) {
      const title = input.title || [...input.content.replace(/\s+/g, ' ')].slice(0, 30).join('')
      const t = await db.tx((q) => createThread(q, user!.uid, { ...input, title }, now))
      return threadView(t)
    },
  })

  defineRoute(app, svc, {
    path: '/Feedback/List',
    input: paging,
    auth: true,
    handler: async ({ input, user }) => myThreads(db, user!.uid, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Feedback/Info',
    input: byId,
    auth: true,
    async handler({ input, user }) {
      const t = await getThread(db, input.id)
      // Another user's thread reads as missing (its existence is not revealed).
      if (!t || !mayRead(t, user!)) throw new ApiError(Codes.RECORD_NOT_FOUND, '问题不存在')
      return threadView(t)
    },
  })

  /** One move on a thread: the owner replies or closes; an admin answers or closes. */
  const move = async (
    threadId: number,
    user: { uid: number; roles: string[]; permissions: string[] },
    want: 'reply' | 'close',
    post: { content: string; images: string[] } | null,
    now: number,
  ) =>
    db.tx(async (q) => {
      const t = await lockThread(q, threadId)
      if (!t || !mayRead(t, user)) throw new ApiError(Codes.RECORD_NOT_FOUND, '问题不存在')
      const owner = Number(t.uid) === user.uid
      const action: FeedbackAction = want === 'close' ? 'close' : owner ? 'user_reply' : 'admin_reply'
      const to = nextState(FEEDBACK, t.status, action)
      if (!to) throw new ApiError(Codes.BAD_TRANSITION, t.status === 'closed' ? '问题已关闭' : '不能执行这个操作')
      if (post) await addPost(q, t.id, user.uid, action === 'admin_reply', post.content, post.images, now)
      await setThreadState(q, t.id, to, now)
      if (action === 'admin_reply') {
        await notify(
          q,
          Number(t.uid),
          {
            kind: 'feedback',
            title: '你的问题有了新回复',
            content: `「${t.title}」：${post!.content}`.slice(0, 200),
            link: `${THREAD_PAGE}?id=${t.id}`,
          },
          now,
        )
      }
      return threadView({ ...t, status: to, updated_at: now }, q)
    })

  defineRoute(app, svc, {
    path: '/Feedback/Reply',
    input: feedbackReply,
    auth: true,
    handler: async ({ input, user, now }) => move(input.id, user!, 'reply', { content: input.content, images: input.images }, now),
  })

  defineRoute(app, svc, {
    path: '/Feedback/Close',
    input: byId,
    auth: true,
    handler: async ({ input, user, now }) => move(input.id, user!, 'close', null, now),
  })

  defineRoute(app, svc, {
    path: '/Feedback/AdminList',
    input: feedbackAdminList,
    auth: PERM.feedback,
    handler: async ({ input }) => allThreads(db, input.status, input.page, input.size),
  })
}
