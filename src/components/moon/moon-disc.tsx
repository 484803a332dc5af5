/**
 * The Moon's disc at a phase, drawn with three shapes: the dark disc, the lit half on the waxing (right) or
 * waning (left) side, and the terminator ellipse whose width is |1 − 2k| of the disc for an illuminated fraction k,
 * lit when more than half the disc is lit.
 */
import { View } from '@tarojs/components'
import './moon-disc.css'

export function MoonDisc({ phaseAngleDeg, illumination, sizePx }: { phaseAngleDeg: number; illumination: number; sizePx: number }) {
  const waxing = phaseAngleDeg < 180
  const terminatorWidth = Math.abs(1 - 2 * illumination) * sizePx
  return (
    <View className="moon-disc" style={{ width: `${sizePx}px`, height: `${sizePx}px` }} aria-hidden>
      <View className={`moon-disc__half moon-disc__half--${waxing ? 'right' : 'left'}`} />
      <View
        className={`moon-disc__terminator${illumination > 0.5 ? ' moon-disc__terminator--lit' : ''}`}
        style={{ width: `${terminatorWidth}px`, left: `${(sizePx - terminatorWidth) / 2}px` }}
      />
    </View>
  )
}
