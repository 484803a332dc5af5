import { Input, Text, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes } from '@/platform/a11y'
import { EMPTY_SESSION_FORM, SESSION_LIMITS, type SessionError, type SessionField, type SessionForm } from '@/store/event-model'

const FIELDS: readonly { key: SessionField; max: number }[] = [
  { key: 'title', max: SESSION_LIMITS.title },
  { key: 'starts_at', max: 16 },
  { key: 'ends_at', max: 16 },
  { key: 'location', max: SESSION_LIMITS.location },
]

/**
 * The event's sessions as editable rows: add one, change its fields, remove it. Stored sessions keep their id;
 * `removable` false (people signed up and the event is not cancelled) hides their remove button.
 */
export function SessionsEditor(props: {
  rows: SessionForm[]
  errors: Partial<Record<SessionField, SessionError>>[]
  removable: boolean
  disabled: boolean
  onChange(rows: SessionForm[]): void
}) {
  const t = useT()
  const { rows, errors, onChange } = props
  const set = (i: number, key: SessionField, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)))
  return (
    <View className="card" data-testid="event-sessions">
      <View className="card__title">{t('event.admin.sessions.title', { n: rows.length })}</View>
      {rows.length === 0 && <Text className="muted">{t('event.admin.sessions.empty')}</Text>}
      {rows.map((r, i) => (
        <View key={r.id ?? `new-${i}`} className="admin-session" data-testid={`event-session-${i}`}>
          <Text className="admin-session__head">{t('event.admin.sessions.row', { n: i + 1 })}</Text>
          {FIELDS.map((f) => {
            const label = t(`event.admin.sessions.field.${f.key}`)
            const error = errors[i]?.[f.key]
            return (
              <View key={f.key} className="admin-form-row">
                <Text className="admin-form-row__label">{label}</Text>
                <Input
                  {...fieldLabelAttributes(`${t('event.admin.sessions.row', { n: i + 1 })} ${label}`)}
                  className={`admin-input${error ? ' admin-input--error' : ''}`}
                  data-testid={`event-session-${i}-${f.key}`}
                  value={r[f.key]}
                  maxlength={f.max}
                  disabled={props.disabled}
                  onInput={(e) => set(i, f.key, e.detail.value)}
                />
                {error && (
                  <Text className="admin-error" data-testid={`event-session-${i}-error`}>
                    {t(`event.admin.sessions.error.${error}`)}
                  </Text>
                )}
              </View>
            )
          })}
          {(props.removable || r.id === undefined) && (
            <Pressable
              className="btn btn--ghost"
              data-testid={`event-session-${i}-remove`}
              disabled={props.disabled}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {t('event.admin.sessions.remove')}
            </Pressable>
          )}
        </View>
      ))}
      {!props.removable && rows.some((r) => r.id !== undefined) && <Text className="muted">{t('event.admin.sessions.locked')}</Text>}
      {rows.length < SESSION_LIMITS.count && (
        <Pressable
          className="btn btn--ghost"
          data-testid="event-session-add"
          disabled={props.disabled}
          onPress={() => onChange([...rows, EMPTY_SESSION_FORM])}
        >
          {t('event.admin.sessions.add')}
        </Pressable>
      )}
    </View>
  )
}
