import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { canDo, OUTCOMES, useWorryDoll, worryState, type Worry } from '@/store/worry-doll'
import './worry-row.css'

/** yyyy-MM-dd HH:mm (device time) of an epoch-ms instant; the hour alone for today's and tomorrow's 6:00. */
export function shortTime(ms: number): string {
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/** One worry: its text, its state and, once the doll has given it back, the four outcomes to mark. */
export function WorryRow({ worry, nowMs }: { worry: Worry; nowMs: number }) {
  const t = useT()
  const l = useLocalize()
  const state = worryState(worry, nowMs)
  const del = async () => {
    const r = await ui.confirm({ title: t('worry.deleteConfirm'), content: worry.text.slice(0, 40), danger: true, buttons: [t('worry.delete')] })
    if (r.ok) useWorryDoll.getState().worryDeleted(worry.id, Date.now())
  }
  return (
    <View className={`worry-row worry-row--${state}`} data-testid={`worry-${worry.id}`} data-state={state} data-outcome={worry.outcome ?? ''}>
      <View className="worry-row__top">
        <Text className={`worry-row__state worry-row__state--${state}`}>{t(`worry.state.${state}`)}</Text>
        <Text className="worry-row__time">
          {state === 'keeping'
            ? t('worry.keeping', { time: shortTime(worry.keptUntil) })
            : state === 'settled'
              ? t('worry.settledAt', { time: shortTime(worry.outcomeAt ?? worry.createdAt), outcome: t(`worry.outcome.${worry.outcome}`) })
              : t('worry.waiting', { time: shortTime(worry.createdAt) })}
        </Text>
      </View>
      <Text className="worry-row__text">{l(worry.text)}</Text>
      <View className="worry-row__actions">
        {canDo(worry, 'mark', nowMs) &&
          OUTCOMES.map((o) => (
            <Pressable
              key={o}
              role="radio"
              checked={worry.outcome === o}
              className={`worry-row__outcome${worry.outcome === o ? ' worry-row__outcome--on' : ''}`}
              onPress={() => useWorryDoll.getState().outcomeMarked(worry.id, o, Date.now())}
              data-testid={`worry-${worry.id}-${o}`}
            >
              {t(`worry.outcome.${o}`)}
            </Pressable>
          ))}
        <Pressable className="worry-row__delete" onPress={() => void del()} label={t('worry.delete')} data-testid={`worry-${worry.id}-delete`}>
          {t('worry.delete')}
        </Pressable>
      </View>
    </View>
  )
}
