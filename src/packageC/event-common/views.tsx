import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { EVENT_ROUTES, localDateTime, type EventKind } from '@/store/event-model'
import type { EventWire } from '@/store/events'
import { Cover, ListFooter, LoadFailure } from '../cms-common/views'
import type { PagedList } from '../cms-common/use-paged'
import { Pressable } from '@/components/ui/pressable'
import './event.css'

type T = ReturnType<typeof useT>

/** 共读：《书名》 作者 for a book club with a book, '' otherwise. */
export function bookText(t: T, e: Pick<EventWire, 'book_title' | 'book_author'>): string {
  if (!e.book_title) return ''
  return e.book_author ? t('event.bookBy', { title: e.book_title, author: e.book_author }) : t('event.book', { title: e.book_title })
}

/** 已取消 / 已满 badges of a listed event. */
export function EventBadges({ e }: { e: EventWire }) {
  const t = useT()
  if (e.status === 'cancelled')
    return (
      <Text className="event-badge event-badge--cancelled" data-testid="event-badge-cancelled">
        {t('event.status.cancelled')}
      </Text>
    )
  if (e.full)
    return (
      <Text className="event-badge event-badge--full" data-testid="event-badge-full">
        {t('event.full')}
      </Text>
    )
  return null
}

/** An event in a list: cover, title, book, start, location and places taken. */
export function EventRow({ e }: { e: EventWire }) {
  const t = useT()
  const localize = useLocalize()
  const meta = [bookText(t, e), e.host && t('event.host', { name: e.host })].filter(Boolean).join(' · ')
  return (
    <Pressable className="cms-row" data-testid={`event-${e.id}`} onPress={() => void navigate(EVENT_ROUTES[e.kind].info, { id: e.id })}>
      <Cover src={e.cover} title={e.title} />
      <View className="cms-row__body">
        <Text className="cms-row__title">{localize(e.title)}</Text>
        {meta !== '' && <Text className="cms-row__meta">{localize(meta)}</Text>}
        <Text className="cms-row__meta">{t('event.startsAt', { time: localDateTime(e.starts_at) })}</Text>
        {e.location !== '' && <Text className="cms-row__meta">{localize(t('event.location', { place: e.location }))}</Text>}
        <View>
          <EventBadges e={e} />
          <Text className="cms-row__meta" data-testid={`event-${e.id}-places`}>
            {t('event.places', { n: e.signed_count, max: e.capacity })}
          </Text>
        </View>
      </View>
    </Pressable>
  )
}

/** A paged list of events: rows, 加载更多 / 没有更多了, failure with retry. */
export function EventList({ paged, kind }: { paged: PagedList<EventWire>; kind: EventKind }) {
  const t = useT()
  const { list, failure } = paged
  if (failure && list === null) return <LoadFailure failure={failure} onRetry={paged.reload} />
  if (list === null) return <View className="card muted">{t('cms.loading')}</View>
  if (list.length === 0)
    return (
      <View className="card muted" data-testid="event-empty">
        {t(`event.empty.${kind}`)}
      </View>
    )
  return (
    <View className="card" data-testid="event-list">
      {list.map((e) => (
        <EventRow key={e.id} e={e} />
      ))}
      <ListFooter paged={paged} />
    </View>
  )
}
