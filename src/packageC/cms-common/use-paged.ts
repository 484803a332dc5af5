import { useCallback, useEffect, useRef, useState } from 'react'
import { cmsFailureOf, type CmsFailure, type Page } from '@/store/cms'
import { appendPage, CMS_PAGE_SIZE, hasMorePages } from './paging'

export interface PagedList<T> {
  list: T[] | null
  failure: CmsFailure | null
  loading: boolean
  more: boolean
  reload(): void
  loadMore(): void
}

/** A paged server list: the first page on mount (and on `key` changes), more on demand, retry after a failure. */
export function usePagedList<T extends { id: number }>(fetchPage: (page: number, size: number) => Promise<Page<T>>, key: string): PagedList<T> {
  const [list, setList] = useState<T[] | null>(null)
  const [pages, setPages] = useState(0)
  const [total, setTotal] = useState(0)
  const [failure, setFailure] = useState<CmsFailure | null>(null)
  const [loading, setLoading] = useState(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const generation = useRef(0)

  const load = useCallback(async (page: number, base: T[]) => {
    const gen = generation.current
    setLoading(true)
    setFailure(null)
    try {
      const r = await fetchRef.current(page, CMS_PAGE_SIZE)
      if (gen !== generation.current) return
      setList(appendPage(base, r.list))
      setPages(page)
      setTotal(r.total)
    } catch (e) {
      if (gen === generation.current) setFailure(cmsFailureOf(e))
    } finally {
      if (gen === generation.current) setLoading(false)
    }
  }, [])

  const reload = useCallback(() => {
    generation.current++
    setList(null)
    setPages(0)
    void load(1, [])
  }, [load])

  useEffect(reload, [key, reload])

  return {
    list,
    failure,
    loading,
    more: list !== null && hasMorePages(pages, CMS_PAGE_SIZE, total),
    reload,
    loadMore: () => {
      if (!loading && list) void load(pages + 1, list)
    },
  }
}
