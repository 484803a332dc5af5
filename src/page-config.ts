import { routeById } from './routes'
import { zhHansText } from './app-config'

/** Page config (index.config.ts) generated from the route table, so flags live in one place. */
export function pageConfig(routeId: string) {
  const route = routeById(routeId)
  if (!route) throw new Error(`pageConfig: unknown route ${routeId}`)
  const title = zhHansText(route.titleKey) ?? route.id
  return {
    navigationBarTitleText: title,
    navigationStyle: 'custom' as const,
    enablePullDownRefresh: !!route.pullToRefresh,
    disableSwipeBack: !!route.disableSwipeBack,
    backgroundTextStyle: 'dark' as const,
  }
}
