import { DiagramChart } from './diagram-chart'
import type { ChartStyle } from '@/astro/vedic'
import { eastLayout, northLayout } from './layout'
import { SouthChart } from './south-chart'

export { GRAHA_SHORT } from './graha-short'

/** One varga in the chosen Indian chart style; `signs` maps each graha and 'Lagna' to its sign (1–12). */
export function VedicChartView({
  chartStyle,
  signs,
  title,
  testId,
}: {
  chartStyle: ChartStyle
  signs: Record<string, number>
  title: string
  testId: string
}) {
  if (chartStyle === 'south') return <SouthChart signs={signs} title={title} testId={testId} />
  const layout = chartStyle === 'north' ? northLayout(signs.Lagna) : eastLayout(signs.Lagna)
  return <DiagramChart layout={layout} signs={signs} title={title} testId={testId} styleName={chartStyle} />
}
