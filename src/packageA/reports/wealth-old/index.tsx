import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function WealthOldPage() {
  return <ReportView routeId="wealth-old" type="wealth" />
}
