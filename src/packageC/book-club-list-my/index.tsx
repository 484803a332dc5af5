import '@/packageC/locales.generated'
import { MyEventsPage } from '../event-common/my-page'

export default function BookClubListMyPage() {
  return <MyEventsPage kind="book_club" />
}
