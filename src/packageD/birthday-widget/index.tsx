import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { useLocalize, useT } from '@/components/hooks'
import { upcomingBirthdays, type UpcomingBirthday } from '@/births/birthdays'
import { navigate } from '@/platform/navigation'
import { useBirthdayWidgetSettings } from '@/store/birthday-settings'
import { useBirths } from '@/store/births'
import './index.css'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

/** 生日提醒 (SPEC: the birthday desktop widget page): saved births by days to their next birthday, with the age turned. */
export default function BirthdayWidgetPage() {
  const t = useT()
  const l = useLocalize()
  const births = useBirths((s) => s.list)
  const kind = useBirthdayWidgetSettings((s) => s.settings.calendar)
  const [now, setNow] = useState(() => new Date())
  useDidShow(() => setNow(new Date()))
  const list = useMemo(
    () => upcomingBirthdays(births, { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }, kind),
    [births, now, kind],
  )
  const when = (b: UpcomingBirthday) => {
    const d = new Date(`${b.date}T12:00:00`)
    const date = t('birthday.on', { date: b.date, weekday: t('home.weekday', { day: WEEKDAYS[d.getDay()] }) })
    return b.lunarText ? t('birthday.lunarOn', { lunar: l(b.lunarText), date }) : date
  }
  const left = (b: UpcomingBirthday) => (b.daysLeft === 0 ? t('birthday.todayIs') : t('birthday.daysLeft', { n: b.daysLeft }))
  const age = (b: UpcomingBirthday) => t(kind === 'lunar' ? 'birthday.turnsLunar' : 'birthday.turns', { n: b.age })
  const first = list[0]
  return (
    <PageShell routeId="birthday-widget">
      {first ? (
        <View className="card bw-widget" data-testid="bw-next" data-id={first.id} data-days={first.daysLeft}>
          <Text className="bw-widget__label">{t('birthday.next')}</Text>
          <Text className="bw-widget__name">{l(first.name)}</Text>
          <View className="bw-widget__row">
            <Text className={`bw-widget__days${first.daysLeft === 0 ? ' bw-widget__days--today' : ''}`}>
              {first.daysLeft === 0 ? t('birthday.todayIs') : first.daysLeft}
            </Text>
            <View className="bw-widget__side">
              {first.daysLeft > 0 && <Text className="bw-widget__left">{t('birthday.daysAfter')}</Text>}
              <Text className="bw-widget__age">{age(first)}</Text>
            </View>
          </View>
          <Text className="bw-widget__date">{when(first)}</Text>
        </View>
      ) : (
        <View className="card">
          <Text className="muted">{t('birthday.none')}</Text>
          <Pressable className="btn bw-add" onPress={() => void navigate('birth-editor')} data-testid="bw-add">
            {t('birthday.add')}
          </Pressable>
        </View>
      )}
      <View className="list">
        <ChoiceRow
          label={t('birthday.calendar')}
          hint={t('birthday.calendarHint')}
          value={kind}
          choices={[
            { value: 'solar', label: t('birthday.solar') },
            { value: 'lunar', label: t('birthday.lunar') },
          ]}
          onChange={(v) => useBirthdayWidgetSettings.getState().changed({ calendar: v })}
          testId="bw-calendar"
        />
      </View>
      {list.length > 0 && (
        <View className="list" data-testid="bw-list">
          {list.map((b) => (
            <View key={b.id} className="list__item bw-item" data-testid={`bw-${b.id}`} data-days={b.daysLeft} data-age={b.age} data-date={b.date}>
              <View className="bw-item__main">
                <Text className="bw-item__name">{l(b.name)}</Text>
                <Text className="bw-item__date">{when(b)}</Text>
              </View>
              <View className="bw-item__side">
                <Text className={`bw-item__left${b.daysLeft === 0 ? ' bw-item__left--today' : ''}`}>{left(b)}</Text>
                <Text className="bw-item__age">{age(b)}</Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
