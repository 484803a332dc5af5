/**
 * The CMS admin forms (docs/content.md, CMS: columns and articles): their checks before a save, the status
 * filter of the admin lists, and which server answers get a message of their own. Pure: no calls, no clock.
 */
import type { PublishStatus } from '@/api/content'
import { mediaUrlAllowed, type FormError } from './course-model'

/** Server limits (server/src/schemas/content.ts columnSave, articleSave; sort is a whole number within ±1,000,000). */
export const CMS_LIMITS = {
  columnTitle: 60,
  columnIntro: 500,
  articleTitle: 100,
  author: 40,
  cover: 500,
  bodyMd: 100_000,
  sortAbs: 1_000_000,
} as const

/** The admin lists' status filter: every state, or one. */
export type CmsStatusFilter = 'all' | PublishStatus
export const CMS_STATUS_FILTERS: readonly CmsStatusFilter[] = ['all', 'draft', 'published', 'archived']

/** The server's page size for the admin lists (docs/content.md: size ≤ 50). */
export const CMS_ADMIN_PAGE_SIZE = 20

/** How many pages a list of `total` records fills (at least one, shown empty). */
export const cmsAdminPagesOf = (total: number) => Math.max(1, Math.ceil(total / CMS_ADMIN_PAGE_SIZE))

/** The admin page's two lists. */
export type CmsTab = 'columns' | 'articles'
export const CMS_TABS: readonly CmsTab[] = ['columns', 'articles']

export const statusOfFilter = (f: CmsStatusFilter): PublishStatus | undefined => (f === 'all' ? undefined : f)

export interface ColumnForm {
  title: string
  intro: string
  cover: string
  sort: string
}

export interface ArticleForm {
  title: string
  /** 0: in no column. */
  columnId: number
  author: string
  cover: string
  bodyMd: string
  sort: string
}

export const EMPTY_COLUMN_FORM: ColumnForm = { title: '', intro: '', cover: '', sort: '0' }
export const EMPTY_ARTICLE_FORM: ArticleForm = { title: '', columnId: 0, author: '', cover: '', bodyMd: '', sort: '0' }

const sortOk = (s: string) => /^-?\d+$/.test((s || '0').trim()) && Math.abs(Number(s || 0)) <= CMS_LIMITS.sortAbs
const titleError = (title: string, max: number): FormError | undefined =>
  !title.trim() ? 'required' : title.trim().length > max ? 'tooLong' : undefined
const coverError = (cover: string): FormError | undefined => {
  const c = cover.trim()
  if (c.length > CMS_LIMITS.cover) return 'tooLong'
  return c && !mediaUrlAllowed(c) ? 'badUrl' : undefined
}
const withoutEmpty = <K extends string>(e: Partial<Record<K, FormError | undefined>>) =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as Partial<Record<K, FormError>>

/** Field errors of the column form (empty when it can be saved). */
export function columnFormErrors(f: ColumnForm): Partial<Record<keyof ColumnForm, FormError>> {
  return withoutEmpty<keyof ColumnForm>({
    title: titleError(f.title, CMS_LIMITS.columnTitle),
    intro: f.intro.trim().length > CMS_LIMITS.columnIntro ? 'tooLong' : undefined,
    cover: coverError(f.cover),
    sort: sortOk(f.sort) ? undefined : 'badNumber',
  })
}

/** Field errors of the article form (empty when it can be saved). */
export function articleFormErrors(f: ArticleForm): Partial<Record<keyof ArticleForm, FormError>> {
  return withoutEmpty<keyof ArticleForm>({
    title: titleError(f.title, CMS_LIMITS.articleTitle),
    author: f.author.trim().length > CMS_LIMITS.author ? 'tooLong' : undefined,
    cover: coverError(f.cover),
    bodyMd: f.bodyMd.length > CMS_LIMITS.bodyMd ? 'tooLong' : undefined,
    sort: sortOk(f.sort) ? undefined : 'badNumber',
  })
}

export const sameForm = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k])

/** docs/content.md codes the admin pages explain themselves; any other failure shows the server's message. */
export const CMS_MOVE_REFUSED = 1105
export type CmsAdminFailure = { kind: 'refused' } | { kind: 'message'; text: string }

export function cmsAdminFailureOf(e: { code?: number | string | null; message?: string } | unknown): CmsAdminFailure {
  const x = (e ?? {}) as { code?: number | string | null; message?: string }
  if (Number(x.code) === CMS_MOVE_REFUSED) return { kind: 'refused' }
  return { kind: 'message', text: typeof x.message === 'string' ? x.message : String(e) }
}
