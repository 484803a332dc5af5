import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { HOUSE_SYSTEMS } from '@/astro'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { useBirthAnalysis } from '@/store/birth-analysis'

/** birthPageCalc: the zodiac and the house system the analysis casts every birth with (its own, apart from the chart settings). */
export default function BirthAnalysisSettingsPage() {
  const t = useT()
  const calc = useBirthAnalysis((s) => s.birthPageCalc)
  const calcChanged = useBirthAnalysis((s) => s.calcChanged)
  return (
    <PageShell routeId="birth-analysis-settings">
      <View className="list">
        <ChoiceRow
          label={t('chartSetting.zodiac')}
          hint={t('birthAnalysis.calcTypeHint')}
          testId="bas-calc-type"
          value={String(calc.calcType) as '0' | '1'}
          choices={[
            { value: '0', label: t('chartSetting.tropical') },
            { value: '1', label: t('chartSetting.sidereal') },
          ]}
          onChange={(v) => calcChanged({ calcType: v === '1' ? 1 : 0 })}
        />
        <ChoiceRow
          label={t('chartSetting.houseSystem')}
          hint={t('birthAnalysis.houseTypeHint')}
          testId="bas-house-type"
          value={String(calc.houseType)}
          choices={HOUSE_SYSTEMS.map((h) => ({ value: String(h.index), label: t(`chartSetting.houseName.${h.index}`) }))}
          onChange={(v) => calcChanged({ houseType: Number(v) })}
        />
      </View>
    </PageShell>
  )
}
