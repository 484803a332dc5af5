import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { navigate } from '@/platform/navigation'
import { ParamsHead, useChartParams } from '../chart-common/params-view'
import '../chart-common/chart.css'
import { Pressable } from '@/components/ui/pressable'

/** The parameters a chart type is cast with (selected preset): bodies, houses and zodiac, aspects and orbs. */
export default function ChartParamsPage() {
  const t = useT()
  const { type, setType, params } = useChartParams()
  const shownAspects = params.aspects.filter((a) => a.shown)
  const zodiac = params.sidereal ? `${t('chartSetting.sidereal')} · ${params.ayanamsa}` : t('chartSetting.tropical')
  return (
    <PageShell routeId="chart-params">
      <ParamsHead type={type} setType={setType} params={params} />
      <View className="list" data-testid="chart-params">
        <Pressable className="list__item" data-testid="open-planet-info" onPress={() => void navigate('planet-info', { type })}>
          <Text>{t('chartParams.bodies')}</Text>
          <Text className="list__value">
            {t('chartParams.bodiesCount', { shown: params.shown.length, all: params.shown.length + params.hidden.length })} ›
          </Text>
        </Pressable>
        <Pressable className="list__item" data-testid="open-house-info" onPress={() => void navigate('house-info', { type })}>
          <Text>{t('chartSetting.houseSystem')}</Text>
          <Text className="list__value">{t(`chartSetting.houseName.${params.houseIndex}`)} ›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void navigate('house-info', { type })}>
          <Text>{t('chartSetting.zodiac')}</Text>
          <Text className="list__value">{zodiac} ›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="open-aspect-info" onPress={() => void navigate('aspect-info', { type })}>
          <Text>{t('chartSetting.aspectsTitle')}</Text>
          <Text className="list__value">{shownAspects.map((a) => t(`chart.aspectShort.${a.id - 1}`)).join('')} ›</Text>
        </Pressable>
        <View className="list__item">
          <Text>{t('chartSetting.orbsType')}</Text>
          <Text className="list__value">{t(`chartSetting.orbsType${params.orbsType}`)}</Text>
        </View>
      </View>
    </PageShell>
  )
}
