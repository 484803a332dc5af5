import '@/packageA/locales.generated'
import { ChartPage } from '../chart-common/chart-page'

export default function CochartPage() {
  return <ChartPage routeId="cochart" defaultKind="synastry" />
}
