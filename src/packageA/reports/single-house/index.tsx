import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function SingleHousePage() {
  return <ReportView routeId="single-house" type="single-house" />
}
