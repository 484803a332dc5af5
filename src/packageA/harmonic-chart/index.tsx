import '@/packageA/locales.generated'
import { ChartPage } from '@/packageA/chart-common/chart-page'

export default function HarmonicChartPage() {
  return <ChartPage routeId="harmonic-chart" defaultKind="harmonic" />
}
