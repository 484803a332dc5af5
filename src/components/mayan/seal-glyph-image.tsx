import { useMemo } from 'react'
import { SEAL_ZH, TONE_ZH } from '@/divination/mayan'
import { useLocalize } from '../hooks'
import { SvgImage } from '../ui/svg-image'
import { sealGlyphSvg } from './seal-glyph'

export interface SealGlyphProps {
  seal: number
  tone: number
  /** Sets the size; keep the 100 × 130 proportion of the drawing. */
  className: string
  testId?: string
}

/** A kin's drawn glyph (tone numeral over the seal), named by its tone and seal (e.g. 银河的白巫师). */
export function SealGlyph({ seal, tone, className, testId }: SealGlyphProps) {
  const l = useLocalize()
  const svg = useMemo(() => sealGlyphSvg(seal, tone), [seal, tone])
  return <SvgImage svg={svg} className={className} label={l(`${TONE_ZH[tone - 1]}的${SEAL_ZH[seal - 1]}`)} testId={testId} />
}
