import { ROUTES, type RouteDef } from '@/routes'

export const INDEX_ROUTE_ID = 'chinese-divination'

/** Every built Chinese system from the route table (group 'chinese'), the index page itself excluded. */
export function chineseSystems(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => r.system?.group === 'chinese' && r.id !== INDEX_ROUTE_ID)
}
