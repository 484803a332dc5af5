/**
 * Tree-hole moderation (docs/wellness.md; who may open it: admin-model's ADMIN_SECTIONS): one review queue at a time (reported,
 * held or hidden posts; held or hidden replies) and the moderator's hide / restore / delete with a reason. After
 * an action the queue is read again, since the server decides what still belongs in it.
 */
import { create } from 'zustand'
import {
  treeHoleAdminList,
  treeHoleAdminReplyList,
  treeHoleModerate,
  type ModerateAction,
  type ReviewPostWire,
  type ReviewReplyWire,
} from '@/api/tree-hole'

export type { ModerateAction, ReviewPostWire, ReviewReplyWire }

export const REVIEW_QUEUES = [
  { id: 'reported', kind: 'post', filter: 'reported' },
  { id: 'held', kind: 'post', filter: 'held' },
  { id: 'hidden', kind: 'post', filter: 'hidden' },
  { id: 'replyHeld', kind: 'reply', filter: 'held' },
  { id: 'replyHidden', kind: 'reply', filter: 'hidden' },
] as const
export type ReviewQueue = (typeof REVIEW_QUEUES)[number]
export type QueueId = ReviewQueue['id']
export const REVIEW_PAGE_SIZE = 50

/** Which actions an item offers: hide what shows, restore what does not, delete anything. */
export function actionsFor(status: ReviewPostWire['status']): ModerateAction[] {
  return status === 'visible' ? ['Hide', 'Delete'] : ['Restore', 'Delete']
}

type Item = { kind: 'post'; item: ReviewPostWire } | { kind: 'reply'; item: ReviewReplyWire }

interface AdminStore {
  queue: QueueId
  items: Item[]
  total: number
  loaded: boolean
  load(queue?: QueueId): Promise<void>
  act(kind: 'post' | 'reply', id: number, action: ModerateAction, reason: string): Promise<void>
}

export const useTreeHoleAdmin = create<AdminStore>()((set, get) => ({
  queue: 'reported',
  items: [],
  total: 0,
  loaded: false,
  async load(queueId = get().queue) {
    const q = REVIEW_QUEUES.find((x) => x.id === queueId) ?? REVIEW_QUEUES[0]
    set({ queue: q.id })
    if (q.kind === 'post') {
      const p = await treeHoleAdminList(q.filter, { size: REVIEW_PAGE_SIZE })
      if (get().queue === q.id) set({ items: p.list.map((item) => ({ kind: 'post', item })), total: p.total, loaded: true })
    } else {
      const p = await treeHoleAdminReplyList(q.filter, { size: REVIEW_PAGE_SIZE })
      if (get().queue === q.id) set({ items: p.list.map((item) => ({ kind: 'reply', item })), total: p.total, loaded: true })
    }
  },
  async act(kind, id, action, reason) {
    await treeHoleModerate(kind, action, id, reason, { loading: true })
    await get().load()
  },
}))
