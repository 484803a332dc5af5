import '@/packageC/locales.generated'
import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { LEAP_DAY_RULES, type MayanSettings } from '@/divination/mayan'
import { useMayanSettings } from '@/store/mayan-settings'

export default function MayanSettingsPage() {
  const t = useT()
  const s = useMayanSettings((st) => st.settings)
  const changed = (patch: Partial<MayanSettings>) => useMayanSettings.getState().changed(patch)
  return (
    <PageShell routeId="mayan-settings">
      <View className="list">
        <ChoiceRow
          label={t('mayan.leapDay')}
          hint={t('mayan.leapDayHint')}
          value={s.leapDay}
          choices={LEAP_DAY_RULES.map((v) => ({ value: v, label: t(`mayan.leapDay_${v}`) }))}
          onChange={(v) => changed({ leapDay: v })}
          testId="ms-leapDay"
        />
        <SwitchRow label={t('mayan.showKinNum')} value={s.showKinNum} onChange={(on) => changed({ showKinNum: on })} testId="ms-showKinNum" />
        <SwitchRow
          label={t('mayanCalendar.showPlus')}
          hint={t('mayanCalendar.showPlusHint')}
          value={s.showPlus}
          onChange={(on) => changed({ showPlus: on })}
          testId="ms-showPlus"
        />
        <SwitchRow
          label={t('mayanCalendar.showWallSpell')}
          hint={t('mayanCalendar.showWallSpellHint')}
          value={s.showWallSpell}
          onChange={(on) => changed({ showWallSpell: on })}
          testId="ms-showWallSpell"
        />
      </View>
    </PageShell>
  )
}
