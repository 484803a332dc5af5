import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function CoChartPage() {
  return <ReportView routeId="co-chart" type="co-chart" />
}
