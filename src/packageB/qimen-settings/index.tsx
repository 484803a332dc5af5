import '@/packageB/locales.generated'
import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow, type Choice } from '@/components/ui/setting-rows'
import { useBaziSettings } from '@/store/bazi-settings'
import { useQimenSettings, type QimenPageSettings } from '@/store/qimen-settings'

type ChoiceKey = 'jia' | 'pan' | 'juMethod' | 'centerHost' | 'godNames'

/** School choices, each with its options (i18n keys under qimenSettings). */
const CHOICES: readonly { key: ChoiceKey; options: readonly string[] }[] = [
  { key: 'jia', options: ['hour', 'day', 'month', 'year'] },
  { key: 'pan', options: ['zhuan', 'fei'] },
  { key: 'juMethod', options: ['chaibu', 'zhirun'] },
  { key: 'centerHost', options: ['kun', 'genKun'] },
  { key: 'godNames', options: ['modern', 'old'] },
]

export default function QimenSettingsPage() {
  const t = useT()
  const settings = useQimenSettings((s) => s.settings)
  const nextDayZiShi = useBaziSettings((s) => s.nextDayZiShi)
  const changed = (patch: Partial<QimenPageSettings>) => useQimenSettings.getState().changed(patch)
  return (
    <PageShell routeId="qimen-settings">
      <View className="list">
        {/* 日家 (金函玉镜) has no 盘式, 定局, 寄宫 or 八神: those rows only show for the stem boards. */}
        {CHOICES.filter(({ key }) => key === 'jia' || settings.jia !== 'day').map(({ key, options }) => (
          <ChoiceRow
            key={key}
            label={t(`qimenSettings.${key}`)}
            hint={t(`qimenSettings.${key}Hint`)}
            value={settings[key]}
            choices={options.map((o): Choice<string> => ({ value: o, label: t(`qimenSettings.${key}_${o}`) }))}
            onChange={(v) => changed({ [key]: v } as Partial<QimenPageSettings>)}
            testId={`qs-${key}`}
          />
        ))}
        {/* One 23:00 day change for 八字 and 奇门: the bazi setting, shown and changed here too. */}
        <SwitchRow
          label={t('qimenSettings.nextDayZiShi')}
          hint={t('qimenSettings.nextDayZiShiHint')}
          value={nextDayZiShi}
          onChange={(on) => useBaziSettings.getState().settingChosen('nextDayZiShi', on)}
          testId="qs-nextDayZiShi"
        />
        <SwitchRow
          label={t('qimenSettings.showHouseNum')}
          value={settings.showHouseNum}
          onChange={(on) => changed({ showHouseNum: on })}
          testId="qs-showHouseNum"
        />
        <SwitchRow
          label={t('qimenSettings.showHouseGua')}
          value={settings.showHouseGua}
          onChange={(on) => changed({ showHouseGua: on })}
          testId="qs-showHouseGua"
        />
      </View>
    </PageShell>
  )
}
