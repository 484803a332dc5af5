import { routeById } from './routes'
import { ZH_HANS as zhHans } from './i18n/resources.generated'

/** Page config (index.config.ts) generated from the route table, so flags live in one place. */
export function pageConfig(routeId: string) {
  const route = routeById(routeId)
  if (!route) throw new Error(`pageConfig: unknown route ${routeId}`)
  const [ns, key] = route.titleKey.split('.')
  const title = (zhHans as Record<string, Record<string, string>>)[ns]?.[key] ?? route.id
  return {
    navigationBarTitleText: title,
    navigationStyle: 'custom' as const,
    enablePullDownRefresh: !!route.pullToRefresh,
    disableSwipeBack: !!route.disableSwipeBack,
    backgroundTextStyle: 'dark' as const,
  }
}
