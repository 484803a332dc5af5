import { useMemo } from 'react'
import { ChartWheel } from '@/components/chart-wheel/wheel'
import type { ChartStyleColors } from '@/chart-styles/styles'
import type { ZhengyuChart } from '@/divination/zhengyu'
import { layoutZhengyuWheel } from './layout'

export interface ZhengyuWheelProps {
  canvasId: string
  chart: ZhengyuChart
  sizePx: number
  style: ChartStyleColors
  localize: (text: string) => string
  centre: { ming: string; shen: string }
  /** Text alternative of the drawing. */
  summary: string
  /** A second chart on a ring outside (合盘 or 流年). */
  outer?: ZhengyuChart
}

/** The round 七政 chart on a Canvas 2D (the Western wheel's canvas and renderer). */
export function ZhengyuWheel({ canvasId, chart, sizePx, style, localize, centre, summary, outer }: ZhengyuWheelProps) {
  const display = useMemo(
    () => layoutZhengyuWheel(chart, { sizePx, style, localize, centre, outer }),
    [chart, sizePx, style, localize, centre, outer],
  )
  return <ChartWheel canvasId={canvasId} display={display} glyphs={[]} summary={summary} />
}
