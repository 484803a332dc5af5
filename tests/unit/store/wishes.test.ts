// The wishes store: replays of wall pages, blessings, and the user's own wishes through create, moves and deletes.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlessAnswer, OwnWishWire, WallWishWire, WishPage } from '@/api/wishes'

const api = vi.hoisted(() => ({
  wishWall: vi.fn(),
  wishMine: vi.fn(),
  wishBless: vi.fn(),
  wishCreate: vi.fn(),
  wishSetState: vi.fn(),
  wishSetPublic: vi.fn(),
  wishDelete: vi.fn(),
}))
vi.mock('@/api/wishes', async (orig) => ({ ...(await orig<object>()), ...api }))

import { EMPTY_LIST, blessApplied, hasMore, ownWishChanged, ownWishRemoved, pageLoaded, useWishes } from '@/store/wishes'

const wallWish = (id: number, extra: Partial<WallWishWire> = {}): WallWishWire => ({
  id,
  text: `愿望 ${id}`,
  category: 'other',
  state: 'open',
  bless_count: 0,
  blessed: false,
  created_at: 1000 + id,
  ...extra,
})
const own = (id: number, extra: Partial<OwnWishWire> = {}): OwnWishWire => ({
  id,
  text: `我的 ${id}`,
  category: 'study',
  look_back: '2026-01-01',
  is_public: 1,
  state: 'open',
  bless_count: 0,
  state_at: null,
  created_at: 1000 + id,
  updated_at: 1000 + id,
  ...extra,
})
const page = <T>(list: T[], n: number, total: number): WishPage<T> => ({ list, page: n, size: 2, total })

describe('wish list reducers', () => {
  it('page 1 replaces, later pages append without repeating a wish pushed down by a new one', () => {
    let s = pageLoaded(EMPTY_LIST, page([wallWish(9), wallWish(8)], 1, 4))
    expect(hasMore(s)).toBe(true)
    // Wish 10 arrived meanwhile: page 2 now starts with 8 again.
    s = pageLoaded(s, page([wallWish(8), wallWish(7)], 2, 5))
    expect(s.list.map((w) => w.id)).toEqual([9, 8, 7])
    expect(s.page).toBe(2)
    s = pageLoaded(s, page([wallWish(10), wallWish(9)], 1, 5))
    expect(s.list.map((w) => w.id)).toEqual([10, 9])
    expect(hasMore(EMPTY_LIST)).toBe(true)
    expect(hasMore(pageLoaded(EMPTY_LIST, page([wallWish(1)], 1, 1)))).toBe(false)
  })

  it('a blessing sets the server count and the mark on that wish only', () => {
    const s = pageLoaded(EMPTY_LIST, page([wallWish(1, { bless_count: 4 }), wallWish(2)], 1, 2))
    const a: BlessAnswer = { id: 1, bless_count: 7, blessed: true, added: true }
    const next = blessApplied(s, a)
    expect(next.list[0]).toMatchObject({ bless_count: 7, blessed: true })
    expect(next.list[1]).toEqual(s.list[1])
  })

  it('own wishes: created goes first, a move replaces in place, a delete drops it once', () => {
    let s = pageLoaded(EMPTY_LIST, page([own(2), own(1)], 1, 2))
    s = ownWishChanged(s, own(3))
    expect(s.list.map((w) => w.id)).toEqual([3, 2, 1])
    expect(s.total).toBe(3)
    s = ownWishChanged(s, own(2, { state: 'fulfilled' }))
    expect(s.list.map((w) => [w.id, w.state])).toEqual([
      [3, 'open'],
      [2, 'fulfilled'],
      [1, 'open'],
    ])
    s = ownWishRemoved(s, 3)
    expect(ownWishRemoved(s, 3)).toBe(s)
    expect(s.total).toBe(2)
  })
})

describe('wishes store actions (replay)', () => {
  beforeEach(() => {
    useWishes.setState({ wall: EMPTY_LIST, mine: EMPTY_LIST })
    Object.values(api).forEach((f) => f.mockReset())
  })

  it('load, load more, bless, refresh', async () => {
    api.wishWall.mockResolvedValueOnce(page([wallWish(5), wallWish(4)], 1, 3)).mockResolvedValueOnce(page([wallWish(3)], 2, 3))
    await useWishes.getState().loadWall()
    await useWishes.getState().loadWall(true)
    expect(api.wishWall.mock.calls.map((c) => c[0].page)).toEqual([1, 2])
    expect(useWishes.getState().wall.list.map((w) => w.id)).toEqual([5, 4, 3])
    api.wishBless.mockResolvedValueOnce({ id: 4, bless_count: 1, blessed: true, added: true })
    await useWishes.getState().bless(4)
    expect(useWishes.getState().wall.list[1]).toMatchObject({ id: 4, bless_count: 1, blessed: true })
    api.wishWall.mockResolvedValueOnce(page([wallWish(6), wallWish(5)], 1, 4))
    await useWishes.getState().loadWall()
    expect(useWishes.getState().wall.list.map((w) => w.id)).toEqual([6, 5])
  })

  it('create, fulfil, delete; a failed call leaves the state as it was', async () => {
    api.wishMine.mockResolvedValueOnce(page([own(1)], 1, 1))
    await useWishes.getState().loadMine()
    api.wishCreate.mockResolvedValueOnce(own(2))
    await useWishes.getState().create({ text: '我的 2', category: 'study', look_back: '2026-01-01', is_public: 1 })
    api.wishSetState.mockResolvedValueOnce(own(2, { state: 'fulfilled', state_at: 5 }))
    await useWishes.getState().move(2, 'fulfil')
    expect(api.wishSetState).toHaveBeenCalledWith(2, 'fulfil', { loading: true })
    api.wishSetState.mockRejectedValueOnce(new Error('1105'))
    await expect(useWishes.getState().move(1, 'let_go')).rejects.toThrow()
    expect(useWishes.getState().mine.list.map((w) => [w.id, w.state])).toEqual([
      [2, 'fulfilled'],
      [1, 'open'],
    ])
    api.wishDelete.mockResolvedValueOnce({ deleted: 1 })
    await useWishes.getState().remove(1)
    expect(useWishes.getState().mine.list.map((w) => w.id)).toEqual([2])
    expect(useWishes.getState().mine.total).toBe(1)
  })

  it('a wish made private changes in my list and leaves the wall at once; made public it stays off until the wall reloads', async () => {
    api.wishWall.mockResolvedValueOnce(page([wallWish(3), wallWish(4)], 1, 2))
    await useWishes.getState().loadWall()
    api.wishMine.mockResolvedValueOnce(page([own(3, { is_public: 1 })], 1, 1))
    await useWishes.getState().loadMine()
    api.wishSetPublic.mockResolvedValueOnce(own(3, { is_public: 0 }))
    await useWishes.getState().setPublic(3, 0)
    expect(api.wishSetPublic).toHaveBeenCalledWith(3, 0, { loading: true })
    expect(useWishes.getState().mine.list[0].is_public).toBe(0)
    expect(useWishes.getState().wall.list.map((w) => w.id)).toEqual([4])
    api.wishSetPublic.mockResolvedValueOnce(own(3, { is_public: 1 }))
    await useWishes.getState().setPublic(3, 1)
    expect(useWishes.getState().mine.list[0].is_public).toBe(1)
    expect(useWishes.getState().wall.list.map((w) => w.id)).toEqual([4])
  })
})
