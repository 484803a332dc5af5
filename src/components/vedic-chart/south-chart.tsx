import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { GRAHA_SHORT } from './graha-short'
import { SOUTH_GRID } from './layout'
import './vedic-chart.css'

/** South Indian chart (signs fixed round a 4×4 square): the grahas (and the lagna) in their signs for one varga. */
export function SouthChart({ signs, title, testId }: { signs: Record<string, number>; title: string; testId: string }) {
  const t = useT()
  const bySign = new Map<number, string[]>()
  for (const [id, sign] of Object.entries(signs)) bySign.set(sign, [...(bySign.get(sign) ?? []), id])
  return (
    <View className="vd-chart" data-testid={testId} {...roleAttributes('table', title)}>
      {SOUTH_GRID.map((row, r) => (
        <View key={r} className="vd-chart__row" {...roleAttributes('row')}>
          {row.map((sign, c) =>
            sign === null ? (
              r === 1 && c === 1 ? (
                <View key={c} className="vd-chart__title">
                  <Text>{title}</Text>
                </View>
              ) : (
                <View key={c} className="vd-chart__void" />
              )
            ) : (
              <View
                key={c}
                className="vd-chart__cell"
                {...roleAttributes('cell')}
                data-testid={`${testId}-sign-${sign}`}
                data-grahas={(bySign.get(sign) ?? []).join(',')}
              >
                <Text className="vd-chart__sign">{t(`chart.signShort.${sign - 1}`)}</Text>
                <View className="vd-chart__grahas">
                  {(bySign.get(sign) ?? []).map((id) => (
                    <Text key={id} className={`vd-graha${id === 'Lagna' ? ' vd-graha--lagna' : ''}`}>
                      {GRAHA_SHORT[id]}
                    </Text>
                  ))}
                </View>
              </View>
            ),
          )}
        </View>
      ))}
    </View>
  )
}
