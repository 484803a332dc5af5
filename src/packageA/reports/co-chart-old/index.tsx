import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function CoChartOldPage() {
  return <ReportView routeId="co-chart-old" type="co-chart" />
}
