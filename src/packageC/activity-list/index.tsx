import '@/packageC/locales.generated'
import { EventListPage } from '../event-common/list-page'

export default function ActivityListPage() {
  return <EventListPage kind="activity" />
}
