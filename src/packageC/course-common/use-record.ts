import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { cmsFailureOf, type CmsFailure } from '@/store/cms'

export interface LoadedRecord<T> {
  value: T | null
  failure: CmsFailure | null
  reload(): void
  /** Replaces the shown value (an answer that carries the new state). */
  set(value: T): void
}

/**
 * One server record for a page (?id=): loaded on mount and when `id` changes, quietly refreshed when the page is
 * shown again (progress made on another page), retried on demand after a failure.
 */
export function useRecord<T>(id: number, fetch: (id: number) => Promise<T>): LoadedRecord<T> {
  const [value, setValue] = useState<T | null>(null)
  const [failure, setFailure] = useState<CmsFailure | null>(null)
  const generation = useRef(0)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch

  const reload = useCallback(() => {
    const gen = ++generation.current
    if (!(id > 0)) {
      setFailure('cms.notFound')
      return
    }
    setFailure(null)
    fetchRef.current(id).then(
      (v) => gen === generation.current && setValue(v),
      (e: unknown) => gen === generation.current && setFailure(cmsFailureOf(e)),
    )
  }, [id])

  useEffect(reload, [reload])
  const first = useRef(true)
  useDidShow(() => {
    if (first.current) first.current = false
    else reload()
  })
  return { value, failure, reload, set: setValue }
}
