import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ParamsHead, useChartParams } from '../chart-common/params-view'
import '../chart-common/chart.css'

/** Bodies and points the preset shows or hides, with their light orbs (used when orbs go by the bodies). */
export default function PlanetInfoPage() {
  const t = useT()
  const { type, setType, params } = useChartParams()
  const light = new Map(params.lightOrbs.map((x) => [x.id, x.orb]))
  const orbOf = (id: string) => light.get(id) ?? light.get('Other') ?? 5
  const rows = (ids: string[], testId: string) => (
    <View className="ct-table" data-testid={testId}>
      <View className="ct-row ct-row--head">
        <Text className="ct-c1">{t('chart.colBody')}</Text>
        <Text className="ct-c2" />
        <Text className="ct-c3">{t('chartParams.lightOrb')}</Text>
      </View>
      {ids.map((id) => (
        <View key={id} className="ct-row">
          <Text className="ct-c1">{t(`chart.body.${id}`)}</Text>
          <Text className="ct-c2" />
          <Text className="ct-c3">{orbOf(id)}°</Text>
        </View>
      ))}
    </View>
  )
  return (
    <PageShell routeId="planet-info">
      <ParamsHead type={type} setType={setType} params={params} />
      <View className="card">
        <View className="card__title">
          {t('chartParams.shown')} · {params.shown.length}
        </View>
        {rows(params.shown, 'shown-bodies')}
      </View>
      <View className="card">
        <View className="card__title">
          {t('chartParams.hidden')} · {params.hidden.length}
        </View>
        {params.hidden.length ? rows(params.hidden, 'hidden-bodies') : <View className="muted">{t('chartParams.none')}</View>}
      </View>
      <View className="card muted">{t('chartParams.arabic', { v: params.hasArabic ? t('chartParams.yes') : t('chartParams.no') })}</View>
    </PageShell>
  )
}
