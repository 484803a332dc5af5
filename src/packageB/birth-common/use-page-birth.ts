import { useMemo } from 'react'
import type { QueryParams } from '@/births/query'
import { useRouteParams } from '@/platform/route-params'
import { useBirths, type BirthsState } from '@/store/births'

/**
 * Which birth a chart page (八字, 紫微, 策天) shows: the one its route gives (date, time, birthZone … as
 * src/births/query.ts reads them), else the chart birth chosen in the birth list, else none (`source` null), when
 * the page shows its own form or default.
 */
export type PageBirth<B> = { source: 'route' | 'chart'; birth: B } | { source: null; birth: null }

export function usePageBirth<B>(
  fromParams: (params: QueryParams) => B | null,
  fromProfile: (chartBirth: BirthsState['chartBirth']) => B | null,
): PageBirth<B> {
  const params = useRouteParams()
  const chartBirth = useBirths((s) => s.chartBirth)
  const fromRoute = useMemo(() => fromParams(params), [fromParams, params])
  return useMemo((): PageBirth<B> => {
    if (fromRoute) return { source: 'route', birth: fromRoute }
    const chosen = fromProfile(chartBirth)
    return chosen ? { source: 'chart', birth: chosen } : { source: null, birth: null }
  }, [fromRoute, chartBirth, fromProfile])
}
