/** Wish calls (docs/wellness.md, /Wish/…): the wire shapes the server answers. */
import { post, type RequestOptions } from './request'

/** Limits and the category list of server/src/schemas/wishes.ts. */
export const WISH_MAX_CHARS = 200
export const WISH_CATEGORIES = ['love', 'career', 'study', 'health', 'wealth', 'family', 'travel', 'other'] as const
export type WishCategory = (typeof WISH_CATEGORIES)[number]
export type WishState = 'open' | 'fulfilled' | 'let_go'
export type WishAction = 'fulfil' | 'let_go'

export interface WishPage<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** The author's own wish. */
export interface OwnWishWire {
  id: number
  text: string
  category: WishCategory
  /** yyyy-MM-dd */
  look_back: string
  is_public: 0 | 1
  state: WishState
  bless_count: number
  state_at: number | null
  created_at: number
  updated_at: number
}

/** A wish of the wall: anonymous. */
export interface WallWishWire {
  id: number
  text: string
  category: WishCategory
  state: WishState
  bless_count: number
  blessed: boolean
  created_at: number
}

export interface BlessAnswer {
  id: number
  bless_count: number
  blessed: true
  /** False when this user had already blessed it. */
  added: boolean
}

export const wishCreate = (body: { text: string; category: WishCategory; look_back: string; is_public: 0 | 1 }, o: RequestOptions = {}) =>
  post<OwnWishWire>('/Wish/Create', body, o)
export const wishMine = (body: { page?: number; size?: number } = {}, o: RequestOptions = {}) => post<WishPage<OwnWishWire>>('/Wish/Mine', body, o)
export const wishSetState = (id: number, action: WishAction, o: RequestOptions = {}) => post<OwnWishWire>('/Wish/SetState', { id, action }, o)
export const wishSetPublic = (id: number, isPublic: 0 | 1, o: RequestOptions = {}) =>
  post<OwnWishWire>('/Wish/SetPublic', { id, is_public: isPublic }, o)
export const wishDelete = (id: number, o: RequestOptions = {}) => post<{ deleted: number }>('/Wish/Delete', { id }, o)
export const wishWall = (body: { page?: number; size?: number } = {}, o: RequestOptions = {}) => post<WishPage<WallWishWire>>('/Wish/Wall', body, o)
export const wishBless = (id: number, o: RequestOptions = {}) => post<BlessAnswer>('/Wish/Bless', { id }, o)
