import { Text, View } from '@tarojs/components'
import { hexagramRows, trigramRows } from './rows'
import './hexagram.css'

export interface HexagramProps {
  /** Bits bottom first ("1" yang) or line values 6/7/8/9 bottom first. */
  lines: string | readonly number[]
  /** Extra moving positions (1–6), e.g. a meihua 动爻. */
  moving?: readonly number[]
  size?: 'sm' | 'md' | 'lg'
  /** Show ○/× beside moving lines. */
  showMarks?: boolean
  /** Label per position (1–6) drawn at the right, e.g. 世/应 or 体/用. */
  sideLabels?: Partial<Record<number, string>>
  testId?: string
}

/** Six lines of a hexagram, top line first; moving lines highlighted and marked ○ (老阳) or × (老阴). */
export function Hexagram({ lines, moving, size = 'md', showMarks = true, sideLabels, testId }: HexagramProps) {
  const rows = hexagramRows(lines, moving)
  return (
    <View className={`hexagram hexagram--${size}`} data-testid={testId}>
      {rows.map((r) => (
        <View key={r.position} className={`hexagram__row${r.moving ? ' hexagram__row--moving' : ''}`} data-position={r.position}>
          <View className={`hexagram__line ${r.yang ? 'hexagram__line--yang' : 'hexagram__line--yin'}`}>
            {r.yang ? <View className="hexagram__bar" /> : [<View key="a" className="hexagram__bar" />, <View key="b" className="hexagram__bar" />]}
          </View>
          {showMarks && <Text className="hexagram__mark">{r.mark}</Text>}
          {sideLabels && <Text className="hexagram__side">{sideLabels[r.position] ?? ''}</Text>}
        </View>
      ))}
    </View>
  )
}

/** Three lines of a trigram. */
export function Trigram({ bits, size = 'sm' }: { bits: string; size?: 'sm' | 'md' }) {
  return (
    <View className={`hexagram hexagram--${size} hexagram--trigram`}>
      {trigramRows(bits).map((r, i) => (
        <View key={i} className="hexagram__row">
          <View className={`hexagram__line ${r.yang ? 'hexagram__line--yang' : 'hexagram__line--yin'}`}>
            {r.yang ? <View className="hexagram__bar" /> : [<View key="a" className="hexagram__bar" />, <View key="b" className="hexagram__bar" />]}
          </View>
        </View>
      ))}
    </View>
  )
}
