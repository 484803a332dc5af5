import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { adminSections } from '@/store/admin-model'
import { EVENT_KINDS, localDateTime, type EventKind } from '@/store/event-model'
import { eventAdminList, type EventWire } from '@/store/events'
import { useSession } from '@/store/session'
import { AdminGate } from '../admin-gate'
import '../admin.css'

/** 读书会与活动 (permission content:write): every event of a kind in any status; tap one to edit it, or start a new one. */
export default function EventsAdminPage() {
  const t = useT()
  const localize = useLocalize()
  const allowed = adminSections(useSession((x) => x.loginInfo)).some((x) => x.route === 'events-admin')
  const [kind, setKind] = useState<EventKind>('book_club')
  const [list, setList] = useState<EventWire[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = async (k = kind) => {
    if (!allowed) return
    try {
      setList((await eventAdminList(k, { size: 50 }, { toast: false })).list)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  const choose = (k: EventKind) => {
    setKind(k)
    setList(null)
    void load(k)
  }

  return (
    <PageShell routeId="events-admin">
      <AdminGate route="events-admin">
        <Segmented
          testId="events-kind"
          label={t('eventRoute.admin')}
          value={kind}
          options={EVENT_KINDS.map((k) => ({ value: k, label: t(`event.kind.${k}`) }))}
          onChange={choose}
        />
        <Pressable className="btn" data-testid="events-new" onPress={() => void navigate('event-edit', { kind })}>
          {t('event.admin.new')}
        </Pressable>
        {failed && list === null ? (
          <View className="card muted">{t('cms.loadFailed')}</View>
        ) : list && list.length === 0 ? (
          <View className="card muted" data-testid="events-empty">
            {t('event.admin.empty')}
          </View>
        ) : (
          <View className="list" data-testid="events-list">
            {(list ?? []).map((e) => (
              <Pressable
                key={e.id}
                className="list__item"
                data-testid={`events-${e.id}`}
                data-status={e.status}
                onPress={() => void navigate('event-edit', { kind, id: e.id })}
              >
                <View className="admin-entry">
                  <Text>{localize(e.title)}</Text>
                  <Text className="muted admin-entry__note">
                    {[t(`event.status.${e.status}`), localDateTime(e.starts_at), t('event.places', { n: e.signed_count, max: e.capacity })].join(
                      ' · ',
                    )}
                  </Text>
                </View>
                <Text className="list__chevron">›</Text>
              </Pressable>
            ))}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
