import '@/packageD/locales.generated'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, roleAttributes } from '@/platform/a11y'
import { useRouteParams } from '@/platform/route-params'
import {
  EMPTY_EVENT_FORM,
  EVENT_ACTIONS,
  EVENT_LIMITS,
  formOfEvent,
  localDateTime,
  sessionFormsOf,
  sessionsRemovable,
  validateEventForm,
  validateSessions,
  type EventAction,
  type EventField,
  type EventForm,
  type EventFormError,
  type EventKind,
  type SessionError,
  type SessionField,
  type SessionForm,
} from '@/store/event-model'
import { eventAdminInfo, eventSave, eventSetStatus, type EventAdminWire } from '@/store/events'
import { AdminGate } from '../admin-gate'
import '../admin.css'
import { SessionsEditor } from './sessions-editor'

const FIELDS: readonly { key: EventField; multiline?: boolean; clubOnly?: boolean; max?: number }[] = [
  { key: 'title', max: EVENT_LIMITS.title },
  { key: 'book_title', clubOnly: true, max: EVENT_LIMITS.book_title },
  { key: 'book_author', clubOnly: true, max: EVENT_LIMITS.book_author },
  { key: 'host', max: EVENT_LIMITS.host },
  { key: 'location', max: EVENT_LIMITS.location },
  { key: 'capacity', max: 6 },
  { key: 'signup_deadline', max: 16 },
  { key: 'starts_at', max: 16 },
  { key: 'ends_at', max: 16 },
  { key: 'cover', max: 500 },
  { key: 'intro_md', multiline: true, max: EVENT_LIMITS.intro_md },
]

/** Edit one book club or activity (?kind=&id=, no id: a new one): its fields, its status and who signed up. */
export default function EventEditPage() {
  const t = useT()
  const params = useRouteParams<{ kind?: string; id?: string }>()
  const kind: EventKind = params.kind === 'activity' ? 'activity' : 'book_club'
  const [id, setId] = useState<number | null>(Number(params.id) > 0 ? Number(params.id) : null)
  const [saved, setSaved] = useState<EventAdminWire | null>(null)
  const [form, setForm] = useState<EventForm>(EMPTY_EVENT_FORM)
  const [errors, setErrors] = useState<Partial<Record<EventField, EventFormError>>>({})
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const [sessions, setSessions] = useState<SessionForm[]>([])
  const [sessionErrors, setSessionErrors] = useState<Partial<Record<SessionField, SessionError>>[]>([])

  const show = (e: EventAdminWire) => {
    setSaved(e)
    setId(e.id)
    setForm(formOfEvent(e))
    setSessions(sessionFormsOf(e))
    setSessionErrors([])
  }
  useEffect(() => {
    if (!id) return
    let live = true
    eventAdminInfo(kind, id).then(
      (e) => {
        if (!live) return
        setSaved(e)
        setForm(formOfEvent(e))
        setSessions(sessionFormsOf(e))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [kind, id])

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true)
    setNote('')
    try {
      await call()
      setNote(t('event.admin.saved'))
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    const v = validateEventForm(form)
    setErrors(v.ok ? {} : v.errors)
    if (!v.ok || busy) return
    const s = validateSessions(sessions, v.value)
    setSessionErrors(s.ok ? [] : s.errors)
    if (!s.ok) return
    void run(async () => {
      const body = { ...v.value, sort: saved?.sort ?? 0, sessions: s.value }
      const e = await eventSave(kind, id ? { ...body, id } : body, { loading: true })
      show({ ...e, signups: saved?.signups ?? [] })
    })
  }
  const move = async (action: EventAction) => {
    if (!id || busy) return
    if (action === 'cancel') {
      const r = await ui.confirm({ content: t('event.admin.cancelConfirm'), buttons: [t('event.admin.action.cancel')], danger: true })
      if (!r.ok) return
    }
    await run(async () => {
      await eventSetStatus(kind, id, action, { loading: true })
      show(await eventAdminInfo(kind, id))
    })
  }

  return (
    <PageShell routeId="event-edit">
      <AdminGate route="events-admin">
        <View className="card" data-testid="event-form">
          <View className="card__title">{t(`event.kind.${kind}`)}</View>
          {FIELDS.filter((f) => !f.clubOnly || kind === 'book_club').map((f) => {
            const label = t(`event.admin.field.${f.key}`)
            const Field = f.multiline ? Textarea : Input
            return (
              <View key={f.key} className="admin-form-row">
                <Text className="admin-form-row__label">{label}</Text>
                <Field
                  {...fieldLabelAttributes(label)}
                  className="admin-input"
                  data-testid={`event-field-${f.key}`}
                  value={form[f.key]}
                  maxlength={f.max}
                  disabled={busy}
                  onInput={(e) => {
                    const value = e.detail.value
                    setForm((x) => ({ ...x, [f.key]: value }))
                    setErrors((x) => ({ ...x, [f.key]: undefined }))
                  }}
                />
                {errors[f.key] && (
                  <Text className="admin-error" data-testid={`event-error-${f.key}`}>
                    {t(`event.admin.error.${errors[f.key]}`)}
                  </Text>
                )}
              </View>
            )
          })}
        </View>
        <SessionsEditor rows={sessions} errors={sessionErrors} removable={sessionsRemovable(saved)} disabled={busy} onChange={setSessions} />
        <View className="card">
          <Pressable className="btn" data-testid="event-save" disabled={busy} onPress={save}>
            {t('event.admin.save')}
          </Pressable>
          {note !== '' && (
            <Text className="muted admin-note" data-testid="event-note" {...roleAttributes('status')}>
              {note}
            </Text>
          )}
        </View>
        {saved && (
          <View className="card" data-testid="event-status" data-status={saved.status}>
            <View className="card__title">
              {t('event.admin.actionsTitle')} · {t(`event.status.${saved.status}`)}
            </View>
            {EVENT_ACTIONS[saved.status].map((a) => (
              <Pressable key={a} className="btn btn--ghost" data-testid={`event-action-${a}`} disabled={busy} onPress={() => void move(a)}>
                {t(`event.admin.action.${a}`)}
              </Pressable>
            ))}
          </View>
        )}
        {saved && (
          <View className="card" data-testid="event-signups">
            <View className="card__title">{t('event.admin.signups', { n: saved.signups?.length ?? 0 })}</View>
            {(saved.signups ?? []).length === 0 && <Text className="muted">{t('event.admin.noSignups')}</Text>}
            {(saved.signups ?? []).map((s) => (
              <View key={s.uid} className="admin-entry">
                <Text>
                  {s.nickname} · {localDateTime(s.created_at)}
                </Text>
                {s.remark !== '' && <Text className="muted admin-entry__note">{s.remark}</Text>}
              </View>
            ))}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
