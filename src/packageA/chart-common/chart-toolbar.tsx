import { View } from '@tarojs/components'
import type { ChartType } from '@/astro'
import { styleList } from '@/chart-styles/styles'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { useChartSettings } from '@/store/chart-settings'
import { currentStyle, useChartStyles } from '@/store/chart-styles'
import { returnYears, type ViewKind } from './input'
import { pickMomentMs } from './pick-moment'
import { DAY_MS } from './time-format'

export const DYNAMIC_KINDS: readonly ViewKind[] = ['transit', 'progression', 'solarArc', 'solarReturn', 'lunarReturn', 'sky']

export interface ReturnChoice {
  year: number
  month: number
}

interface ToolbarProps {
  kind: ViewKind
  engineKind: ChartType
  presetName: string
  /** Birth year of the profile (the return chooser starts there). */
  birthYear: number | undefined
  atMs: number
  /** chosen false: the moment follows the clock on refresh. */
  moveTo(ms: number, chosen?: boolean): void
  ret: ReturnChoice | null
  onReturn(r: ReturnChoice): void
}

/** Preset, style, settings and parameters; for moving charts the moment, for returns the year (and month). */
export function ChartToolbar({ kind, engineKind, presetName, birthYear, atMs, moveTo, ret, onReturn }: ToolbarProps) {
  const t = useT()
  const l = useLocalize()
  const styles = useChartStyles()
  const style = currentStyle(styles)
  const dynamic = DYNAMIC_KINDS.includes(kind)
  const isReturn = kind === 'solarReturn' || kind === 'lunarReturn'
  const chooseStyle = async () => {
    const names = styleList(styles.custom).map((s) => s.name)
    const r = await ui.chooseChartStyle({ styles: names, selected: styles.selected })
    if (r.ok) useChartStyles.getState().styleSelected(r.index)
  }
  const pickTime = async () => {
    const ms = await pickMomentMs(t('chart.pickTime'), atMs)
    if (ms !== null) moveTo(ms)
  }
  const shownYear = ret?.year ?? new Date(atMs).getFullYear()
  const pickReturn = async () => {
    const years = returnYears(birthYear ?? new Date(atMs).getFullYear())
    const yi = Math.max(0, years.indexOf(shownYear))
    const columns =
      kind === 'lunarReturn'
        ? [years.map((y) => t('chart.yearItem', { year: y })), Array.from({ length: 12 }, (_, i) => t('chart.monthItem', { month: i + 1 }))]
        : [years.map((y) => t('chart.yearItem', { year: y }))]
    const r = await ui.picker({
      title: kind === 'lunarReturn' ? t('chart.chooseReturnMonth') : t('chart.chooseReturnYear'),
      columns,
      value: kind === 'lunarReturn' ? [yi, (ret?.month ?? new Date(atMs).getMonth() + 1) - 1] : [yi],
    })
    if (r.ok) onReturn({ year: years[r.indexes[0]], month: kind === 'lunarReturn' ? (r.indexes[1] ?? 0) + 1 : 1 })
  }

  return (
    <View className="ct-bar">
      <Pressable className="ct-chip" data-testid="preset-cycle" onPress={() => useChartSettings.getState().presetCycled(engineKind)}>
        {t('chart.presetCycle', { name: t(`chart.presetName.${presetName}`) })}
      </Pressable>
      <Pressable className="ct-chip" data-testid="choose-style" onPress={() => void chooseStyle()}>
        {t('chart.style')}：{l(style.name)}
      </Pressable>
      <Pressable className="ct-chip" onPress={() => void navigate('chart-setting', { type: engineKind })}>
        {t('chart.settings')}
      </Pressable>
      <Pressable className="ct-chip" data-testid="open-params" onPress={() => void navigate('chart-params', { type: engineKind })}>
        {t('chart.params')}
      </Pressable>
      {dynamic && (
        <>
          <Pressable className="ct-chip" data-testid="time-back" onPress={() => moveTo(atMs - DAY_MS)}>
            −1d
          </Pressable>
          <Pressable className="ct-chip" onPress={() => moveTo(Date.now(), false)}>
            {t('chart.now')}
          </Pressable>
          <Pressable className="ct-chip" data-testid="time-forward" onPress={() => moveTo(atMs + DAY_MS)}>
            +1d
          </Pressable>
          <Pressable className="ct-chip" data-testid="time-pick" onPress={() => void pickTime()}>
            {t('chart.pickTime')}
          </Pressable>
        </>
      )}
      {isReturn && (
        <Pressable className="ct-chip" data-testid="return-year" onPress={() => void pickReturn()}>
          {kind === 'lunarReturn' && ret ? t('chart.returnMonth', { year: ret.year, month: ret.month }) : t('chart.returnYear', { year: shownYear })}
        </Pressable>
      )}
    </View>
  )
}
