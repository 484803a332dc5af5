import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useLocalize, useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { useRouteParams } from '@/platform/route-params'
import { EVENT_ROUTES, localDateTime, signUpState, type EventKind } from '@/store/event-model'
import { eventInfo, eventJoin, eventQuit, type EventInfoWire } from '@/store/events'
import { requireLogin } from '@/store/login-prompt'
import { RichBody } from '@/components/rich-body/rich-body'
import { Cover, LoadFailure } from '../cms-common/views'
import { useRecord } from '../course-common/use-record'
import { bookText } from './views'
import './event.css'

/** Sign up, withdraw, or why neither is possible now. */
function SignUp({ e, onChanged }: { e: EventInfoWire; onChanged: () => void }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const state = signUpState(e, Date.now())
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await run()
      ui.toast(done)
      onChanged()
    } catch {
      // The request layer toasted the server's message (full, closed) and the page reloads the numbers.
      onChanged()
    } finally {
      setBusy(false)
    }
  }
  const join = async () => {
    if (busy || !(await requireLogin('confirm', t('event.loginToJoin')))) return
    await act(() => eventJoin(e.kind, e.id, { loading: true }), t('event.joined'))
  }
  const quit = async () => {
    if (busy) return
    const r = await ui.confirm({ content: t('event.quitConfirm'), buttons: [t('event.quit')], danger: true })
    if (r.ok) await act(() => eventQuit(e.kind, e.id, { loading: true }), t('event.quitDone'))
  }
  return (
    <View className="card" data-testid="event-signup" data-state={state}>
      {state !== 'open' && (
        <Text className="event-state" data-testid="event-state" {...roleAttributes('status')}>
          {t(`event.state.${state}`)}
        </Text>
      )}
      {state === 'open' && (
        <Pressable className="btn" data-testid="event-join" disabled={busy} onPress={() => void join()}>
          {t('event.join')}
        </Pressable>
      )}
      {state === 'joined' && (
        <Pressable className="btn btn--ghost" data-testid="event-quit" disabled={busy} onPress={() => void quit()}>
          {t('event.quit')}
        </Pressable>
      )}
    </View>
  )
}

/** 读书会详情 / 活动详情 (?id=): cover, facts, places, sign-up, schedule and the intro. */
export function EventInfoPage({ kind }: { kind: EventKind }) {
  const t = useT()
  const localize = useLocalize()
  const id = Number(useRouteParams<{ id?: string }>().id)
  const { value: e, failure, reload } = useRecord(id, (x) => eventInfo(kind, x, { toast: false }))
  return (
    <PageShell routeId={EVENT_ROUTES[kind].info} title={e ? localize(e.title) : undefined}>
      {failure ? (
        <LoadFailure failure={failure} onRetry={reload} />
      ) : e ? (
        <>
          <View className="card" data-testid="event-info">
            <Cover src={e.cover} title={e.title} large />
            <View className="event-head__title" data-testid="event-title">
              {e.status === 'cancelled' && <Text className="event-badge event-badge--cancelled">{t('event.status.cancelled')}</Text>}
              {localize(e.title)}
            </View>
            <View className="event-facts" data-testid="event-facts">
              {e.book_title !== '' && <Text>{localize(bookText(t, e))}</Text>}
              {e.host !== '' && <Text>{localize(t('event.host', { name: e.host }))}</Text>}
              <Text>{t('event.timeRange', { from: localDateTime(e.starts_at), to: localDateTime(e.ends_at) })}</Text>
              {e.location !== '' && <Text>{localize(t('event.location', { place: e.location }))}</Text>}
              <Text>{t('event.deadline', { time: localDateTime(e.signup_deadline) })}</Text>
              <Text data-testid="event-places">{t('event.places', { n: e.signed_count, max: e.capacity })}</Text>
            </View>
          </View>
          <SignUp e={e} onChanged={reload} />
          {e.sessions.length > 0 && (
            <View className="card" data-testid="event-sessions">
              <View className="card__title">{t('event.sessions')}</View>
              {e.sessions.map((s, i) => (
                <View key={s.id ?? i} className="event-session">
                  <Text>{localize(s.title || e.title)}</Text>
                  <Text className="muted">{t('event.timeRange', { from: localDateTime(s.starts_at), to: localDateTime(s.ends_at) })}</Text>
                  {s.location !== '' && <Text className="muted">{localize(t('event.location', { place: s.location }))}</Text>}
                </View>
              ))}
            </View>
          )}
          {e.intro_html !== '' && (
            <View className="card">
              <View className="card__title">{t('event.intro')}</View>
              <RichBody className="event-intro" testId="event-intro" html={localize(e.intro_html)} />
            </View>
          )}
        </>
      ) : (
        <View className="card muted">{t('cms.loading')}</View>
      )}
    </PageShell>
  )
}
