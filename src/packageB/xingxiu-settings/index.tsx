import '@/packageB/locales.generated'
import { View } from '@tarojs/components'
import type { XingxiuSettings } from '@/divination/xingxiu'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { XiuWidthsRow } from '@/components/xiu-widths-row'
import { useXingxiuSettings } from '@/store/xingxiu-settings'

/** 二十八宿 settings (SPEC pagesB/xingxiu-settings, §3 "Xingxiu"): natal 宿 method, 宿 boundaries, 月禽 school. */
export default function XingxiuSettingsPage() {
  const t = useT()
  const s = useXingxiuSettings((st) => st.settings)
  const changed = (patch: Partial<XingxiuSettings>) => useXingxiuSettings.getState().changed(patch)
  return (
    <PageShell routeId="xingxiu-settings">
      <View className="list">
        <ChoiceRow
          label={t('xingxiuSettings.natalMethod')}
          hint={t('xingxiuSettings.natalMethodHint')}
          value={s.natalMethod}
          choices={[
            { value: 'sutra', label: t('xingxiuSettings.natalSutra') },
            { value: 'moon', label: t('xingxiuSettings.natalMoon') },
          ]}
          onChange={(v) => changed({ natalMethod: v })}
          testId="xs-natalMethod"
        />
        {s.natalMethod === 'moon' && <XiuWidthsRow value={s.xiuWidths} onChange={(v) => changed({ xiuWidths: v })} testId="xs-xiuWidths" />}
        <ChoiceRow
          label={t('xingxiuSettings.monthRule')}
          hint={t('xingxiuSettings.monthRuleHint')}
          value={s.monthRule}
          choices={[
            { value: 'aotou', label: t('xingxiuSettings.monthAotou') },
            { value: 'qinxing', label: t('xingxiuSettings.monthQinxing') },
          ]}
          onChange={(v) => changed({ monthRule: v })}
          testId="xs-monthRule"
        />
      </View>
    </PageShell>
  )
}
