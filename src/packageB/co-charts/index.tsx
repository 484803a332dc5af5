import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { isSample, useBirths } from '@/store/births'
import type { LocalBirth } from '@/births/model'
import './index.css'

/** Two-person techniques and the page each opens for the chosen pair (the chart pages read kind, a and b). */
const TECHNIQUES = [
  { id: 'synastry', route: 'cochart', kind: 'synastry' },
  { id: 'composite', route: 'chart', kind: 'composite' },
  { id: 'davison', route: 'chart', kind: 'davison' },
  { id: 'marks', route: 'chart', kind: 'marks' },
  { id: 'overlay', route: 'co-chart-more', kind: null },
  { id: 'zhengyu', route: 'zhengyu-co-chart', kind: null },
] as const

/** The index of two-person techniques: the pair is chosen once here (the same pair the synastry page remembers). */
export default function CoChartsPage() {
  const t = useT()
  const l = useLocalize()
  const chartBirth = useBirths((s) => s.chartBirth)
  const pair = useBirths((s) => s.pairBirths)
  const a = pair[0] ?? chartBirth
  const b = pair[1]

  const swap = () => useBirths.getState().pairBirthsChosen(b?.id ?? null, a?.id ?? null)
  const open = (x: (typeof TECHNIQUES)[number]) => {
    if (!a || !b) {
      void navigate('birth-list', { pick: !a ? 'pairA' : 'pairB' })
      return
    }
    void navigate(x.route, x.kind ? { kind: x.kind, a: a.id, b: b.id } : { a: a.id, b: b.id })
  }

  const person = (label: string, p: LocalBirth | null, pick: 'pairA' | 'pairB') => (
    <View className="cc-person" data-testid={`cc-${pick}`}>
      <View className="cc-person__who">
        <Text className="cc-person__label">{label}</Text>
        <Text className="cc-person__name">
          {p ? l(p.name) : t('coCharts.none')}
          {p && isSample(p) && <Text className="sample-tag">{t('births.sample')}</Text>}
        </Text>
        {p && (
          <Text className="cc-person__line">
            {p.date} {p.time} {l(p.address)}
          </Text>
        )}
      </View>
      <Pressable
        inline
        className="cc-chip"
        label={`${t('chart.change')} ${label}`}
        data-testid={`cc-change-${pick}`}
        onPress={() => void navigate('birth-list', { pick })}
      >
        {t('chart.change')}
      </Pressable>
    </View>
  )

  return (
    <PageShell routeId="co-charts">
      <View className="card">
        <View className="card__title">{t('coCharts.pair')}</View>
        {person(t('chart.personA'), a, 'pairA')}
        <Pressable className="cc-swap" data-testid="cc-swap" onPress={swap}>
          ⇅ {t('coCharts.swap')}
        </Pressable>
        {person(t('chart.personB'), b, 'pairB')}
        {(!a || !b) && <View className="muted cc-hint">{t('chart.pairHint')}</View>}
      </View>
      <View className="list">
        {TECHNIQUES.map((x) => (
          <Pressable key={x.id} className="list__item cc-item" data-testid={`cc-open-${x.id}`} onPress={() => open(x)}>
            <View className="cc-item__text">
              <Text className="cc-item__name">{t(`coCharts.technique.${x.id}`)}</Text>
              <Text className="cc-item__hint">{t(`coCharts.definition.${x.id}`)}</Text>
            </View>
            <Text className="list__chevron">›</Text>
          </Pressable>
        ))}
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="cc-settings" onPress={() => void navigate('chart-setting', { type: 'synastry' })}>
          <Text>{t('coCharts.synastrySettings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
