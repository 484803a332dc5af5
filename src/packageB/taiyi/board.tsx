import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import type { TaiyiChart } from '@/divination/taiyi'
import { roleAttributes } from '@/platform/a11y'

/**
 * The board as drawn with south on top: the sixteen-神 ring round the outside, the nine palaces inside
 * (巽9 离2 坤7 / 震4 中5 兑6 / 艮3 坎8 乾1). Strings name ring positions, numbers palaces.
 */
const GRID: readonly (readonly (string | number)[])[] = [
  ['巽', '巳', '午', '未', '坤'],
  ['辰', 9, 2, 7, '申'],
  ['卯', 4, 5, 6, '酉'],
  ['寅', 3, 8, 1, '戌'],
  ['艮', '丑', '子', '亥', '乾'],
]

export function TaiyiBoard({ chart }: { chart: TaiyiChart }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="div-board" data-testid="ty-board" {...roleAttributes('table', t('taiyi.board'))}>
      {GRID.map((row, r) => (
        <View key={r} className="div-board__row" {...roleAttributes('row')}>
          {row.map((cell) => {
            if (typeof cell === 'number') {
              const p = chart.palaces[cell]
              const taiyi = chart.taiyiPalace === cell
              return (
                <View
                  key={cell}
                  className={`div-board__cell ty-cell ty-cell--palace${taiyi ? ' ty-cell--taiyi' : ''}`}
                  data-testid={`ty-palace-${cell}`}
                  {...roleAttributes('cell')}
                >
                  <Text className="ty-num">
                    {cell}
                    {cell === 5 ? '' : l(p.gua)}
                  </Text>
                  {p.marks.map((m) => (
                    <Text key={m} className={`ty-mark${m === '太乙' ? ' ty-mark--taiyi' : ''}`}>
                      {l(m)}
                    </Text>
                  ))}
                </View>
              )
            }
            const pos = chart.ring.find((x) => x.name === cell)!
            return (
              <View key={cell} className="div-board__cell ty-cell ty-cell--ring" data-testid={`ty-ring-${cell}`} {...roleAttributes('cell')}>
                <Text className="ty-pos">
                  {l(pos.god)}
                  <Text className="ty-pos__name">{l(pos.name)}</Text>
                </Text>
                {pos.marks.map((m) => (
                  <Text key={m} className={`ty-mark${m === '文昌' || m === '始击' ? ' ty-mark--eye' : ''}`}>
                    {l(m)}
                  </Text>
                ))}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
