// The CMS admin pages' rules and calls: the form checks before a save (empty title, cover not https or /api/,
// limits), the status filter turned into the list request, the save bodies, and 1105 told apart from other failures.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '@/api/request'

const api = vi.hoisted(() => ({
  cmsAdminColumnList: vi.fn(),
  cmsAdminArticleList: vi.fn(),
  cmsColumnSave: vi.fn(),
  cmsArticleSave: vi.fn(),
  cmsColumnSetStatus: vi.fn(),
  cmsPreview: vi.fn(),
}))
vi.mock('@/api/content', async (orig) => ({ ...(await orig<object>()), ...api }))

import {
  articleFormOf,
  loadAdminArticles,
  loadAdminColumns,
  previewMarkdown,
  saveArticle,
  saveColumn,
  setColumnStatus,
} from '@/store/cms-admin-actions'
import {
  articleFormErrors,
  CMS_ADMIN_PAGE_SIZE,
  cmsAdminFailureOf,
  columnFormErrors,
  EMPTY_ARTICLE_FORM,
  EMPTY_COLUMN_FORM,
  sameForm,
} from '@/store/cms-admin-model'

const PAGE = { list: [], total: 0, page: 1, size: CMS_ADMIN_PAGE_SIZE }

describe('cms admin forms', () => {
  it('a title is required and trimmed before its length counts', () => {
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '   ' }).title).toBe('required')
    expect(articleFormErrors(EMPTY_ARTICLE_FORM).title).toBe('required')
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '  星象入门  ' })).toEqual({})
  })
  it('a column title is at most 60 characters, an article title 100 (the server limits)', () => {
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '星'.repeat(61) }).title).toBe('tooLong')
    expect(articleFormErrors({ ...EMPTY_ARTICLE_FORM, title: '星'.repeat(61) }).title).toBeUndefined()
    expect(articleFormErrors({ ...EMPTY_ARTICLE_FORM, title: '星'.repeat(101) }).title).toBe('tooLong')
  })
  it('a cover is empty, an https address or an /api/ path; http and data: are refused before the call', () => {
    const cover = (c: string) => articleFormErrors({ ...EMPTY_ARTICLE_FORM, title: '甲', cover: c }).cover
    expect(cover('')).toBeUndefined()
    expect(cover('https://img.example.com/a.png')).toBeUndefined()
    expect(cover('/api/files/a.png')).toBeUndefined()
    expect(cover('http://img.example.com/a.png')).toBe('badUrl')
    expect(cover('data:image/png;base64,AAAA')).toBe('badUrl')
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '甲', cover: 'ftp://x' }).cover).toBe('badUrl')
  })
  it('sort is a whole number within ±1,000,000; intro and author have their limits', () => {
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '甲', sort: '1.5' }).sort).toBe('badNumber')
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '甲', sort: '-3' }).sort).toBeUndefined()
    expect(articleFormErrors({ ...EMPTY_ARTICLE_FORM, title: '甲', sort: '1000001' }).sort).toBe('badNumber')
    expect(columnFormErrors({ ...EMPTY_COLUMN_FORM, title: '甲', intro: '字'.repeat(501) }).intro).toBe('tooLong')
    expect(articleFormErrors({ ...EMPTY_ARTICLE_FORM, title: '甲', author: '名'.repeat(41) }).author).toBe('tooLong')
  })
  it('a form is unsaved while any field differs from the saved one', () => {
    expect(sameForm(EMPTY_ARTICLE_FORM, { ...EMPTY_ARTICLE_FORM })).toBe(true)
    expect(sameForm(EMPTY_ARTICLE_FORM, { ...EMPTY_ARTICLE_FORM, columnId: 2 })).toBe(false)
  })
  it('1105 (a move the state table refuses) has its own message; other failures keep the server text', () => {
    expect(cmsAdminFailureOf(new ApiRequestError('code', 1105, '状态已变化'))).toEqual({ kind: 'refused' })
    expect(cmsAdminFailureOf(new ApiRequestError('code', '1105', '状态已变化'))).toEqual({ kind: 'refused' })
    expect(cmsAdminFailureOf(new ApiRequestError('code', 1001, 'cover: 应为 https 地址或 /api/ 路径'))).toEqual({
      kind: 'message',
      text: 'cover: 应为 https 地址或 /api/ 路径',
    })
  })
})

describe('cms admin calls', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset().mockResolvedValue(PAGE)
  })
  it('the status filter becomes the request: 全部 sends no status, each state sends its own', async () => {
    await loadAdminColumns('all', 1)
    await loadAdminColumns('archived', 3)
    await loadAdminArticles('draft', 2)
    await loadAdminArticles('published', 1)
    expect(api.cmsAdminColumnList.mock.calls.map((c) => c[0])).toEqual([
      { page: 1, size: CMS_ADMIN_PAGE_SIZE },
      { status: 'archived', page: 3, size: CMS_ADMIN_PAGE_SIZE },
    ])
    expect(api.cmsAdminArticleList.mock.calls.map((c) => c[0])).toEqual([
      { status: 'draft', page: 2, size: CMS_ADMIN_PAGE_SIZE },
      { status: 'published', page: 1, size: CMS_ADMIN_PAGE_SIZE },
    ])
  })
  it('a column save sends trimmed fields and a numeric sort; a new one has no id', async () => {
    await saveColumn(undefined, { title: ' 星象入门 ', intro: ' 简介 ', cover: ' https://img.example.com/c.png ', sort: '5' })
    await saveColumn(7, { ...EMPTY_COLUMN_FORM, title: '甲', sort: '' })
    expect(api.cmsColumnSave.mock.calls.map((c) => c[0])).toEqual([
      { title: '星象入门', intro: '简介', cover: 'https://img.example.com/c.png', sort: 5 },
      { id: 7, title: '甲', intro: '', cover: '', sort: 0 },
    ])
  })
  it('an article save sends its column, or null for none, and the Markdown as typed', async () => {
    const body = '# 标题\n\n- 一\n<script>alert(1)</script>\n'
    await saveArticle(undefined, { ...EMPTY_ARTICLE_FORM, title: '甲', columnId: 3, bodyMd: body })
    await saveArticle(9, { ...EMPTY_ARTICLE_FORM, title: '乙', author: ' 周 ' })
    expect(api.cmsArticleSave.mock.calls[0][0]).toEqual({ column_id: 3, title: '甲', author: '', cover: '', body_md: body, sort: 0 })
    expect(api.cmsArticleSave.mock.calls[1][0]).toEqual({ id: 9, column_id: null, title: '乙', author: '周', cover: '', body_md: '', sort: 0 })
  })
  it('state moves and the preview go to their endpoints', async () => {
    await setColumnStatus(4, 'unpublish')
    await previewMarkdown('**粗**')
    expect(api.cmsColumnSetStatus.mock.calls[0].slice(0, 2)).toEqual([4, 'unpublish'])
    expect(api.cmsPreview.mock.calls[0][0]).toBe('**粗**')
  })
  it('an article read back fills the form; no column is 0', () => {
    const a = { id: 1, column_id: null, column_title: null, title: '甲', author: '周', cover: '', excerpt: '', published_at: null, updated_at: 1 }
    expect(articleFormOf({ ...a, sort: 2, status: 'draft', created_at: 1, body_md: '正文' })).toEqual({
      title: '甲',
      columnId: 0,
      author: '周',
      cover: '',
      bodyMd: '正文',
      sort: '2',
    })
  })
})
