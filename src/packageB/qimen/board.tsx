import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import type { QimenChart } from '@/divination/qimen'
import { roleAttributes } from '@/platform/a11y'

/** The nine palaces in 洛书 order as drawn: 巽4 离9 坤2 / 震3 中5 兑7 / 艮8 坎1 乾6. */
const LUOSHU_ROWS = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
] as const

/** The 奇门 board: each palace's 八神, 天盘 stem and star, 地盘 stem and door, and its marks (门迫, 击刑, 入墓). */
export function QimenBoard({ chart, showNum, showGua }: { chart: QimenChart; showNum: boolean; showGua: boolean }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="qm-board" data-testid="qm-board" {...roleAttributes('table', t('qimen.board'))}>
      {LUOSHU_ROWS.map((row, r) => (
        <View key={r} className="qm-row" {...roleAttributes('row')}>
          {row.map((n) => {
            const p = chart.palaces[n]
            const fu = chart.zhiFu.landsPalace === n
            const shi = chart.zhiShi.landsPalace === n
            return (
              <View
                key={n}
                className={`qm-cell${n === 5 ? ' qm-cell--center' : ''}`}
                {...roleAttributes('cell')}
                data-testid={`qm-palace-${n}`}
                data-door={p.door}
                data-star={p.star}
              >
                <View className="qm-cell__top">
                  <Text className="qm-god">{l(p.god)}</Text>
                  {(showNum || showGua) && (
                    <Text className="qm-where">
                      {showGua ? l(p.gua) : ''}
                      {showNum ? n : ''}
                    </Text>
                  )}
                </View>
                <View className="qm-line">
                  <Text className={`qm-stem qm-stem--heaven${fu ? ' qm-fu' : ''}`}>
                    {l(p.heavenStem)}
                    {p.hostedHeavenStem ? l(p.hostedHeavenStem) : ''}
                  </Text>
                  <Text className={`qm-star${fu ? ' qm-fu' : ''}`}>
                    {l(p.star)}
                    {p.hostedStar ? `·${l(p.hostedStar.replace('天', ''))}` : ''}
                  </Text>
                </View>
                <View className="qm-line">
                  <Text className="qm-stem">{l(p.earthStem)}</Text>
                  <Text className={`qm-door${shi ? ' qm-shi' : ''}`}>{l(p.door)}</Text>
                </View>
                {p.marks.length > 0 && <Text className="qm-marks">{l(p.marks.join(' '))}</Text>}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
