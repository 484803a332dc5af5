import '@/packageB/locales.generated'
import { View } from '@tarojs/components'
import { SwitchRow } from '@/components/ui/setting-rows'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ui } from '@/components/ui/ui'
import { DEFAULT_ZIPING_SETTINGS, useZipingSettings, type ZipingFlag } from '@/store/ziping-settings'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const FLAGS = Object.keys(DEFAULT_ZIPING_SETTINGS) as ZipingFlag[]

/** What the 子平 section of the bazi page shows, each switch with what it means; the rules used are listed below. */
export default function ZipingSettingsPage() {
  const t = useT()
  const s = useZipingSettings()
  return (
    <PageShell routeId="ziping-settings">
      <View className="list">
        <View className="list__header">{t('zipingSettings.groupShow')}</View>
        {FLAGS.map((flag) => (
          <SwitchRow
            key={flag}
            label={t(`zipingSettings.${flag}`)}
            hint={t(`zipingSettings.${flag}Hint`)}
            value={s[flag]}
            onChange={(on) => s.flagToggled(flag, on)}
            testId={`zps-${flag}`}
          />
        ))}
      </View>
      <View className="card">
        <View className="card__title">{t('zipingSettings.rulesTitle')}</View>
        {(['ruleStrength', 'ruleGeJu', 'ruleYongShen', 'ruleTiaoHou'] as const).map((k) => (
          <View key={k} className="zps-rule">
            {t(`zipingSettings.${k}`)}
          </View>
        ))}
      </View>
      <Pressable
        className="btn btn--ghost sr-reset"
        data-testid="zps-reset"
        onPress={async () => {
          const r = await ui.confirm({ title: t('zipingSettings.reset'), content: t('zipingSettings.resetConfirm'), danger: true })
          if (r.ok) {
            s.resetToDefaults()
            ui.toast(t('zipingSettings.resetDone'))
          }
        }}
      >
        {t('zipingSettings.reset')}
      </Pressable>
    </PageShell>
  )
}
