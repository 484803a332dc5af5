import { Text, View } from '@tarojs/components'
import { isSample, type LocalBirth } from '@/births/model'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { formatLatLng } from '@/geo/coords'
import { navigate } from '@/platform/navigation'
import type { ViewKind } from './input'

/** Who the chart is for (hidden by hideBirthInfo), or what is missing: a profile, or the second person of a pair. */
export function ChartHead({
  kind,
  a,
  b,
  isPair,
  hideBirthInfo,
}: {
  kind: ViewKind
  a: LocalBirth | null
  b: LocalBirth | null
  isPair: boolean
  hideBirthInfo: boolean
}) {
  const t = useT()
  const l = useLocalize()
  return (
    <>
      {!hideBirthInfo && a && kind !== 'sky' && (
        <View className="card ct-head" data-testid="birth-info">
          {[a, ...(isPair && b ? [b] : [])].map((p) => (
            <View key={p.id}>
              <Text className="ct-head__name">{l(p.name)}</Text>
              {/* The sample profile says so wherever its chart is shown (issue 17). */}
              {isSample(p) && (
                <Text className="sample-tag ct-head__sample" data-testid="chart-head-sample">
                  {t('births.sample')}
                </Text>
              )}
              <View className="ct-head__line">{t('chart.birthLine', { date: p.date, time: p.time, address: l(p.address) })}</View>
              <View className="ct-head__line" data-testid="birth-coords">
                {l(formatLatLng(p.lat, p.lng))}
              </View>
            </View>
          ))}
        </View>
      )}
      {!a && kind !== 'sky' && (
        <View className="card">
          <View className="muted">{t('chart.noBirth')}</View>
          <Pressable className="btn" onPress={() => void navigate('birth-editor')}>
            {t('chart.newBirth')}
          </Pressable>
        </View>
      )}
      {isPair && a && !b && (
        <View className="card">
          <View className="muted">{t('chart.pairHint')}</View>
          <Pressable className="btn" data-testid="pick-b" onPress={() => void navigate('birth-list', { pick: 'pairB' })}>
            {t('chart.choosePerson')}
          </Pressable>
        </View>
      )}
    </>
  )
}
