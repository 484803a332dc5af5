import '@/packageC/locales.generated'
import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { TALENT_NUMBER_TYPES, type LifeNumberSettings } from '@/divination/numerology'
import { useLifeNumberSettings } from '@/store/life-number-settings'

export default function LifeNumberSettingsPage() {
  const t = useT()
  const s = useLifeNumberSettings((st) => st.settings)
  const changed = (patch: Partial<LifeNumberSettings>) => useLifeNumberSettings.getState().changed(patch)
  return (
    <PageShell routeId="life-number-settings">
      <View className="list">
        <ChoiceRow
          label={t('lifeNumber.talentType')}
          hint={t('lifeNumber.talentTypeHint')}
          value={s.talentNumberType}
          choices={TALENT_NUMBER_TYPES.map((v) => ({ value: v, label: t(`lifeNumber.talentType_${v}`) }))}
          onChange={(v) => changed({ talentNumberType: v })}
          testId="lns-talentNumberType"
        />
        <SwitchRow
          label={t('lifeNumber.keepMaster')}
          hint={t('lifeNumber.keepMasterHint')}
          value={s.keepMaster}
          onChange={(on) => changed({ keepMaster: on })}
          testId="lns-keepMaster"
        />
      </View>
    </PageShell>
  )
}
