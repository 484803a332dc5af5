import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import type { DayQimenChart, QimenChart } from '@/divination/qimen'
import { Pressable } from '@/components/ui/pressable'
import { roleAttributes } from '@/platform/a11y'

/** The nine palaces in 洛书 order as drawn: 巽4 离9 坤2 / 震3 中5 兑7 / 艮8 坎1 乾6. */
const LUOSHU_ROWS = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
] as const

interface Cell {
  gua: string
  star: string
  door: string
  body: ReactNode
}

interface GridProps {
  showNum: boolean
  showGua: boolean
  /** The palace whose reading is open, if any. */
  selected: number | null
  onSelect(palace: number): void
}

/** The 3×3 grid; tapping a palace opens its reading. */
function PalaceGrid({ showNum, showGua, selected, onSelect, cell, top }: GridProps & { cell(n: number): Cell; top(n: number): ReactNode }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="div-board" data-testid="qm-board" {...roleAttributes('table', t('qimen.board'))}>
      {LUOSHU_ROWS.map((row, r) => (
        <View key={r} className="div-board__row" {...roleAttributes('row')}>
          {row.map((n) => {
            const c = cell(n)
            return (
              <View
                key={n}
                className={`div-board__cell qm-cell${n === 5 ? ' qm-cell--center' : ''}${selected === n ? ' qm-cell--selected' : ''}`}
                {...roleAttributes('cell')}
                data-testid={`qm-palace-${n}`}
                data-door={c.door}
                data-star={c.star}
              >
                <Pressable className="qm-cell__press" data-testid={`qm-open-${n}`} onPress={() => onSelect(n)}>
                  <View className="qm-cell__top">
                    <Text className="qm-god">{top(n)}</Text>
                    {(showNum || showGua) && (
                      <Text className="qm-where">
                        {showGua ? l(c.gua) : ''}
                        {showNum ? n : ''}
                      </Text>
                    )}
                  </View>
                  {c.body}
                </Pressable>
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}

/** The 时家/月家/年家 board: each palace's 八神, 天盘 stem and star, 地盘 stem and door, and its marks (门迫, 击刑, 入墓). */
export function QimenBoard({ chart, ...grid }: GridProps & { chart: QimenChart }) {
  const l = useLocalize()
  const cell = (n: number): Cell => {
    const p = chart.palaces[n]
    const fu = chart.zhiFu.landsPalace === n
    const shi = chart.zhiShi.landsPalace === n
    return {
      gua: p.gua,
      star: p.star,
      door: p.door,
      body: (
        <>
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
        </>
      ),
    }
  }
  return <PalaceGrid {...grid} cell={cell} top={(n) => l(chart.palaces[n].god)} />
}

/** The 日家 (金函) board: each palace's 太乙九星 and door (none in 中五), with 门迫. */
export function DayQimenBoard({ chart, ...grid }: GridProps & { chart: DayQimenChart }) {
  const l = useLocalize()
  const cell = (n: number): Cell => {
    const p = chart.palaces[n]
    return {
      gua: p.gua,
      star: p.star,
      door: p.door,
      body: (
        <>
          <View className="qm-line">
            <Text className={`qm-star${n === chart.taiyiPalace ? ' qm-fu' : ''}`}>{l(p.star)}</Text>
          </View>
          <View className="qm-line">
            <Text className={`qm-door${n === chart.restDoorPalace ? ' qm-shi' : ''}`}>{l(p.door)}</Text>
          </View>
          {p.marks.length > 0 && <Text className="qm-marks">{l(p.marks.join(' '))}</Text>}
        </>
      ),
    }
  }
  return <PalaceGrid {...grid} cell={cell} top={() => ''} />
}
