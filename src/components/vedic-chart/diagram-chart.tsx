import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { GRAHA_SHORT } from './graha-short'
import { segmentBox, type DiagramLayout } from './layout'
import './vedic-chart.css'

/**
 * North or East Indian chart: the layout's lines drawn as thin rotated boxes on a square, each sign's grahas
 * (and the lagna) at the centre of its place. Same cell attributes as the South Indian grid.
 */
export function DiagramChart({
  layout,
  signs,
  title,
  testId,
  styleName,
}: {
  layout: DiagramLayout
  signs: Record<string, number>
  title: string
  testId: string
  styleName: string
}) {
  const t = useT()
  const bySign = new Map<number, string[]>()
  for (const [id, sign] of Object.entries(signs)) bySign.set(sign, [...(bySign.get(sign) ?? []), id])
  return (
    <View className="vd-diagram" data-testid={testId} data-style={styleName}>
      <View className="vd-diagram__square" {...roleAttributes('list', title)}>
        {layout.lines.map((seg, i) => {
          const b = segmentBox(seg)
          return (
            <View
              key={i}
              className="vd-diagram__line"
              style={{ left: `${b.leftPct}%`, top: `${b.topPct}%`, width: `${b.widthPct}%`, transform: `rotate(${b.angleDeg}deg)` }}
            />
          )
        })}
        <View className="vd-diagram__title">
          <Text>{title}</Text>
        </View>
        {layout.places.map((p) => (
          <View
            key={p.sign}
            className={`vd-diagram__place${p.small ? ' vd-diagram__place--small' : ''}`}
            style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}
            {...roleAttributes('listitem')}
            data-testid={`${testId}-sign-${p.sign}`}
            data-house={p.house}
            data-grahas={(bySign.get(p.sign) ?? []).join(',')}
          >
            <Text className="vd-diagram__sign">
              {t(`chart.signShort.${p.sign - 1}`)}
              {styleName === 'north' ? ` ${p.sign}` : ''}
            </Text>
            <View className="vd-diagram__grahas">
              {(bySign.get(p.sign) ?? []).map((id) => (
                <Text key={id} className={`vd-graha${id === 'Lagna' ? ' vd-graha--lagna' : ''}`}>
                  {GRAHA_SHORT[id]}
                </Text>
              ))}
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
