import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { EVENT_ROUTES, scheduleGroups, type DayGroup, type EventKind } from '@/store/event-model'
import { cmsFailureOf, type CmsFailure } from '@/store/cms'
import { eventListMy, type EventWire } from '@/store/events'
import { LoadFailure } from '../cms-common/views'
import { EventRow } from './views'

/** The server's page size limit: "my" lists are read in one page. */
const MY_PAGE_SIZE = 50

function DayGroups({ groups, testId }: { groups: DayGroup<EventWire>[]; testId: string }) {
  return (
    <View data-testid={testId}>
      {groups.map((g) => (
        <View key={g.day} data-testid={`event-day-${g.day}`}>
          <Text className="event-day">{g.day}</Text>
          {g.events.map((e) => (
            <EventRow key={e.id} e={e} />
          ))}
        </View>
      ))}
    </View>
  )
}

/** 我的读书会 / 我的活动: my sign-ups as a schedule, upcoming first, grouped by day; cancelled ones are marked. */
export function MyEventsPage({ kind }: { kind: EventKind }) {
  const t = useT()
  const [list, setList] = useState<EventWire[] | null>(null)
  const [failure, setFailure] = useState<CmsFailure | null>(null)
  const load = () => {
    setFailure(null)
    eventListMy(kind, { size: MY_PAGE_SIZE }, { toast: false }).then(
      (r) => setList(r.list),
      (e: unknown) => setFailure(cmsFailureOf(e)),
    )
  }
  useDidShow(load)
  const groups = list ? scheduleGroups(list, Date.now()) : null
  return (
    <PageShell routeId={EVENT_ROUTES[kind].my}>
      {failure ? (
        <LoadFailure failure={failure} onRetry={load} />
      ) : !groups ? (
        <View className="card muted">{t('cms.loading')}</View>
      ) : list?.length === 0 ? (
        <View className="card muted" data-testid="event-my-empty">
          {t(`event.myEmpty.${kind}`)}
        </View>
      ) : (
        <>
          {groups.upcoming.length > 0 && (
            <View className="card">
              <View className="card__title">{t('event.upcoming')}</View>
              <DayGroups groups={groups.upcoming} testId="event-my-upcoming" />
            </View>
          )}
          {groups.past.length > 0 && (
            <View className="card">
              <View className="card__title">{t('event.past')}</View>
              <DayGroups groups={groups.past} testId="event-my-past" />
            </View>
          )}
        </>
      )}
    </PageShell>
  )
}
