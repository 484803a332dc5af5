import '@/packageA/locales.generated'
import { ReportView } from '../../reports-common/report-view'

export default function ExplanationLitePage() {
  return <ReportView routeId="explanation-lite" type="explanation-lite" />
}
