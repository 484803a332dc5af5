import '@/packageA/locales.generated'
import { Switch, Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useSettings, type ThemeType } from '@/store/settings'
import type { Language } from '@/i18n'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'

export default function SettingsPage() {
  const t = useT()
  const { themeType, language, autoCopy, themeTypeChosen, languageChosen, autoCopyChanged } = useSettings()
  return (
    <PageShell routeId="settings">
      <View className="list">
        <View className="list__header">{t('settings.appearance')}</View>
        <View className="list__item">
          <Text>{t('settings.theme')}</Text>
          <Segmented<ThemeType>
            testId="theme-switch"
            value={themeType}
            onChange={themeTypeChosen}
            options={[
              { value: 'auto', label: t('settings.themeAuto') },
              { value: 'light', label: t('settings.themeLight') },
              { value: 'dark', label: t('settings.themeDark') },
            ]}
          />
        </View>
        <View className="list__item">
          <Text>{t('settings.language')}</Text>
          <Segmented<Language>
            testId="language-switch"
            value={language}
            onChange={languageChosen}
            options={[
              { value: 'zh-Hans', label: t('settings.languageHans') },
              { value: 'zh-Hant', label: t('settings.languageHant') },
            ]}
          />
        </View>
      </View>
      <View className="list">
        <View className="list__header">{t('settings.general')}</View>
        <View className="list__item">
          <View>
            <Text>{t('settings.autoCopy')}</Text>
            <View className="muted">{t('settings.autoCopyHint')}</View>
          </View>
          <Switch
            {...fieldLabelAttributes(t('settings.autoCopy'))}
            checked={autoCopy}
            color="#6b4eff"
            onChange={(e) => autoCopyChanged(!!e.detail.value)}
          />
        </View>
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="open-params" onPress={() => void navigate('params')}>
          <Text>{t('paramsPage.title')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="open-setting-utils" onPress={() => void navigate('setting-utils')}>
          <Text>{t('settingUtils.title')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void navigate('about')}>
          <Text>{t('settings.about')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
