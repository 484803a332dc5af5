// The CMS admin list state: an editor opened over the list and closed again returns to the same tab, filter and
// page, read again; a page emptied meanwhile gives way to the last page; a new visit starts afresh.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ cmsAdminColumnList: vi.fn(), cmsAdminArticleList: vi.fn() }))
vi.mock('@/api/content', async (orig) => ({ ...(await orig<object>()), ...api }))

import {
  cmsAdminClosed,
  cmsAdminOpened,
  cmsEditorClosed,
  cmsEditorOpened,
  cmsFilterChosen,
  cmsPageChosen,
  cmsTabChosen,
  useCmsAdminList,
} from '@/store/cms-admin-list'

const article = (id: number) => ({ id, title: `练习 ${id}`, status: 'draft', column_id: null, column_title: null, author: '', updated_at: '' })
/** 22 drafts: a full first page of 20 and a second of 2. */
const pageOf = (total: number) => (q: { page: number; size: number }) => {
  const ids = Array.from({ length: total }, (_, i) => total - i).slice((q.page - 1) * q.size, q.page * q.size)
  return Promise.resolve({ list: ids.map(article), total, page: q.page, size: q.size })
}
const lastArticleQuery = () => api.cmsAdminArticleList.mock.calls.at(-1)?.[0]

beforeEach(() => {
  vi.clearAllMocks()
  api.cmsAdminColumnList.mockImplementation(() => Promise.resolve({ list: [], total: 0, page: 1, size: 20 }))
  api.cmsAdminArticleList.mockImplementation(pageOf(22))
  cmsAdminClosed()
})

describe('cms admin list', () => {
  it('文章 → 草稿 → page 2 → editor → back: still 文章/草稿/page 2, read again with those params', async () => {
    await cmsAdminOpened()
    expect(api.cmsAdminColumnList).toHaveBeenCalledWith({ page: 1, size: 20 }, expect.anything())
    await cmsTabChosen('articles')
    await cmsFilterChosen('draft')
    await cmsPageChosen(2)
    expect(useCmsAdminList.getState().data?.list.map((r) => r.id)).toEqual([2, 1])
    cmsEditorOpened(useCmsAdminList.getState().data!.list[0])
    expect(useCmsAdminList.getState().editing).toEqual({ kind: 'article', id: 2 })
    const callsBefore = api.cmsAdminArticleList.mock.calls.length
    await cmsEditorClosed()
    expect(useCmsAdminList.getState()).toMatchObject({ tab: 'articles', filter: 'draft', page: 2, editing: null })
    expect(api.cmsAdminArticleList.mock.calls.length).toBe(callsBefore + 1)
    expect(lastArticleQuery()).toEqual({ status: 'draft', page: 2, size: 20 })
  })

  it('the edit shows: the page read after the editor closes replaces the one before', async () => {
    await cmsAdminOpened()
    await cmsTabChosen('articles')
    cmsEditorOpened(null)
    expect(useCmsAdminList.getState().editing).toEqual({ kind: 'article', id: 0 })
    api.cmsAdminArticleList.mockImplementation(pageOf(23))
    await cmsEditorClosed()
    expect(useCmsAdminList.getState().data?.total).toBe(23)
    expect(useCmsAdminList.getState().data?.list[0].id).toBe(23)
  })

  it('a page emptied meanwhile (its last draft published) gives way to the new last page', async () => {
    await cmsAdminOpened()
    await cmsTabChosen('articles')
    await cmsFilterChosen('draft')
    await cmsPageChosen(2)
    cmsEditorOpened(useCmsAdminList.getState().data!.list[0])
    api.cmsAdminArticleList.mockImplementation(pageOf(20))
    await cmsEditorClosed()
    expect(useCmsAdminList.getState()).toMatchObject({ filter: 'draft', page: 1, data: { total: 20 } })
    expect(lastArticleQuery()).toEqual({ status: 'draft', page: 1, size: 20 })
  })

  it('another filter or tab starts from page 1; a new visit starts from 专栏/全部/page 1', async () => {
    await cmsAdminOpened()
    await cmsTabChosen('articles')
    await cmsPageChosen(2)
    await cmsFilterChosen('draft')
    expect(useCmsAdminList.getState().page).toBe(1)
    await cmsPageChosen(2)
    await cmsTabChosen('columns')
    expect(useCmsAdminList.getState()).toMatchObject({ tab: 'columns', filter: 'all', page: 1 })
    await cmsTabChosen('articles')
    await cmsFilterChosen('published')
    cmsAdminClosed()
    await cmsAdminOpened()
    expect(useCmsAdminList.getState()).toMatchObject({ tab: 'columns', filter: 'all', page: 1, editing: null })
  })

  it('an answer that arrives after a later request is dropped', async () => {
    await cmsAdminOpened()
    let answerSlow: (v: unknown) => void = () => undefined
    api.cmsAdminArticleList.mockImplementationOnce(() => new Promise((r) => (answerSlow = r)))
    const slow = cmsTabChosen('articles')
    await cmsFilterChosen('draft')
    answerSlow({ list: [article(99)], total: 1, page: 1, size: 20 })
    await slow
    expect(useCmsAdminList.getState().data?.list[0].id).toBe(22)
  })
})
