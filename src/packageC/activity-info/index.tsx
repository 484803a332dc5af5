import '@/packageC/locales.generated'
import { EventInfoPage } from '../event-common/info-page'

export default function ActivityInfoPage() {
  return <EventInfoPage kind="activity" />
}
