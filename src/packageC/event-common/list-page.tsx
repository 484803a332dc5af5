import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { EVENT_ROUTES, type EventKind } from '@/store/event-model'
import { eventList } from '@/store/events'
import { openPageNeedingLogin } from '@/store/login-prompt'
import { usePagedList } from '../cms-common/use-paged'
import { EventList } from './views'

/** 读书会 / 活动: published events of a kind, upcoming first, paged; my sign-ups one tap away. */
export function EventListPage({ kind }: { kind: EventKind }) {
  const t = useT()
  const routes = EVENT_ROUTES[kind]
  const paged = usePagedList((page, size) => eventList(kind, { page, size }, { toast: false }), kind)
  return (
    <PageShell routeId={routes.list}>
      <View className="list">
        <Pressable className="list__item" data-testid="event-to-mine" onPress={() => void openPageNeedingLogin(routes.my, 'confirm')}>
          <Text>{t(`event.mine.${kind}`)}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <EventList paged={paged} kind={kind} />
    </PageShell>
  )
}
