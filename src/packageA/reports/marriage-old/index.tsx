import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function MarriageOldPage() {
  return <ReportView routeId="marriage-old" type="marriage" />
}
