import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { PARAMS_VERSION, presetOf, useChartSettings } from '@/store/chart-settings'
import { useSettingsGroups } from '@/store/settings-groups'
import { allChartSettingsReset } from '@/store/settings-reset'
import { groupSummaries } from './summary'

/** SPEC §3 chart settings: the version, the natal preset, the thirteen groups with their editors, reset all. */
export default function SettingsParamsPage() {
  const t = useT()
  const settings = useChartSettings((s) => s.settings)
  const groups = useSettingsGroups((s) => s.groups)
  const natal = presetOf(settings, 'natal')
  const summaries = useMemo(() => groupSummaries(groups), [groups])
  const reset = async () => {
    const r = await ui.confirm({ title: t('paramsPage.resetTitle'), content: t('paramsPage.resetConfirm'), danger: true })
    if (!r.ok) return
    allChartSettingsReset()
    ui.toast(t('paramsPage.resetDone'))
  }
  return (
    <PageShell routeId="params">
      <View className="list" data-testid="params-head">
        <View className="list__item">
          <Text>{t('paramsPage.version')}</Text>
          <Text className="list__value" data-testid="params-version">
            {PARAMS_VERSION}
          </Text>
        </View>
        <Pressable className="list__item" data-testid="params-natal" onPress={() => void navigate('chart-setting', { type: 'natal' })}>
          <Text>{t('paramsPage.natalPreset', { name: natal.name })}</Text>
          <Text className="list__value">
            {`${t(`chartSetting.houseName.${natal.houseTypeIndex}`)} · ${natal.useAyanamsa ? t('chartSetting.sidereal') : t('chartSetting.tropical')}`}{' '}
            ›
          </Text>
        </Pressable>
      </View>
      <View className="list" data-testid="params-groups">
        <View className="list__header">{t('paramsPage.groups')}</View>
        {summaries.map((g) => {
          const line = [
            ...g.choices.map((c) => `${t(c.nameKey)}：${t(c.optionKey)}`),
            g.changed ? t('paramsPage.changedN', { n: g.changed }) : t('paramsPage.allDefault'),
          ].join(' · ')
          const body = (
            <View className="list__body">
              <Text>{t(`paramsPage.group.${g.group}`)}</Text>
              <View className="muted" data-testid={`params-summary-${g.group}`}>
                {line}
              </View>
            </View>
          )
          return g.editor ? (
            <Pressable key={g.group} className="list__item" data-testid={`params-group-${g.group}`} onPress={() => void navigate(g.editor!)}>
              {body}
              <Text className="list__chevron">›</Text>
            </Pressable>
          ) : (
            <View key={g.group} className="list__item" data-testid={`params-group-${g.group}`}>
              {body}
            </View>
          )
        })}
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="params-reset" onPress={() => void reset()}>
          <Text className="danger">{t('paramsPage.reset')}</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
