import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { Pressable } from '@/components/ui/pressable'
import { isSample, useBirths } from '@/store/births'
import './chart-birth-card.css'

/**
 * Home: the current chart birth (sun, moon and rising signs stored on the profile); it opens the natal overview.
 * Today's sky is computed by today-cards.tsx.
 */
export function ChartBirthCard() {
  const t = useT()
  const l = useLocalize()
  const b = useBirths((s) => s.chartBirth)
  const sign = (n: number | null) => (n && n >= 1 && n <= 12 ? t(`chart.sign.${n - 1}`) : '—')
  return (
    <>
      {b && (
        <Pressable className="card hb-card" data-testid="home-birth" onPress={() => void navigate('natal-info', { a: b.id })}>
          <View className="hb-row">
            <Text className="card__title hb-title">
              {l(b.name)}
              {isSample(b) && (
                <Text className="sample-tag hb-sample" data-testid="home-birth-sample">
                  {t('births.sample')}
                </Text>
              )}
            </Text>
            <Text className="hb-open">{t('chart.open')} ›</Text>
          </View>
          <View className="hb-signs">
            {(
              [
                ['sun', b.sun],
                ['moon', b.moon],
                ['asc', b.asc],
              ] as const
            ).map(([k, v]) => (
              <View key={k} className="hb-sign">
                <Text className="hb-sign__label">{t(`chart.${k}`)}</Text>
                <Text className="hb-sign__value">{sign(v)}</Text>
              </View>
            ))}
          </View>
        </Pressable>
      )}
    </>
  )
}
