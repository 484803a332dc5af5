import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '../hooks'
import { palaceReadingOrder, type BoardCell, type BoardModel, type BoardStar } from './layout'
import { hiddenAttributes, roleAttributes } from '@/platform/a11y'
import { Pressable } from '@/components/ui/pressable'
import './board.css'

const SIHUA_CLASS: Record<string, string> = { 禄: 'lu', 权: 'quan', 科: 'ke', 忌: 'ji' }

/** A 四化 badge: filled for the birth year, outlined for the shown time layer. */
export function SiHuaBadge({ type, layer, text }: { type: string; layer?: boolean; text: string }) {
  return <Text className={`zb-hua zb-hua--${SIHUA_CLASS[type] ?? 'lu'}${layer ? ' zb-hua--layer' : ''}`}>{text}</Text>
}

function Star({ star }: { star: BoardStar }) {
  const l = useLocalize()
  return (
    <View className={`zb-star zb-star--${star.kind}`} data-star={star.name}>
      <View className="zb-star__name">
        {[...l(star.name)].map((c, i) => (
          <Text key={i} className="zb-star__char">
            {c}
          </Text>
        ))}
      </View>
      {star.brightness && <Text className="zb-star__bright">{l(star.brightness)}</Text>}
      {star.siHua && <SiHuaBadge type={star.siHua} text={l(star.siHua)} />}
      {star.layerSiHua && <SiHuaBadge type={star.layerSiHua} text={l(star.layerSiHua)} layer />}
    </View>
  )
}

/** What the reader says for a palace: name, 干支, then its stars with brightness and 四化, then the 大限 ages. */
function usePalaceLabel(): (cell: BoardCell) => string {
  const t = useT()
  const l = useLocalize()
  const starText = (s: BoardStar) =>
    l(s.name) +
    (s.brightness ? l(s.brightness) : '') +
    (s.siHua ? t('a11y.ziweiHua', { type: l(s.siHua) }) : '') +
    (s.layerSiHua ? t('a11y.ziweiLayerHua', { type: l(s.layerSiHua) }) : '')
  return (cell) => {
    const stars = [...cell.major, ...cell.minor, ...cell.adjective].map(starText)
    return t('a11y.ziweiPalace', {
      name: l(cell.name),
      shen: cell.isShenGong ? t('a11y.ziweiShen') : '',
      ganZhi: l(cell.ganZhi),
      stars: stars.length ? t('a11y.ziweiStars', { list: stars.join('，') }) : t('a11y.ziweiNoStars'),
      ages: cell.decadal ? t('a11y.ziweiAges', { ages: cell.decadal }) : '',
    })
  }
}

function Cell({ cell, label, onTap }: { cell: BoardCell; label: string; onTap(index: number): void }) {
  const l = useLocalize()
  const cls = ['zb-cell']
  if (cell.highlight) cls.push(`zb-cell--${cell.highlight}`)
  if (cell.isMingGong) cls.push('zb-cell--ming')
  if (cell.isLayerMing) cls.push('zb-cell--layer-ming')
  return (
    <Pressable
      className={cls.join(' ')}
      style={{ gridRow: String(cell.gridRow), gridColumn: String(cell.gridColumn) }}
      data-testid={`zw-palace-${cell.index}`}
      data-branch={cell.branch}
      data-highlight={cell.highlight ?? ''}
      onPress={() => onTap(cell.index)}
    >
      {/* The spoken palace comes from this text; the drawn parts below are hidden from screen readers, so the
          name never disagrees with what is shown (an aria-label would). */}
      <Text className="sr-only">{label}</Text>
      <View className="zb-cell__stars" {...hiddenAttributes()}>
        {cell.major.map((s) => (
          <Star key={s.name} star={s} />
        ))}
        {cell.minor.map((s) => (
          <Star key={s.name} star={s} />
        ))}
        {cell.adjective.map((s) => (
          <Star key={s.name} star={s} />
        ))}
      </View>
      {cell.layerStars.length > 0 && (
        <View className="zb-cell__flow" {...hiddenAttributes()}>
          {l(cell.layerStars.join(' '))}
        </View>
      )}
      <View className="zb-cell__foot" {...hiddenAttributes()}>
        <View className="zb-cell__gods">
          {cell.gods.map((g, i) => (
            <Text key={i} className="zb-cell__god">
              {l(g)}
            </Text>
          ))}
        </View>
        <View className="zb-cell__mid">
          {cell.decadal && <Text className="zb-cell__ages">{cell.decadal}</Text>}
          <Text className="zb-cell__name" data-testid="zw-palace-name">
            {l(cell.name)}
            {cell.isShenGong && <Text className="zb-cell__shen">{l('身')}</Text>}
          </Text>
          {cell.layerName && <Text className="zb-cell__layer">{l(cell.layerName)}</Text>}
        </View>
        <View className="zb-cell__ganzhi">
          {[...l(cell.ganZhi)].map((c, i) => (
            <Text key={i}>{c}</Text>
          ))}
        </View>
      </View>
    </Pressable>
  )
}

export interface ZiweiBoardProps {
  model: BoardModel
  /** Content of the centre 2×2 panel (birth data). */
  centre: ReactNode
  onPalaceTap(index: number): void
}

/**
 * The traditional 4×4 紫微 board: 巳 top-left … 亥 bottom-right, birth panel in the centre. The grid places every
 * cell, so the DOM keeps the reading order: the birth panel, then the palaces from 命宫 in palace order.
 */
export function ZiweiBoard({ model, centre, onPalaceTap }: ZiweiBoardProps) {
  const t = useT()
  const palaceLabel = usePalaceLabel()
  return (
    <View className="zb" data-testid="zw-board" data-sanfang={model.sanFang.join(',')} {...roleAttributes('group', t('a11y.ziweiBoard'))}>
      <View className="zb-centre" style={{ gridRow: model.centre.gridRow, gridColumn: model.centre.gridColumn }}>
        {centre}
      </View>
      {palaceReadingOrder(model.cells).map((c) => (
        <Cell key={c.index} cell={c} label={palaceLabel(c)} onTap={onPalaceTap} />
      ))}
    </View>
  )
}
