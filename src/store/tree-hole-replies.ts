/**
 * Tree-hole replies (docs/wellness.md). Server-held, not persisted: each opened post's thread (anonymous replies,
 * oldest first) and the user's own replies with their status. A reply that shows at once joins its thread and
 * raises the post's count in the feed; a held one only joins the user's list. Pure reducers for replayed tests.
 */
import { create } from 'zustand'
import {
  TREE_HOLE_REPLY_MAX_CHARS,
  treeHoleMyReplies,
  treeHoleReplies,
  treeHoleReply,
  treeHoleReplyDelete,
  type FeedPostWire,
  type OwnReplyWire,
  type ThreadReplyWire,
} from '@/api/tree-hole'
import { EMPTY_LIST, ownWishRemoved as removedFrom, pageLoaded, type WishListState as ListState } from './wishes'
import { useTreeHole } from './tree-hole'

export { TREE_HOLE_REPLY_MAX_CHARS }
export type { OwnReplyWire, ThreadReplyWire }

export const THREAD_PAGE_SIZE = 50
export const MY_REPLIES_PAGE_SIZE = 50

type Threads = Readonly<Record<number, ListState<ThreadReplyWire>>>

/** A reply written: last in its thread when it shows at once (threads read oldest first); first in the user's list. */
export function replyCreated(s: { threads: Threads; mine: ListState<OwnReplyWire> }, r: OwnReplyWire) {
  const mine = { ...s.mine, list: [r, ...s.mine.list], total: s.mine.total + 1 }
  const thread = s.threads[r.post_id]
  if (r.status !== 'visible' || !thread) return { mine, threads: s.threads }
  const item: ThreadReplyWire = { id: r.id, text: r.text, mine: true, created_at: r.created_at }
  return { mine, threads: { ...s.threads, [r.post_id]: { ...thread, list: [...thread.list, item], total: thread.total + 1 } } }
}

/** A post's visible replies moved by `delta` (a reply written or deleted). */
export function replyCounted(feed: ListState<FeedPostWire>, postId: number, delta: number): ListState<FeedPostWire> {
  return { ...feed, list: feed.list.map((p) => (p.id === postId ? { ...p, reply_count: Math.max(0, p.reply_count + delta) } : p)) }
}

/** The user deleted their reply: gone from their list and from its thread. */
export function replyRemoved(s: { threads: Threads; mine: ListState<OwnReplyWire> }, r: OwnReplyWire) {
  const thread = s.threads[r.post_id]
  return { mine: removedFrom(s.mine, r.id), threads: thread ? { ...s.threads, [r.post_id]: removedFrom(thread, r.id) } : s.threads }
}

interface RepliesStore {
  threads: Threads
  mine: ListState<OwnReplyWire>
  loadThread(postId: number): Promise<void>
  loadMine(): Promise<void>
  /** Throws the request error untoasted: the reply box keeps the text and shows why. */
  reply(postId: number, text: string): Promise<OwnReplyWire>
  remove(r: OwnReplyWire): Promise<void>
}

const countInFeed = (postId: number, delta: number) => useTreeHole.setState((s) => ({ feed: replyCounted(s.feed, postId, delta) }))

export const useTreeHoleReplies = create<RepliesStore>()((set, get) => ({
  threads: {},
  mine: EMPTY_LIST,
  async loadThread(postId) {
    const p = await treeHoleReplies(postId, { page: 1, size: THREAD_PAGE_SIZE })
    set((s) => ({ threads: { ...s.threads, [postId]: pageLoaded(s.threads[postId] ?? EMPTY_LIST, p) } }))
  },
  async loadMine() {
    const p = await treeHoleMyReplies({ page: 1, size: MY_REPLIES_PAGE_SIZE })
    set((s) => ({ mine: pageLoaded(s.mine, p) }))
  },
  async reply(postId, text) {
    const r = await treeHoleReply(postId, text, { loading: true, toast: false })
    set((s) => replyCreated(s, r))
    if (r.status === 'visible') countInFeed(postId, 1)
    return r
  },
  async remove(r) {
    await treeHoleReplyDelete(r.id, { loading: true })
    const shown = r.status === 'visible'
    set(replyRemoved(get(), r))
    if (shown) countInFeed(r.post_id, -1)
  },
}))
