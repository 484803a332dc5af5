import '@/packageC/locales.generated'
import { EventInfoPage } from '../event-common/info-page'

export default function BookClubInfoPage() {
  return <EventInfoPage kind="book_club" />
}
