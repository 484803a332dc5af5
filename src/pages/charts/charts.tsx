import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { isSample, useBirths } from '@/store/births'
import { Pressable } from '@/components/ui/pressable'
import './charts.css'

/** Chart types the engine offers (src/astro CHART_TYPES) and where each opens; kept here so this tab stays light. */
const SINGLE = ['natal', 'transit', 'progression', 'solarArc', 'solarReturn', 'lunarReturn', 'harmonic'] as const
const PAIR = ['synastry', 'composite', 'davison'] as const

function routeOf(kind: string): string {
  if (kind === 'natal') return 'natal-info'
  if (kind === 'synastry') return 'cochart'
  if (kind === 'harmonic') return 'harmonic-chart'
  return 'chart'
}

export default function ChartsPage() {
  const t = useT()
  const l = useLocalize()
  const chartBirth = useBirths((s) => s.chartBirth)
  const pair = useBirths((s) => s.pairBirths)
  usePullDownRefresh(() => {
    useBirths.getState().hydrate()
    void Taro.stopPullDownRefresh()
  })
  const a = pair[0] ?? chartBirth
  const b = pair[1]
  const open = (kind: string, two: boolean) => {
    if (two) {
      if (!a || !b) {
        void navigate('birth-list', { pick: !a ? 'pairA' : 'pairB' })
        return
      }
      void navigate(routeOf(kind), { kind, a: a.id, b: b.id })
    } else if (chartBirth) void navigate(routeOf(kind), { kind, a: chartBirth.id })
    else void navigate('birth-editor')
  }
  const person = (label: string, p: typeof a, pick: string, testId: string) => (
    <View className="charts-person" data-testid={testId}>
      <View>
        <Text className="charts-person__label">{label}</Text>
        <Text className="charts-person__name">
          {p ? l(p.name) : '—'}
          {p && isSample(p) && <Text className="sample-tag">{t('births.sample')}</Text>}
        </Text>
        {p && (
          <Text className="charts-person__line">
            {p.date} {p.time}
          </Text>
        )}
      </View>
      <Pressable className="charts-chip" label={`${t('chart.change')} ${label}`} onPress={() => void navigate('birth-list', { pick })}>
        {t('chart.change')}
      </Pressable>
    </View>
  )
  return (
    <PageShell routeId="charts">
      <View className="card">
        <View className="card__title">{t('chart.currentBirth')}</View>
        {person(t('chart.currentBirth'), chartBirth, 'chart', 'charts-birth')}
      </View>
      <View className="grid charts-grid">
        {SINGLE.map((k) => (
          <Pressable key={k} className="charts-kind" data-testid={`kind-${k}`} onPress={() => open(k, false)}>
            <Text className="charts-kind__name">{t(`chart.kind.${k}`)}</Text>
            <Text className="charts-kind__hint">{t(`chart.kindHint.${k}`)}</Text>
          </Pressable>
        ))}
      </View>
      <View className="card">
        <View className="card__title">{t('chart.kind.synastry')}</View>
        {person(t('chart.personA'), a, 'pairA', 'charts-pair-a')}
        {person(t('chart.personB'), b, 'pairB', 'charts-pair-b')}
        <View className="grid charts-grid charts-grid--pair">
          {PAIR.map((k) => (
            <Pressable key={k} className="charts-kind" data-testid={`kind-${k}`} onPress={() => open(k, true)}>
              <Text className="charts-kind__name">{t(`chart.kind.${k}`)}</Text>
              <Text className="charts-kind__hint">{t(`chart.kindHint.${k}`)}</Text>
            </Pressable>
          ))}
        </View>
      </View>
      <View className="list">
        <Pressable className="list__item" onPress={() => void navigate('chart', { kind: 'sky' })} data-testid="charts-sky">
          <Text>{t('chart.kind.sky')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void navigate('chart-style-list')} data-testid="charts-styles">
          <Text>{t('chartRoute.chartStyleList')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void navigate('chart-setting', { type: 'natal' })}>
          <Text>{t('chartRoute.chartSetting')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void navigate('co-charts')} data-testid="charts-co-charts">
          <Text>{t('chartRoute.coCharts')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
