/** The 24 节气 of a year to the second in the chosen zone. */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { utcOffsetHoursOf } from '@/core/time'
import { MAX_YEAR, MIN_YEAR } from '@/divination/calendar'
import { termTable } from '@/divination/calendar/converters'
import { attempt } from './inputs'

export function TermsView({ year, birthZone, onYear }: { year: number; birthZone: number; onYear(year: number): void }) {
  const t = useT()
  const l = useLocalize()
  const r = useMemo(() => attempt(() => termTable(year, utcOffsetHoursOf(birthZone))), [year, birthZone])
  return (
    <View className="card" data-testid="cu-terms">
      <View className="cu-year">
        <Pressable inline className="cu-year__btn" data-testid="cu-year-prev" onPress={() => year > MIN_YEAR && onYear(year - 1)}>
          ‹
        </Pressable>
        <Text data-testid="cu-year">{t('chineseUtils.yearN', { n: year })}</Text>
        <Pressable inline className="cu-year__btn" data-testid="cu-year-next" onPress={() => year < MAX_YEAR && onYear(year + 1)}>
          ›
        </Pressable>
      </View>
      {!r.ok ? (
        <View className="muted">{l(r.message)}</View>
      ) : (
        r.value.map((row) => (
          <View key={row.index} className="cu-row" data-testid={`cu-term-${row.index}`}>
            <Text className={row.isJie ? 'cu-term' : 'cu-term cu-term--qi'}>{l(`${row.name} · ${row.sunLonDeg}°`)}</Text>
            <Text>{row.time}</Text>
          </View>
        ))
      )}
      <View className="muted cu-hint">{t('chineseUtils.termsSource')}</View>
    </View>
  )
}
