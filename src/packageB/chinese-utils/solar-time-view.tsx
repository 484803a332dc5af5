/** 真太阳时 converter: clock time, zone and longitude → 平太阳时 and 真太阳时 with each correction. */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { momentOf } from '@/divination/calendar'
import { solarTimeConversion, splitMinutes } from '@/divination/calendar/converters'
import { attempt, type ToolInput } from './inputs'

export function SolarTimeView({ input }: { input: ToolInput }) {
  const t = useT()
  const l = useLocalize()
  const r = useMemo(
    () =>
      attempt(() => solarTimeConversion({ ...momentOf({ date: input.date, time: input.time, birthZone: input.birthZone }), lngDeg: input.lngDeg })),
    [input],
  )
  if (!r.ok)
    return (
      <View className="card muted" data-testid="cu-error">
        {l(r.message)}
      </View>
    )
  const mins = (m: number) => {
    const p = splitMinutes(m)
    return t('chineseUtils.minSec', { sign: p.negative ? '−' : '+', m: p.minutes, s: String(p.seconds).padStart(2, '0') })
  }
  const v = r.value
  const rows: [string, string, string][] = [
    ['clock', t('chineseUtils.clockTime'), v.clockTime],
    ['lon', t('chineseUtils.longitudeCorrection', { meridian: v.zoneMeridianDeg }), mins(v.longitudeMinutes)],
    ['mean', t('chineseUtils.meanSolarTime'), v.meanSolarTime],
    ['eot', t('chineseUtils.equationOfTime'), mins(v.equationOfTimeMinutes)],
    ['true', t('chineseUtils.trueSolarTime'), v.trueSolarTime],
    ['total', t('chineseUtils.totalCorrection'), mins(v.totalMinutes)],
  ]
  return (
    <View className="card" data-testid="cu-solar-result">
      {rows.map(([id, label, value]) => (
        <View key={id} className="cu-row" data-testid={`cu-solar-${id}`}>
          <Text className="muted">{label}</Text>
          <Text>{value}</Text>
        </View>
      ))}
      <View className="muted cu-hint">{t('chineseUtils.solarTimeRule')}</View>
    </View>
  )
}
