import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ParamsHead, useChartParams } from '../chart-common/params-view'
import '../chart-common/chart.css'

/** Aspects 1–10 of the preset: angle, shown or not, orb and its cap; the orb mode in use. */
export default function AspectInfoPage() {
  const t = useT()
  const { type, setType, params } = useChartParams()
  return (
    <PageShell routeId="aspect-info">
      <ParamsHead type={type} setType={setType} params={params} />
      <View className="card">
        <View className="card__title">{t('chartSetting.aspectsTitle')}</View>
        <View className="muted">{t(`chartParams.orbsNote${params.orbsType}`)}</View>
        <View className="ct-table" data-testid="aspect-info">
          <View className="ct-row ct-row--head">
            <Text className="ct-c1">{t('chart.colAspect')}</Text>
            <Text className="ct-c2">{t('chartParams.angle')}</Text>
            <Text className="ct-c3">{t('chart.colOrb')}</Text>
          </View>
          {params.aspects.map((a) => (
            <View key={a.id} className={`ct-row${a.shown ? '' : ' ai-off'}`} data-testid={`aspect-row-${a.id}`}>
              <Text className={`ct-c1 ct-asp-${a.id}`}>{t(`chart.aspect.${a.id - 1}`)}</Text>
              <Text className="ct-c2">
                {a.angleDeg}°{a.shown ? '' : ` · ${t('chartParams.off')}`}
              </Text>
              <Text className="ct-c3">
                {params.orbsType === 1 ? t('chartParams.capOnly', { max: a.maxOrb }) : `${a.effectiveOrb}° / ${a.maxOrb}°`}
              </Text>
            </View>
          ))}
        </View>
      </View>
      {params.orbsType === 1 && (
        <View className="card">
          <View className="card__title">{t('chartParams.lightOrb')}</View>
          <View className="ct-table">
            {params.lightOrbs.map((x) => (
              <View key={x.id} className="ct-row">
                <Text className="ct-c1">{x.id === 'Other' ? t('chartParams.other') : t(`chart.body.${x.id}`)}</Text>
                <Text className="ct-c2" />
                <Text className="ct-c3">{x.orb}°</Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
