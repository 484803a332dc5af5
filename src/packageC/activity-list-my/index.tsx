import '@/packageC/locales.generated'
import { MyEventsPage } from '../event-common/my-page'

export default function ActivityListMyPage() {
  return <MyEventsPage kind="activity" />
}
