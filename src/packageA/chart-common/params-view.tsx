import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { CHART_TYPES, type ChartType } from '@/astro'
import { useT } from '@/components/hooks'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { presetOf, useChartSettings } from '@/store/chart-settings'
import { chartParamsOf, type ChartParams } from './params'
import { Pressable } from '@/components/ui/pressable'

/** Chart type from ?type= (natal by default), switchable in the page; the parameters of its selected preset. */
export function useChartParams(): { type: ChartType; setType(t: ChartType): void; params: ChartParams } {
  const q = useRouteParams() as Record<string, string | undefined>
  const [type, setType] = useState<ChartType>(() => ((CHART_TYPES as readonly string[]).includes(q.type ?? '') ? (q.type as ChartType) : 'natal'))
  const preset = useChartSettings((s) => presetOf(s.settings, type))
  return { type, setType, params: chartParamsOf(preset) }
}

/** Chart type row and the preset in use, with the link to chart-setting. */
export function ParamsHead({ type, setType, params }: { type: ChartType; setType(t: ChartType): void; params: ChartParams }) {
  const t = useT()
  const pick = async () => {
    const r = await ui.actionSheet({ items: CHART_TYPES.map((k) => t(`chart.kind.${k}`)) })
    if (r.ok) setType(CHART_TYPES[r.index])
  }
  return (
    <View className="list">
      <Pressable className="list__item" data-testid="params-type" onPress={() => void pick()}>
        <Text>{t('chartSetting.type')}</Text>
        <Text className="list__value">{t(`chart.kind.${type}`)} ›</Text>
      </Pressable>
      <View className="list__item">
        <Text>{t('chartSetting.preset')}</Text>
        <Text className="list__value" data-testid="params-preset">
          {t(`chart.presetName.${params.presetName}`)}
        </Text>
      </View>
      <Pressable className="list__item" data-testid="params-edit" onPress={() => void navigate('chart-setting', { type })}>
        <Text>{t('chartParams.edit')}</Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
    </View>
  )
}
