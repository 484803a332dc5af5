import '@/packageA/locales.generated'
import { ChartPage } from '../chart-common/chart-page'

export default function NatalInfoPage() {
  return <ChartPage routeId="natal-info" defaultKind="natal" />
}
