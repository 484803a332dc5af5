import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@/api/request'
import { appendPage, hasMorePages, publishedDateText } from '@/packageC/cms-common/paging'
import { cmsFailureOf } from '@/store/cms'

describe('CMS lists', () => {
  it('a next page is appended, a record seen already is kept once', () => {
    expect(appendPage([{ id: 3 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }])
  })
  it('more pages exist while loaded pages × size is below the total', () => {
    expect(hasMorePages(1, 20, 21)).toBe(true)
    expect(hasMorePages(1, 20, 20)).toBe(false)
    expect(hasMorePages(2, 20, 21)).toBe(false)
  })
  it('a publish time shows as a local date; never published shows nothing', () => {
    expect(publishedDateText(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05')
    expect(publishedDateText(null)).toBe('')
  })
  it('a failed read tells offline, gone and other failures apart', () => {
    expect(cmsFailureOf(new ApiRequestError('network', null, '没有网络'))).toBe('cms.offline')
    expect(cmsFailureOf(new ApiRequestError('code', 1002, '文章不存在'))).toBe('cms.notFound')
    expect(cmsFailureOf(new ApiRequestError('code', 1001, 'bad'))).toBe('cms.loadFailed')
    expect(cmsFailureOf(new Error('x'))).toBe('cms.loadFailed')
  })
})

describe('SPEC blog and library entries', () => {
  it('博客 opens all articles; 知识库 opens the knowledge library', async () => {
    const { resolvePagePath } = await import('@/spec-paths')
    expect(resolvePagePath('pagesE/blog/blog')?.route.id).toBe('cms-list')
    expect(resolvePagePath('/pagesE/library/index')?.route.id).toBe('library')
  })
})
