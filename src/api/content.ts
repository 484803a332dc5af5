/** Inbox and feedback calls (docs/content.md, /Message/… and /Feedback/…): the wire shapes the server answers. */
import { post, type RequestOptions } from './request'

export type MessageKind = 'system' | 'birth_invite' | 'order' | 'feedback' | 'event' | 'course'
export type FeedbackStatus = 'open' | 'answered' | 'closed'

/** Feedback limits of server/src/schemas/content.ts (feedbackCreate, feedbackReply). */
export const FEEDBACK_LIMITS = { content: 2000, title: 60, contact: 100 } as const

export interface Page<T> {
  list: T[]
  total: number
  page: number
  size: number
}

export interface MessageWire {
  id: number
  kind: MessageKind
  title: string
  content: string
  /** An app path in SPEC form ('/pagesC/question-list/index?id=3'), or ''. */
  link: string
  read_at: number | null
  is_read: boolean
  created_at: number
}

export interface FeedbackPostWire {
  id: number
  from_admin: 0 | 1
  content: string
  images: string[]
  created_at: number
}

export interface FeedbackThreadWire {
  id: number
  title: string
  contact: string
  status: FeedbackStatus
  created_at: number
  updated_at: number
  /** In lists. */
  post_count?: number
  /** The latest post's first 60 characters. */
  last_post?: string | null
  /** In Info, Create, Reply and Close answers. */
  posts?: FeedbackPostWire[]
}

export const messageList = (body: { page?: number; size?: number; unread_only?: 0 | 1 } = {}, o: RequestOptions = {}) =>
  post<Page<MessageWire> & { unread: number }>('/Message/List', body, o)
export const unreadCount = (o: RequestOptions = {}) => post<{ count: number }>('/Message/UnreadCount', {}, o)
export const markRead = (body: { ids: number[] } | { all: true }, o: RequestOptions = {}) =>
  post<{ marked: number; unread: number }>('/Message/Read', body, o)

export const feedbackList = (body: { page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<FeedbackThreadWire>>('/Feedback/List', body, o)
export const feedbackInfo = (id: number, o: RequestOptions = {}) => post<FeedbackThreadWire>('/Feedback/Info', { id }, o)
export const feedbackCreate = (body: { content: string; title?: string; contact?: string }, o: RequestOptions = {}) =>
  post<FeedbackThreadWire>('/Feedback/Create', body, o)
export const feedbackReply = (id: number, content: string, o: RequestOptions = {}) => post<FeedbackThreadWire>('/Feedback/Reply', { id, content }, o)

// ---- CMS (/Cms/…): published columns and articles; bodies come as the server's sanitised HTML ----------------

export interface CmsColumnWire {
  id: number
  title: string
  /** Plain text. */
  intro: string
  /** Image URL or ''. */
  cover: string
  published_at: number | null
  /** Published articles in the column. */
  article_count: number
}

export interface CmsArticleWire {
  id: number
  column_id: number | null
  column_title: string | null
  title: string
  author: string
  cover: string
  /** Plain text (no markup): the first 120 characters a reader sees. */
  excerpt: string
  published_at: number | null
  updated_at: number
  /** Info answers only: sanitised HTML (docs/content.md, Markdown). */
  body_html?: string
}

export const cmsColumnList = (body: { page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<CmsColumnWire>>('/Cms/ColumnList', body, o)
export const cmsColumnInfo = (id: number, o: RequestOptions = {}) => post<CmsColumnWire>('/Cms/ColumnInfo', { id }, o)
export const cmsArticleList = (body: { column_id?: number; page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<CmsArticleWire>>('/Cms/ArticleList', body, o)
export const cmsArticleInfo = (id: number, o: RequestOptions = {}) => post<CmsArticleWire & { body_html: string }>('/Cms/ArticleInfo', { id }, o)
