import '@/packageA/locales.generated'
import { ChartPage } from '../chart-common/chart-page'

/** Transit, progression, solar arc, returns, composite, Davison and today's sky: ?kind=… */
export default function ChartKindPage() {
  return <ChartPage routeId="chart" defaultKind="transit" />
}
