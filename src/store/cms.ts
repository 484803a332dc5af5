/**
 * The CMS pages' server calls (/Cms/…, docs/content.md). Pages reach them here, never through src/api.
 * Reads need no login; a failed read becomes a message key the page shows with a retry button.
 */
import { ApiRequestError } from '@/api/request'

export { cmsArticleInfo, cmsArticleList, cmsColumnInfo, cmsColumnList } from '@/api/content'
export type { CmsArticleWire, CmsColumnWire, Page } from '@/api/content'

/** docs/content.md: 1002 record not found (a draft, an archived article or a wrong id). */
const NOT_FOUND = 1002

export type CmsFailure = 'cms.offline' | 'cms.notFound' | 'cms.loadFailed'

/** What to tell the reader about a failed read: no connection, gone, or anything else. */
export function cmsFailureOf(e: unknown): CmsFailure {
  if (e instanceof ApiRequestError) {
    if (e.kind === 'network') return 'cms.offline'
    if (e.code === NOT_FOUND || e.code === String(NOT_FOUND)) return 'cms.notFound'
  }
  return 'cms.loadFailed'
}
