import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function CareerOldPage() {
  return <ReportView routeId="career-old" type="career" />
}
