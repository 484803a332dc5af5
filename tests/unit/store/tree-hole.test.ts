// The tree hole store: replays of feed pages, hugs, reports (a hiding report removes the post), a post written
// (the feed gets it only when the filter let it through) and the word filter's refusal told apart from others.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedPostWire, OwnPostWire, TreeHolePage } from '@/api/tree-hole'
import { ApiRequestError } from '@/api/request'

const api = vi.hoisted(() => ({
  treeHoleList: vi.fn(),
  treeHoleMine: vi.fn(),
  treeHoleHug: vi.fn(),
  treeHoleReport: vi.fn(),
  treeHoleCreate: vi.fn(),
  treeHoleDelete: vi.fn(),
}))
vi.mock('@/api/tree-hole', async (orig) => ({ ...(await orig<object>()), ...api }))

import { EMPTY_LIST } from '@/store/wishes'
import { createFailure, hugApplied, postCreated, reportApplied, useTreeHole } from '@/store/tree-hole'

const item = (id: number, extra: Partial<FeedPostWire> = {}): FeedPostWire => ({
  id,
  text: `心事 ${id}`,
  hug_count: 0,
  reply_count: 0,
  hugged: false,
  reported: false,
  mine: false,
  created_at: 1000 + id,
  ...extra,
})
const own = (id: number, extra: Partial<OwnPostWire> = {}): OwnPostWire => ({
  id,
  text: `我的 ${id}`,
  status: 'visible',
  hug_count: 0,
  created_at: 1000 + id,
  ...extra,
})
const page = <T>(list: T[], n: number, total: number): TreeHolePage<T> => ({ list, page: n, size: 2, total })

describe('tree hole store', () => {
  beforeEach(() => {
    useTreeHole.setState({ feed: EMPTY_LIST, mine: EMPTY_LIST })
    Object.values(api).forEach((f) => f.mockReset())
  })

  it('hugs set the server count and the mark on that post only', () => {
    const s = { list: [item(1), item(2)], page: 1, total: 2 }
    const after = hugApplied(s, { id: 2, hug_count: 5, hugged: true, added: true })
    expect(after.list).toEqual([item(1), item(2, { hug_count: 5, hugged: true })])
  })

  it('a report marks the post; a report that hid it removes it from the feed', () => {
    const s = { list: [item(1), item(2)], page: 1, total: 2 }
    expect(reportApplied(s, { id: 1, reported: true, added: true, hidden: false }).list[0].reported).toBe(true)
    expect(reportApplied(s, { id: 1, reported: true, added: true, hidden: true })).toEqual({ list: [item(2)], page: 1, total: 1 })
  })

  it('a visible post goes first in both lists; a held one only in mine; an unloaded feed is left to load', () => {
    const loaded = { feed: { list: [item(1)], page: 1, total: 1 }, mine: EMPTY_LIST }
    const v = postCreated(loaded, own(9))
    expect(v.mine.list.map((p) => p.id)).toEqual([9])
    expect(v.feed.list[0]).toEqual(item(9, { text: '我的 9', mine: true, created_at: 1009 }))
    const held = postCreated(loaded, own(10, { status: 'held' }))
    expect(held.feed).toBe(loaded.feed)
    expect(held.mine.total).toBe(1)
    expect(postCreated({ feed: EMPTY_LIST, mine: EMPTY_LIST }, own(11)).feed).toBe(EMPTY_LIST)
  })

  it('the filter’s refusal (1120) is told apart from limits and network failures', () => {
    expect(createFailure(new ApiRequestError('code', 1120, '内容含有辱骂或攻击性的词语，请修改后再发'))).toEqual({
      kind: 'filter',
      message: '内容含有辱骂或攻击性的词语，请修改后再发',
    })
    expect(createFailure(new ApiRequestError('code', 429, '发得太快了，请 30 秒后再试'))).toEqual({
      kind: 'other',
      message: '发得太快了，请 30 秒后再试',
    })
    expect(createFailure(new Error('x'))).toEqual({ kind: 'other', message: null })
  })

  it('replays: feed pages, a hug, a post written and deleted', async () => {
    api.treeHoleList.mockResolvedValueOnce(page([item(3), item(2)], 1, 3)).mockResolvedValueOnce(page([item(2), item(1)], 2, 3))
    await useTreeHole.getState().loadFeed()
    await useTreeHole.getState().loadFeed(true)
    expect(useTreeHole.getState().feed.list.map((p) => p.id)).toEqual([3, 2, 1])
    api.treeHoleHug.mockResolvedValueOnce({ id: 2, hug_count: 1, hugged: true, added: true })
    await useTreeHole.getState().hug(2)
    expect(useTreeHole.getState().feed.list[1]).toMatchObject({ hug_count: 1, hugged: true })
    api.treeHoleCreate.mockResolvedValueOnce(own(4))
    await useTreeHole.getState().create('我的 4')
    expect(api.treeHoleCreate).toHaveBeenCalledWith('我的 4', { loading: true, toast: false })
    expect(useTreeHole.getState().feed.list.map((p) => p.id)).toEqual([4, 3, 2, 1])
    api.treeHoleDelete.mockResolvedValueOnce({ deleted: 1 })
    await useTreeHole.getState().remove(4)
    expect(useTreeHole.getState().feed.list.map((p) => p.id)).toEqual([3, 2, 1])
    expect(useTreeHole.getState().mine.list).toEqual([])
  })
})
