// The tree-hole replies store: a thread opened, a reply written (joins its thread and the feed's count only when it
// shows at once; a held one only the user's list), a reply deleted; and the moderators' queue read again after each
// action.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedPostWire, OwnReplyWire, ThreadReplyWire, TreeHolePage } from '@/api/tree-hole'

const api = vi.hoisted(() => ({
  treeHoleReplies: vi.fn(),
  treeHoleMyReplies: vi.fn(),
  treeHoleReply: vi.fn(),
  treeHoleReplyDelete: vi.fn(),
  treeHoleAdminList: vi.fn(),
  treeHoleAdminReplyList: vi.fn(),
  treeHoleModerate: vi.fn(),
}))
vi.mock('@/api/tree-hole', async (orig) => ({ ...(await orig<object>()), ...api }))

import { EMPTY_LIST } from '@/store/wishes'
import { useTreeHole } from '@/store/tree-hole'
import { replyCounted, replyCreated, useTreeHoleReplies } from '@/store/tree-hole-replies'
import { actionsFor, useTreeHoleAdmin } from '@/store/tree-hole-admin'

const post = (id: number, reply_count = 0): FeedPostWire => ({
  id,
  text: `心事 ${id}`,
  hug_count: 0,
  reply_count,
  hugged: false,
  reported: false,
  mine: false,
  created_at: id,
})
const threadItem = (id: number): ThreadReplyWire => ({ id, text: `回复 ${id}`, mine: false, created_at: id })
const own = (id: number, post_id: number, status: OwnReplyWire['status'] = 'visible'): OwnReplyWire => ({
  id,
  post_id,
  text: `我的回复 ${id}`,
  status,
  created_at: 100 + id,
})
const page = <T>(list: T[], total = list.length): TreeHolePage<T> => ({ list, page: 1, size: 50, total })

describe('reply reducers', () => {
  it('a visible reply goes last in an opened thread and first in my list; a held one only into my list', () => {
    const s0 = { threads: { 1: { list: [threadItem(10)], page: 1, total: 1 } }, mine: EMPTY_LIST }
    const s1 = replyCreated(s0, own(11, 1))
    expect(s1.threads[1].list.map((r) => [r.id, r.mine])).toEqual([
      [10, false],
      [11, true],
    ])
    expect(s1.mine.list.map((r) => r.id)).toEqual([11])
    const s2 = replyCreated(s1, own(12, 1, 'held'))
    expect(s2.threads[1].total).toBe(2)
    expect(s2.mine.list.map((r) => r.id)).toEqual([12, 11])
    // A thread not opened yet is not invented.
    expect(replyCreated(s2, own(13, 2)).threads[2]).toBeUndefined()
  })

  it('the feed count moves on its post only and never below zero', () => {
    const feed = { list: [post(1, 2), post(2, 0)], page: 1, total: 2 }
    expect(replyCounted(feed, 1, 1).list.map((p) => p.reply_count)).toEqual([3, 0])
    expect(replyCounted(feed, 2, -1).list.map((p) => p.reply_count)).toEqual([2, 0])
  })
})

describe('replies store actions (replay)', () => {
  beforeEach(() => {
    useTreeHole.setState({ feed: { list: [post(1, 1)], page: 1, total: 1 }, mine: EMPTY_LIST })
    useTreeHoleReplies.setState({ threads: {}, mine: EMPTY_LIST })
    Object.values(api).forEach((f) => f.mockReset())
  })

  it('open a thread, reply (shown, then held), delete my shown reply: thread, my list and the feed count follow', async () => {
    api.treeHoleReplies.mockResolvedValueOnce(page([threadItem(10)]))
    await useTreeHoleReplies.getState().loadThread(1)
    expect(api.treeHoleReplies).toHaveBeenCalledWith(1, { page: 1, size: 50 })
    api.treeHoleReply.mockResolvedValueOnce(own(11, 1))
    await useTreeHoleReplies.getState().reply(1, '我的回复 11')
    expect(api.treeHoleReply).toHaveBeenCalledWith(1, '我的回复 11', { loading: true, toast: false })
    expect(useTreeHole.getState().feed.list[0].reply_count).toBe(2)
    api.treeHoleReply.mockResolvedValueOnce(own(12, 1, 'held'))
    await useTreeHoleReplies.getState().reply(1, '我的回复 12')
    expect(useTreeHole.getState().feed.list[0].reply_count).toBe(2)
    expect(useTreeHoleReplies.getState().threads[1].list.map((r) => r.id)).toEqual([10, 11])
    api.treeHoleReplyDelete.mockResolvedValueOnce({ deleted: 1 })
    await useTreeHoleReplies.getState().remove(own(11, 1))
    expect(useTreeHoleReplies.getState().threads[1].list.map((r) => r.id)).toEqual([10])
    expect(useTreeHoleReplies.getState().mine.list.map((r) => r.id)).toEqual([12])
    expect(useTreeHole.getState().feed.list[0].reply_count).toBe(1)
    // Deleting a held reply does not touch the count; a refused reply changes nothing.
    api.treeHoleReplyDelete.mockResolvedValueOnce({ deleted: 1 })
    await useTreeHoleReplies.getState().remove(own(12, 1, 'held'))
    expect(useTreeHole.getState().feed.list[0].reply_count).toBe(1)
    api.treeHoleReply.mockRejectedValueOnce(new Error('1120'))
    await expect(useTreeHoleReplies.getState().reply(1, 'x')).rejects.toThrow()
    expect(useTreeHoleReplies.getState().threads[1].list.map((r) => r.id)).toEqual([10])
  })
})

describe('moderators’ queue', () => {
  it('offers hide for what shows and restore for what does not; each action reads the queue again', async () => {
    expect(actionsFor('visible')).toEqual(['Hide', 'Delete'])
    expect(actionsFor('held')).toEqual(['Restore', 'Delete'])
    expect(actionsFor('hidden')).toEqual(['Restore', 'Delete'])
    const reply = { ...own(5, 1, 'held'), uid: 9, hidden_by: 'filter', hold_category: 'selfharm', post_text: 'p', updated_at: 1 } as const
    api.treeHoleAdminReplyList.mockResolvedValueOnce(page([reply])).mockResolvedValueOnce(page([]))
    await useTreeHoleAdmin.getState().load('replyHeld')
    expect(api.treeHoleAdminReplyList).toHaveBeenCalledWith('held', { size: 50 })
    expect(useTreeHoleAdmin.getState().items).toEqual([{ kind: 'reply', item: reply }])
    api.treeHoleModerate.mockResolvedValueOnce({ id: 5, done: 'treehole.reply.restore' })
    await useTreeHoleAdmin.getState().act('reply', 5, 'Restore', '复核无误')
    expect(api.treeHoleModerate).toHaveBeenCalledWith('reply', 'Restore', 5, '复核无误', { loading: true })
    expect(useTreeHoleAdmin.getState()).toMatchObject({ queue: 'replyHeld', items: [], total: 0, loaded: true })
  })
})
