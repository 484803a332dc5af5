/** Tree hole calls (docs/wellness.md, /TreeHole/…): the wire shapes the server answers. */
import { post, type RequestOptions } from './request'

/** Limits and lists of server/src/schemas/tree-hole.ts. */
export const TREE_HOLE_MAX_CHARS = 500
export const REPORT_REASONS = ['abuse', 'porn', 'ad', 'privacy', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export type PostStatus = 'visible' | 'held' | 'hidden'
/** Answer code when the word filter refuses a text (server/src/util/errors.ts TEXT_REJECTED). */
export const TEXT_REJECTED_CODE = 1120

export interface TreeHolePage<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** The author's own post. */
export interface OwnPostWire {
  id: number
  text: string
  status: PostStatus
  hug_count: number
  created_at: number
}

/** A post of the feed: anonymous; the flags are the caller's own marks. */
export interface FeedPostWire {
  id: number
  text: string
  hug_count: number
  hugged: boolean
  reported: boolean
  mine: boolean
  created_at: number
}

export interface HugAnswer {
  id: number
  hug_count: number
  hugged: true
  added: boolean
}

export interface ReportAnswer {
  id: number
  reported: true
  added: boolean
  /** The post left the feed (enough reports). */
  hidden: boolean
}

type Paging = { page?: number; size?: number }

export const treeHoleCreate = (text: string, o: RequestOptions = {}) => post<OwnPostWire>('/TreeHole/Create', { text }, o)
export const treeHoleList = (body: Paging = {}, o: RequestOptions = {}) => post<TreeHolePage<FeedPostWire>>('/TreeHole/List', body, o)
export const treeHoleMine = (body: Paging = {}, o: RequestOptions = {}) => post<TreeHolePage<OwnPostWire>>('/TreeHole/Mine', body, o)
export const treeHoleDelete = (id: number, o: RequestOptions = {}) => post<{ deleted: number }>('/TreeHole/Delete', { id }, o)
export const treeHoleHug = (id: number, o: RequestOptions = {}) => post<HugAnswer>('/TreeHole/Hug', { id }, o)
export const treeHoleReport = (id: number, reason: ReportReason, o: RequestOptions = {}) => post<ReportAnswer>('/TreeHole/Report', { id, reason }, o)
