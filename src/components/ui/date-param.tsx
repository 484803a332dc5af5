import { Picker, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { parseDate, type CivilDate } from '@/core/time'
import { useRouteParams } from '@/platform/route-params'
import { useBirths } from '@/store/births'
import './date-param.css'

/** The date a date-only page reads: ?date=YYYY-MM-DD, else the chart birth's date, else 1990-01-01. */
export function useDateParam(): [string, (date: string) => void] {
  const params = useRouteParams()
  const chartBirth = useBirths((s) => s.chartBirth)
  return useState(() => String(params.date ?? chartBirth?.date ?? '1990-01-01'))
}

/** Runs an engine on a "YYYY-MM-DD" text; a bad date or an engine refusal comes back as its message. */
export function computeOnDate<T>(date: string, compute: (d: CivilDate) => T): T | string {
  try {
    return compute(parseDate(date))
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** A labelled date picker row (1800–2200). */
export function DateRow({ label, date, onChange, testId }: { label: string; date: string; onChange: (date: string) => void; testId: string }) {
  return (
    <View className="card date-row">
      <Text className="muted">{label}</Text>
      <Picker mode="date" value={date} start="1800-01-01" end="2200-12-31" onChange={(e) => onChange(String(e.detail.value))}>
        <Text className="date-row__field" data-testid={testId}>
          {date}
        </Text>
      </Picker>
    </View>
  )
}
