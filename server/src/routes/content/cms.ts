// /Cms/*: columns (专栏) and articles. Readers get published records with sanitised HTML; admins (content:write)
// create, edit and move them through draft → published → draft/archived (docs/content.md).
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { rendered } from '../../util/markdown'
import { insertRow, updateRow } from '../../repositories/content'
import { articleById, columnById, listAllArticles, listColumns, listPublishedArticles } from '../../repositories/cms'
import { adminList, articleList, articleSave, byId, columnSave, id, markdownPreview, paging, publishStatus } from '../../schemas/content'
import { definePublishStatusRoute, forReaders, found, PERM } from './common'

const readable = (a: { status: string; column_status: string | null; column_id?: unknown }) =>
  a.status === 'published' && (a.column_id === null || a.column_status === 'published')

export function registerCms(app: FastifyInstance, svc: Services) {
  const db = svc.db

  defineRoute(app, svc, {
    path: '/Cms/ColumnList',
    input: paging,
    handler: async ({ input }) => listColumns(db, 'published', input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Cms/ColumnInfo',
    input: byId,
    async handler({ input }) {
      const c = await columnById(db, input.id)
      if (!c || c.status !== 'published') throw new ApiError(Codes.RECORD_NOT_FOUND, '专栏不存在')
      return c
    },
  })

  defineRoute(app, svc, {
    path: '/Cms/ArticleList',
    input: articleList,
    handler: async ({ input }) => listPublishedArticles(db, input.column_id, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Cms/ArticleInfo',
    input: byId,
    async handler({ input }) {
      const a = await articleById(db, input.id)
      if (!a || !readable(a)) throw new ApiError(Codes.RECORD_NOT_FOUND, '文章不存在')
      const { column_status: _c, created_by: _b, ...rest } = a
      return forReaders(rest)
    },
  })

  // Admin.
  defineRoute(app, svc, {
    path: '/Cms/AdminColumnList',
    input: adminList.extend({ status: publishStatus.optional() }),
    auth: PERM.content,
    handler: async ({ input }) => listColumns(db, input.status ?? null, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Cms/ColumnSave',
    input: columnSave,
    auth: PERM.content,
    async handler({ input, now }) {
      const { id: columnId, ...fields } = input
      if (columnId === undefined) return insertRow(db, 'cms_columns', fields, now)
      return found(await updateRow(db, 'cms_columns', columnId, fields, now), '专栏')
    },
  })

  definePublishStatusRoute(app, svc, '/Cms/ColumnSetStatus', 'cms_columns', '专栏')

  defineRoute(app, svc, {
    path: '/Cms/AdminArticleList',
    input: adminList.extend({ status: publishStatus.optional(), column_id: id.optional() }),
    auth: PERM.content,
    handler: async ({ input }) => listAllArticles(db, input.status, input.column_id, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Cms/AdminArticleInfo',
    input: byId,
    auth: PERM.content,
    handler: async ({ input }) => found(await articleById(db, input.id), '文章'),
  })

  defineRoute(app, svc, {
    path: '/Cms/ArticleSave',
    input: articleSave,
    auth: PERM.content,
    async handler({ input, user, now }) {
      const { id: articleId, ...fields } = input
      if (fields.column_id !== null) found(await columnById(db, fields.column_id), '专栏')
      const { html, excerpt } = rendered(fields.body_md)
      const row = { ...fields, body_html: html, excerpt }
      if (articleId === undefined) return insertRow(db, 'cms_articles', { ...row, created_by: user!.uid }, now)
      return found(await updateRow(db, 'cms_articles', articleId, row, now), '文章')
    },
  })

  definePublishStatusRoute(app, svc, '/Cms/ArticleSetStatus', 'cms_articles', '文章')

  defineRoute(app, svc, {
    path: '/Cms/Preview',
    input: markdownPreview,
    auth: PERM.content,
    handler: async ({ input }) => rendered(input.markdown),
  })
}
