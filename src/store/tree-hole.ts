/**
 * Tree hole (SPEC pagesE/tree-hole, tree-hole-list; docs/wellness.md). Server-held, not persisted: the feed
 * (anonymous posts, paged newest first) and the user's own posts. Pages call the actions here, never src/api; the
 * reducers are pure so tests replay sequences of answers. Paging reuses the wishes store's list reducers.
 */
import { create } from 'zustand'
import {
  REPORT_REASONS,
  TEXT_REJECTED_CODE,
  TREE_HOLE_MAX_CHARS,
  treeHoleCreate,
  treeHoleDelete,
  treeHoleHug,
  treeHoleList,
  treeHoleMine,
  treeHoleReport,
  type FeedPostWire,
  type HugAnswer,
  type OwnPostWire,
  type ReportAnswer,
  type ReportReason,
} from '@/api/tree-hole'
import { ApiRequestError } from '@/api/request'
import { EMPTY_LIST, hasMore, ownWishRemoved as removedFrom, pageLoaded, type WishListState as ListState } from './wishes'

export { REPORT_REASONS, TREE_HOLE_MAX_CHARS, hasMore }
export type { FeedPostWire, OwnPostWire, ReportReason, ListState }

export const FEED_PAGE_SIZE = 20
export const MINE_PAGE_SIZE = 50

export function hugApplied(s: ListState<FeedPostWire>, a: HugAnswer): ListState<FeedPostWire> {
  return { ...s, list: s.list.map((p) => (p.id === a.id ? { ...p, hug_count: a.hug_count, hugged: true } : p)) }
}

/** A report answered: the post is marked reported, or leaves the feed when the reports hid it. */
export function reportApplied(s: ListState<FeedPostWire>, a: ReportAnswer): ListState<FeedPostWire> {
  if (a.hidden) return removedFrom(s, a.id)
  return { ...s, list: s.list.map((p) => (p.id === a.id ? { ...p, reported: true } : p)) }
}

/** A post written: first in the user's list; in the feed too when the filter let it through. */
export function postCreated(s: { feed: ListState<FeedPostWire>; mine: ListState<OwnPostWire> }, p: OwnPostWire) {
  const mine = { ...s.mine, list: [p, ...s.mine.list], total: s.mine.total + 1 }
  if (p.status !== 'visible' || s.feed.page === 0) return { mine, feed: s.feed }
  const item: FeedPostWire = {
    id: p.id,
    text: p.text,
    hug_count: p.hug_count,
    reply_count: 0,
    hugged: false,
    reported: false,
    mine: true,
    created_at: p.created_at,
  }
  return { mine, feed: { ...s.feed, list: [item, ...s.feed.list], total: s.feed.total + 1 } }
}

/** Why a post was not accepted: the word filter's refusal, or another failure (limits, network) with its message. */
export function createFailure(e: unknown): { kind: 'filter' | 'other'; message: string | null } {
  if (!(e instanceof ApiRequestError)) return { kind: 'other', message: null }
  return { kind: e.code === TEXT_REJECTED_CODE ? 'filter' : 'other', message: e.message || null }
}

interface TreeHoleStore {
  feed: ListState<FeedPostWire>
  mine: ListState<OwnPostWire>
  /** Loads page 1 (refresh) or the next page of the feed. */
  loadFeed(next?: boolean): Promise<void>
  loadMine(): Promise<void>
  hug(id: number): Promise<void>
  report(id: number, reason: ReportReason): Promise<ReportAnswer>
  /** Throws the request error untoasted: the page shows why by the text it keeps (filter, limits). */
  create(text: string): Promise<OwnPostWire>
  remove(id: number): Promise<void>
}

export const useTreeHole = create<TreeHoleStore>()((set, get) => ({
  feed: EMPTY_LIST,
  mine: EMPTY_LIST,
  async loadFeed(next = false) {
    const page = next ? get().feed.page + 1 : 1
    const p = await treeHoleList({ page, size: FEED_PAGE_SIZE })
    set((s) => ({ feed: pageLoaded(s.feed, p) }))
  },
  async loadMine() {
    const p = await treeHoleMine({ page: 1, size: MINE_PAGE_SIZE })
    set((s) => ({ mine: pageLoaded(s.mine, p) }))
  },
  async hug(id) {
    const a = await treeHoleHug(id)
    set((s) => ({ feed: hugApplied(s.feed, a) }))
  },
  async report(id, reason) {
    const a = await treeHoleReport(id, reason, { loading: true })
    set((s) => ({ feed: reportApplied(s.feed, a) }))
    return a
  },
  async create(text) {
    const p = await treeHoleCreate(text, { loading: true, toast: false })
    set((s) => postCreated(s, p))
    return p
  },
  async remove(id) {
    await treeHoleDelete(id, { loading: true })
    set((s) => ({ mine: removedFrom(s.mine, id), feed: removedFrom(s.feed, id) }))
  },
}))
