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
  /** The asker's nickname: in Info, Create, Reply and Close answers and in AdminList. */
  nickname?: string
}

export const messageList = (body: { page?: number; size?: number; unread_only?: 0 | 1 } = {}, o: RequestOptions = {}) =>
  post<Page<MessageWire> & { unread: number }>('/Message/List', body, o)
export const unreadCount = (o: RequestOptions = {}) => post<{ count: number }>('/Message/UnreadCount', {}, o)
export const markRead = (body: { ids: number[] } | { all: true }, o: RequestOptions = {}) =>
  post<{ marked: number; unread: number }>('/Message/Read', body, o)
export const deleteMessages = (ids: number[], o: RequestOptions = {}) => post<{ deleted: number; unread: number }>('/Message/Delete', { ids }, o)

export const feedbackList = (body: { page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<FeedbackThreadWire>>('/Feedback/List', body, o)
export const feedbackInfo = (id: number, o: RequestOptions = {}) => post<FeedbackThreadWire>('/Feedback/Info', { id }, o)
export const feedbackCreate = (body: { content: string; title?: string; contact?: string }, o: RequestOptions = {}) =>
  post<FeedbackThreadWire>('/Feedback/Create', body, o)
export const feedbackReply = (id: number, content: string, o: RequestOptions = {}) => post<FeedbackThreadWire>('/Feedback/Reply', { id, content }, o)
export const feedbackClose = (id: number, o: RequestOptions = {}) => post<FeedbackThreadWire>('/Feedback/Close', { id }, o)
/** Every user's threads, newest activity first (permission feedback:answer). */
export const feedbackAdminList = (body: { status?: FeedbackStatus; page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<FeedbackThreadWire>>('/Feedback/AdminList', body, o)

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

// ---- Courses (/Course/…): published courses, lessons, enrolment with coins, progress; admin editing --------

export type PublishStatus = 'draft' | 'published' | 'archived'
export type PublishAction = 'publish' | 'unpublish' | 'archive'
export type LessonMediaType = '' | 'audio' | 'video'

export interface CourseWire {
  id: number
  title: string
  author: string
  /** Image URL or ''. */
  cover: string
  /** Plain text (no markup). */
  excerpt: string
  /** 0 = free. */
  price_coins: number
  sort: number
  status: PublishStatus
  published_at: number | null
  updated_at: number
  lesson_count: number
  enrol_count?: number
  /** ListMy only. */
  enrolled_at?: number
  done_count?: number
  last_lesson_id?: number | null
}

export interface LessonItemWire {
  id: number
  title: string
  media_type: LessonMediaType
  duration_s: number
  is_free: 0 | 1
  sort: number
  /** Info only: the body needs enrolment. */
  locked?: boolean
  /** Info only: the caller's progress, 0–100. */
  percent?: number
}

export interface CourseInfoWire extends CourseWire {
  intro_html: string
  enrolled: boolean
  lessons: LessonItemWire[]
  done_count: number
}

export interface LessonInfoWire extends LessonItemWire {
  course_id: number
  body_html: string
  media_url: string
  course: { id: number; title: string; price_coins: number }
  enrolled: boolean
  percent: number
  position_s: number
  prev_id: number | null
  next_id: number | null
}

export interface ProgressWire {
  percent: number
  position_s: number
  lesson_id: number
  course_id: number
  done_count: number
  lesson_count: number
}

export interface AdminLessonWire extends LessonItemWire {
  course_id: number
  body_md: string
  media_url: string
}

export interface AdminCourseWire extends CourseWire {
  intro_md: string
  lessons: AdminLessonWire[]
}

export interface CourseInput {
  id?: number
  title: string
  author: string
  cover: string
  intro_md: string
  price_coins: number
  sort: number
}

export interface LessonInput {
  id?: number
  course_id: number
  title: string
  body_md: string
  media_type: LessonMediaType
  media_url: string
  duration_s: number
  is_free: 0 | 1
  sort?: number
}

type Paging = { page?: number; size?: number }

export const courseList = (body: Paging = {}, o: RequestOptions = {}) => post<Page<CourseWire>>('/Course/List', body, o)
export const courseInfo = (id: number, o: RequestOptions = {}) => post<CourseInfoWire>('/Course/Info', { id }, o)
export const lessonInfo = (id: number, o: RequestOptions = {}) => post<LessonInfoWire>('/Course/LessonInfo', { id }, o)
export const courseEnrol = (id: number, o: RequestOptions = {}) =>
  post<{ enrolled: true; coin_spent: number; coin_num: number }>('/Course/Enrol', { id }, o)
export const courseListMy = (body: Paging = {}, o: RequestOptions = {}) => post<Page<CourseWire>>('/Course/ListMy', body, o)
export const courseProgress = (body: { lesson_id: number; percent: number; position_s?: number }, o: RequestOptions = {}) =>
  post<ProgressWire>('/Course/Progress', body, o)
export const courseAdminList = (body: Paging & { status?: PublishStatus } = {}, o: RequestOptions = {}) =>
  post<Page<CourseWire>>('/Course/AdminList', body, o)
export const courseAdminInfo = (id: number, o: RequestOptions = {}) => post<AdminCourseWire>('/Course/AdminInfo', { id }, o)
export const courseSave = (body: CourseInput, o: RequestOptions = {}) => post<CourseWire>('/Course/Save', body, o)
export const courseSetStatus = (id: number, action: PublishAction, o: RequestOptions = {}) => post<CourseWire>('/Course/SetStatus', { id, action }, o)
export const lessonSave = (body: LessonInput, o: RequestOptions = {}) => post<AdminLessonWire>('/Course/LessonSave', body, o)
export const lessonDelete = (id: number, o: RequestOptions = {}) => post<{ id: number }>('/Course/LessonDelete', { id }, o)
export const lessonOrder = (courseId: number, ids: number[], o: RequestOptions = {}) =>
  post<{ moved: number; lessons: LessonItemWire[] }>('/Course/LessonOrder', { course_id: courseId, ids }, o)

// ---- CMS admin (/Cms/Admin…, Save, SetStatus, Preview; permission content:write) ----------------------------

export interface CmsAdminColumnWire extends CmsColumnWire {
  sort: number
  status: PublishStatus
  created_at: number
  updated_at: number
}

export interface CmsAdminArticleWire extends CmsArticleWire {
  sort: number
  status: PublishStatus
  created_at: number
  /** AdminArticleInfo only: the Markdown source. */
  body_md?: string
}

export interface CmsColumnInput {
  id?: number
  title: string
  intro: string
  cover: string
  sort: number
}

export interface CmsArticleInput {
  id?: number
  column_id: number | null
  title: string
  author: string
  cover: string
  body_md: string
  sort: number
}

export const cmsAdminColumnList = (body: Paging & { status?: PublishStatus } = {}, o: RequestOptions = {}) =>
  post<Page<CmsAdminColumnWire>>('/Cms/AdminColumnList', body, o)
export const cmsColumnSave = (body: CmsColumnInput, o: RequestOptions = {}) => post<CmsAdminColumnWire>('/Cms/ColumnSave', body, o)
export const cmsColumnSetStatus = (id: number, action: PublishAction, o: RequestOptions = {}) =>
  post<CmsAdminColumnWire>('/Cms/ColumnSetStatus', { id, action }, o)
export const cmsAdminArticleList = (body: Paging & { status?: PublishStatus; column_id?: number } = {}, o: RequestOptions = {}) =>
  post<Page<CmsAdminArticleWire>>('/Cms/AdminArticleList', body, o)
export const cmsAdminArticleInfo = (id: number, o: RequestOptions = {}) =>
  post<CmsAdminArticleWire & { body_md: string; body_html: string }>('/Cms/AdminArticleInfo', { id }, o)
export const cmsArticleSave = (body: CmsArticleInput, o: RequestOptions = {}) => post<CmsAdminArticleWire>('/Cms/ArticleSave', body, o)
export const cmsArticleSetStatus = (id: number, action: PublishAction, o: RequestOptions = {}) =>
  post<CmsAdminArticleWire>('/Cms/ArticleSetStatus', { id, action }, o)
export const cmsPreview = (markdown: string, o: RequestOptions = {}) => post<{ html: string; excerpt: string }>('/Cms/Preview', { markdown }, o)
