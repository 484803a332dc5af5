import { View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'

/** What a chart page shows in place of its chart: no birth chosen, the ephemeris loading, or the engine's error. */
export function ChartStates(props: { noBirth?: boolean; loading: boolean; error?: string | null }) {
  const t = useT()
  const l = useLocalize()
  return (
    <>
      {props.noBirth && <View className="card muted">{t('chart.noBirth')}</View>}
      {props.loading && (
        <View className="ct-loading" role="status">
          {t('chart.loadingEphemeris')}
        </View>
      )}
      {props.error && <View className="card ct-warn">{t('chart.error', { msg: l(props.error) })}</View>}
    </>
  )
}
