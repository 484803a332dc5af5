import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ParamsHead, useChartParams } from '../chart-common/params-view'
import '../chart-common/chart.css'

/** House system and zodiac of the preset. */
export default function HouseInfoPage() {
  const t = useT()
  const { type, setType, params } = useChartParams()
  return (
    <PageShell routeId="house-info">
      <ParamsHead type={type} setType={setType} params={params} />
      <View className="card" data-testid="house-info">
        <View className="card__title">{t('chartSetting.houseSystem')}</View>
        <View className="ct-row">
          <Text className="ct-c1">{t('chartParams.system')}</Text>
          <Text className="ct-c2">
            {t(`chartSetting.houseName.${params.houseIndex}`)} ({params.houseLetter})
          </Text>
        </View>
        <View className="muted">{t(`chartParams.houseNote.${params.houseIndex}`)}</View>
        <View className="muted">{t('chartParams.polarNote')}</View>
      </View>
      <View className="card" data-testid="zodiac-info">
        <View className="card__title">{t('chartSetting.zodiac')}</View>
        <View className="ct-row">
          <Text className="ct-c1">{t('chartSetting.zodiac')}</Text>
          <Text className="ct-c2">{params.sidereal ? t('chartSetting.sidereal') : t('chartSetting.tropical')}</Text>
        </View>
        {params.sidereal && (
          <View className="ct-row">
            <Text className="ct-c1">{t('chartSetting.ayanamsa')}</Text>
            <Text className="ct-c2">{t(`chartParams.ayanamsaName.${params.ayanamsa}`)}</Text>
          </View>
        )}
        <View className="muted">{params.sidereal ? t('chartParams.siderealNote') : t('chartParams.tropicalNote')}</View>
      </View>
    </PageShell>
  )
}
