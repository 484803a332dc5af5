import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { jdUTOfEpochMs } from '@/core/time'
import { calendarDay, termAfter, termAtOrBefore } from '@/divination/calendar'
import './almanac-card.css'

const MAX_WORDS = 6

/** Today's almanac in brief for the home tab: lunar date, 干支, current and next 节气, 宜/忌; opens the calendar. */
export function AlmanacCard({ now, onOpen }: { now: Date; onOpen(date: string): void }) {
  const t = useT()
  const l = useLocalize()
  const data = useMemo(() => {
    try {
      const d = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
      const jd = jdUTOfEpochMs(now.getTime())
      return { day: calendarDay(d), current: termAtOrBefore(jd, false), next: termAfter(jd, false) }
    } catch {
      return null
    }
  }, [now])
  if (!data) return null
  const { day, current, next } = data
  const words = (list: string[]) => (list.length ? l(list.slice(0, MAX_WORDS).join(' ')) : t('calendar.none'))
  return (
    <Pressable className="card almanac" data-testid="almanac-card" onPress={() => onOpen(day.date)}>
      <View className="almanac__top">
        <View className="almanac__main">
          <Text className="almanac__lunar">{l(`${day.lunar.isLeap ? '闰' : ''}${day.lunar.monthInChinese}月${day.lunar.dayInChinese}`)}</Text>
          <Text className="almanac__gz">
            {t('calendar.ganZhiLine', { y: l(day.ganZhi.year), m: l(day.ganZhi.month), d: l(day.ganZhi.day), animal: l(day.animal) })}
          </Text>
        </View>
        <View className="almanac__terms">
          <Text className="almanac__term">{t('calendar.termNow', { name: l(current.name) })}</Text>
          <Text className="almanac__term almanac__term--next">
            {t('calendar.termNext', { name: l(next.name), date: next.timeUtc8.slice(5, 10) })}
          </Text>
        </View>
      </View>
      <View className="almanac__row">
        <Text className="almanac__mark almanac__mark--yi">{t('calendar.yi')}</Text>
        <Text className="almanac__words">{words(day.yi)}</Text>
      </View>
      <View className="almanac__row">
        <Text className="almanac__mark almanac__mark--ji">{t('calendar.ji')}</Text>
        <Text className="almanac__words">{words(day.ji)}</Text>
      </View>
      <Text className="almanac__more">{t('calendar.openCalendar')} ›</Text>
    </Pressable>
  )
}
