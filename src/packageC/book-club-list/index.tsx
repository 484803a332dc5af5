import '@/packageC/locales.generated'
import { EventListPage } from '../event-common/list-page'

export default function BookClubListPage() {
  return <EventListPage kind="book_club" />
}
