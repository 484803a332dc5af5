/** The calculation settings of one chart type (SPEC §3 basicCalcs, returnChart, midPoint) on the chart-setting page. */
import { Text, View } from '@tarojs/components'
import type { ChartType } from '@/astro'
import { useT } from '@/components/hooks'
import { Segmented } from '@/components/ui/segmented'
import { useSettingsGroups, type SettingsGroupName } from '@/store/settings-groups'
import { calcRowsOf } from './calc-rows'
import './calc-settings.css'

export function CalcSettingsList({ type }: { type: ChartType }) {
  const t = useT()
  const groups = useSettingsGroups((s) => s.groups) as unknown as Record<SettingsGroupName, Record<string, unknown>>
  return (
    <View className="list" data-testid="calc-settings">
      <View className="list__header">{t('chartCalc.title')}</View>
      {calcRowsOf(type).map((row) => {
        const stored = groups[row.group][row.field]
        const index = Math.max(
          0,
          row.values.findIndex((v) => v === stored),
        )
        return (
          <View key={row.field} className="list__item cs-calc">
            <View>
              <Text>{t(`chartCalc.${row.field}.name`)}</Text>
              <View className="muted">{t(`chartCalc.${row.field}.hint`)}</View>
            </View>
            <Segmented<string>
              testId={`calc-${row.field}`}
              value={String(index)}
              options={row.values.map((_, i) => ({ value: String(i), label: t(`chartCalc.${row.field}.option${i}`) }))}
              onChange={(v) => useSettingsGroups.getState().groupChanged(row.group, { [row.field]: row.values[Number(v)] })}
            />
          </View>
        )
      })}
    </View>
  )
}
