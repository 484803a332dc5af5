import { PACKAGE_ROOTS, ROUTES, pagePathOf, tabRoutes, type PackageId, type RouteDef } from './routes'
// Route titles are always in the shell resources: the route table is part of the app.
import { SHELL_HANS_JSON } from './i18n/resources.generated'
import { TAB_BAR_THEME, tabIconPath } from './tab-bar'

/** zh-Hans text of an i18n key at build time (app.json and page configs carry static titles). */
let zhHans: unknown
export function zhHansText(key: string): string | undefined {
  zhHans ??= JSON.parse(SHELL_HANS_JSON)
  let v: unknown = zhHans
  for (const k of key.split('.')) v = (v as Record<string, unknown> | undefined)?.[k]
  return typeof v === 'string' ? v : undefined
}

function title(route: RouteDef): string {
  return zhHansText(route.titleKey) ?? route.id
}

/** Builds the Taro app config from the route table; development pages only when `devPages` is set. */
export function buildAppConfig(allRoutes: readonly RouteDef[] = ROUTES, options: { devPages?: boolean } = {}) {
  const routes = allRoutes.filter((r) => options.devPages || !r.devOnly)
  const main = routes.filter((r) => r.pkg === 'main')
  const pages = main.map(pagePathOf)
  const subPackages = (Object.keys(PACKAGE_ROOTS) as Exclude<PackageId, 'main'>[])
    .map((pkg) => ({ root: PACKAGE_ROOTS[pkg], pages: routes.filter((r) => r.pkg === pkg).map((r) => r.page) }))
    .filter((p) => p.pages.length > 0)
  const preloadPackages = [
    ...new Set(routes.filter((r) => r.preload && r.pkg !== 'main').map((r) => PACKAGE_ROOTS[r.pkg as Exclude<PackageId, 'main'>])),
  ]
  const tabs = tabRoutes(routes)
  return {
    pages,
    subPackages,
    preloadRule: preloadPackages.length ? { 'pages/index/index': { network: 'all' as const, packages: preloadPackages } } : undefined,
    window: {
      navigationStyle: 'custom' as const,
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTitleText: '星盘',
      navigationBarTextStyle: 'black' as const,
      backgroundColor: '#f6f5fa',
      backgroundTextStyle: 'dark' as const,
    },
    tabBar:
      tabs.length >= 2
        ? {
            ...TAB_BAR_THEME.light,
            list: tabs.map((r) => ({
              pagePath: pagePathOf(r),
              text: title(r),
              iconPath: tabIconPath(r.tab!, 'light', false),
              selectedIconPath: tabIconPath(r.tab!, 'light', true),
            })),
          }
        : undefined,
    darkmode: true,
    requiredPrivateInfos: ['getLocation'],
    permission: { 'scope.userLocation': { desc: '你的经纬度将用于计算星盘' } },
    lazyCodeLoading: 'requiredComponents' as const,
  }
}
