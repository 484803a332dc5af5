/**
 * The CMS admin pages' calls (/Cms/Admin…, Save, SetStatus, Preview; permission content:write). Pages reach the
 * server here, never through src/api; failures reach the page, which shows them beside the form.
 */
import {
  cmsAdminArticleInfo,
  cmsAdminArticleList,
  cmsAdminColumnList,
  cmsArticleSave,
  cmsArticleSetStatus,
  cmsColumnSave,
  cmsColumnSetStatus,
  cmsPreview,
  type CmsAdminArticleWire,
  type CmsAdminColumnWire,
  type PublishAction,
} from '@/api/content'
import { CMS_ADMIN_PAGE_SIZE, statusOfFilter, type ArticleForm, type CmsStatusFilter, type ColumnForm } from './cms-admin-model'
import { QUIET } from './shop-actions'

export type { CmsAdminArticleWire, CmsAdminColumnWire, Page, PublishAction, PublishStatus } from '@/api/content'

const paged = (filter: CmsStatusFilter, page: number) => {
  const status = statusOfFilter(filter)
  return { ...(status ? { status } : {}), page, size: CMS_ADMIN_PAGE_SIZE }
}

export const loadAdminColumns = (filter: CmsStatusFilter, page: number) => cmsAdminColumnList(paged(filter, page), QUIET)
export const loadAdminArticles = (filter: CmsStatusFilter, page: number) => cmsAdminArticleList(paged(filter, page), QUIET)
export const loadAdminArticle = (id: number) => cmsAdminArticleInfo(id, QUIET)
export const setColumnStatus = (id: number, action: PublishAction) => cmsColumnSetStatus(id, action, QUIET)
export const setArticleStatus = (id: number, action: PublishAction) => cmsArticleSetStatus(id, action, QUIET)
export const previewMarkdown = (markdown: string) => cmsPreview(markdown, QUIET)

/** Every column, for the article's column picker (the server's largest page, in its order). */
export const loadColumnChoices = async () => (await cmsAdminColumnList({ page: 1, size: 50 }, QUIET)).list

export const columnFormOf = (c: CmsAdminColumnWire): ColumnForm => ({ title: c.title, intro: c.intro, cover: c.cover, sort: String(c.sort) })

export const articleFormOf = (a: CmsAdminArticleWire): ArticleForm => ({
  title: a.title,
  columnId: a.column_id ?? 0,
  author: a.author,
  cover: a.cover,
  bodyMd: a.body_md ?? '',
  sort: String(a.sort),
})

export const saveColumn = (id: number | undefined, f: ColumnForm) =>
  cmsColumnSave({ ...(id ? { id } : {}), title: f.title.trim(), intro: f.intro.trim(), cover: f.cover.trim(), sort: Number(f.sort || 0) }, QUIET)

export const saveArticle = (id: number | undefined, f: ArticleForm) =>
  cmsArticleSave(
    {
      ...(id ? { id } : {}),
      column_id: f.columnId > 0 ? f.columnId : null,
      title: f.title.trim(),
      author: f.author.trim(),
      cover: f.cover.trim(),
      body_md: f.bodyMd,
      sort: Number(f.sort || 0),
    },
    QUIET,
  )
