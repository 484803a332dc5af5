/**
 * Wishes (SPEC pagesE/wish-page, wish-create, my-wishes; docs/wellness.md). Server-held, not persisted: the wall
 * (public wishes, anonymous, paged newest first) and the user's own wishes. Pages call the actions here, never
 * src/api; the reducers are pure so tests replay sequences of answers.
 */
import { create } from 'zustand'
import {
  WISH_CATEGORIES,
  WISH_MAX_CHARS,
  wishBless,
  wishCreate,
  wishDelete,
  wishMine,
  wishSetPublic,
  wishSetState,
  wishWall,
  type BlessAnswer,
  type OwnWishWire,
  type WallWishWire,
  type WishAction,
  type WishCategory,
  type WishPage,
} from '@/api/wishes'

export { WISH_CATEGORIES, WISH_MAX_CHARS }
export type { OwnWishWire, WallWishWire, WishCategory, WishAction }

export const WALL_PAGE_SIZE = 20
export const MINE_PAGE_SIZE = 50

export interface WishListState<T> {
  list: T[]
  /** Last page loaded (0: none yet). */
  page: number
  total: number
}

export const EMPTY_LIST = { list: [], page: 0, total: 0 }

/**
 * A page answered: page 1 replaces the list; a later page appends what is not there yet (new wishes push the
 * older ones down, so a page may repeat a wish already shown).
 */
export function pageLoaded<T extends { id: number }>(s: WishListState<T>, p: WishPage<T>): WishListState<T> {
  if (p.page <= 1) return { list: p.list, page: 1, total: p.total }
  const seen = new Set(s.list.map((w) => w.id))
  return { list: [...s.list, ...p.list.filter((w) => !seen.has(w.id))], page: p.page, total: p.total }
}

export const hasMore = (s: WishListState<unknown>) => s.page === 0 || s.list.length < s.total

/** A blessing answered: the server's count and the caller's mark on that wish. */
export function blessApplied(s: WishListState<WallWishWire>, a: BlessAnswer): WishListState<WallWishWire> {
  return { ...s, list: s.list.map((w) => (w.id === a.id ? { ...w, bless_count: a.bless_count, blessed: true } : w)) }
}

/** One of the user's wishes changed (created, moved): it replaces the old copy, or goes first when new. */
export function ownWishChanged(s: WishListState<OwnWishWire>, w: OwnWishWire): WishListState<OwnWishWire> {
  return s.list.some((x) => x.id === w.id)
    ? { ...s, list: s.list.map((x) => (x.id === w.id ? w : x)) }
    : { ...s, list: [w, ...s.list], total: s.total + 1 }
}

export function ownWishRemoved<T extends { id: number }>(s: WishListState<T>, id: number): WishListState<T> {
  const list = s.list.filter((x) => x.id !== id)
  return list.length === s.list.length ? s : { ...s, list, total: Math.max(0, s.total - 1) }
}

interface WishesStore {
  wall: WishListState<WallWishWire>
  mine: WishListState<OwnWishWire>
  /** Loads page 1 (refresh) or the next page of the wall. */
  loadWall(next?: boolean): Promise<void>
  loadMine(): Promise<void>
  bless(id: number): Promise<void>
  create(body: { text: string; category: WishCategory; look_back: string; is_public: 0 | 1 }): Promise<OwnWishWire>
  move(id: number, action: WishAction): Promise<void>
  /** Puts the wish on the wall or takes it off (off at once here too: the wall never shows a private wish). */
  setPublic(id: number, isPublic: 0 | 1): Promise<void>
  remove(id: number): Promise<void>
}

export const useWishes = create<WishesStore>()((set, get) => ({
  wall: EMPTY_LIST,
  mine: EMPTY_LIST,
  async loadWall(next = false) {
    const page = next ? get().wall.page + 1 : 1
    const p = await wishWall({ page, size: WALL_PAGE_SIZE })
    set((s) => ({ wall: pageLoaded(s.wall, p) }))
  },
  async loadMine() {
    const p = await wishMine({ page: 1, size: MINE_PAGE_SIZE })
    set((s) => ({ mine: pageLoaded(s.mine, p) }))
  },
  async bless(id) {
    const a = await wishBless(id)
    set((s) => ({ wall: blessApplied(s.wall, a) }))
  },
  async create(body) {
    const w = await wishCreate(body, { loading: true })
    set((s) => ({ mine: ownWishChanged(s.mine, w) }))
    return w
  },
  async move(id, action) {
    const w = await wishSetState(id, action, { loading: true })
    set((s) => ({ mine: ownWishChanged(s.mine, w) }))
  },
  async setPublic(id, isPublic) {
    const w = await wishSetPublic(id, isPublic, { loading: true })
    set((s) => ({ mine: ownWishChanged(s.mine, w), wall: isPublic ? s.wall : ownWishRemoved(s.wall, id) }))
  },
  async remove(id) {
    await wishDelete(id, { loading: true })
    set((s) => ({ mine: ownWishRemoved(s.mine, id), wall: ownWishRemoved(s.wall, id) }))
  },
}))
